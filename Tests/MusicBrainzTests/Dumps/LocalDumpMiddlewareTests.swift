import Foundation
import MusicBrainz
import MusicBrainzDumps
import MusicBrainzTesting
import Testing

/// `LocalDumpMiddleware`: lookups answered from indexed dump files, everything else sent on.
@Suite struct LocalDumpMiddlewareTests {
    /// A directory with an indexed release dump (flat) and artist dump (under `mbdump/`).
    static func dumpDirectory() async throws -> (URL, releases: [DumpTestFiles.Line], artists: [DumpTestFiles.Line]) {
        let directory = try DumpTestFiles.directory("local")
        let releases = DumpTestFiles.releaseLines(25)
        let artists = DumpTestFiles.artistLines(4)
        let releaseFile = directory.appendingPathComponent("release")
        try DumpTestFiles.join(releases.map(\.json)).write(to: releaseFile)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("mbdump"), withIntermediateDirectories: true)
        let artistFile = directory.appendingPathComponent("mbdump/artist")
        try DumpTestFiles.join(artists.map(\.json)).write(to: artistFile)
        try await DumpIndex.build(for: releaseFile)
        try await DumpIndex.build(for: artistFile)
        return (directory, releases, artists)
    }

    /// A client whose transport answers every request with a recorded lookup from the service.
    static func client(
        format: ResponseFormat, middleware: LocalDumpMiddleware
    ) throws -> (MusicBrainzClient, MockTransport) {
        let serviceAnswer = try OwnFixtures.data("release-lookup-violin-concertos.json")
        let transport = MockTransport.constant(body: serviceAnswer)
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: URL(string: "https://musicbrainz.example/ws/2")!, userAgent: TestClients.userAgent,
                format: format, rateLimit: .unlimited, retryPolicy: .none),
            transport: transport, middlewares: [middleware])
        return (client, transport)
    }

    @Test(
        "answers a lookup from the dump with no request reaching the transport, in either format",
        arguments: ResponseFormat.allCases)
    func answersFromDump(format: ResponseFormat) async throws {
        let (directory, releases, artists) = try await Self.dumpDirectory()
        let middleware = try LocalDumpMiddleware(directory: directory)
        #expect(middleware.entityTypes == [.release, .artist])
        let (client, transport) = try Self.client(format: format, middleware: middleware)
        let line = releases[7]
        let release = try await client.lookup(
            Release.self, id: line.id, including: [.recordings, .artistCredits, .labels, .releaseGroups, .isrcs])
        #expect(release == (try ResponseDecoder().decode(Release.self, from: line.json, format: .json)))
        #expect(release.title == line.title)
        let artist = try await client.lookup(Artist.self, id: artists[2].id, including: [.aliases, .urlRelationships])
        #expect(artist.name == artists[2].title)
        #expect(transport.requests.isEmpty)
    }

    @Test("the synthetic response is a 200 JSON body naming the dump file")
    func syntheticResponse() async throws {
        let (directory, releases, _) = try await Self.dumpDirectory()
        let middleware = try LocalDumpMiddleware(directory: directory)
        let url = URL(string: "https://musicbrainz.example/ws/2/release/\(releases[3].id)?inc=labels+media&fmt=json")!
        let response = try await middleware.intercept(
            HTTPRequest(url: url), context: MiddlewareContext(operation: "lookup-release")
        ) { _ in
            Issue.record("the request went on")
            return HTTPResponse(status: 500)
        }
        #expect(response.status == 200)
        #expect(response.body == releases[3].json)
        #expect(response.mediaType == "application/json")
        #expect(response.headerFields["X-MusicBrainz-Local-Dump"] == directory.appendingPathComponent("release").path)
        #expect(response.url == url)
    }

    @Test(
        "sends on what the dump cannot answer: other includes, filters, MBIDs not in it, other entity types, browses, searches"
    )
    func passesOn() async throws {
        let (directory, releases, _) = try await Self.dumpDirectory()
        let (client, transport) = try Self.client(
            format: .json, middleware: try LocalDumpMiddleware(directory: directory))
        let id = releases[0].id
        // collections is not in the release dump's includes.
        _ = try await client.lookup(Release.self, id: id, including: [.recordings, .collections])
        // An MBID the dump does not have.
        _ = try await client.lookup(Release.self, id: DumpTestFiles.mbid(4_000))
        // No recording dump in the directory.
        _ = try? await client.lookup(Recording.self, id: id)
        // A browse and a search.
        _ = try? await client.send(BrowseRequest<Release>(linkedTo: .artist(id)))
        _ = try? await client.send(SearchRequest<Release>(query: "Violin"))
        // The artist dump lacks releases embedded in an artist lookup.
        _ = try? await client.lookup(Artist.self, id: id, including: [.releases])
        let paths = transport.requests.map { $0.url.path }
        #expect(transport.requests.count == 6, "\(paths)")
        #expect(transport.requests[0].url.query?.contains("collections") == true)
        #expect(paths[1].hasSuffix("/release/\(DumpTestFiles.mbid(4_000))"))
        // A query parameter other than inc and fmt (a filter), and a method other than GET.
        let middleware = try LocalDumpMiddleware(directory: directory)
        let passed = ChunkCounter()
        let next: @Sendable (HTTPRequest) async throws -> HTTPResponse = { _ in
            passed.increment()
            return HTTPResponse(status: 204)
        }
        let base = "https://musicbrainz.example/ws/2/release/\(id)"
        for request in [
            HTTPRequest(url: URL(string: base + "?inc=labels&status=official")!),
            HTTPRequest(method: .post, url: URL(string: base + "?fmt=json")!),
            HTTPRequest(url: URL(string: base + "?inc=user-tags")!),
            HTTPRequest(url: URL(string: base + "?inc=no-such-inc")!),
        ] {
            let response = try await middleware.intercept(
                request, context: MiddlewareContext(operation: "test"), next: next)
            #expect(response.status == 204)
        }
        #expect(passed.value == 4)
    }

    @Test("a directory without dumps, or a dump without its index, is refused when the middleware is made")
    func refusesIncompleteDirectories() async throws {
        let empty = try DumpTestFiles.directory("empty")
        let none = #expect(throws: MusicBrainzError.self) { try LocalDumpMiddleware(directory: empty) }
        #expect(none?.code == .fileAccessFailed)
        try DumpTestFiles.join(DumpTestFiles.releaseLines(2).map(\.json)).write(
            to: empty.appendingPathComponent("release"))
        let unindexed = #expect(throws: MusicBrainzError.self) { try LocalDumpMiddleware(directory: empty) }
        #expect(unindexed?.code == .fileAccessFailed)
        #expect(unindexed?.message.contains("--index") == true)
    }

    @Test("a dump changed after the index was built fails the lookup with indexStale instead of answering")
    func staleIndex() async throws {
        let (directory, releases, _) = try await Self.dumpDirectory()
        let (client, transport) = try Self.client(
            format: .json, middleware: try LocalDumpMiddleware(directory: directory))
        let file = directory.appendingPathComponent("release")
        var data = try Data(contentsOf: file)
        data.append(Data("\n".utf8) + DumpTestFiles.releaseLines(1, namespace: 0xC1)[0].json)
        try data.write(to: file)
        let error = await #expect(throws: MusicBrainzError.self) {
            _ = try await client.lookup(Release.self, id: releases[1].id)
        }
        #expect(error?.code == .indexStale)
        #expect(transport.requests.isEmpty)
    }
}
