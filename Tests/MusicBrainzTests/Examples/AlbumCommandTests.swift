import Foundation
import MusicBrainz
import Testing

/// `mbz album` end to end: the built program against the loopback server, through the
/// URLSession transport.
@Suite struct AlbumCommandTests {
    static let releaseID = "5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e"

    /// Serves the project's own search and lookup fixtures in one format.
    func serveAlbum(_ format: ResponseFormat) async throws -> LoopbackServer.Scope {
        let scope = try LoopbackServer.start().scope()
        let ext = format.rawValue
        let search = try OwnFixtures.data("release-search-violin-concertos.\(ext)")
        let lookup = try OwnFixtures.data("release-lookup-violin-concertos.\(ext)")
        let respond: (Data) -> LoopbackServer.Response = { format == .json ? .json($0) : .xml($0) }
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release"), queryContains: ["query": "Violin Concertos"],
                responses: [respond(search)]),
            .init(method: "GET", path: scope.path("release/\(Self.releaseID)"), responses: [respond(lookup)]),
        ])
        return scope
    }

    @Test("mbz album prints the complete album from recorded responses", arguments: ResponseFormat.allCases)
    func album(format: ResponseFormat) async throws {
        let scope = try await serveAlbum(format)
        let result = try await CommandRunner.mbz([
            "album", "Violin Concertos", "--base-url", scope.baseURL.absoluteString, "--format", format.rawValue,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Violin Concertos")
        #expect(lines.contains("Artist: Hilary Hahn & LACO"))
        #expect(lines.contains("Medium 1 (CD)"))
        #expect(lines.contains("Medium 2 (CD): Bonus Disc"))
        #expect(lines.contains("  1. Violin Concerto in A minor: I. Allegro moderato  3:47"))
        #expect(lines.contains("  2. Violin Concerto in E major: II. Adagio  6:35"))
        #expect(lines.contains("Release date: 2003-09-09"))
        #expect(lines.contains("Country: DE"))
        #expect(lines.contains("Format: CD + CD"))
        #expect(lines.contains("Language: eng"))
        #expect(lines.contains("Script: Latn"))
        #expect(lines.contains("Data quality: high"))
        #expect(lines.contains("Status: Official"))
        #expect(lines.contains("Barcode: 028947462521"))
        #expect(lines.contains("ASIN: B0000DZ3GQ"))
        #expect(lines.contains("Release group: Violin Concertos"))
        #expect(lines.contains("Type: Album"))
        #expect(lines.contains("Tracks: 5"))
        #expect(lines.contains("Label: Deutsche Grammophon  Catalog number: 474 625-2"))
        #expect(lines.last == "Confidence: 1.00 (confident match (0.84 ahead of the next))")

        let log = try await scope.log()
        #expect(log.count == 2)
        #expect(log.first?.query["query"] == ["release:(Violin Concertos)"])
        #expect(log.first?.query["limit"] == ["50"])
        #expect(
            log.last?.query["inc"]?.first?.split(separator: " ").sorted()
                == ["artist-credits", "labels", "media", "recordings", "release-groups"])
        #expect(log.allSatisfy { $0.header("User-Agent")?.hasPrefix("mbz/0.1.0 ( ") == true })
        #expect(log.allSatisfy { ($0.query["fmt"] == ["json"]) == (format == .json) })
    }

    #if Curl
        @Test(
            "mbz album --transport curl prints the complete album through libcurl", arguments: ResponseFormat.allCases)
        func albumThroughCurl(format: ResponseFormat) async throws {
            let scope = try await serveAlbum(format)
            let result = try await CommandRunner.mbz([
                "album", "Violin Concertos", "--transport", "curl", "--base-url", scope.baseURL.absoluteString,
                "--format", format.rawValue,
            ])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == "Violin Concertos")
            #expect(lines.contains("Artist: Hilary Hahn & LACO"))
            #expect(lines.contains("  2. Violin Concerto in E major: II. Adagio  6:35"))
            #expect(lines.contains("Label: Deutsche Grammophon  Catalog number: 474 625-2"))
            #expect(lines.contains("Tracks: 5"))
            let log = try await scope.log()
            #expect(log.count == 2)
            #expect(log.allSatisfy { $0.header("User-Agent")?.hasPrefix("mbz/0.1.0 ( ") == true })
            // libcurl, not URLSession, sent them: FoundationNetworking adds "Accept-Language: en"
            // and "Connection: keep-alive" to every request, libcurl adds neither.
            #expect(log.allSatisfy { $0.header("Accept-Language") == nil && $0.header("Connection") == nil })
            #expect(Set(log.map(\.connection)).count == 1)
        }

        @Test("mbz --transport curl reports a refused connection as a transport error")
        func refusedThroughCurl() async throws {
            let result = try await CommandRunner.mbz([
                "album", "x", "--transport", "curl", "--base-url", "http://127.0.0.1:1/ws/2",
            ])
            #expect(result.status == 1)
            #expect(result.stderr.contains("(transportFailed)"), "stderr: \(result.stderr)")
        }
    #else
        @Test("mbz --transport curl without the Curl trait is a usage error")
        func curlWithoutTrait() async throws {
            let result = try await CommandRunner.mbz([
                "album", "x", "--transport", "curl", "--base-url", "http://127.0.0.1:1/ws/2",
            ])
            #expect(result.status == 64)
            #expect(result.stderr.contains("--traits Curl"), "stderr: \(result.stderr)")
        }
    #endif

    @Test("mbz album --json prints the looked-up release as WS/2 JSON")
    func albumJSON() async throws {
        let scope = try await serveAlbum(.json)
        let result = try await CommandRunner.mbz(
            ["album", "Violin Concertos", "--json"], environment: ["MUSICBRAINZ_BASE_URL": scope.baseURL.absoluteString]
        )
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let release = try ResponseDecoder().decode(Release.self, from: Data(result.stdout.utf8), format: .json)
        #expect(release.id == MBID(Self.releaseID))
        #expect(release.media?.flatMap { $0.tracks ?? [] }.count == 5)
        #expect(result.stdout.contains("\"label-info\""))
    }

    @Test("a bad base URL is a usage error with exit status 64")
    func badBaseURL() async throws {
        let result = try await CommandRunner.mbz(["album", "x", "--base-url", "not a url"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--base-url must be an http(s) URL"))
    }

    @Test("a refused connection prints a transport error and exits 1")
    func refusedConnection() async throws {
        let result = try await CommandRunner.mbz(["album", "x", "--base-url", "http://127.0.0.1:1/ws/2"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("(transportFailed)"))
    }

    @Test("no release found is a message and exit status 2, not a crash")
    func noRelease() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.get(
            "release", .json(Data(#"{"created":"2026-11-29T10:00:00.000Z","count":0,"offset":0,"releases":[]}"#.utf8)))
        let result = try await CommandRunner.mbz([
            "album", "Nothing Like This", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no release found for \"Nothing Like This\""))
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var name: String
        var response: LoopbackServer.Response
        var expectedCode: String
        var expectedText: String
        var testDescription: String { name }
    }

    static let failures: [Failure] = [
        Failure(
            name: "404",
            response: .json(
                Data(
                    #"{"error": "Not Found", "help": "For usage, please see: https://musicbrainz.org/development/mmd"}"#
                        .utf8), status: 404),
            expectedCode: "(notFound)", expectedText: "server said: Not Found"),
        Failure(
            name: "503",
            response: .init(
                status: 503, headers: ["Content-Type": "application/json", "Retry-After": "0"],
                body: #"{"error": "The MusicBrainz web server is currently busy. Please try again later."}"#),
            expectedCode: "(rateLimited)", expectedText: "currently busy"),
        Failure(
            name: "HTML body",
            response: .text(
                "<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>", status: 200,
                contentType: "text/html"),
            expectedCode: "(unexpectedContentType)", expectedText: "<!DOCTYPE html>"),
        Failure(
            name: "truncated JSON",
            response: .text(
                #"{"created": "2026", "count": 3, "releases": [{"id": "5b5a3c2e-"#, status: 200,
                contentType: "application/json"),
            expectedCode: "(decodingFailed)", expectedText: "malformed or truncated"),
    ]

    @Test("server failures print a clear error and exit non-zero", arguments: failures)
    func failure(_ failure: Failure) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([.init(pathPrefix: scope.prefix, responses: [failure.response])])
        let result = try await CommandRunner.mbz(["album", "x", "--base-url", scope.baseURL.absoluteString])
        #expect(result.status == 1)
        #expect(result.stderr.contains(failure.expectedCode), "stderr: \(result.stderr)")
        #expect(result.stderr.contains(failure.expectedText), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}

/// `mbz album` against real recorded search and lookup responses.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct AlbumCommandRecordedTests {
    @Test("mbz album --first prints a real recorded JSON release (Rumours, 3 CDs)")
    func recordedJSON() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.get(
            "release", .json(try SharedFixtures.data("ws2/json/release/search_q-drivers_license.rs2026.json")))
        try await scope.get(
            "release/c4a8f130-5c44-454e-9e06-282e4053b0a0",
            .json(
                try SharedFixtures.data(
                    "ws2/json/release/lookup_5c976ee2_inc-artist-credits_isrcs_labels_media_recordings_release-groups.picard.json"
                )))
        let result = try await CommandRunner.mbz([
            "album", "drivers license", "--first", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Rumours")
        #expect(!lines.contains { $0.hasPrefix("Confidence:") }, "--first does not match")
        #expect(lines.contains("Artist: Fleetwood Mac"))
        #expect(lines.contains("  7. The Chain  4:30"))
        #expect(lines.contains("Medium 2 (CD): Live, 1977 “Rumours” World Tour"))
        #expect(lines.contains("Release date: 2013-01-29"))
        #expect(lines.contains("Format: CD + CD + CD"))
        #expect(lines.contains("Packaging: Gatefold Cover"))
        #expect(lines.contains("Barcode: 081227970949"))
        #expect(lines.contains("ASIN: B00AGKHEUI"))
        #expect(lines.contains("Tracks: 40"))
    }

    @Test("mbz album --first prints a real recorded XML release (At Home With Owen)")
    func recordedXML() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.get(
            "release",
            .xml(try SharedFixtures.data("ws2/xml/release/search_q-barcode_792258106329_limit-1.android.xml")))
        try await scope.get(
            "release/7fe8ee44-68bb-31da-befc-bda6da88c379",
            .xml(
                try SharedFixtures.data(
                    "ws2/xml/release/lookup_e46a073c_inc-release-groups_artists_recordings_labels_tags_ratings_url-rels_artist-.android.xml"
                )))
        let result = try await CommandRunner.mbz([
            "album", "It's Hard to Find a Friend", "--first", "--format", "xml", "--base-url",
            scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "At Home With Owen")
        #expect(lines.contains("Artist: Owen"))
        #expect(lines.contains("  2. The Sad Waltzes of Pietro Crespi  3:13"))
        #expect(lines.contains("Release date: 2006-11-07"))
        #expect(lines.contains("Type: Album"))
        #expect(lines.contains("Tracks: 8"))
        #expect(lines.contains("Label: Polyvinyl  Catalog number: PRC-118"))
    }
}
