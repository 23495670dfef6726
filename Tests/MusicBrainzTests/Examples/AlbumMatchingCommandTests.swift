import Foundation
import MusicBrainz
import Testing

/// `mbz album` with the matcher, against the loopback server serving the recorded "drivers
/// license" search: 25 hits that all score 100 (but two), from a dozen artists, the first a cover.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct AlbumMatchingCommandTests {
    static let search = "ws2/json/release/search_q-drivers_license.rs2025.json"
    static let oliviaCD = "a3bfff70-fca0-4c0f-bc9a-73d5d193b48e"

    /// One hit of the recorded page as a lookup body (the search shape, without its score).
    static func hitBody(_ id: String) throws -> Data {
        let page = try JSONSerialization.jsonObject(with: SharedFixtures.data(search)) as? [String: Any]
        let releases = page?["releases"] as? [[String: Any]] ?? []
        var release = try #require(releases.first { $0["id"] as? String == id })
        release.removeValue(forKey: "score")
        return try JSONSerialization.data(withJSONObject: release)
    }

    /// Serves the recorded search, and the Olivia Rodrigo CD's lookup.
    func serve() async throws -> LoopbackServer.Scope {
        let scope = try LoopbackServer.start().scope()
        try await scope.get("release", .json(try SharedFixtures.data(Self.search)))
        try await scope.get("release/\(Self.oliviaCD)", .json(try Self.hitBody(Self.oliviaCD)))
        return scope
    }

    @Test("mbz album \"drivers license\" --artist \"Olivia Rodrigo\" --format CD chooses the Olivia Rodrigo CD")
    func choosesTheCD() async throws {
        let scope = try await serve()
        let result = try await CommandRunner.mbz([
            "album", "drivers license", "--artist", "Olivia Rodrigo", "--format", "CD", "--base-url",
            scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "drivers license")
        #expect(lines.contains("Artist: Olivia Rodrigo"))
        #expect(lines.contains("Format: CD"))
        #expect(lines.contains("Country: AT"))
        #expect(lines.contains("MBID: \(Self.oliviaCD)"))
        // The next are her digital singles: title and artist agree, the format does not (29/33).
        #expect(lines.last == "Confidence: 1.00 (confident match, 0.12 ahead of the next)")
        #expect(!lines.contains("Runners-up:"))

        let log = try await scope.log()
        #expect(log.count == 2)
        #expect(
            log.first?.query["query"] == [#"release:(drivers license) OR artist:(Olivia Rodrigo) OR format:"cd""#])
        #expect(log.first?.query["limit"] == ["50"])
        #expect(log.last?.path.hasSuffix("/release/\(Self.oliviaCD)") == true)
        #expect(
            log.last?.query["inc"]?.first?.split(separator: " ").sorted()
                == ["artist-credits", "labels", "media", "recordings", "release-groups"])
    }

    @Test("mbz album --candidates prints the ranked candidates after the search alone")
    func candidates() async throws {
        let scope = try await serve()
        let result = try await CommandRunner.mbz([
            "album", "drivers license", "--artist", "Olivia Rodrigo", "--format", "cd", "--candidates", "--base-url",
            scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 25)
        #expect(lines.first == "\(Self.oliviaCD)\t1.00\tdrivers license – Olivia Rodrigo")
        let rows = lines.map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.allSatisfy { $0.count == 3 && MBID($0[0]) != nil })
        #expect(rows[1...5].allSatisfy { $0[1] == "0.88" && $0[2] == "drivers license – Olivia Rodrigo" })
        let confidences = rows.compactMap { Double($0[1]) }
        #expect(confidences == confidences.sorted(by: >))
        #expect(confidences.allSatisfy { (0...1).contains($0) })
        #expect(try await scope.log().count == 1, "no lookups")
    }

    @Test("mbz album --candidates --json prints the candidates with their signal scores")
    func candidatesJSON() async throws {
        let scope = try await serve()
        let result = try await CommandRunner.mbz([
            "album", "Drivers License", "--artist", "olivia rodrigo", "--year", "2021", "--candidates", "--json",
            "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        struct Candidate: Decodable {
            var id: String
            var confidence: Double
            var signals: [String: Double]
        }
        let candidates = try JSONDecoder().decode([Candidate].self, from: Data(result.stdout.utf8))
        #expect(candidates.count == 25)
        #expect(Set(candidates.first?.signals.keys.sorted() ?? []) == ["artist", "date", "title"])
        #expect(candidates.prefix(6).allSatisfy { $0.confidence == 1 })
    }

    @Test("mbz album is ambiguous when the facts fit several releases, and prints three runners-up")
    func ambiguous() async throws {
        let scope = try await serve()
        let result = try await CommandRunner.mbz([
            "album", "drivers license", "--artist", "Olivia Rodrigo", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let verdict = try #require(lines.firstIndex { $0.hasPrefix("Confidence:") })
        #expect(lines[verdict] == "Confidence: 1.00 (ambiguous: only 0.00 ahead of the next)")
        #expect(lines[verdict + 1] == "Runners-up:")
        let runnersUp = lines[(verdict + 2)...]
        #expect(runnersUp.count == 3)
        #expect(
            runnersUp.allSatisfy {
                $0.contains("  1.00  drivers license – Olivia Rodrigo  (2021-01-08, XW, Digital Media)")
            })
    }

    @Test("mbz album --dry-run prints the search URL and sends nothing")
    func dryRun() async throws {
        let scope = try await serve()
        let result = try await CommandRunner.mbz([
            "album", "drivers license", "--artist", "AC/DC", "--year", "2021", "--dry-run", "--base-url",
            scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let url = try #require(URLComponents(string: result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(url.path.hasSuffix("/ws/2/release"))
        #expect(
            url.queryItems?.first { $0.name == "query" }?.value
                == #"release:(drivers license) OR artist:AC\/DC OR date:2021"#)
        #expect(try await scope.log().isEmpty)

        let first = try await CommandRunner.mbz([
            "album", "drivers license", "--first", "--artist", "Olivia Rodrigo", "--dry-run", "--base-url",
            scope.baseURL.absoluteString,
        ])
        let firstURL = try #require(URLComponents(string: first.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(
            firstURL.queryItems?.first { $0.name == "query" }?.value
                == #"release:"drivers license" AND artist:"Olivia Rodrigo""#)
        #expect(firstURL.queryItems?.first { $0.name == "limit" }?.value == "1")
    }

    @Test("mbz album exits 2 when no candidate matches well enough")
    func noMatch() async throws {
        let scope = try await serve()
        let result = try await CommandRunner.mbz([
            "album", "Rumours", "--artist", "Fleetwood Mac", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no release matches \"Rumours\" well enough"), "stderr: \(result.stderr)")
        #expect(try await scope.log().count == 1)
    }

    @Test(
        "mbz album refuses bad facts with status 64",
        arguments: [
            ["--year", "77a"], ["--country", "GBR"], ["--tracks", "0"], ["--barcode", "12ab"],
            ["--first", "--candidates"],
        ])
    func badOptions(_ options: [String]) async throws {
        let result = try await CommandRunner.mbz(["album", "x", "--base-url", "http://127.0.0.1:1/ws/2"] + options)
        #expect(result.status == 64, "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
