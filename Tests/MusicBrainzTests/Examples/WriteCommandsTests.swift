import Foundation
import MusicBrainz
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `mbz tag`, `rate`, `isrc --submit`, `barcode --submit`, `collection` and `login`/`logout`
/// end to end: the built program against the loopback server, with Digest credentials and with
/// a bearer token.
// Serialized: each test starts several mbz processes, and all of them at once starve the timing
// tests that run beside them on a small machine.
@Suite(.serialized) struct WriteCommandsTests {
    static let artist = "802673f0-9b88-4e8a-bb5c-dd01d68b086f"
    static let recording = "162630d9-36d2-4a8d-ade1-1c77440b34e7"
    static let release = "047ea202-b98d-46ae-97f7-0180a20ee5cf"
    static let releaseGroup = "153f0a09-fead-3370-9b17-379ebd09446b"
    static let collection = "1d1e41eb-0f38-4a8d-9b4f-7d5f3b1b2c3d"
    static let username = "cli-editor"
    static let password = "pa55-w0rd-cli"
    static let token = "cli-bearer-token-123"
    static let ok = Data(#"{"message": "OK"}"#.utf8)

    /// One way to sign in: its environment, and what the server logs for it.
    struct Login: Sendable, CustomTestStringConvertible {
        var environment: [String: String]
        var logged: String
        var testDescription: String { logged }
    }

    static let logins = [
        Login(environment: ["MUSICBRAINZ_USERNAME": username, "MUSICBRAINZ_PASSWORD": password], logged: "digest"),
        Login(environment: ["MUSICBRAINZ_TOKEN": token], logged: "bearer"),
    ]

    static let auth = LoopbackServer.Auth(
        digest: .init(username: username, password: password), bearer: [token])

    /// A fresh configuration folder (no stored token) and the base URL of a scope.
    static func environment(_ scope: LoopbackServer.Scope, _ extra: [String: String] = [:]) -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mbz-config-\(UUID().uuidString)")
        var environment = ["MUSICBRAINZ_BASE_URL": scope.baseURL.absoluteString, "XDG_CONFIG_HOME": folder.path]
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Neither the password nor the token appears in anything the program printed.
    static func expectNoSecrets(_ result: CommandRunner.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        let printed = result.stdout + result.stderr
        #expect(
            !printed.contains(password) && !printed.contains(token), "a credential was printed",
            sourceLocation: sourceLocation)
    }

    struct Submission: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var path: String
        var body: String
        var text: String
        var testDescription: String { arguments.prefix(2).joined(separator: " ") }
    }

    static let submissions = [
        Submission(
            arguments: ["tag", "artist", artist, "JPop", " synth-pop "], path: "tag",
            body:
                #"<artist-list><artist id="\#(artist)"><user-tag-list><user-tag vote="upvote"><name>jpop</name></user-tag><user-tag vote="upvote"><name>synth-pop</name></user-tag></user-tag-list></artist></artist-list>"#,
            text: #"OK: upvoted "jpop", "synth-pop" on artist \#(artist)"#),
        Submission(
            arguments: ["tag", "recording", recording, "rock", "--downvote"], path: "tag",
            body:
                #"<recording-list><recording id="\#(recording)"><user-tag-list><user-tag vote="downvote"><name>rock</name></user-tag></user-tag-list></recording></recording-list>"#,
            text: #"OK: downvoted "rock" on recording \#(recording)"#),
        Submission(
            arguments: ["rate", "release_group", releaseGroup, "4"], path: "rating",
            body:
                #"<release-group-list><release-group id="\#(releaseGroup)"><user-rating>80</user-rating></release-group></release-group-list>"#,
            text: "OK: rated release-group \(releaseGroup) 4 stars (80/100)"),
        Submission(
            arguments: ["rate", "work", releaseGroup, "3.5"], path: "rating",
            body: #"<work-list><work id="\#(releaseGroup)"><user-rating>70</user-rating></work></work-list>"#,
            text: "OK: rated work \(releaseGroup) 3.5 stars (70/100)"),
        Submission(
            arguments: ["rate", "artist", artist, "30", "--scale", "100"], path: "rating",
            body: #"<artist-list><artist id="\#(artist)"><user-rating>30</user-rating></artist></artist-list>"#,
            text: "OK: rated artist \(artist) 1.5 stars (30/100)"),
        Submission(
            arguments: ["isrc", "--submit", recording, "gb-aaa-03-00123", "USRC17607839"], path: "recording",
            body:
                #"<recording-list><recording id="\#(recording)"><isrc-list count="2"><isrc id="GBAAA0300123"/><isrc id="USRC17607839"/></isrc-list></recording></recording-list>"#,
            text: "OK: submitted GBAAA0300123, USRC17607839 for recording \(recording)"),
        Submission(
            arguments: ["barcode", "--submit", release, "4942463511227"], path: "release",
            body:
                #"<release-list><release id="\#(release)"><barcode>4942463511227</barcode></release></release-list>"#,
            text: "OK: submitted barcode 4942463511227 for release \(release)"),
    ]

    static let header =
        #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        + #"<metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#">"#

    @Test("each submission sends the right request and prints the typed answer", arguments: submissions, logins)
    func submit(submission: Submission, login: Login) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            LoopbackServer.Route(
                method: "POST", path: scope.path(submission.path), responses: [.json(Self.ok)], auth: Self.auth)
        ])
        let result = try await CommandRunner.mbz(
            submission.arguments, environment: Self.environment(scope, login.environment))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == submission.text + "\n")
        Self.expectNoSecrets(result)
        let sent = try #require(try await scope.log().last)
        #expect(sent.auth == login.logged)
        #expect(sent.rawQuery == "client=mbz-0.1.0&fmt=json")
        #expect(sent.header("Content-Type") == "application/xml; charset=UTF-8")
        let expected = try #require(XMLBodyTree.parse(Self.header + submission.body + "</metadata>"))
        let body = try #require(XMLBodyTree.parse(sent.body))
        #expect(body.firstDifference(from: expected) == nil)

        let json = try await CommandRunner.mbz(
            submission.arguments + ["--json"], environment: Self.environment(scope, login.environment))
        #expect(json.status == 0)
        #expect(try JSONDecoder().decode(SubmissionAnswer.self, from: Data(json.stdout.utf8)).isOK)
    }

    @Test(
        "--dry-run prints the method, URL, header fields and exact body, credentials redacted, and sends nothing",
        arguments: logins)
    func dryRun(login: Login) async throws {
        let scope = try LoopbackServer.start().scope()
        let environment = Self.environment(scope, login.environment)
        for submission in Self.submissions {
            let result = try await CommandRunner.mbz(submission.arguments + ["--dry-run"], environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.components(separatedBy: "\n")
            #expect(lines.first == "POST \(scope.baseURL.absoluteString)/\(submission.path)?client=mbz-0.1.0&fmt=json")
            #expect(lines.contains("Content-Type: application/xml; charset=UTF-8"))
            #expect(
                lines.contains {
                    $0.hasPrefix("Authorization: \(login.logged == "digest" ? "Digest" : "Bearer") <redacted>")
                })
            #expect(result.stdout.contains(Self.header + submission.body + "</metadata>\n"))
            Self.expectNoSecrets(result)
        }
        let json = try await CommandRunner.mbz(
            Self.submissions[0].arguments + ["--dry-run", "--json"], environment: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(object.first?["method"] as? String == "POST")
        #expect((object.first?["body"] as? String)?.hasSuffix("</metadata>") == true)
        Self.expectNoSecrets(json)
        #expect(try await scope.log().isEmpty)
    }

    @Test("a write's --dry-run needs no credentials: it prints the whole request and says where they would go")
    func dryRunWithoutCredentials() async throws {
        let scope = try LoopbackServer.start().scope()
        for submission in Self.submissions {
            let result = try await CommandRunner.mbz(
                submission.arguments + ["--dry-run"], environment: Self.environment(scope))
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.components(separatedBy: "\n")
            #expect(lines.first == "POST \(scope.baseURL.absoluteString)/\(submission.path)?client=mbz-0.1.0&fmt=json")
            #expect(lines.contains("Authorization: <the credentials, none set: see mbz help>"))
            #expect(!result.stdout.contains("mbz-dry-run"))
            #expect(result.stdout.contains(Self.header + submission.body + "</metadata>\n"))
        }
        #expect(try await scope.log().isEmpty)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let refusals = [
        Refusal(arguments: ["isrc", "--submit", recording, "GBAAA030012"], message: "ISRC"),
        Refusal(arguments: ["barcode", "--submit", release, "4942463511228"], message: "check digit"),
        Refusal(arguments: ["barcode", "--submit", release, "49424635X"], message: "not a barcode"),
        Refusal(arguments: ["rate", "artist", artist, "101", "--scale", "100"], message: "0 to 100"),
        Refusal(arguments: ["rate", "artist", artist, "6"], message: "0 to 5 in whole or half stars"),
        Refusal(arguments: ["rate", "artist", artist, "3.7"], message: "0 to 5 in whole or half stars"),
        Refusal(arguments: ["rate", "artist", artist, "80"], message: "not 80.0"),
        Refusal(arguments: ["rate", "artist", artist, "four"], message: "RATING must be 0 to 5 whole or half stars"),
        Refusal(arguments: ["rate", "artist", artist, "4.5", "--scale", "100"], message: "whole number from 0 to 100"),
        Refusal(arguments: ["rate", "artist", artist, "4", "--scale", "10"], message: "--scale must be one of 5, 100"),
        Refusal(arguments: ["rate", "release", release, "60"], message: "rate the release group"),
        Refusal(arguments: ["tag", "artist", artist, "rock,pop"], message: "comma"),
        Refusal(arguments: ["tag", "artist", artist, "  "], message: "empty"),
        Refusal(arguments: ["tag", "url", artist, "x"], message: "cannot be tagged"),
        Refusal(arguments: ["tag", "artist", "not-an-mbid", "x"], message: "MBID"),
        Refusal(arguments: ["collection", "add", collection, "url", artist], message: "cannot hold"),
    ]

    @Test(
        "a bad ISRC, barcode, rating, tag name or collection type is refused with exit 64 and nothing sent",
        arguments: refusals)
    func refusal(refusal: Refusal) async throws {
        let scope = try LoopbackServer.start().scope()
        let result = try await CommandRunner.mbz(
            refusal.arguments, environment: Self.environment(scope, ["MUSICBRAINZ_TOKEN": Self.token]))
        #expect(result.status == 64)
        #expect(result.stderr.contains(refusal.message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try await scope.log().isEmpty)
        Self.expectNoSecrets(result)
    }

    @Test("a command that needs credentials and has none says which variables to set, exits 64 and sends nothing")
    func noCredentials() async throws {
        let scope = try LoopbackServer.start().scope()
        for arguments in [
            ["tag", "artist", Self.artist, "jpop"], ["rate", "work", Self.artist, "2"], ["collection", "list"],
            ["collection", "remove", Self.collection, "release", Self.release],
        ] {
            let result = try await CommandRunner.mbz(arguments, environment: Self.environment(scope))
            #expect(result.status == 64)
            #expect(result.stderr.contains("MUSICBRAINZ_USERNAME and MUSICBRAINZ_PASSWORD"))
            #expect(result.stderr.contains("MUSICBRAINZ_TOKEN"))
        }
        let half = try await CommandRunner.mbz(
            ["tag", "artist", Self.artist, "jpop"], environment: Self.environment(scope, ["MUSICBRAINZ_USERNAME": "x"]))
        #expect(half.status == 64)
        #expect(try await scope.log().isEmpty)
    }

    @Test("a wrong password is the server's 401 with its text, exit 1, the password nowhere")
    func wrongPassword() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            LoopbackServer.Route(method: "POST", path: scope.path("tag"), responses: [.json(Self.ok)], auth: Self.auth)
        ])
        let wrong = "definitely-wrong-pw"
        let result = try await CommandRunner.mbz(
            ["tag", "artist", Self.artist, "jpop"],
            environment: Self.environment(
                scope, ["MUSICBRAINZ_USERNAME": Self.username, "MUSICBRAINZ_PASSWORD": wrong]))
        #expect(result.status == 1)
        #expect(result.stderr.contains("Your credentials could not be verified."))
        #expect(result.stderr.contains("(unauthorized)"))
        #expect(!result.stderr.contains(wrong))
        #expect(try await scope.log().map(\.auth) == ["none", "rejected"])
    }

    static let collectionJSON = """
        {"id": "\(collection)", "name": "My releases", "editor": "cli-editor", "entity-type": "release",
         "type": "Release", "release-count": 2}
        """
    static let collectionListJSON = """
        {"collection-count": 2, "collection-offset": 0, "collections": [\(collectionJSON),
         {"id": "2b1e41eb-0f38-4a8d-9b4f-7d5f3b1b2c3d", "name": "Private artists", "editor": "cli-editor",
          "entity-type": "artist", "type": "Artist", "artist-count": 1}]}
        """
    static let contentsJSON = """
        {"id": "\(collection)", "name": "My releases", "editor": "cli-editor", "entity-type": "release",
         "type": "Release", "release-count": 2, "releases": [
          {"id": "\(release)", "title": "LOVE & HONESTY"}, {"id": "b3b7e934-445b-4c68-a097-730c6a6d47e6", "title": "Summer Love"}]}
        """

    @Test("a lookup with a user-* inc signs in with the environment's credentials", arguments: logins)
    func userIncludes(login: Login) async throws {
        let scope = try LoopbackServer.start().scope()
        let artist = #"{"id":"\#(Self.artist)","name":"浜崎あゆみ","user-tags":[{"name":"jpop"}]}"#
        try await scope.register([
            LoopbackServer.Route(
                method: "GET", path: scope.path("artist/\(Self.artist)"), queryContains: ["inc": "user-tags"],
                responses: [.json(Data(artist.utf8))], auth: Self.auth)
        ])
        let result = try await CommandRunner.mbz(
            ["lookup", "artist", Self.artist, "--inc", "user-tags", "--json"],
            environment: Self.environment(scope, login.environment))
        #expect(result.status == 0, "\(result.stderr)")
        let looked = try JSONDecoder().decode(Artist.self, from: Data(result.stdout.utf8))
        #expect(looked.name == "浜崎あゆみ")
        #expect(looked.userTags?.map(\.name) == ["jpop"])
        #expect(try await scope.log().last?.auth == login.logged)
        Self.expectNoSecrets(result)
    }

    @Test(
        "a token that begins like a word of the message leaves the word alone; only the token or its cut quote is hidden"
    )
    func redactionKeepsTheMessage() async throws {
        let scope = try LoopbackServer.start().scope()
        let token = "malformed-token-1234"
        try await scope.register([
            LoopbackServer.Route(
                method: "GET", path: scope.path("artist/\(Self.artist)"),
                responses: [.json(Data(#"{"id": "\#(Self.artist)", "name": "#.utf8))])
        ])
        let result = try await CommandRunner.mbz(
            ["lookup", "artist", Self.artist, "--inc", "user-tags"],
            environment: Self.environment(scope, ["MUSICBRAINZ_TOKEN": token]))
        #expect(result.status == 1)
        #expect(result.stderr.contains("The JSON is malformed or truncated"), "\(result.stderr)")
        #expect(!result.stderr.contains("<redacted>"), "\(result.stderr)")
    }

    @Test("a server's escape sequences in its error message do not reach the terminal")
    func serverControlCharacters() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            LoopbackServer.Route(
                method: "GET", path: scope.path("artist/\(Self.artist)"),
                responses: [.json(Data(#"{"error":"bad \u001b]0;pwned\u0007 request"}"#.utf8), status: 400)])
        ])
        let result = try await CommandRunner.mbz(
            ["lookup", "artist", Self.artist], environment: Self.environment(scope))
        #expect(result.status == 1)
        #expect(result.stderr.contains("server said: bad \u{FFFD}]0;pwned\u{FFFD} request"), "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test("login, and logout with a revoke, refuse --offline and --replay: they would send")
    func signInOffline() async throws {
        let scope = try LoopbackServer.start().scope()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mbz-config-\(UUID().uuidString)")
        let environment = Self.environment(scope, ["MUSICBRAINZ_CLIENT_ID": "mbz-cli", "XDG_CONFIG_HOME": folder.path])
        defer { try? FileManager.default.removeItem(at: folder) }
        let login = try await CommandRunner.mbz(["login", "--offline"], environment: environment)
        #expect(login.status == 64)
        #expect(
            login.stderr.contains("login talks to the site, and --offline or --replay send nothing"), "\(login.stderr)")
        // A stored token and its application, as mbz login leaves them.
        let config = folder.appendingPathComponent("mbz")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(#"{"access_token":"stored-access-12345","refresh_token":"stored-refresh-12345"}"#.utf8)
            .write(to: config.appendingPathComponent("oauth-token.json"))
        let site = scope.baseURL.deletingLastPathComponent().deletingLastPathComponent()
        try Data(#"{"client_id":"mbz-cli","site_url":"\#(site.absoluteString)"}"#.utf8)
            .write(to: config.appendingPathComponent("oauth-client.json"))
        let logout = try await CommandRunner.mbz(["logout", "--offline"], environment: environment)
        #expect(logout.status == 64)
        #expect(logout.stderr.contains("add --no-revoke"), "\(logout.stderr)")
        #expect(try await scope.log().isEmpty)
    }

    @Test("a server that echoes the token into its error message, whole or cut short, gets it redacted")
    func echoedSecretsAreRedacted() async throws {
        let scope = try LoopbackServer.start().scope()
        let echo = #"{"error":"Unauthorized: got Bearer \#(Self.token) from \#(Self.username)"}"#
        // A page that is not a MusicBrainz error: the library quotes its first 80 bytes, which
        // cut the token after 10 characters.
        let page = String(repeating: "x", count: 70) + Self.token + " is not welcome here"
        try await scope.register([
            LoopbackServer.Route(
                method: "GET", path: scope.path("artist/\(Self.artist)"),
                responses: [.json(Data(echo.utf8), status: 400)]),
            LoopbackServer.Route(
                method: "GET", path: scope.path("recording/\(Self.recording)"),
                responses: [.text(page, status: 400, contentType: "text/html")]),
        ])
        let environment = Self.environment(scope, ["MUSICBRAINZ_TOKEN": Self.token])
        let whole = try await CommandRunner.mbz(
            ["lookup", "artist", Self.artist, "--inc", "user-tags"], environment: environment)
        #expect(whole.status == 1)
        #expect(
            whole.stderr.contains("server said: Unauthorized: got Bearer <redacted> from \(Self.username)"),
            "\(whole.stderr)")
        let cut = try await CommandRunner.mbz(
            ["lookup", "recording", Self.recording, "--inc", "user-tags"], environment: environment)
        #expect(cut.status == 1)
        #expect(cut.stderr.contains("xxxxxxxxxx<redacted>"), "\(cut.stderr)")
        for result in [whole, cut] {
            #expect(!(result.stdout + result.stderr).contains(String(Self.token.prefix(8))), "\(result.stderr)")
        }
    }

    @Test(
        "a lookup with a user-* inc and no credentials says which variables to set, exits 64 and sends nothing, even dry"
    )
    func userIncludesWithoutCredentials() async throws {
        let scope = try LoopbackServer.start().scope()
        let result = try await CommandRunner.mbz(
            ["lookup", "artist", Self.artist, "--inc", "user-ratings"], environment: Self.environment(scope))
        #expect(result.status == 64)
        #expect(result.stderr.contains("inc=user-ratings needs credentials"), "\(result.stderr)")
        #expect(result.stderr.contains("MUSICBRAINZ_TOKEN"))
        let dryRun = try await CommandRunner.mbz(
            ["lookup", "artist", Self.artist, "--inc", "user-ratings", "--dry-run"],
            environment: Self.environment(scope))
        #expect(dryRun.status == 64)
        #expect(try await scope.log().isEmpty)
        let signedIn = try await CommandRunner.mbz(
            ["lookup", "artist", Self.artist, "--inc", "user-ratings", "--dry-run"],
            environment: Self.environment(scope, ["MUSICBRAINZ_TOKEN": Self.token]))
        #expect(signedIn.stdout == "\(scope.baseURL.absoluteString)/artist/\(Self.artist)?inc=user-ratings&fmt=json\n")
        Self.expectNoSecrets(signedIn)
    }

    @Test("collection list, show, add and remove against the loopback server", arguments: logins)
    func collections(login: Login) async throws {
        let scope = try LoopbackServer.start().scope()
        let items = (0..<120).map { String(format: "00000000-0000-4000-8000-%012d", $0) }
        try await scope.register([
            LoopbackServer.Route(
                method: "GET", path: scope.path("collection"), query: ["editor": "someone"],
                responses: [.json(Data(Self.collectionListJSON.utf8))]),
            LoopbackServer.Route(
                method: "GET", path: scope.path("collection"), responses: [.json(Data(Self.collectionListJSON.utf8))],
                auth: Self.auth),
            LoopbackServer.Route(
                method: "GET", path: scope.path("collection/\(Self.collection)"),
                responses: [.json(Data(Self.collectionJSON.utf8))]),
            LoopbackServer.Route(
                method: "GET", path: scope.path("collection/\(Self.collection)/releases"),
                responses: [.json(Data(Self.contentsJSON.utf8))]),
            LoopbackServer.Route(
                pathPrefix: scope.path("collection/\(Self.collection)/releases/"), responses: [.json(Self.ok)],
                auth: Self.auth),
        ])
        let environment = Self.environment(scope, login.environment)
        let list = try await CommandRunner.mbz(["collection", "list"], environment: environment)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(
            list.stdout == """
                \(Self.collection)  My releases  (release, 2 items, by cli-editor)
                2b1e41eb-0f38-4a8d-9b4f-7d5f3b1b2c3d  Private artists  (artist, 1 item, by cli-editor)
                (2 of 2 collections)

                """)
        let editor = try await CommandRunner.mbz(
            ["collection", "list", "--editor", "someone", "--json"], environment: Self.environment(scope))
        #expect(editor.status == 0, "\(editor.stderr)")
        #expect(editor.stdout.contains(#""name" : "Private artists""#))

        let show = try await CommandRunner.mbz(["collection", "show", Self.collection], environment: environment)
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.hasPrefix("\(Self.collection)  My releases  (release, 2 items, by cli-editor)\n"))
        #expect(show.stdout.contains("  \(Self.release)  LOVE & HONESTY"))
        #expect(show.stdout.hasSuffix("(1–2 of 2 items)\n"))

        let add = try await CommandRunner.mbz(
            ["collection", "add", Self.collection, "release"] + items, environment: environment)
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stdout == "OK: added 120 releases to collection \(Self.collection) in 2 requests\n")
        let remove = try await CommandRunner.mbz(
            ["collection", "remove", Self.collection, "release", items[0], "--json"], environment: environment)
        #expect(remove.status == 0)
        #expect(try JSONDecoder().decode(SubmissionAnswer.self, from: Data(remove.stdout.utf8)).isOK)
        // The collection holds releases: recordings are refused after the lookup, before any write.
        let wrongType = try await CommandRunner.mbz(
            ["collection", "add", Self.collection, "recording", Self.recording], environment: environment)
        #expect(wrongType.status == 64)
        #expect(wrongType.stderr.contains("holds releases"))

        let log = try await scope.log()
        // The writes that were accepted (with Digest, each program's first one is challenged first).
        let writes = log.filter { ($0.method == "PUT" || $0.method == "DELETE") && $0.auth != "none" }
        #expect(writes.map(\.method) == ["PUT", "PUT", "DELETE"])
        #expect(writes.allSatisfy { $0.auth == login.logged && $0.rawQuery == "client=mbz-0.1.0&fmt=json" })
        let origin = "http://127.0.0.1:\(scope.server.port)"
        #expect(writes.allSatisfy { (origin + $0.rawPath + "?" + $0.rawQuery).count < 4_000 })
        #expect((origin + writes[0].rawPath + "?" + writes[0].rawQuery).count > 3_900)
        let sent = writes.prefix(2).flatMap { $0.path.components(separatedBy: "/").last?.split(separator: ";") ?? [] }
        #expect(sent.map(String.init) == items)
        for result in [list, editor, show, add, remove, wrongType] { Self.expectNoSecrets(result) }

        let dry = try await CommandRunner.mbz(
            ["collection", "add", Self.collection, "release", items[0], "--dry-run"], environment: environment)
        #expect(
            dry.stdout.hasPrefix(
                "PUT \(scope.baseURL.absoluteString)/collection/\(Self.collection)/releases/\(items[0])?client=mbz-0.1.0&fmt=json\n"
            ))
        #expect(try await scope.log().count == log.count)
    }

    @Test(
        "login prints the URL, reads the code, stores the token with permissions 0600; the stored token signs requests; logout revokes it"
    )
    func loginLogout() async throws {
        let scope = try LoopbackServer.start().scope()
        let issuedToken = "issued-access-token-9"
        try await scope.register([
            LoopbackServer.Route(
                pathPrefix: scope.prefix + "/oauth2", responses: [],
                oauth: .init(
                    clientID: "mbz-cli", clientSecret: "cli-secret-77",
                    redirectURI: OAuthConfiguration.outOfBandRedirectURI,
                    refresh: ["issued-refresh-9": .init(accessToken: issuedToken, refreshToken: "issued-refresh-9")],
                    userinfo: [issuedToken: ["sub": "cli-editor"]], issueCode: "code-from-page",
                    issue: .init(
                        accessToken: issuedToken, refreshToken: "issued-refresh-9", expiresIn: 3600,
                        scope: "profile tag rating"))),
            LoopbackServer.Route(
                method: "POST", path: scope.path("tag"), responses: [.json(Self.ok)],
                auth: .init(bearer: [issuedToken])),
        ])
        let environment = Self.environment(
            scope, ["MUSICBRAINZ_CLIENT_ID": "mbz-cli", "MUSICBRAINZ_CLIENT_SECRET": "cli-secret-77"])
        let folder = try #require(environment["XDG_CONFIG_HOME"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let login = try await CommandRunner.mbzInteractive(
            ["login", "--scope", "profile,tag,rating"], environment: environment
        ) { line in
            // The user opens the URL; the site shows the code, which the user pastes.
            guard line.hasPrefix("http://127.0.0.1"), let url = URL(string: line) else { return nil }
            let (data, _) = try await URLSession.shared.data(from: url)
            return String(decoding: data, as: UTF8.self)
        }
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stdout.contains("Signed in as cli-editor with profile tag rating"))
        #expect(!(login.stdout + login.stderr).contains(issuedToken))
        #expect(!(login.stdout + login.stderr).contains("cli-secret-77"))
        let tokenFile = folder + "/mbz/oauth-token.json"
        let attributes = try FileManager.default.attributesOfItem(atPath: tokenFile)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let clientAttributes = try FileManager.default.attributesOfItem(atPath: folder + "/mbz/oauth-client.json")
        #expect((clientAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let authorize = try #require(try await scope.log().first { $0.path.hasSuffix("/oauth2/authorize") })
        #expect(authorize.query["code_challenge_method"] == ["S256"])
        #expect(authorize.query["access_type"] == ["offline"])

        // Without any variable, the stored token signs the next command.
        let tag = try await CommandRunner.mbz(["tag", "artist", Self.artist, "jpop"], environment: environment)
        #expect(tag.status == 0, "\(tag.stderr)")
        #expect(try await scope.log().last?.auth == "bearer")

        // The stored token is for the site it came from: another host (localhost for 127.0.0.1)
        // gets a usage error, not the token.
        let otherHost = scope.baseURL.absoluteString.replacingOccurrences(of: "127.0.0.1", with: "localhost")
        let sentBefore = try await scope.log().count
        let elsewhere = try await CommandRunner.mbz(
            ["tag", "artist", Self.artist, "jpop", "--base-url", otherHost], environment: environment)
        #expect(elsewhere.status == 64, "\(elsewhere.stderr)")
        let port = try #require(scope.baseURL.port)
        #expect(
            elsewhere.stderr.contains("the stored token is for http://127.0.0.1:\(port), not http://localhost:\(port)"),
            "\(elsewhere.stderr)")
        // Nor another port or scheme of the same host.
        for base in [
            scope.baseURL.absoluteString.replacingOccurrences(
                of: ":\(port)/", with: ":\(port == 65535 ? 1 : port + 1)/"),
            scope.baseURL.absoluteString.replacingOccurrences(of: "http://", with: "https://"),
        ] {
            let other = try await CommandRunner.mbz(
                ["lookup", "artist", Self.artist, "--inc", "user-tags", "--base-url", base], environment: environment)
            #expect(other.status == 64, "\(base): \(other.stderr)")
            #expect(other.stderr.contains("the stored token is for http://127.0.0.1:\(port), not "), "\(other.stderr)")
        }
        #expect(try await scope.log().count == sentBefore)

        // An expired token is not refreshed when nothing may be sent (--offline), and a refresh
        // is never recorded (the refresh token and the client secret would be in the recording).
        var stored =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: tokenFile))) as? [String: Any]
        stored?["expires_at"] = Date().timeIntervalSince1970 - 60
        try JSONSerialization.data(withJSONObject: stored ?? [:]).write(to: URL(fileURLWithPath: tokenFile))
        let offline = try await CommandRunner.mbz(
            ["lookup", "artist", Self.artist, "--inc", "user-tags", "--offline"], environment: environment)
        #expect(offline.status != 0)
        #expect(try await scope.log().count == sentBefore, "--offline sent a request")
        let recording = FileManager.default.temporaryDirectory.appendingPathComponent("mbz-rec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: recording) }
        let tokenRequests = try await scope.log().filter { $0.path.hasSuffix("/oauth2/token") }.count
        let recorded = try await CommandRunner.mbz(
            ["tag", "artist", Self.artist, "jpop", "--record", recording.path], environment: environment)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(
            try await scope.log().filter { $0.path.hasSuffix("/oauth2/token") }.count == tokenRequests + 1,
            "the expired token was not refreshed")
        for file in try FileManager.default.contentsOfDirectory(atPath: recording.path) {
            let text = try String(contentsOf: recording.appendingPathComponent(file), encoding: .utf8)
            #expect(
                !file.contains("token") && !text.contains("cli-secret-77") && !text.contains("issued-refresh-9"),
                "\(file)")
        }

        let logout = try await CommandRunner.mbz(["logout"], environment: environment)
        #expect(logout.status == 0, "\(logout.stderr)")
        #expect(logout.stdout.contains("the token was revoked"))
        #expect(try await scope.log().last?.revoked == "issued-refresh-9")
        #expect(!FileManager.default.fileExists(atPath: tokenFile))
        let after = try await CommandRunner.mbz(["tag", "artist", Self.artist, "jpop"], environment: environment)
        #expect(after.status == 64)
        for result in [login, tag, elsewhere, logout, after] {
            #expect(!(result.stdout + result.stderr).contains(issuedToken))
        }
    }

    @Test("login --dry-run prints the authorization URL and the token request with its secrets redacted")
    func loginDryRun() async throws {
        let scope = try LoopbackServer.start().scope()
        let result = try await CommandRunner.mbz(
            ["login", "--client-id", "mbz-cli", "--client-secret", "cli-secret-77", "--dry-run"],
            environment: Self.environment(scope))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(
            lines.first?.hasPrefix(
                "GET \(scope.url("/oauth2/authorize").absoluteString)?response_type=code&client_id=mbz-cli") == true)
        #expect(lines.contains("POST \(scope.url("/oauth2/token").absoluteString)"))
        #expect(
            result.stdout.contains("code_verifier=<redacted>") && result.stdout.contains("client_secret=<redacted>"))
        #expect(!result.stdout.contains("cli-secret-77"))
        #expect(try await scope.log().isEmpty)
    }

    @Test("mbz decode shows the OK answer of a submission, XML and JSON, as a typed message")
    func decodeAnswer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mbz-decode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let documents = [
            "ok.xml": Self.header + "<message><text>OK</text></message></metadata>",
            "ok.json": #"{"message": "OK"}"#,
        ]
        for (name, text) in documents {
            let file = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            let result = try await CommandRunner.mbz(["decode", file.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("decoded as message"))
            #expect(
                try JSONDecoder().decode(SubmissionAnswer.self, from: Data(result.stdout.utf8)) == SubmissionAnswer())
        }
    }
}
