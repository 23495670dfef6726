import Foundation
import MusicBrainz
import Testing

/// `mbz identify --toc` and `mbz identify --tracks`, end to end against the loopback server with
/// recorded responses.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct IdentifyCommandTests {
    static let knownDisc = "ws2/xml/discid/lookup_f7agNZK1HMQ2WUWq9bwDymw9aHA-.ngs.xml"
    static let tocMatches =
        "ws2/json/discid/lookup_aa11.sPglQ1x0cybDcDi0OsZw9Q-_toc-1_9_189343_150_6614_cdstubs-no_inc-tags_genres.mbs.json"
    static let aerialTOC = "1 9 189343 150 6614 32287 54041 61236 88129 92729 115276 153877"
    static let rumours = [
        "ws2/json/release/lookup_1a8c4ac3_inc-artist-credits_isrcs_labels_media_recordings_release-groups.picard.json",
        "ws2/json/release/lookup_3c297f7a_inc-artist-credits_isrcs_labels_media_recordings_release-groups.picard.json",
        "ws2/json/release/lookup_5c976ee2_inc-artist-credits_isrcs_labels_media_recordings_release-groups.picard.json",
    ]

    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    @Test("a known disc ID prints the disc's releases")
    func knownDisc() async throws {
        let data = try SharedFixtures.data(Self.knownDisc)
        guard case .disc(let disc) = try ResponseDecoder().decode(DiscIDLookupResult.self, from: data, format: .xml)
        else {
            Issue.record("the fixture is not a disc")
            return
        }
        // The disc's own TOC gives its disc ID back.
        let offsets = try #require(disc.offsets)
        let toc = try TOC(lastTrack: offsets.count, leadoutOffset: try #require(disc.sectors), offsets: offsets)
        #expect(toc.discID == disc.id)

        let scope = try LoopbackServer.start().scope()
        try await scope.get("discid/\(disc.id)", .xml(data))
        let result = try await CommandRunner.mbz([
            "identify", "--toc", toc.description, "--format", "xml", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = Self.lines(result.stdout)
        #expect(lines.first == "disc id: f7agNZK1HMQ2WUWq9bwDymw9aHA-")
        #expect(lines.contains("disc f7agNZK1HMQ2WUWq9bwDymw9aHA-: 2 releases"))
        // Ranked like TOC matches: both hold the disc ID, so they are editions of one album and
        // the rule takes the one with the full date.
        #expect(
            lines.contains(
                "e6f8f4d8-851c-4f6f-b611-71fa97f9dd5c\t0.94\tGeräusch\t(2003-09-29, DE, CD + CD, -)\tdisc-id 1.00  track-count 1.00  track-lengths 0.50  track-numbers 0.50"
            ))
        #expect(lines.last == "Confidence: 0.94 (same album, 2 editions (chose the 2003 DE 2×CD as the earliest))")
        #expect(lines.count == 6)
        let log = try await scope.log()
        #expect(log.count == 1)
        #expect(log.first?.query["toc"] == [toc.description])
        #expect(
            log.first?.query["inc"]?.first?.split(separator: " ").sorted()
                == ["artist-credits", "labels", "recordings", "release-groups"])
    }

    @Test("an unknown disc ID prints the releases that fit the TOC, ranked, and the submission URL")
    func tocMatchesRanked() async throws {
        let toc = try TOC(validating: Self.aerialTOC)
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            .init(pathPrefix: scope.path("discid/"), responses: [.json(try SharedFixtures.data(Self.tocMatches))])
        ])
        let result = try await CommandRunner.mbz([
            "identify", "--toc", Self.aerialTOC, "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = Self.lines(result.stdout)
        #expect(lines.first == "disc id: \(toc.discID)")
        #expect(lines.contains("no release has this disc ID; 2 releases match the TOC:"))
        // Both Aerial releases have a 9-track second medium, but the 2007 one lists this TOC's disc
        // ID on it (the service looked up another disc ID, so it answered with TOC matches).
        let rows = lines.filter { $0.contains("\tAerial") }
        #expect(rows.count == 2)
        #expect(rows.first?.hasPrefix("f205627f-b70a-409d-adbe-66289b614e80\t0.94\t") == true)
        #expect(rows.first?.hasSuffix("disc-id 1.00  track-count 1.00  track-lengths 0.50  track-numbers 0.50") == true)
        #expect(lines.contains("Confidence: 0.94 (confident match (0.37 ahead of the next))"))
        #expect(lines.last == "submission url: \(toc.submissionURL.absoluteString)")
        #expect(try await scope.log().first?.path.hasSuffix("/discid/\(toc.discID)") == true)

        let json = try await CommandRunner.mbz([
            "identify", "--toc", Self.aerialTOC, "--json", "--base-url", scope.baseURL.absoluteString,
        ])
        struct Output: Decodable {
            var outcome: String
            var verdict: String?
            var candidates: [[String: AnyDecodable]]?
        }
        let output = try JSONDecoder().decode(Output.self, from: Data(json.stdout.utf8))
        #expect(output.outcome == "toc-matches")
        #expect(output.verdict == "confident")
        #expect(output.candidates?.count == 2)
    }

    @Test("a CD stub is printed with its tracks")
    func cdStub() async throws {
        let toc = try TOC(validating: "1 2 30000 150 15000")
        let stub = """
            {"id": "\(toc.discID)", "title": "Demo Tape", "artist": "Somebody", "barcode": null,
             "disambiguation": "", "track-count": 2,
             "tracks": [{"title": "One", "artist": null, "length": 198000}, {"title": "Two", "artist": "Guest", "length": 200000}]}
            """
        let scope = try LoopbackServer.start().scope()
        try await scope.get("discid/\(toc.discID)", .json(Data(stub.utf8)))
        let result = try await CommandRunner.mbz([
            "identify", "--toc", toc.description, "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = Self.lines(result.stdout)
        #expect(lines.contains("CD stub: Demo Tape – Somebody (2 tracks)"))
        #expect(lines.contains("  1. One  3:18"))
        #expect(lines.contains("  2. Two – Guest  3:20"))
        #expect(lines.last?.hasPrefix("submission url: https://musicbrainz.org/cdtoc/attach?id=") == true)
    }

    @Test("nothing known: exit status 2 and the submission URL")
    func notFound() async throws {
        let toc = try TOC(validating: "1 2 30000 150 15000")
        let scope = try LoopbackServer.start().scope()
        try await scope.get("discid/\(toc.discID)", .json(Data(#"{"error": "Not Found"}"#.utf8), status: 404))
        let result = try await CommandRunner.mbz([
            "identify", "--toc", toc.description, "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 2, "stderr: \(result.stderr)")
        let lines = Self.lines(result.stdout)
        #expect(lines.contains("not found: MusicBrainz knows neither the disc ID nor a release that fits the TOC"))
        #expect(lines.last == "submission url: \(toc.submissionURL.absoluteString)")
    }

    @Test("--dry-run prints the disc ID lookup with the TOC and sends nothing")
    func dryRun() async throws {
        let scope = try LoopbackServer.start().scope()
        let result = try await CommandRunner.mbz([
            "identify", "--toc", Self.aerialTOC, "--no-cdstubs", "--dry-run", "--base-url",
            scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let url = try #require(URLComponents(string: result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        let toc = try TOC(validating: Self.aerialTOC)
        #expect(url.path.hasSuffix("/ws/2/discid/\(toc.discID)"))
        #expect(url.queryItems?.first { $0.name == "toc" }?.value == Self.aerialTOC)
        #expect(url.queryItems?.first { $0.name == "cdstubs" }?.value == "no")
        #expect(try await scope.log().isEmpty)
    }

    /// Serves the three recorded Rumours releases: a search page of their search shapes
    /// (media without track lists) and their lookups.
    func serveRumours() async throws -> LoopbackServer.Scope {
        let scope = try LoopbackServer.start().scope()
        var hits: [[String: Any]] = []
        for file in Self.rumours {
            let data = try SharedFixtures.data(file)
            var release = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let id = try #require(release["id"] as? String)
            try await scope.get("release/\(id)", .json(data))
            release["media"] = (release["media"] as? [[String: Any]] ?? []).map { medium -> [String: Any] in
                var medium = medium
                medium.removeValue(forKey: "tracks")
                return medium
            }
            release["score"] = 100
            hits.append(release)
        }
        let page: [String: Any] = [
            "created": "2026-12-01T00:00:00.000Z", "count": hits.count, "offset": 0, "releases": hits,
        ]
        try await scope.get("release", .json(try JSONSerialization.data(withJSONObject: page)))
        return scope
    }

    /// The local tracks of the 1984 UK CD, as JSON lines in another order, lengths in whole seconds.
    static func localTracks() throws -> (String, [Track]) {
        let release = try FixtureDecoding.shared(Release.self, rumours[0])
        let tracks = try #require(release.media?.first?.tracks)
        let order = [4, 0, 1, 2, 3, 5, 6, 7, 8, 9, 10]
        let text = order.map { index in
            let track = tracks[index]
            let seconds = Int(((track.length ?? .zero) / .seconds(1)).rounded())
            let title = track.title.replacingOccurrences(of: "\"", with: "\\\"")
            return
                #"{"title": "\#(title)", "artist": "Fleetwood Mac", "album": "Rumours", "length": \#(seconds), "track": \#(index + 1), "disc": 1}"#
        }.joined(separator: "\n")
        return (text + "\n", order.map { tracks[$0] })
    }

    @Test("--tracks FILE finds the release of a local album and pairs each line with its track")
    func localAlbum() async throws {
        let scope = try await serveRumours()
        let (text, tracks) = try Self.localTracks()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mbz-identify-\(UUID()).jsonl")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await CommandRunner.mbz([
            "identify", "--tracks", file.path, "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = Self.lines(result.stdout)
        #expect(lines.first == "Rumours – Fleetwood Mac  (1984-04-24, GB, CD)")
        #expect(lines.contains("MBID: 1a8c4ac3-6f47-4570-aedb-f1928a0498ea"))
        // The 2013 European CD has the same titles and lengths within a few seconds: too close
        // to call: the same album, and the closer lengths choose the 1984 GB CD, with the 2013 one
        // beside it.
        let verdict = try #require(lines.first { $0.hasPrefix("Confidence:") })
        #expect(verdict == "Confidence: 1.00 (same album, 2 editions (chose the 1984 GB CD as the best match))")
        #expect(lines.contains("Other editions:"))
        #expect(lines.contains("  3c297f7a-39c5-4259-9387-0555cc8d6a26  2013-01-28, XE, CD"))
        let pairs = try #require(lines.firstIndex(of: "Tracks:"))
        #expect(lines.count == pairs + 1 + 11)
        for (offset, track) in tracks.enumerated() {
            let line = lines[pairs + 1 + offset]
            #expect(line.hasPrefix("  \(offset + 1). \(track.title)  →  1-\(track.number ?? "?"). \(track.title)  ("))
        }
        // One search, then the three candidates looked up for their track lists.
        let log = try await scope.log()
        #expect(log.count == 4)
        #expect(log.first?.query["query"] == ["release:Rumours OR artist:(Fleetwood Mac) OR tracks:11"])
    }

    @Test("--tracks refuses a bad line with its number and status 64")
    func badLine() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mbz-identify-\(UUID()).jsonl")
        try #"{"title": "One", "length": 200}"#.appending("\n\n{\"title\": \"Two\", \"length\": \"long\"}\n")
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await CommandRunner.mbz([
            "identify", "--tracks", file.path, "--base-url", "http://127.0.0.1:1/ws/2",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("line 3: \"length\" must be a number"), "stderr: \(result.stderr)")
    }

    @Test("--tracks takes the album's barcode from the lines; a bad one, or two different ones, are refused")
    func barcode() async throws {
        func run(_ text: String) async throws -> CommandRunner.Result {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("mbz-identify-\(UUID()).jsonl")
            try text.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            return try await CommandRunner.mbz([
                "identify", "--tracks", file.path, "--dry-run", "--base-url", "http://127.0.0.1:1/ws/2",
            ])
        }
        let good = try await run(
            #"{"title": "Dreams", "album": "Rumours", "barcode": "075990301024", "track": 2}"# + "\n"
                + #"{"title": "Songbird", "album": "Rumours", "barcode": "075990301024", "track": 10}"#)
        #expect(good.status == 0, "stderr: \(good.stderr)")
        let url = try #require(URLComponents(string: good.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(url.queryItems?.first { $0.name == "query" }?.value == "release:Rumours OR barcode:075990301024")
        let letters = try await run(#"{"title": "Dreams", "barcode": "07599ABC"}"#)
        #expect(letters.status == 64)
        #expect(letters.stderr.contains("line 1: \"barcode\":"), "stderr: \(letters.stderr)")
        let two = try await run(#"{"barcode": "075990301024"}"# + "\n" + #"{"barcode": "081227967789"}"#)
        #expect(two.status == 64)
        #expect(two.stderr.contains("2 different barcodes"), "stderr: \(two.stderr)")
    }

    @Test("identify needs --toc, --tracks or both; a track file that cannot be read and a bad TOC are refused")
    func usage() async throws {
        let neither = try await CommandRunner.mbz(["identify"])
        #expect(neither.status == 64)
        #expect(neither.stderr.contains("identify needs --toc"))
        let unreadable = try await CommandRunner.mbz(["identify", "--toc", Self.aerialTOC, "--tracks", "x.jsonl"])
        #expect(unreadable.status == 64)
        #expect(unreadable.stderr.contains("cannot read x.jsonl"))
        let badTOC = try await CommandRunner.mbz(["identify", "--toc", "1 2 3"])
        #expect(badTOC.status == 64)
        #expect(badTOC.stderr.contains("Invalid TOC"))
    }
}

/// Any JSON value, decoded and thrown away: for checking the shape of a document.
struct AnyDecodable: Decodable {
    init(from decoder: any Decoder) throws {}
}
