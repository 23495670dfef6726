import Foundation
import MusicBrainz
import Testing

/// `mbz lookup`, `browse`, `search`, `discid`, `isrc`, `iswc` and `url` end to end: the built
/// program against the loopback server.
@Suite struct RequestCommandsTests {
    static let mirror = "http://localhost:5000/ws/2"

    struct DryRun: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var url: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let dryRuns: [DryRun] = [
        DryRun(
            arguments: [
                "lookup", "artist", "5B11F4CE-A62D-471E-81FC-A69A8278C7DA", "--inc", "releases,various-artists",
                "--status", "official",
            ],
            url: "/artist/5b11f4ce-a62d-471e-81fc-a69a8278c7da?inc=releases+various-artists&status=official&fmt=json"),
        DryRun(
            arguments: [
                "lookup", "release_group", "b84625af-6229-305f-9f1b-59c0185df016", "--inc", "releases+media",
                "--format", "xml",
            ],
            url: "/release-group/b84625af-6229-305f-9f1b-59c0185df016?inc=releases+media"),
        DryRun(
            arguments: [
                "browse", "release", "--by", "track_artist=a16d1433-ba89-4f72-a47b-a370add0bb55", "--type", "album,ep",
                "--status", "official", "--inc", "release-groups",
            ],
            url:
                "/release?track_artist=a16d1433-ba89-4f72-a47b-a370add0bb55&inc=release-groups&type=album%7Cep&status=official&fmt=json"
        ),
        DryRun(
            arguments: [
                "browse", "release-group", "--by", "artist=a16d1433-ba89-4f72-a47b-a370add0bb55",
                "--release-group-status", "website-default", "--all",
            ],
            url:
                "/release-group?artist=a16d1433-ba89-4f72-a47b-a370add0bb55&release-group-status=website-default&limit=100&fmt=json"
        ),
        DryRun(
            arguments: ["browse", "collection", "--by", "editor=the-anti-kuno", "--limit", "3", "--offset", "6"],
            url: "/collection?editor=the-anti-kuno&limit=3&offset=6&fmt=json"),
        DryRun(
            arguments: [
                "search", "release", "AC/DC", "--field", "country=GB", "--field", "status=official", "--limit", "5",
            ],
            url: "/release?query=AC%5C%2FDC%20AND%20country%3AGB%20AND%20status%3Aofficial&limit=5&fmt=json"),
        DryRun(
            arguments: [
                "search", "recording", #"recording:"we will rock you" AND arid:0383dadf-2a4e-4d10-a46a-e9e041da8eb3"#,
                "--lucene",
            ],
            url:
                "/recording?query=recording%3A%22we%20will%20rock%20you%22%20AND%20arid%3A0383dadf-2a4e-4d10-a46a-e9e041da8eb3&fmt=json"
        ),
        DryRun(
            arguments: ["search", "artist", "queen", "live", "--dismax"],
            url: "/artist?query=queen%20live&dismax=true&fmt=json"),
        DryRun(
            arguments: ["search", "tag", "--field", "tag=shoegaze", "--all"],
            url: "/tag?query=tag%3Ashoegaze&limit=100&fmt=json"),
        DryRun(
            arguments: [
                "discid", "-", "--toc", "1 2 30000 150 15000", "--no-cdstubs", "--all-formats", "--inc",
                "artist-credits,recordings",
            ],
            url:
                "/discid/-?toc=1%202%2030000%20150%2015000&cdstubs=no&media-format=all&inc=artist-credits+recordings&fmt=json"
        ),
        DryRun(
            arguments: ["discid", "IeldkVfIh1wep_M8CMuDvA0nQ7Q-"], url: "/discid/IeldkVfIh1wep_M8CMuDvA0nQ7Q-?fmt=json"),
        DryRun(
            arguments: ["isrc", "gb-aaa-99-00303", "--inc", "releases,media"],
            url: "/isrc/GBAAA9900303?inc=releases+media&fmt=json"),
        DryRun(arguments: ["iswc", "T0345246801"], url: "/iswc/T-034.524.680-1?fmt=json"),
        DryRun(
            arguments: ["url", "http://www.discogs.com/artist/Paul+Allgood", "--inc", "artist-rels"],
            url: "/url?resource=http%3A%2F%2Fwww.discogs.com%2Fartist%2FPaul%2BAllgood&inc=artist-rels&fmt=json"),
        DryRun(
            arguments: ["url", "https://a.example/", "https://b.example/x?y=1&z=2"],
            url:
                "/url?resource=https%3A%2F%2Fa.example%2F&resource=https%3A%2F%2Fb.example%2Fx%3Fy%3D1%26z%3D2&fmt=json"
        ),
    ]

    @Test("--dry-run prints the exact request URL and sends nothing", arguments: dryRuns)
    func dryRun(_ dryRun: DryRun) async throws {
        let scope = try LoopbackServer.start().scope()
        let result = try await CommandRunner.mbz(
            dryRun.arguments + ["--dry-run", "--base-url", scope.baseURL.absoluteString])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == scope.baseURL.absoluteString + dryRun.url + "\n")
        #expect(try await scope.log().isEmpty)
        let mirror = try await CommandRunner.mbz(dryRun.arguments + ["--dry-run", "--base-url", Self.mirror])
        #expect(mirror.stdout == Self.mirror + dryRun.url + "\n")
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let refusals: [Refusal] = [
        Refusal(
            arguments: ["lookup", "work", "3c37b9fa-a6c1-37d2-9e90-657a116d337c", "--inc", "coffee"],
            message: "\"coffee\" is not an inc value here; valid: aliases"),
        Refusal(
            arguments: ["lookup", "artist", "5b11f4ce-a62d-471e-81fc-a69a8278c7da", "--inc", "discids"],
            message: "inc=discids needs inc=releases"),
        Refusal(
            arguments: ["lookup", "artist", "5b11f4ce-a62d-471e-81fc-a69a8278c7da", "--inc", "user-tags"],
            message: "lookup-artist with inc=user-tags needs credentials: set MUSICBRAINZ_USERNAME"),
        Refusal(arguments: ["lookup", "artist", "not-an-mbid"], message: "is not an MBID"),
        Refusal(
            arguments: ["lookup", "genres", "5b11f4ce-a62d-471e-81fc-a69a8278c7da"],
            message: "lookup does not know \"genres\""),
        Refusal(
            arguments: ["browse", "release"],
            message:
                "browse release needs --by LINK=MBID; LINK: area, artist, collection, label, recording, release-group, track, track_artist"
        ),
        Refusal(
            arguments: ["browse", "area", "--by", "artist=5b11f4ce-a62d-471e-81fc-a69a8278c7da"],
            message: "An area browse cannot be linked by \"artist\""),
        Refusal(
            arguments: ["browse", "release", "--by", "area=5b11f4ce-a62d-471e-81fc-a69a8278c7da", "--type", "album"],
            message: "A release browse by area takes no type filter"),
        Refusal(
            arguments: ["browse", "release", "--by", "artist=5b11f4ce-a62d-471e-81fc-a69a8278c7da", "--limit", "500"],
            message: "limit must be between 1 and 100, not 500"),
        Refusal(arguments: ["search", "release"], message: "search needs a QUERY or a --field"),
        Refusal(
            arguments: ["search", "release", "--field", "colour=red"],
            message: "--field needs NAME=VALUE with a release field: alias, arid"),
        Refusal(arguments: ["search", "release", "  "], message: "The search query is empty"),
        Refusal(arguments: ["discid", "-"], message: "discid - (no disc ID) needs --toc"),
        Refusal(arguments: ["discid", "abc"], message: "is not a disc ID"),
        Refusal(
            arguments: ["discid", "-", "--toc", "1 1 99999999999999999999 150"],
            message: "Invalid TOC: \"99999999999999999999\" is too large"),
        Refusal(
            arguments: ["discid", "-", "--toc", "1 3 30000 150 15000"],
            message: "Invalid TOC: 3 tracks need 3 offsets, not 2"),
        Refusal(
            arguments: ["discid", "-", "--toc", "2 3 30000 150 15000"],
            message: "the service takes a TOC only when its first track is 1, not 2"),
        Refusal(arguments: ["isrc", "GB-AAA-99-003"], message: "is not an ISRC"),
        Refusal(
            arguments: ["lookup", "artist", "5b11f4ce-a62d-471e-81fc-a69a8278c7da", "--inc", "--dry-run"],
            message: "--inc needs a value, not the option --dry-run"),
        Refusal(arguments: ["iswc", "T-034.524.680"], message: "is not an ISWC"),
    ]

    @Test(
        "a request the service would refuse is a usage error (64) with a clear message, and nothing is sent",
        arguments: refusals)
    func refusal(_ refusal: Refusal) async throws {
        let scope = try LoopbackServer.start().scope()
        let result = try await CommandRunner.mbz(refusal.arguments + ["--base-url", scope.baseURL.absoluteString])
        #expect(result.status == 64)
        #expect(result.stderr.contains(refusal.message), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try await scope.log().isEmpty)
    }

    @Test(
        "mbz with its default transport gets a typed, retried error for headers cut short, not a crash",
        .enabled(
            if: DefaultTransportTests.defaultSurvivesCutHeaders,
            "mbz's default on Linux without the Curl trait is URLSession, which FoundationNetworking crashes here (swift-corelibs-foundation #5285); run with --traits Curl"
        ))
    func cutHeadersDefaultTransport() async throws {
        let scope = try LoopbackServer.start().scope()
        let release = try OwnFixtures.data("release-lookup-violin-concertos.json")
        try await scope.register([
            .init(
                pathPrefix: scope.path("release/"),
                responses: [
                    .init(status: 200, headers: ["Content-Type": "application/json"], behavior: "cut_headers"),
                    .json(release),
                ])
        ])
        // No --transport: the default of this build (libcurl on Linux with the Curl trait).
        let result = try await CommandRunner.mbz([
            "lookup", "release", TestClients.releaseID.description, "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("mbz: transportFailed from 127.0.0.1, retrying in "), "\(result.stderr)")
        #expect(result.stdout.hasPrefix("release: Violin Concertos"))
        #expect(try await scope.log().count == 2)
        let help = try await CommandRunner.mbz(["help", "lookup"])
        #expect(help.stdout.contains("(default \(DefaultTransport.kind == .curl ? "curl" : "urlsession"))"))
    }

    @Test("a usage error is its message and a hint to the command's help, not the whole help")
    func usageErrors() async throws {
        let refused = try await CommandRunner.mbz(["search", "release", "--dry-run"])
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "mbz: search needs a QUERY or a --field\n(mbz help search shows its options and examples)\n")
        let unknown = try await CommandRunner.mbz(["frobnicate"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "mbz: unknown command \"frobnicate\"\n(mbz help lists the commands)\n")
    }

    @Test("a base URL with a user name and password is refused with exit 64, the password not shown")
    func baseURLWithUserInfo() async throws {
        for option in ["--base-url", "--caa-base-url"] {
            let result = try await CommandRunner.mbz([
                "cover-art", "83c45b6c-69ee-4eb0-903b-bd944ed59d48", option,
                "http://bob:URLPASS@127.0.0.1:9/ws/2",
            ])
            #expect(result.status == 64, "\(option): \(result.stderr)")
            #expect(result.stderr.contains("without a query or a user name and password"), "\(result.stderr)")
            #expect(!(result.stdout + result.stderr).contains("URLPASS"))
        }
    }

    @Test("a bad MUSICBRAINZ_BASE_URL is reported as the environment variable, not as --base-url")
    func badEnvironmentBaseURL() async throws {
        for bad in ["ftp://mirror.example/ws/2", "http://mirror.example/ws/2?token=x"] {
            let result = try await CommandRunner.mbz(
                ["lookup", "release", "5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e"],
                environment: ["MUSICBRAINZ_BASE_URL": bad])
            #expect(result.status == 64)
            #expect(result.stderr.contains("MUSICBRAINZ_BASE_URL must be an http(s) URL"), "stderr: \(result.stderr)")
            #expect(!result.stderr.contains("--base-url must"))
        }
        let option = try await CommandRunner.mbz([
            "lookup", "release", "5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e", "--base-url", "ftp://mirror.example/ws/2",
        ])
        #expect(option.stderr.contains("--base-url must be an http(s) URL"))
    }

    @Test("a huge request URL and a huge error message are cut to a readable length")
    func longErrorsShortened() async throws {
        let scope = try LoopbackServer.start().scope()
        let words = String(repeating: "violin ", count: 2000)
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release"),
                responses: [
                    .text(
                        "<html>" + String(repeating: "Request-URI Too Long. ", count: 2000) + "</html>", status: 414,
                        contentType: "text/html")
                ])
        ])
        let result = try await CommandRunner.mbz([
            "search", "release", "--lucene", words, "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("HTTP 414") || result.stderr.contains("(badRequest)"), "stderr: \(result.stderr)")
        let longest = result.stderr.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest < 400, "a line of \(longest) characters")
        #expect(result.stderr.contains("…"))
        #expect(try await scope.log().count == 1)
    }

    @Test("mbz browse --all fetches every page, prints each item once and shows progress on stderr")
    func browseAll() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.get(
            "release", query: ["offset": "0"], .json(PageSequenceTests.releasePage(1...100, count: 230, offset: 0)))
        try await scope.get(
            "release", query: ["offset": "100"],
            .json(PageSequenceTests.releasePage(101...190, count: 230, offset: 100)))
        try await scope.get(
            "release", query: ["offset": "190"],
            .json(PageSequenceTests.releasePage(191...230, count: 230, offset: 190)))
        let arguments = [
            "browse", "release", "--by", "label=47e718e1-7ee4-460c-b1cc-1192a841c6e5", "--all", "--base-url",
            scope.baseURL.absoluteString,
        ]
        let result = try await CommandRunner.mbz(arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 230)
        #expect(lines.first == "\(PageSequenceTests.mbid(1))  Release 1")
        #expect(lines.last == "\(PageSequenceTests.mbid(230))  Release 230")
        // Not a terminal: no progress line, the count at the end.
        #expect(result.stderr == "mbz: releases: 230 of 230\n")
        #expect(try await scope.log().map { $0.query["offset"]?.first } == ["0", "100", "190"])

        // On a terminal a progress line is redrawn after each page and erased before the end.
        let terminal = try await CommandRunner.mbz(arguments, terminal: true)
        #expect(terminal.stdout == result.stdout)
        for count in [100, 190, 230] { #expect(terminal.stderr.contains("\rreleases: \(count) of 230\u{1B}[K")) }
        #expect(terminal.stderr.hasSuffix("\r\u{1B}[Kmbz: releases: 230 of 230\n"))
        let quiet = try await CommandRunner.mbz(arguments + ["--quiet"], terminal: true)
        #expect(quiet.stderr.isEmpty)
        #expect(quiet.stdout == result.stdout)

        let json = try await CommandRunner.mbz(arguments + ["--json"])
        let page = try ResponseDecoder().decode(
            BrowseResults<Release>.self, from: Data(json.stdout.utf8), format: .json)
        #expect(page.totalCount == 230)
        #expect(page.items.map(\.title) == (1...230).map { "Release \($0)" })
    }

    @Test("mbz browse --all says so on stderr when the server stops sending items before its count")
    func browseAllStopsEarly() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.get(
            "release", query: ["offset": "0"], .json(PageSequenceTests.releasePage(1...100, count: 100_000, offset: 0)))
        try await scope.get(
            "release", query: ["offset": "100"], .json(PageSequenceTests.releasePage(nil, count: 100_000, offset: 100)))
        let result = try await CommandRunner.mbz([
            "browse", "release", "--by", "label=47e718e1-7ee4-460c-b1cc-1192a841c6e5", "--all", "--base-url",
            scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 100)
        #expect(
            result.stderr.hasSuffix("mbz: releases: the server sent no more after 100 of 100000\n"), "\(result.stderr)")
    }
}

/// The request commands against real recorded responses.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct RequestCommandsRecordedTests {
    func serve(_ ws2Path: String, _ fixture: String) async throws -> LoopbackServer.Scope {
        let scope = try LoopbackServer.start().scope()
        let data = try SharedFixtures.data(fixture)
        try await scope.get(ws2Path, fixture.hasSuffix(".json") ? .json(data) : .xml(data))
        return scope
    }

    @Test("mbz lookup prints a short summary, and --json the WS/2 JSON of the entity")
    func lookup() async throws {
        let scope = try await serve(
            "artist/5b11f4ce-a62d-471e-81fc-a69a8278c7da", "ws2/json/artist/lookup_5b11f4ce_inc-aliases.rs2026.json")
        let arguments = [
            "lookup", "artist", "5b11f4ce-a62d-471e-81fc-a69a8278c7da", "--inc", "aliases", "--base-url",
            scope.baseURL.absoluteString,
        ]
        let result = try await CommandRunner.mbz(arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "artist: Nirvana (1980s–1990s US grunge band)")
        #expect(lines.contains("  id: 5b11f4ce-a62d-471e-81fc-a69a8278c7da"))
        #expect(lines.contains("  type: Group"))
        #expect(lines.contains("  country: US"))
        #expect(try await scope.log().first?.query["inc"] == ["aliases"])
        let json = try await CommandRunner.mbz(arguments + ["--json"])
        let artist = try ResponseDecoder().decode(Artist.self, from: Data(json.stdout.utf8), format: .json)
        #expect(artist.name == "Nirvana")
    }

    @Test("mbz search prints one line per hit with its score, and the total on stderr")
    func search() async throws {
        let scope = try await serve("cdstub", "ws2/json/cdstub/search_q-title_Doo.rs2026.json")
        let result = try await CommandRunner.mbz([
            "search", "cdstub", "--field", "title=Doo", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 25)
        #expect(
            lines.first
                == "zsXyqGWvw0zF024A_saTokxIMzo-  Doo-lang Doo-lang – The Emergency  (CD Baby id:emergency2)  [100]")
        #expect(result.stderr == "mbz: cdstub hits: 1–25 of 47\n")
        #expect(try await scope.log().first?.query["query"] == ["title:Doo"])
    }

    @Test("mbz discid prints the disc and its releases")
    func discID() async throws {
        let scope = try await serve(
            "discid/pmzhT6ZlFiwSRCdVwV0eqire5_Y-", "ws2/xml/discid/lookup_pmzhT6ZlFiwSRCdVwV0eqire5_Y-.rb.xml")
        let result = try await CommandRunner.mbz([
            "discid", "pmzhT6ZlFiwSRCdVwV0eqire5_Y-", "--format", "xml", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Disc pmzhT6ZlFiwSRCdVwV0eqire5_Y-: 9 tracks, 217171 sectors")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("  7a31cd5f-6a57-4fca-a731-c521df1d3b78  Kveikur"))
    }

    @Test("mbz isrc, iswc and url print what they found")
    func identifiers() async throws {
        let isrc = try await serve("isrc/GBAAA9900303", "ws2/json/isrc/lookup_GBAAA9900303.mbs.json")
        let isrcResult = try await CommandRunner.mbz([
            "isrc", "gbaaa9900303", "--base-url", isrc.baseURL.absoluteString,
        ])
        #expect(
            isrcResult.stdout
                == "ISRC GBAAA9900303: 1 recording\n  bf7845cc-eac3-48a3-8b06-543b4b7ba117  Hey Boy Hey Girl\n")

        let iswc = try await serve("iswc/T-000.000.002-0", "ws2/xml/iswc/lookup_T-000.000.002-0.mbs.xml")
        let iswcResult = try await CommandRunner.mbz([
            "iswc", "T0000000020", "--format", "xml", "--base-url", iswc.baseURL.absoluteString,
        ])
        #expect(iswcResult.status == 0, "stderr: \(iswcResult.stderr)")
        #expect(
            iswcResult.stdout == "ISWC T-000.000.002-0: 1 work\n  3c37b9fa-a6c1-37d2-9e90-657a116d337c  サマーれげぇ!レインボー\n")
        #expect(iswcResult.stderr == "mbz: warning: the check digit of T-000.000.002-0 should be 1\n")

        let url = try await serve(
            "url",
            "ws2/json/url/lookup_resource-http_www.discogs.com_resource-http_www.discogs.com_inc-artist-rels_release-rels.mbs.json"
        )
        let urlResult = try await CommandRunner.mbz([
            "url", "http://www.discogs.com/artist/Paul+Allgood", "http://www.discogs.com/release/30896", "--inc",
            "artist-rels,release-rels",
            "--base-url", url.baseURL.absoluteString,
        ])
        #expect(
            urlResult.stdout.split(separator: "\n").sorted() == [
                "(2 of 2 URLs found)",
                "9bd7cece-05e3-438b-a2a1-070f8a829ed5  http://www.discogs.com/release/30896",
                "e0a79771-e9f0-4127-b58a-f5e6869c8e96  http://www.discogs.com/artist/Paul+Allgood",
            ])
        #expect(
            try await url.log().first?.query["resource"] == [
                "http://www.discogs.com/artist/Paul+Allgood", "http://www.discogs.com/release/30896",
            ])
    }
}
