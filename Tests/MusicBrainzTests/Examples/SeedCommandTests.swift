import Foundation
import MusicBrainz
import Testing

/// "Identify or add" in mbz: `mbz identify … --seed FILE` writes the page that opens the release
/// editor filled in when nothing matches, and `mbz seed FILE --html OUT` writes it from a JSON
/// release; against the loopback server, with the page read back (and, where Chromium is
/// installed, posted by a real browser).
@Suite struct SeedCommandTests {
    static let toc = TOC("1 3 192512 150 7100 167475")!
    static let notFound = #"{"error": "Not Found"}"#
    static let emptySearch = #"{"created": "2026-12-01T00:00:00.000Z", "count": 0, "offset": 0, "releases": []}"#

    /// A fresh directory, removed by the caller.
    static func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mbz-seed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The page's form action and hidden fields.
    static func page(_ url: URL) throws -> (action: String, fields: [ReleaseEditorForm.Field]) {
        let html = try String(contentsOf: url, encoding: .utf8)
        let action = try #require(
            html.components(separatedBy: " action=\"").dropFirst().first?.components(separatedBy: "\"").first)
        return (ReleaseEditorFormTests.unescape(action), ReleaseEditorFormTests.hiddenInputs(html))
    }

    static func value(_ fields: [ReleaseEditorForm.Field], _ name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// A JSON lines file of local tracks.
    static func trackFile(_ lines: [String], in directory: URL) throws -> URL {
        let file = directory.appendingPathComponent("tracks.jsonl")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    // MARK: identify --toc

    @Test("identify --toc for an unknown disc writes a page whose fields carry mediums.0.toc, exits 2 and says where")
    func unknownDisc() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scope = try LoopbackServer.start().scope()
        try await scope.get("discid/\(Self.toc.discID)", .json(Data(Self.notFound.utf8), status: 404))
        let page = directory.appendingPathComponent("add.html")
        let result = try await CommandRunner.mbz([
            "identify", "--toc", Self.toc.description, "--seed", page.path, "--album", "Vision Creation Newsun",
            "--artist", "Boredoms", "--edit-note", "TOC read from my copy", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 2, "stderr: \(result.stderr)")
        #expect(
            result.stdout.contains("not found: MusicBrainz knows neither the disc ID nor a release that fits the TOC"))
        #expect(result.stderr.contains("nothing matched this disc: \(page.path) opens the release editor"))
        let (action, fields) = try Self.page(page)
        #expect(action == "https://musicbrainz.org/release/add?skip_confirmation=1")
        #expect(
            fields.map(\.description) == [
                "name=Vision Creation Newsun", "artist_credit.names.0.artist.name=Boredoms", "mediums.0.format=CD",
                "mediums.0.toc=1 3 192512 150 7100 167475", "mediums.0.track.0.length=92666",
                "mediums.0.track.1.length=2138333", "mediums.0.track.2.length=333826",
                "edit_note=TOC read from my copy",
            ])
        #expect(try await scope.log().count == 1)
    }

    @Test(
        "identify --toc's page, opened in headless Chromium, posts mediums.0.toc to the --site-url's /release/add",
        .enabled(
            if: ReleaseEditorBrowserTests.browser != nil,
            "no headless Chromium (apt-get install chromium-headless-shell); the browser test did not run"))
    func unknownDiscInBrowser() async throws {
        let browser = try #require(ReleaseEditorBrowserTests.browser)
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scope = try LoopbackServer.start().scope()
        try await scope.get("discid/\(Self.toc.discID)", .json(Data(Self.notFound.utf8), status: 404))
        try await scope.register([
            LoopbackServer.Route(
                method: "POST", path: scope.prefix + "/release/add",
                responses: [.text("<!DOCTYPE html><p>editor</p>", status: 200, contentType: "text/html")])
        ])
        let page = directory.appendingPathComponent("add.html")
        let result = try await CommandRunner.mbz([
            "identify", "--toc", Self.toc.description, "--seed", page.path, "--site-url", scope.url("").absoluteString,
            "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 2, "stderr: \(result.stderr)")
        // The submission URL is on the same site.
        #expect(result.stdout.contains("submission url: \(scope.url("/cdtoc/attach").absoluteString)?id="))
        try await ReleaseEditorBrowserTests.open(page, with: browser, in: directory) {
            try await scope.log().contains { $0.method == "POST" }
        }
        let post = try #require(try await scope.log().first { $0.method == "POST" }, "the page did not post")
        #expect(post.path == scope.prefix + "/release/add")
        #expect(post.query["skip_confirmation"] == ["1"])
        let posted = ReleaseEditorFormTests.decodeForm(post.body)
        #expect(Self.value(posted, "mediums.0.toc") == Self.toc.description)
        #expect(Self.value(posted, "mediums.0.format") == "CD")
        let written = try Self.page(page).fields
        #expect(posted.map(\.name) == written.map(\.name))
    }

    @Test(
        "identify --toc with --tracks seeds one CD medium: the TOC's lengths and disc ID, the tracks' titles and artists"
    )
    func discWithTracks() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scope = try LoopbackServer.start().scope()
        try await scope.get("discid/\(Self.toc.discID)", .json(Data(Self.notFound.utf8), status: 404))
        let tracks = try Self.trackFile(
            [
                #"{"title": "⧖ <two> & \"quoted\"", "artist": "Boredoms", "album": "Vision Creation Newsun", "track": 2, "length": 2138}"#,
                #"{"title": "☉", "artist": "Boredoms", "album": "Vision Creation Newsun", "track": 1, "length": 93}"#,
                #"{"title": "◌", "artist": "Boredoms feat. Guest", "track": 3}"#,
            ], in: directory)
        let page = directory.appendingPathComponent("add.html")
        let result = try await CommandRunner.mbz([
            "identify", "--toc", Self.toc.description, "--tracks", tracks.path, "--artist", "Boredoms", "--seed",
            page.path, "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 2, "stderr: \(result.stderr)")
        let (_, fields) = try Self.page(page)
        #expect(
            fields.map(\.description) == [
                "name=Vision Creation Newsun", "artist_credit.names.0.artist.name=Boredoms", "mediums.0.format=CD",
                "mediums.0.toc=1 3 192512 150 7100 167475", "mediums.0.track.0.name=☉",
                "mediums.0.track.0.length=92666", #"mediums.0.track.1.name=⧖ <two> & "quoted""#,
                "mediums.0.track.1.length=2138333", "mediums.0.track.2.name=◌", "mediums.0.track.2.length=333826",
                "mediums.0.track.2.artist_credit.names.0.artist.name=Boredoms feat. Guest",
            ])
        // The disc is identified by its TOC alone: one request.
        #expect(try await scope.log().count == 1)
    }

    @Test("a CD stub seeds the page from its track list; the disc was found, so the exit status stays 0")
    func cdStub() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let toc = try TOC(validating: "1 2 30000 150 15000")
        let stub = """
            {"id": "\(toc.discID)", "title": "Demo Tape", "artist": "Somebody", "barcode": null, "disambiguation": "",
             "track-count": 2, "tracks": [{"title": "One", "artist": null, "length": 198000}, {"title": "Two", "artist": "Guest", "length": 200000}]}
            """
        let scope = try LoopbackServer.start().scope()
        try await scope.get("discid/\(toc.discID)", .json(Data(stub.utf8)))
        let page = directory.appendingPathComponent("add.html")
        let result = try await CommandRunner.mbz([
            "identify", "--toc", toc.description, "--seed", page.path, "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("only a CD stub: \(page.path) opens the release editor filled in from it"))
        let (_, fields) = try Self.page(page)
        #expect(
            fields.map(\.description) == [
                "name=Demo Tape", "artist_credit.names.0.artist.name=Somebody", "mediums.0.format=CD",
                "mediums.0.toc=1 2 30000 150 15000", "mediums.0.track.0.name=One", "mediums.0.track.0.length=198000",
                "mediums.0.track.1.name=Two", "mediums.0.track.1.length=200000",
                "mediums.0.track.1.artist_credit.names.0.artist.name=Guest",
            ])
    }

    @Test("a known disc writes no page and says why")
    func knownDisc() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let disc = """
            {"id": "\(Self.toc.discID)", "sectors": 192512, "offset-count": 3, "offsets": [150, 7100, 167475],
             "releases": [{"id": "f34c079d-374e-4436-9448-da92dedef3ce", "title": "Vision Creation Newsun"}]}
            """
        let scope = try LoopbackServer.start().scope()
        try await scope.get("discid/\(Self.toc.discID)", .json(Data(disc.utf8)))
        let page = directory.appendingPathComponent("add.html")
        let result = try await CommandRunner.mbz([
            "identify", "--toc", Self.toc.description, "--seed", page.path, "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("\(page.path) not written: MusicBrainz knows the disc"))
        #expect(!FileManager.default.fileExists(atPath: page.path))
    }

    // MARK: identify --tracks

    @Test("identify --tracks --album --artist for an unknown album writes a Digital Media page, lengths in integer ms")
    func unknownAlbum() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scope = try LoopbackServer.start().scope()
        try await scope.get("release", .json(Data(Self.emptySearch.utf8)))
        let tracks = try Self.trackFile(
            [
                #"{"title": "Intro", "length": 61.5, "track": 1, "disc": 1}"#,
                #"{"title": "Canción", "length": 200.25, "track": 2, "disc": 1}"#,
                #"{"title": "Bonus", "artist": "Ana Muñoz & Guest", "length": 180, "track": 1, "disc": 2}"#,
            ], in: directory)
        let page = directory.appendingPathComponent("add.html")
        let result = try await CommandRunner.mbz([
            "identify", "--tracks", tracks.path, "--album", "Cuarto de atrás", "--artist", "Ana Muñoz", "--seed",
            page.path, "--site-url", "https://beta.musicbrainz.org", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 2, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("no release matches these 3 tracks"))
        #expect(result.stderr.contains("nothing matched these tracks: \(page.path) opens the release editor"))
        let (action, fields) = try Self.page(page)
        #expect(action == "https://beta.musicbrainz.org/release/add?skip_confirmation=1")
        #expect(
            fields.map(\.description) == [
                "name=Cuarto de atrás", "artist_credit.names.0.artist.name=Ana Muñoz", "mediums.0.format=Digital Media",
                "mediums.0.track.0.name=Intro", "mediums.0.track.0.length=61500", "mediums.0.track.1.name=Canción",
                "mediums.0.track.1.length=200250", "mediums.1.format=Digital Media", "mediums.1.track.0.name=Bonus",
                "mediums.1.track.0.length=180000",
                "mediums.1.track.0.artist_credit.names.0.artist.name=Ana Muñoz & Guest",
            ])
    }

    // MARK: Refusals before any request

    @Test(
        "a seed the editor would refuse exits 64 naming the form field, before any request",
        arguments: [
            // Four tracks on a three-track TOC: "Track counts of mediums.0.toc and mediums.0.track don’t match."
            (["--toc", "1 3 192512 150 7100 167475"], 4, [String](), "mediums.0.toc"),
            // A title with a control character, which the server removes.
            ([], 1, [#"{"title": "bell\u0007", "track": 1}"#], "mediums.0.track.0.name"),
            // An edit note of one ASCII character, which the editor refuses.
            (["--edit-note", "x"], 1, [], "edit_note"),
            // A TOC from track 2, which the editor does not read.
            (["--toc", "2 3 192512 7100 167475"], 0, [], "mediums.0.toc"),
        ])
    func refusals(extra: [String], trackCount: Int, lines: [String], field: String) async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scope = try LoopbackServer.start().scope()
        var arguments = ["identify", "--seed", directory.appendingPathComponent("add.html").path] + extra
        let trackLines = lines + (0..<trackCount).map { #"{"title": "t\#($0 + 1)", "track": \#($0 + 1)}"# }
        if !trackLines.isEmpty {
            arguments += ["--tracks", try Self.trackFile(trackLines, in: directory).path, "--album", "A"]
        }
        let result = try await CommandRunner.mbz(arguments + ["--base-url", scope.baseURL.absoluteString])
        #expect(result.status == 64, "stdout: \(result.stdout) stderr: \(result.stderr)")
        #expect(result.stderr.contains("--seed: The release seed's \(field) cannot be sent"), "\(result.stderr)")
        #expect(try await scope.log().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("add.html").path))
    }

    @Test("--dry-run checks the page and prints the lookup, writing nothing; --edit-note needs --seed")
    func dryRunAndUsage() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("add.html")
        let dry = try await CommandRunner.mbz([
            "identify", "--toc", Self.toc.description, "--seed", page.path, "--dry-run", "--base-url",
            "http://127.0.0.1:1/ws/2",
        ])
        #expect(dry.status == 0, "stderr: \(dry.stderr)")
        #expect(dry.stdout.contains("/ws/2/discid/\(Self.toc.discID)?"))
        #expect(!FileManager.default.fileExists(atPath: page.path))
        let note = try await CommandRunner.mbz(["identify", "--toc", Self.toc.description, "--edit-note", "hello"])
        #expect(note.status == 64)
        #expect(note.stderr.contains("--edit-note is the note of the --seed page"))
        let site = try await CommandRunner.mbz([
            "identify", "--toc", Self.toc.description, "--seed", page.path, "--site-url", "https://example.org/?q=1",
        ])
        #expect(site.status == 64)
    }

    // MARK: mbz seed

    /// The JSON example of `mbz seed --help`.
    static func helpExample() async throws -> String {
        let help = try await CommandRunner.mbz(["seed", "--help"])
        #expect(help.status == 0)
        let lines = help.stdout.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "  {"))
        let end = try #require(lines[start...].firstIndex(of: "  }"))
        return lines[start...end].joined(separator: "\n")
    }

    @Test(
        "mbz seed --help prints a complete JSON example: a language, a barcode, a date, a medium with a TOC and tracks")
    func helpExample() async throws {
        let seed = try ReleaseSeed(json: Data(try await Self.helpExample().utf8))
        try seed.validate()
        #expect(seed.language != nil)
        #expect(seed.barcode != nil)
        #expect(seed.events.first?.date?.day != nil)
        let medium = try #require(seed.media.first)
        #expect(medium.toc != nil)
        #expect(medium.tracks.count == medium.toc?.trackCount)
        #expect(medium.tracks.allSatisfy { $0.title != nil && $0.length != nil })
    }

    @Test("mbz seed FILE --html OUT writes the page of the JSON release; without --html it prints the POST")
    func seedCommand() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = try await Self.helpExample()
        let file = directory.appendingPathComponent("album.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("add.html")
        let result = try await CommandRunner.mbz([
            "seed", file.path, "--html", out.path, "--site-url", "http://localhost:5000",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let expected = try ReleaseSeed(json: Data(json.utf8)).formFields()
        #expect(
            result.stdout
                == "\(out.path): \(expected.count) fields, posted to http://localhost:5000/release/add?skip_confirmation=1\n"
        )
        let (action, fields) = try Self.page(out)
        #expect(action == "http://localhost:5000/release/add?skip_confirmation=1")
        #expect(fields == expected)
        #expect(Self.value(fields, "mediums.0.toc") == "1 3 192512 150 7100 167475")
        #expect(Self.value(fields, "artist_credit.names.1.artist.name") == "Ana Muñoz")

        // From standard input, printing the POST: the default site, the urlencoded body.
        let printed = try await CommandRunner.mbz(["seed", "-"], input: Data(json.utf8))
        #expect(printed.status == 0, "stderr: \(printed.stderr)")
        let lines = printed.stdout.components(separatedBy: "\n")
        #expect(lines.first == "POST https://musicbrainz.org/release/add?skip_confirmation=1")
        #expect(lines[1] == "Content-Type: application/x-www-form-urlencoded; charset=UTF-8")
        #expect(ReleaseEditorFormTests.decodeForm(lines[3]) == expected)
    }

    @Test(
        "mbz seed refuses, with status 64, JSON that does not decode (naming the key path) and a field the editor refuses",
        arguments: [
            (#"{"media": [{"tracks": [{"title": "a"}, {"lenght": 1000}]}]}"#, "media[0].tracks[1].lenght"),
            (#"{"media": [{"tracks": [{"length": 1.5}]}]}"#, "media[0].tracks[0].length"),
            (#"{"media": [{"format": "Vinyl", "toc": "1 3 192512 150 7100 167475"}]}"#, "mediums.0.toc"),
            (#"{"status": "pseudo"}"#, "status"),
            (#"{"events": [{"date": "2011", "country": "ZZ"}]}"#, "events.0.country"),
            ("not json", "(top level)"),
        ])
    func seedRefusals(json: String, path: String) async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("add.html")
        let result = try await CommandRunner.mbz(["seed", "-", "--html", out.path], input: Data(json.utf8))
        #expect(result.status == 64)
        #expect(result.stderr.contains("-: The release seed"), "\(result.stderr)")
        #expect(result.stderr.contains(path), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
