import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// Every rule that depends on other values is refused with ``MusicBrainzError/Code/invalidRequest``
/// and a message naming the problem, before any network I/O: the mock transport records nothing.
@Suite struct RequestValidationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var request: any MusicBrainzRequest
        var message: String
        var testDescription: String { name }
    }

    static let id = MBID("5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e")!

    static let refused: [Case] = [
        // user-* includes without authentication
        Case(
            name: "user-tags on a lookup without credentials",
            request: LookupRequest<Artist>(id: id, including: [.tags, .userTags]),
            message: "needs authentication for inc=user-tags"),
        Case(
            name: "user-genres and user-ratings on a lookup",
            request: LookupRequest<Recording>(id: id, including: [.userGenres, .userRatings]),
            message: "inc=user-genres, inc=user-ratings"),
        Case(
            name: "user-collections on a release lookup",
            request: LookupRequest<Release>(id: id, including: [.userCollections]),
            message: "inc=user-collections"),
        Case(
            name: "user-collections on a collection browse",
            request: BrowseRequest<UserCollection>(linkedTo: .editor("someone"), including: [.userCollections]),
            message: "inc=user-collections"),
        Case(
            name: "user-ratings on a browse",
            request: BrowseRequest<Release>(linkedTo: .label(id), including: [.userRatings]),
            message: "inc=user-ratings"),
        Case(
            name: "user-tags on a disc ID lookup",
            request: DiscIDLookupRequest(discID: DiscID("IeldkVfIh1wep_M8CMuDvA0nQ7Q-")!, including: [.userTags]),
            message: "inc=user-tags"),
        Case(
            name: "the user's own collections", request: UserCollectionsRequest(), message: "the user's own collections"
        ),
        // sub-query modifiers without their sub-query
        Case(
            name: "various-artists without releases",
            request: LookupRequest<Artist>(id: id, including: [.variousArtists]),
            message: "inc=various-artists needs inc=releases"),
        Case(
            name: "discids on an artist without releases",
            request: LookupRequest<Artist>(id: id, including: [.recordings, .discIDs]),
            message: "inc=discids needs inc=releases"),
        Case(
            name: "media on an artist without releases", request: LookupRequest<Artist>(id: id, including: [.media]),
            message: "inc=media needs inc=releases"),
        Case(
            name: "isrcs on an artist without recordings",
            request: LookupRequest<Artist>(id: id, including: [.releases, .isrcs]),
            message: "inc=isrcs needs inc=recordings"),
        Case(
            name: "artist-credits on an artist without a sub-query",
            request: LookupRequest<Artist>(id: id, including: [.artistCredits, .aliases]),
            message: "inc=artist-credits needs one of inc=recordings, inc=releases"),
        Case(
            name: "discids on a label without releases", request: LookupRequest<Label>(id: id, including: [.discIDs]),
            message: "inc=discids needs inc=releases"),
        Case(
            name: "artist-credits on a label without releases",
            request: LookupRequest<Label>(id: id, including: [.artistCredits]),
            message: "inc=artist-credits needs one of inc=releases"),
        Case(
            name: "media on a recording without releases",
            request: LookupRequest<Recording>(id: id, including: [.media]),
            message: "inc=media needs inc=releases"),
        Case(
            name: "discids on a release group without releases",
            request: LookupRequest<ReleaseGroup>(id: id, including: [.discIDs]),
            message: "inc=discids needs inc=releases"),
        Case(
            name: "isrcs on a release without recordings",
            request: LookupRequest<Release>(id: id, including: [.isrcs, .media]),
            message: "inc=isrcs needs inc=recordings"),
        Case(
            name: "isrcs on a release browse without recordings",
            request: BrowseRequest<Release>(linkedTo: .artist(id), including: [.isrcs]),
            message: "inc=isrcs needs inc=recordings"),
        Case(
            name: "artist-credits on a work without recording, release or release group relationships",
            request: LookupRequest<Work>(id: id, including: [.artistCredits, .artistRelationships]),
            message: "inc=artist-credits needs one of inc=recording-rels, inc=release-rels, inc=release-group-rels"),
        Case(
            name: "artist-credits on a URL without relationships",
            request: URLLookupRequest(resource: "https://example.org/", including: [.artistCredits]),
            message: "inc=artist-credits needs one of inc=recording-rels"),
        Case(
            name: "media on an ISRC lookup without releases",
            request: ISRCLookupRequest(isrc: ISRC("GBAAA9900303")!, including: [.media]),
            message: "inc=media needs inc=releases"),
        // level-rels without what they extend
        Case(
            name: "recording-level-rels without recordings",
            request: LookupRequest<Release>(id: id, including: [.recordingLevelRelationships, .artistRelationships]),
            message: "inc=recording-level-rels needs inc=recordings"),
        Case(
            name: "release-group-level-rels without release-groups",
            request: LookupRequest<Release>(id: id, including: [.releaseGroupLevelRelationships]),
            message: "inc=release-group-level-rels needs inc=release-groups"),
        Case(
            name: "work-level-rels without work-rels on a recording",
            request: LookupRequest<Recording>(id: id, including: [.workLevelRelationships, .artistRelationships]),
            message: "inc=work-level-rels needs inc=work-rels"),
        Case(
            name: "work-level-rels without work-rels on a recording browse",
            request: BrowseRequest<Recording>(linkedTo: .artist(id), including: [.workLevelRelationships]),
            message: "inc=work-level-rels needs inc=work-rels"),
        // type and status filters without a release or release-group sub-query
        Case(
            name: "a type filter on an artist lookup without releases or release groups",
            request: LookupRequest<Artist>(id: id, including: [.works], types: [.album]),
            message: "The type filter of an artist lookup needs inc=releases or inc=release-groups"),
        Case(
            name: "a status filter on an artist lookup with release groups only",
            request: LookupRequest<Artist>(id: id, including: [.releaseGroups], statuses: [.official]),
            message: "The status filter of an artist lookup needs inc=releases"),
        Case(
            name: "a type filter on a release-group lookup",
            request: LookupRequest<ReleaseGroup>(id: id, including: [.releases], types: [.album]),
            message: "A release-group lookup takes no type filter"),
        Case(
            name: "a status filter on a label lookup without releases",
            request: LookupRequest<Label>(id: id, statuses: [.bootleg]),
            message: "needs inc=releases"),
        Case(
            name: "a type filter on a work lookup", request: LookupRequest<Work>(id: id, types: [.single]),
            message: "A work lookup takes no type filter"),
        Case(
            name: "a type filter on a release browse by area",
            request: BrowseRequest<Release>(linkedTo: .area(id), types: [.album]),
            message: "A release browse by area takes no type filter"),
        Case(
            name: "a status filter on a release browse by collection",
            request: BrowseRequest<Release>(linkedTo: .collection(id), statuses: [.official]),
            message: "A release browse by collection takes no status filter"),
        Case(
            name: "a status filter on a release-group browse",
            request: BrowseRequest<ReleaseGroup>(linkedTo: .artist(id), statuses: [.official]),
            message: "A release-group browse by artist takes no status filter; filter release groups by the status of "
                + "their releases with releaseGroupStatus"),
        Case(
            name: "release-group-status on a release-group browse by release",
            request: BrowseRequest<ReleaseGroup>(linkedTo: .release(id), releaseGroupStatus: .websiteDefault),
            message: "takes no release-group-status filter"),
        Case(
            name: "a type filter on an artist browse",
            request: BrowseRequest<Artist>(linkedTo: .release(id), types: [.album]),
            message: "An artist browse"),
        // limits, offsets, counts
        Case(
            name: "browse limit 0", request: BrowseRequest<Release>(linkedTo: .artist(id), limit: 0),
            message: "limit must be between 1 and 100, not 0"),
        Case(
            name: "browse limit 101", request: BrowseRequest<Release>(linkedTo: .artist(id), limit: 101),
            message: "limit must be between 1 and 100, not 101"),
        Case(
            name: "browse offset -1", request: BrowseRequest<Release>(linkedTo: .artist(id), offset: -1),
            message: "offset must not be negative"),
        Case(
            name: "search limit 101", request: SearchRequest<Artist>(.text("queen"), limit: 101),
            message: "limit must be between 1 and 100"),
        Case(
            name: "disc ID limit 26", request: DiscIDLookupRequest(toc: TOC("1 1 20000 150")!, limit: 26),
            message: "limit must be between 1 and 25, not 26"),
        Case(
            name: "genre list limit 0", request: AllGenresRequest(limit: 0), message: "limit must be between 1 and 100"),
        Case(
            name: "no URL to look up", request: URLBatchLookupRequest(resources: []),
            message: "1 to 100 resources, not 0"),
        Case(
            name: "101 URLs", request: URLBatchLookupRequest(resources: (0...100).map { "https://example.org/\($0)" }),
            message: "not 101"),
        Case(name: "an empty URL", request: URLLookupRequest(resource: " "), message: "The URL to look up is empty"),
        // search queries with nothing to search
        Case(
            name: "a blank raw query", request: SearchRequest<Release>(query: "  "),
            message: "The search query is empty"),
        Case(name: "empty text", request: SearchRequest<Release>(.text("")), message: "The search query is empty"),
        Case(
            name: "an empty field value", request: SearchRequest<Release>(.field(.release, " ")),
            message: "The search value of release is empty"),
        Case(name: "no clauses", request: SearchRequest<Release>(.all([])), message: "combines no clauses"),
        Case(
            name: "a fuzzy term with 3 edits",
            request: SearchRequest<Artist>(.field(.artist, .fuzzy("queen", maxEdits: 3))), message: "0 to 2 edits"),
        Case(
            name: "a dismax search with fields",
            request: {
                var r = SearchRequest<Artist>(.field(.artist, "queen"))
                r.dismax = true
                return r
            }(),
            message: "A dismax search takes plain words"),
        // a disc ID lookup with nothing to look up
        Case(
            name: "a disc ID lookup without disc ID or TOC",
            request: {
                var r = DiscIDLookupRequest(toc: TOC("1 1 20000 150")!)
                r.toc = nil
                return r
            }(),
            message: "needs a disc ID, a TOC, or both"),
        // a TOC the disc ID comes from but the service's TOC parser refuses (Lunar, "There Is No 1")
        Case(
            name: "a TOC whose first track is 2",
            request: DiscIDLookupRequest(
                discID: DiscID("6RDuz0d7.M5SVMLe1z4DP0yaEC8-")!,
                toc: TOC("2 11 225781 150 11512 34143 50747 63640 98491 123534 174410 195438 201127")!),
            message: "the service takes a TOC only when its first track is 1, not 2"),
    ]

    @Test("a request the service would refuse is refused before sending", arguments: refused)
    func refusedBeforeSending(_ testCase: Case) async throws {
        let (client, transport) = TestClients.mock { _ in
            TestClients.response(200, "application/json", "{}")
        }
        let error = await #expect(throws: MusicBrainzError.self) { _ = try await client.send(testCase.request) }
        #expect(error?.code == .invalidRequest)
        #expect(error?.message.contains(testCase.message) == true, "message: \(error?.message ?? "none")")
        #expect(transport.requests.isEmpty)
        #expect(throws: MusicBrainzError.self) { _ = try client.url(for: testCase.request) }
    }

    static let accepted: [Case] = [
        Case(
            name: "artist-credits with recording-rels on a work (the service's extra rule)",
            request: LookupRequest<Work>(id: id, including: [.artistCredits, .recordingRelationships]),
            message: "inc=artist-credits+recording-rels"),
        Case(
            name: "various-artists with releases and a status filter",
            request: LookupRequest<Artist>(id: id, including: [.releases, .variousArtists], statuses: [.official]),
            message: "inc=releases+various-artists&status=official"),
        Case(
            name: "a type filter with release groups on an artist",
            request: LookupRequest<Artist>(id: id, including: [.releaseGroups], types: [.album, .ep]),
            message: "inc=release-groups&type=album%7Cep"),
        Case(
            name: "type and status filters on a release browse by track artist",
            request: BrowseRequest<Release>(
                linkedTo: .trackArtist(id), types: [.album, .live], statuses: [.official, .promotion]),
            message: "track_artist=\(id)&type=album%7Clive&status=official%7Cpromotion"),
        Case(
            name: "release-group-status on a release-group browse by artist",
            request: BrowseRequest<ReleaseGroup>(
                linkedTo: .artist(id), types: [.single], releaseGroupStatus: .websiteDefault),
            message: "type=single&release-group-status=website-default"),
        Case(
            name: "the composers of every track",
            request: LookupRequest<Release>(
                id: id,
                including: [
                    .recordings, .recordingLevelRelationships, .workRelationships, .workLevelRelationships,
                    .artistRelationships,
                ]),
            message: "inc=recordings+recording-level-rels+work-level-rels+artist-rels+work-rels"),
        Case(
            name: "a collection browse by editor name",
            request: BrowseRequest<UserCollection>(linkedTo: .editor("the-anti-kuno"), limit: 3),
            message: "collection?editor=the-anti-kuno&limit=3"),
    ]

    @Test("the combinations the service accepts are built in a stable order", arguments: accepted)
    func acceptedCombinations(_ testCase: Case) throws {
        let client = TestClients.mock { _ in TestClients.response(200, "application/json", "{}") }.0
        let url = try client.url(for: testCase.request).absoluteString
        #expect(url.contains(testCase.message), "\(url)")
    }

    @Test("user-* includes go out when the client has credentials")
    func authenticatedIncludes() async throws {
        let transport = MockTransport { request in
            HTTPResponse(
                status: 200, headerFields: ["Content-Type": "application/json"],
                body: Data(#"{"id":"5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e","name":"X"}"#.utf8), url: request.url)
        }
        let client = MusicBrainzClient(
            configuration: .init(
                userAgent: TestClients.userAgent, rateLimit: .unlimited, credentials: .bearer("secret")),
            transport: transport)
        let artist = try await client.lookup(Artist.self, id: Self.id, including: [.userTags, .userRatings])
        #expect(artist.name == "X")
        let sent = try #require(transport.requests.first)
        #expect(sent.url.query?.contains("inc=user-tags+user-ratings") == true)
        #expect(sent.headerFields["Authorization"] == "Bearer secret")
    }

    @Test("the inc string has the same order whatever order the members were given in")
    func stableOrder() {
        let a: Release.Includes = [.workRelationships, .recordings, .artistCredits, .labels]
        var b = Release.Includes()
        for member in [Release.Includes.labels, .artistCredits, .workRelationships, .recordings] { b.insert(member) }
        #expect(a.parameterValue == "artist-credits+labels+recordings+work-rels")
        #expect(b.parameterValue == a.parameterValue)
    }
}
