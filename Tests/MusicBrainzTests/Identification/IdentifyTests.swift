import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// `identifyRelease`, `identifyDisc` and `identifyAlbum` through a mock transport: the requests
/// they send, and what they refuse before sending.
@Suite struct IdentifyTests {
    static let emptySearch = #"{"created": "2026-12-01T00:00:00.000Z", "count": 0, "offset": 0, "releases": []}"#

    static func client(
        _ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) -> (MusicBrainzClient, MockTransport) {
        TestClients.mock(handler)
    }

    static func json(_ body: String, status: Int = 200) -> HTTPResponse {
        TestClients.response(status, "application/json", body)
    }

    static func query(_ request: HTTPRequest?, _ name: String) -> String? {
        request.flatMap { URLComponents(url: $0.url, resolvingAgainstBaseURL: false) }?
            .queryItems?.first { $0.name == name }?.value
    }

    @Test("identifyRelease sends one search with the matcher's query and limit")
    func searchRequest() async throws {
        let (client, transport) = Self.client { _ in Self.json(Self.emptySearch) }
        let result = try await client.identifyRelease(
            ReleaseQuery(title: "Rumours", artist: "Fleetwood Mac", date: PartialDate(year: 1977)),
            matcher: ReleaseMatcher(searchLimit: 25))
        #expect(result.candidates.isEmpty)
        #expect(result.verdict == .noMatch)
        #expect(result.searchQuery?.luceneString == "release:Rumours OR artist:(Fleetwood Mac) OR date:1977")
        let requests = transport.requests
        #expect(requests.count == 1)
        #expect(requests.first?.url.path.hasSuffix("/ws/2/release") == true)
        #expect(Self.query(requests.first, "limit") == "25")
        #expect(Self.query(requests.first, "query") == "release:Rumours OR artist:(Fleetwood Mac) OR date:1977")
    }

    @Test("identifyRelease refuses a query without facts, or with nothing to search, before sending")
    func refusedBeforeSending() async throws {
        let (client, transport) = Self.client { _ in Self.json(Self.emptySearch) }
        let empty = await #expect(throws: MusicBrainzError.self) { try await client.identifyRelease(ReleaseQuery()) }
        #expect(empty?.code == .invalidRequest)
        let countOnly = await #expect(throws: MusicBrainzError.self) {
            try await client.identifyRelease(ReleaseQuery(trackCount: 10))
        }
        #expect(countOnly?.code == .invalidRequest)
        let badMatcher = await #expect(throws: MusicBrainzError.self) {
            try await client.identifyRelease(ReleaseQuery(title: "x"), matcher: ReleaseMatcher(searchLimit: 101))
        }
        #expect(badMatcher?.code == .invalidRequest)
        #expect(transport.requests.isEmpty)
    }

    @Test("identifyRelease passes a server error on as it is")
    func serverError() async throws {
        let (client, _) = Self.client { _ in Self.json(#"{"error": "busy"}"#, status: 503) }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.identifyRelease(ReleaseQuery(title: "x"))
        }
        #expect(error?.code == .rateLimited)
    }

    @Test("identifyDisc looks the disc ID up with the TOC and the includes the matcher needs")
    func discRequest() async throws {
        let toc = try TOC(validating: "1 2 30000 150 15000")
        let (client, transport) = Self.client { _ in Self.json(#"{"error": "Not Found"}"#, status: 404) }
        let identification = try await client.identifyDisc(toc, includesCDStubs: false)
        #expect(identification.outcome == .notFound)
        #expect(identification.discID == toc.discID)
        #expect(identification.submissionURL == toc.submissionURL)
        let request = try #require(transport.requests.first)
        #expect(request.url.path.hasSuffix("/ws/2/discid/\(toc.discID)"))
        #expect(Self.query(request, "toc") == "1 2 30000 150 15000")
        #expect(Self.query(request, "cdstubs") == "no")
        #expect(
            Self.query(request, "inc")?.split(separator: "+").sorted() == [
                "artist-credits", "labels", "recordings", "release-groups",
            ])
    }

    @Test("identifyDisc of a disc starting at track 2 sends the disc ID alone (the service refuses such a TOC)")
    func discFromTrackTwo() async throws {
        let toc = try TOC(
            validating: "2 11 225781 150 11512 34143 50747 63640 98491 123534 174410 195438 201127")
        let (client, transport) = Self.client { _ in Self.json(#"{"error": "Not Found"}"#, status: 404) }
        let identification = try await client.identifyDisc(toc)
        #expect(identification.outcome == .notFound)
        #expect(identification.discID.rawValue == "6RDuz0d7.M5SVMLe1z4DP0yaEC8-")
        #expect(Self.query(transport.requests.first, "toc") == nil)
    }

    @Test("identifyDisc ranks the releases that fit the TOC by their track lengths")
    func discTOCMatches() async throws {
        let toc = try TOC(validating: "1 2 30000 150 15000")  // 198 s and 200 s
        let body = """
            {"release-count": 2, "release-offset": 0, "releases": [
             {"id": "00000000-0000-4000-8000-00000000000a", "title": "Far", "media": [{"position": 1, "format": "CD",
              "track-count": 2, "tracks": [{"position": 1, "title": "A", "length": 150000}, {"position": 2, "title": "B", "length": 260000}]}]},
             {"id": "00000000-0000-4000-8000-00000000000b", "title": "Near", "media": [{"position": 1, "format": "CD",
              "track-count": 2, "tracks": [{"position": 1, "title": "A", "length": 198000}, {"position": 2, "title": "B", "length": 200500}]}]}
            ]}
            """
        let (client, _) = Self.client { _ in Self.json(body) }
        let identification = try await client.identifyDisc(toc)
        guard case .releases(let result, disc: nil) = identification.outcome else {
            Issue.record("expected TOC matches, got \(identification.outcome)")
            return
        }
        #expect(identification.result == result)
        #expect(identification.disc == nil)
        #expect(result.candidates.map(\.release.title) == ["Near", "Far"])
        #expect(result.best?.signals[.trackLengths] == 1)
        #expect(result.verdict.isConfident)
        #expect(result.searchQuery == nil)
    }

    @Test(
        "identifyDisc ranks a known disc's releases like TOC matches: one shape, the hints choose the edition",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
    func discReleasesRanked() async throws {
        // Kveikur: one disc ID on two releases, in Europe (2013-06-17) and in Taiwan.
        let body = try SharedFixtures.data("ws2/xml/discid/lookup_pmzhT6ZlFiwSRCdVwV0eqire5_Y-.rb.xml")
        let toc = try TOC(validating: "1 9 217171 150 35000 63711 86440 105891 128017 154668 177007 200379")
        #expect(toc.discID.rawValue == "pmzhT6ZlFiwSRCdVwV0eqire5_Y-")
        let (client, _) = TestClients.mock(format: .xml) { _ in
            TestClients.response(200, "application/xml", String(decoding: body, as: UTF8.self))
        }
        let plain = try await client.identifyDisc(toc)
        let result = try #require(plain.result)
        #expect(plain.disc?.id == toc.discID)
        #expect(result.candidates.count == 2)
        // The same album twice, nothing given to tell them apart: a confident match, the earlier
        // edition (Taiwan, 2013-06-14, before Europe's 2013-06-17); both hold the disc ID.
        #expect(result.verdict.isConfident)
        #expect(result.match?.release.country == "TW")
        #expect(result.match?.signals[.discID] == 1)
        #expect(result.editionChoice == .earliest)
        #expect(result.alternativeEditions.map(\.release.country) == ["XE"])
        // A country hint chooses the European edition.
        let europe = try await client.identifyDisc(toc, hints: ReleaseQuery(country: "XE"))
        #expect(europe.result?.match?.release.country == "XE")
        #expect(europe.result?.match?.signals[.country] == 1)
        // A hint out of range is refused before sending.
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.identifyDisc(toc, hints: ReleaseQuery(country: "Taiwan"))
        }
        #expect(error?.code == .invalidRequest)
    }

    @Test("album(matching:) searches, then looks the match up with albumIncludes and anything more asked for")
    func albumInOneCall() async throws {
        let search = """
            {"created": "2026-12-07T00:00:00.000Z", "count": 2, "offset": 0, "releases": [
             {"id": "00000000-0000-4000-8000-00000000000b", "score": 100, "title": "The Blueprint 2.1",
              "artist-credit": [{"name": "JAY‐Z", "artist": {"id": "f82bcf78-5b69-4622-a5ef-73800768d9ac", "name": "JAY‐Z"}}],
              "release-group": {"id": "00000000-0000-4000-8000-0000000000bb", "title": "The Blueprint 2.1", "primary-type": "Album"}},
             {"id": "00000000-0000-4000-8000-00000000000a", "score": 96, "title": "The Blueprint²: The Gift & The Curse",
              "artist-credit": [{"name": "JAY‐Z", "artist": {"id": "f82bcf78-5b69-4622-a5ef-73800768d9ac", "name": "JAY‐Z"}}],
              "release-group": {"id": "00000000-0000-4000-8000-0000000000aa", "title": "The Blueprint²: The Gift & The Curse", "primary-type": "Album"}}
            ]}
            """
        let lookup = """
            {"id": "00000000-0000-4000-8000-00000000000a", "title": "The Blueprint²: The Gift & The Curse",
             "cover-art-archive": {"artwork": true, "count": 1, "front": true, "back": false, "darkened": false},
             "media": [{"position": 1, "format": "CD", "track-count": 1, "tracks": [{"position": 1, "title": "A Dream", "length": 268000}]}]}
            """
        let (client, transport) = Self.client { request in
            Self.json(request.url.path.hasSuffix("/release") ? search : lookup)
        }
        let album = try await client.album(
            matching: ReleaseQuery(title: "The Blueprint²", artist: "Jay-Z"), including: [.isrcs])
        #expect(album.result.match?.release.id == MBID("00000000-0000-4000-8000-00000000000a"))
        #expect(album.release?.media?.first?.tracks?.first?.title == "A Dream")
        #expect(album.release?.coverArtArchive?.front == true)
        #expect(album.description == album.result.description)
        #expect(transport.requests.count == 2)
        let inc = Self.query(transport.requests.last, "inc")?.split(separator: "+").sorted()
        #expect(inc == ["artist-credits", "isrcs", "labels", "media", "recordings", "release-groups"])
        #expect(ReleaseMatcher.albumIncludes == ReleaseMatcher.lookupIncludes)

        // Not confident: no lookup, no release.
        let (other, otherTransport) = Self.client { _ in Self.json(search) }
        let unsure = try await other.album(matching: ReleaseQuery(title: "The Blueprint"))
        #expect(unsure.release == nil)
        #expect(otherTransport.requests.count == 1)

        // A malformed query is refused before anything is sent.
        let (refusing, refusingTransport) = Self.client { _ in Self.json(search) }
        for query in [ReleaseQuery(title: "  "), ReleaseQuery(title: "x", trackCount: 0)] {
            let error = await #expect(throws: MusicBrainzError.self) { try await refusing.album(matching: query) }
            #expect(error?.code == .invalidRequest)
        }
        #expect(throws: MusicBrainzError.self) { try Barcode(validating: "07599ABC1024") }
        #expect(refusingTransport.requests.isEmpty)
    }

    @Test("identifyAlbum refuses an album without tracks, and takes the artist of half the tracks")
    func album() async throws {
        let (client, transport) = Self.client { _ in Self.json(Self.emptySearch) }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.identifyAlbum(named: "Rumours", tracks: [])
        }
        #expect(error?.code == .invalidRequest)
        #expect(transport.requests.isEmpty)

        let tracks = [
            LocalTrack(title: "Second Hand News", artist: "Fleetwood Mac", length: .seconds(174)),
            LocalTrack(title: "Dreams", artist: "fleetwood mac", length: .seconds(257)),
            LocalTrack(title: "Never Going Back Again", artist: "Lindsey Buckingham", length: .seconds(135)),
        ]
        let result = try await client.identifyAlbum(named: "Rumours", tracks: tracks)
        #expect(result.query.artist == "Fleetwood Mac")
        #expect(result.query.tracks == tracks)
        #expect(result.searchQuery?.luceneString == "release:Rumours OR artist:(Fleetwood Mac) OR tracks:3")

        let various = ["A", "B", "C"].map { LocalTrack(title: "x", artist: $0) }
        let compilation = try await client.identifyAlbum(named: "Hits", tracks: various)
        #expect(compilation.query.artist == "Various Artists")
    }
}
