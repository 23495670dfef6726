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

    /// Serves the recorded search, and a lookup of each of its hits (the hit as the search gave it).
    func serve() async throws -> LoopbackServer.Scope {
        let scope = try LoopbackServer.start().scope()
        try await scope.get("release", .json(try SharedFixtures.data(Self.search)))
        let page = try FixtureDecoding.shared(SearchResults<Release>.self, Self.search)
        for hit in page.items {
            try await scope.get("release/\(hit.item.id)", .json(try Self.hitBody(hit.item.id.description)))
        }
        return scope
    }

    @Test("mbz album \"drivers license\" --artist \"Olivia Rodrigo\" --format CD --primary-type single chooses the CD")
    func choosesTheCD() async throws {
        let scope = try await serve()
        let result = try await CommandRunner.mbz([
            "album", "drivers license", "--artist", "Olivia Rodrigo", "--format", "CD", "--primary-type", "single",
            "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "drivers license")
        #expect(lines.contains("Artist: Olivia Rodrigo"))
        #expect(lines.contains("Format: CD"))
        #expect(lines.contains("Country: AT"))
        #expect(lines.contains("MBID: \(Self.oliviaCD)"))
        // The next are her digital singles: title, artist and type agree, the format does not.
        #expect(lines.last == "Confidence: 1.00 (confident match (0.11 ahead of the next))")
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

    @Test(
        "mbz album --candidates prints the verdict and the ranked candidates with their signals, after the search alone"
    )
    func candidates() async throws {
        let scope = try await serve()
        let result = try await CommandRunner.mbz([
            "album", "drivers license", "--artist", "Olivia Rodrigo", "--format", "cd", "--primary-type", "single",
            "--candidates", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 26)
        #expect(lines.first == "Confidence: 1.00 (confident match (0.11 ahead of the next))")
        #expect(
            lines[1]
                == "\(Self.oliviaCD)\t1.00\tdrivers license – Olivia Rodrigo\t(2021-04-02, AT, CD, Single)\ttitle 1.00  artist 1.00  format 1.00  primary-type 1.00"
        )
        let rows = lines.dropFirst().map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.allSatisfy { $0.count == 5 && MBID($0[0]) != nil })
        #expect(rows[1...5].allSatisfy { $0[1] == "0.89" && $0[2] == "drivers license – Olivia Rodrigo" })
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
        // Asked for an album (the default), the single's type scores 0: it is the best, but no match.
        #expect(Set(candidates.first?.signals.keys.sorted() ?? []) == ["artist", "date", "primary-type", "title"])
        #expect(candidates.first?.signals["primary-type"] == 0)
    }

    @Test("mbz album: a single's editions that nothing tells apart are one match, with the other editions listed")
    func sameSingle() async throws {
        let scope = try await serve()
        let result = try await CommandRunner.mbz([
            "album", "drivers license", "--artist", "Olivia Rodrigo", "--primary-type", "single", "--base-url",
            scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let verdict = try #require(lines.firstIndex { $0.hasPrefix("Confidence:") })
        // Six releases of her single's release group: all official, five digital on 2021-01-08 and the
        // CD in April; nothing else tells the digital ones apart.
        #expect(
            lines[verdict]
                == "Confidence: 1.00 (same album, 6 editions (chose the 2021 XW Digital Media in search order))")
        #expect(lines[verdict + 1] == "Other editions:")
        let others = lines[(verdict + 2)...]
        #expect(others.count == 5)
        #expect(others.filter { $0.hasSuffix("  2021-01-08, XW, Digital Media") }.count == 4)
        #expect(others.last == "  \(Self.oliviaCD)  2021-04-02, AT, CD")
        #expect(lines.contains("MBID: 5bc7d7fb-4fc5-4da9-ab84-63f42189d094"))
    }

    @Test("mbz album is ambiguous between albums when only the title is given, and prints three runners-up")
    func ambiguous() async throws {
        let scope = try await serve()
        let result = try await CommandRunner.mbz([
            "album", "drivers license", "--primary-type", "any", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let verdict = try #require(lines.firstIndex { $0.hasPrefix("Confidence:") })
        #expect(lines[verdict].hasPrefix("Confidence: 1.00 (ambiguous between "))
        #expect(lines[verdict + 1] == "Runners-up:")
        #expect(lines[(verdict + 2)...].count == 3)
        #expect(lines[(verdict + 2)...].allSatisfy { $0.contains("  1.00  ") })
    }

    @Test(
        "mbz album \"The Blueprint²\" --artist Jay-Z chooses The Gift & The Curse over 2.1, and --candidates says why")
    func blueprint() async throws {
        // A stand-in search page: both albums by Jay-Z, the same date and country; the search
        // scores the first 100 and the second 71, as a Lucene search for "The Blueprint²" would.
        func release(_ id: String, _ title: String, score: Int?, group: String) -> [String: Any] {
            var release: [String: Any] = [
                "id": id, "title": title, "status": "Official", "date": "2002-11-12", "country": "US",
                "artist-credit": [
                    ["name": "JAY‐Z", "artist": ["id": "f82bcf78-5b69-4622-a5ef-73800768d9ac", "name": "JAY‐Z"]]
                ],
                "release-group": ["id": group, "title": title, "primary-type": "Album"],
                "media": [["position": 1, "format": "CD", "track-count": 25]],
            ]
            if let score { release["score"] = score }
            return release
        }
        let gift = release(
            "11111111-2222-4333-8444-555555555555", "The Blueprint²: The Gift & The Curse", score: 100,
            group: "aaaaaaaa-2222-4333-8444-555555555555")
        let point1 = release(
            "66666666-2222-4333-8444-555555555555", "The Blueprint 2.1", score: 71,
            group: "bbbbbbbb-2222-4333-8444-555555555555")
        let page: [String: Any] = [
            "created": "2026-12-07T00:00:00.000Z", "count": 2, "offset": 0, "releases": [gift, point1],
        ]
        var lookup = gift
        lookup.removeValue(forKey: "score")
        lookup["media"] = [
            [
                "position": 1, "format": "CD", "track-count": 1,
                "tracks": [
                    [
                        "id": "77777777-2222-4333-8444-555555555555", "position": 1, "number": "1", "title": "A Dream",
                        "length": 268000,
                    ]
                ],
            ]
        ]
        lookup["cover-art-archive"] = ["artwork": false, "count": 0, "front": false, "back": false, "darkened": false]
        let scope = try LoopbackServer.start().scope()
        try await scope.get("release", .json(try JSONSerialization.data(withJSONObject: page)))
        try await scope.get(
            "release/11111111-2222-4333-8444-555555555555", .json(try JSONSerialization.data(withJSONObject: lookup)))

        let result = try await CommandRunner.mbz([
            "album", "The Blueprint²", "--artist", "Jay-Z", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "The Blueprint²: The Gift & The Curse")
        #expect(lines.contains("MBID: 11111111-2222-4333-8444-555555555555"))
        #expect(lines.last?.hasPrefix("Confidence: 0.95 (confident match (") == true)

        let candidates = try await CommandRunner.mbz([
            "album", "The Blueprint²", "--artist", "Jay-Z", "--candidates", "--base-url", scope.baseURL.absoluteString,
        ])
        let rows = candidates.stdout.split(separator: "\n").map(String.init)
        #expect(rows.count == 3)
        // The main title typed alone costs 0.05; the other number costs 0.5 of the title.
        #expect(
            rows[1]
                == "11111111-2222-4333-8444-555555555555\t0.95\tThe Blueprint²: The Gift & The Curse – JAY‐Z\t(2002-11-12, US, CD, Album)\ttitle 0.95  artist 1.00  primary-type 1.00"
        )
        #expect(rows[2].hasPrefix("66666666-2222-4333-8444-555555555555\t0.17\t"))
        #expect(rows[2].hasSuffix("\ttitle 0.08  artist 1.00  primary-type 1.00"))

        // Typed with its distinguishing number, 2.1 it is.
        let other = try await CommandRunner.mbz([
            "album", "The Blueprint 2.1", "--artist", "Jay-Z", "--candidates", "--base-url",
            scope.baseURL.absoluteString,
        ])
        #expect(
            other.stdout.split(separator: "\n").dropFirst().first?.hasPrefix(
                "66666666-2222-4333-8444-555555555555\t1.00") == true)
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
        // A single's name asked for as an album: the single is not the album.
        let single = try await CommandRunner.mbz([
            "album", "drivers license", "--artist", "Olivia Rodrigo", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(single.status == 2)
        #expect(single.stderr.contains("(no match: the best is a single, not an album)"), "stderr: \(single.stderr)")
        #expect(try await scope.log().count == 2, "no lookup")
    }

    @Test("mbz album refuses an empty name before sending anything")
    func emptyName() async throws {
        let result = try await CommandRunner.mbz(["album", " ", "--base-url", "http://127.0.0.1:1/ws/2"])
        #expect(result.status == 64, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("A release query needs at least one thing to compare"))
    }

    @Test(
        "mbz album refuses bad facts with status 64",
        arguments: [
            ["--year", "77a"], ["--country", "GBR"], ["--tracks", "0"], ["--barcode", "12ab"],
            ["--first", "--candidates"], ["--primary-type", "lp"],
        ])
    func badOptions(_ options: [String]) async throws {
        let result = try await CommandRunner.mbz(["album", "x", "--base-url", "http://127.0.0.1:1/ws/2"] + options)
        #expect(result.status == 64, "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
