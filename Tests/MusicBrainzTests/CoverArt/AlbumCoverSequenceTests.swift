import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// The album-art wall's sequence over mock transports: one answer per album, no request where
/// the flags say there is no front cover, bounded concurrency, errors as values, middlewares
/// applied, cancellation.
@Suite struct AlbumCoverSequenceTests {
    /// How many handlers run at once, at most.
    actor Gauge {
        private(set) var current = 0
        private(set) var maximum = 0
        func enter() {
            current += 1
            maximum = max(maximum, current)
        }
        func leave() { current -= 1 }
    }

    static let imageBase = "https://images.example/img"

    /// A Cover Art Archive mock answering release-group listings from the wall data.
    static func archive(
        _ data: WallData, gauge: Gauge? = nil, delay: Duration = .zero,
        status: @escaping @Sendable (WallData.Album) -> Int = { _ in 200 }
    ) -> (CoverArtArchiveClient, MockTransport) {
        TestClients.coverArtMock { request in
            await gauge?.enter()
            defer { Task { await gauge?.leave() } }
            if delay > .zero { try await Task.sleep(for: delay) }
            let id = request.url.lastPathComponent
            guard let album = data.albums.first(where: { $0.group.description == id }) else {
                return HTTPResponse(status: 404)
            }
            let code = status(album)
            guard code == 200, let body = data.listing(for: album, imageBase: imageBase) else {
                return HTTPResponse(status: code == 200 ? 404 : code)
            }
            return HTTPResponse(status: 200, headerFields: ["Content-Type": "application/json"], body: body)
        }
    }

    /// A MusicBrainz mock answering the artist's release browse pages.
    static func musicBrainz(_ data: WallData) -> (MusicBrainzClient, MockTransport) {
        TestClients.mock { request in
            let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let offset = Int(items.first { $0.name == "offset" }?.value ?? "0") ?? 0
            let limit = Int(items.first { $0.name == "limit" }?.value ?? "25") ?? 25
            return HTTPResponse(
                status: 200, headerFields: ["Content-Type": "application/json"],
                body: data.releasesPage(offset: offset, limit: limit))
        }
    }

    static func collect(_ sequence: AlbumCoverSequence) async throws -> [AlbumCover] {
        var answers: [AlbumCover] = []
        for try await answer in sequence { answers.append(answer) }
        return answers.sorted { $0.index < $1.index }
    }

    @Test("an artist's wall costs the browse pages plus one listing per album with art")
    func artistWall() async throws {
        let data = WallData()
        let (musicBrainz, browses) = Self.musicBrainz(data)
        let (coverArt, listings) = Self.archive(data)
        let answers = try await Self.collect(
            coverArt.frontCovers(ofArtist: WallData.artist, musicBrainz: musicBrainz, size: .thumbnail250))
        #expect(answers.map(\.index) == Array(0..<30))
        #expect(answers.map(\.album.title) == data.albums.map(\.title))
        #expect(answers.map(\.album.date?.year) == data.albums.map(\.year))
        #expect(browses.requests.count == 2)  // 120 releases, 100 a page
        let browse = try #require(browses.requests.first?.url.query)
        #expect(browse.contains("artist=\(WallData.artist)"))
        #expect(browse.contains("type=album"))
        #expect(browse.contains("status=official"))
        #expect(browse.contains("limit=100"))
        #expect(listings.requests.count == data.albumsWithArt.count)
        #expect(
            Set(listings.requests.map(\.url.path))
                == Set(data.albumsWithArt.map { "/release-group/\($0.group)" }))
        for (answer, album) in zip(answers, data.albums) {
            #expect(answer.wasRequested == album.hasArt)
            #expect(answer.error == nil)
            #expect(
                answer.cover?.url.absoluteString == (album.hasArt ? "\(Self.imageBase)/\(album.index)-250.png" : nil))
            #expect(answer.album.entity == .releaseGroup(album.group))
            #expect(answer.album.release == (album.hasArt ? album.releases[1] : album.releases[0]))
        }
    }

    @Test("a 1200 cover falls back to the original where the listing has no 1200 thumbnail")
    func sizeFallback() async throws {
        let data = WallData(albumCount: 6, releasesPerAlbum: 2)
        let (coverArt, _) = Self.archive(data)
        let albums = CoverArtAlbum.releaseGroups(of: try Self.releases(data))
        let answers = try await Self.collect(coverArt.frontCovers(of: albums, size: .thumbnail1200))
        #expect(answers[0].cover?.size == .thumbnail1200)
        #expect(answers[2].cover?.size == .original)
        #expect(answers[2].cover?.url.absoluteString == "\(Self.imageBase)/2-original.png")
        #expect(answers[4].cover == nil)
    }

    @Test("at most maximumConcurrentRequests listings are in flight, and more than one is")
    func concurrency() async throws {
        let data = WallData(albumCount: 12, releasesPerAlbum: 1)
        let gauge = Gauge()
        let (coverArt, listings) = Self.archive(data, gauge: gauge, delay: .milliseconds(40))
        let answers = try await Self.collect(
            coverArt.frontCovers(
                of: data.albums.map { CoverArtEntity.releaseGroup($0.group) }, size: .thumbnail500,
                maximumConcurrentRequests: 3))
        #expect(answers.count == 12)
        #expect(answers.map(\.album.entity) == data.albums.map { .releaseGroup($0.group) })
        #expect(listings.requests.count == 12)  // MBIDs alone carry no flags: every album is asked
        let maximum = await gauge.maximum
        #expect(maximum <= 3)
        #expect(maximum >= 2)
    }

    @Test("a failed listing is an answer with its error; the other albums still come")
    func errorsAreValues() async throws {
        let data = WallData(albumCount: 5, releasesPerAlbum: 1)
        let (coverArt, _) = Self.archive(data) { $0.index == 1 ? 500 : 200 }
        let albums = data.albums.map { CoverArtAlbum(.releaseGroup($0.group), title: $0.title) }
        let answers = try await Self.collect(coverArt.frontCovers(of: albums, size: .thumbnail250))
        #expect(answers.count == 5)
        #expect(answers[1].error?.code == .serverError)
        #expect(answers[1].cover == nil)
        #expect(answers[0].cover != nil)
        #expect(answers[4].error == nil)  // a 404: no art, not an error
        #expect(answers[4].cover == nil)
        #expect(answers[4].wasRequested)
    }

    @Test("the client's middlewares answer for the wall: a cache hit sends nothing")
    func middlewaresApply() async throws {
        struct Cache: HTTPMiddleware {
            let body: Data
            func intercept(
                _ request: HTTPRequest, context: MiddlewareContext,
                next: @Sendable (HTTPRequest) async throws -> HTTPResponse
            ) async throws -> HTTPResponse {
                HTTPResponse(status: 200, headerFields: ["Content-Type": "application/json"], body: body)
            }
        }
        let data = WallData(albumCount: 3, releasesPerAlbum: 1)
        let body = try #require(data.listing(for: data.albums[0], imageBase: Self.imageBase))
        let transport = MockTransport { _ in HTTPResponse(status: 500) }
        let coverArt = CoverArtArchiveClient(
            configuration: .init(userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none),
            transport: transport, middlewares: [Cache(body: body)])
        let albums = data.albums.map { CoverArtAlbum(.releaseGroup($0.group)) }
        let answers = try await Self.collect(coverArt.frontCovers(of: albums, size: .thumbnail250))
        #expect(answers.allSatisfy { $0.cover?.url.absoluteString == "\(Self.imageBase)/0-250.png" })
        #expect(transport.requests.isEmpty)
    }

    @Test("a maximum below 1 is refused, and a failed browse ends the iteration with its error")
    func refusals() async throws {
        let (coverArt, listings) = Self.archive(WallData(albumCount: 1))
        let refused = await #expect(throws: MusicBrainzError.self) {
            _ = try await Self.collect(
                coverArt.frontCovers(
                    of: [CoverArtAlbum(.release(WallData.mbid(1)))], size: .original,
                    maximumConcurrentRequests: 0))
        }
        #expect(refused?.code == .invalidRequest)
        let (musicBrainz, _) = TestClients.mock { _ in
            TestClients.response(404, "application/json", #"{"error": "Not Found"}"#)
        }
        let missing = await #expect(throws: MusicBrainzError.self) {
            _ = try await Self.collect(
                coverArt.frontCovers(ofArtist: WallData.artist, musicBrainz: musicBrainz, size: .original))
        }
        #expect(missing?.code == .notFound)
        #expect(listings.requests.isEmpty)
    }

    @Test("cancelling the iterating task ends it with cancelled and cancels the requests in flight")
    func cancellation() async throws {
        let data = WallData(albumCount: 4, releasesPerAlbum: 1)
        let (coverArt, listings) = Self.archive(data, delay: .seconds(30))
        let albums = data.albums.map { CoverArtAlbum(.releaseGroup($0.group)) }
        let task = Task { try await Self.collect(coverArt.frontCovers(of: albums, size: .thumbnail250)) }
        while listings.requests.count < 4 { try await Task.sleep(for: .milliseconds(5)) }
        let started = ContinuousClock.now
        task.cancel()
        let error = await #expect(throws: MusicBrainzError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    static func releases(_ data: WallData) throws -> [Release] {
        try ResponseDecoder().decode(
            BrowseResults<Release>.self, from: data.releasesPage(offset: 0, limit: 100), format: .json
        ).items
    }
}
