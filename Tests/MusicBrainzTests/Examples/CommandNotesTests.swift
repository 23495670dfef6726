import ExampleSupport
import Foundation
import MusicBrainz
import Testing

@testable import mbz

/// What mbz says on standard error while it works (retries, cache answers, --verbose, --quiet)
/// and the failure messages that help (a base URL without /ws/2, a merged MBID, hostile text).
@Suite struct CommandNotesTests {
    let id = CacheTestSupport.releaseID

    func lookup(_ scope: LoopbackServer.Scope, _ extra: [String] = []) async throws -> CommandRunner.Result {
        try await CommandRunner.mbz(
            ["lookup", "release", id.description, "--base-url", scope.baseURL.absoluteString] + extra)
    }

    @Test("a retry says so as it happens, with the status, the host, the wait and the attempt; --quiet silences it")
    func retryNote() async throws {
        let scope = try LoopbackServer.start().scope()
        let release = try OwnFixtures.data("release-lookup-violin-concertos.json")
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release/\(id)"),
                responses: [
                    .text("{\"error\": \"boom\"}", status: 500, contentType: "application/json"), .json(release),
                ])
        ])
        let result = try await lookup(scope)
        #expect(result.status == 0, "\(result.stderr)")
        let note = try #require(result.stderr.split(separator: "\n").first.map(String.init))
        #expect(note.hasPrefix("mbz: 500 from 127.0.0.1, retrying in "), "\(note)")
        #expect(note.hasSuffix(" s (attempt 2 of 5)"), "\(note)")
        #expect(result.stdout.hasPrefix("release: Violin Concertos"))

        let quiet = try await lookup(scope, ["--quiet", "--no-cache"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty)
    }

    @Test(
        "a rate-limit wait is noted when it is longer than a second, a retry whatever its wait; --quiet silences both")
    func waitNotes() throws {
        let request = HTTPRequest(url: try #require(URL(string: "https://musicbrainz.org/ws/2/release/\(id)")))
        func event(_ kind: RequestEvent.Kind, wait: Duration) -> RequestEvent {
            var event = RequestEvent(kind: kind, request: request, operation: "lookup-release", maximumAttempts: 5)
            event.wait = wait
            if kind == .retrying {
                event.attempt = 2
                event.status = 503
            }
            return event
        }
        let (io, capture) = CommandIO.capture("mbz", environment: [:])
        let report = ClientOptions.reporter(io)
        report(event(.waitingForRateLimit, wait: .milliseconds(1_000)))
        report(event(.waitingForRateLimit, wait: .milliseconds(2_500)))
        report(event(.retrying, wait: .milliseconds(300)))
        #expect(
            capture.standardError == """
                mbz: waiting 2.5 s for the rate limit of musicbrainz.org
                mbz: 503 from musicbrainz.org, retrying in 0.3 s (attempt 2 of 5)

                """)
        io.quiet = true
        report(event(.waitingForRateLimit, wait: .seconds(30)))
        report(event(.retrying, wait: .seconds(4)))
        #expect(capture.standardError.split(separator: "\n").count == 2)
    }

    @Test("bulk lookups show a progress line on a terminal only, one by one or in bulk; --quiet silences it")
    func bulkProgress() async throws {
        let scope = try LoopbackServer.start().scope()
        let ids = (0..<150).map(BulkResolutionTests.mbid)
        try await scope.register([
            .init(method: "GET", path: scope.path("release"), responses: [.init(behavior: "bulk_search")]),
            .init(
                method: "GET", pathPrefix: scope.path("release/"),
                responses: [.json(try OwnFixtures.data("release-lookup-violin-concertos.json"))]),
        ])
        let arguments = ["lookup", "release"] + ids.map(\.description) + ["--base-url", scope.baseURL.absoluteString]
        let terminal = try await CommandRunner.mbz(arguments, terminal: true)
        #expect(terminal.status == 0, "\(terminal.stderr)")
        // The first item draws the line; each item's text erases it first; it is gone at the end.
        #expect(terminal.stderr.hasPrefix("\rrelease: 1/150 resolved\u{1B}[K\r\u{1B}[K"), "\(terminal.stderr)")
        #expect(terminal.stderr.hasSuffix("\r\u{1B}[Kmbz: release: 150/150 resolved\n"), "\(terminal.stderr)")
        let plain = try await CommandRunner.mbz(arguments)
        #expect(plain.stderr == "mbz: release: 150/150 resolved\n")
        #expect(plain.stdout == terminal.stdout)
        #expect(try await CommandRunner.mbz(arguments + ["--quiet"], terminal: true).stderr.isEmpty)

        // One by one (--full): the same line, counting lookups.
        let full = Array(arguments.prefix(5)) + ["--full", "--base-url", scope.baseURL.absoluteString, "--no-cache"]
        let each = try await CommandRunner.mbz(full, terminal: true)
        #expect(each.status == 0, "\(each.stderr)")
        #expect(each.stderr.hasPrefix("\rrelease: 1/3 looked up\u{1B}[K"), "\(each.stderr)")
        #expect(each.stderr.hasSuffix("\r\u{1B}[Kmbz: release: 3/3 resolved\n"), "\(each.stderr)")
        #expect(try await CommandRunner.mbz(full).stderr == "mbz: release: 3/3 resolved\n")
        #expect(try await CommandRunner.mbz(full + ["--quiet"], terminal: true).stderr.isEmpty)
    }

    @Test("--verbose adds each request's URL and status, and a cache hit; without it a fresh hit says nothing")
    func verbose() async throws {
        let scope = try LoopbackServer.start().scope()
        try await CacheTestSupport.serveRelease(scope)
        let cache = try CacheTestSupport.directory()
        let first = try await lookup(scope, ["--verbose", "--cache", cache.path])
        #expect(first.stderr == "mbz: GET \(scope.baseURL.absoluteString)/release/\(id)?fmt=json → 200\n")
        let second = try await lookup(scope, ["--verbose", "--cache", cache.path])
        #expect(second.stderr.hasPrefix("mbz: served from the cache (stored "), "\(second.stderr)")
        let plain = try await lookup(scope, ["--cache", cache.path])
        #expect(plain.stderr.isEmpty)
        #expect(plain.stdout == second.stdout)
    }

    @Test("an --offline answer older than its freshness says how old it is")
    func offlineAge() async throws {
        let scope = try LoopbackServer.start().scope()
        try await CacheTestSupport.serveRelease(scope)
        let directory = try CacheTestSupport.directory()
        // Stored ten days ago: a lookup stays fresh for a week.
        let old = ResponseCache(
            store: try DiskResponseStore(directory: directory), currentDate: { Date().addingTimeInterval(-10 * 86_400) }
        )
        _ = try await CacheTestSupport.client(scope, cache: old).lookup(Release.self, id: id)
        let result = try await lookup(scope, ["--offline", "--cache", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "mbz: served from the cache (stored 10 days ago, past its freshness)\n")
        #expect(try await scope.log().count == 1)
    }

    @Test("a 404 under a base URL without /ws/2 says to add it")
    func missingWS2() async throws {
        let scope = try LoopbackServer.start().scope()
        let root = scope.baseURL.deletingLastPathComponent().deletingLastPathComponent().absoluteString
        let result = try await CommandRunner.mbz(["lookup", "release", id.description, "--base-url", root])
        #expect(result.status == 1)
        #expect(result.stderr.contains("(notFound)"), "\(result.stderr)")
        #expect(result.stderr.contains("hint: the base URL \(root) does not end in /ws/2"), "\(result.stderr)")
        // A 404 under a proper root is just "not found".
        try await scope.register([
            .init(method: "GET", path: scope.path("release/\(id)"), responses: [.text("{}", status: 404)])
        ])
        #expect(!(try await lookup(scope).stderr.contains("hint:")))
    }

    /// A release lookup answering with another MBID and a title a hostile mirror chose.
    func serveRelease(_ scope: LoopbackServer.Scope, id: String, title: String) async throws {
        let text = String(decoding: try OwnFixtures.data("release-lookup-violin-concertos.json"), as: UTF8.self)
        let data = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
        var object = data
        object["id"] = id
        object["title"] = title
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release/\(self.id)"),
                responses: [.json(try JSONSerialization.data(withJSONObject: object))])
        ])
    }

    @Test("a lookup of a merged MBID says that it changed, and to what")
    func mergedMBID() async throws {
        let scope = try LoopbackServer.start().scope()
        let target = "0f3ce0d4-1e7c-4c08-a1a5-1ad3b5a4b5a5"
        try await serveRelease(scope, id: target, title: "Violin Concertos")
        let result = try await lookup(scope)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  note: \(id) was merged into \(target); use the new MBID\n"))
    }

    @Test("control characters in a server's text are shown as U+FFFD, the visible text kept")
    func hostileText() async throws {
        let scope = try LoopbackServer.start().scope()
        try await serveRelease(scope, id: id.description, title: "Violin\u{1B}]0;pwned\u{07} Concertos\u{9B}2J")
        let result = try await lookup(scope)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("release: Violin\u{FFFD}]0;pwned\u{FFFD} Concertos\u{FFFD}2J"))
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
        // JSON escapes them.
        let json = try await lookup(scope, ["--json"])
        #expect(json.stdout.contains("Violin\\u001b]0;pwned\\u0007 Concertos"))
    }

    @Test("album --format with a medium format still works, with a note naming --medium-format")
    func albumFormat() async throws {
        let base = "http://localhost:5000/ws/2"
        let old = try await CommandRunner.mbz([
            "album", "Rumours", "--format", "vinyl", "--dry-run", "--base-url", base,
        ])
        let new = try await CommandRunner.mbz([
            "album", "Rumours", "--medium-format", "vinyl", "--dry-run", "--base-url", base,
        ])
        #expect(old.status == 0)
        #expect(old.stdout == new.stdout)
        #expect(old.stdout.contains("format%3A%22vinyl%22"))
        #expect(old.stderr.contains("--medium-format vinyl"))
        #expect(new.stderr.isEmpty)
        let xml = try await CommandRunner.mbz(["album", "Rumours", "--format", "xml", "--dry-run", "--base-url", base])
        #expect(!xml.stdout.contains("fmt=json"))
        #expect(xml.stderr.isEmpty)
    }

    @Test("text pads by display width: a CJK title takes two columns a character, and the wall's grid stays aligned")
    func displayWidth() {
        #expect(TerminalText.width("ビートルズ") == 10)
        #expect(TerminalText.width("Bjo\u{308}rk") == 5)
        #expect(TerminalText.fitted("ビートルズ", to: 12) == "ビートルズ  ")
        #expect(TerminalText.fitted("ビートルズのアルバム", to: 9) == "ビートル…")
        #expect(TerminalText.fitted("ビートルズのアルバム", to: 10) == "ビートル… ")
        let tiles = ["東京事変", "Abbey Road", "아이유 Palette", "Ｆｕｌｌ"].map {
            AlbumArtWallTile(title: $0, year: 2000, cover: nil)
        }
        let lines = AlbumArtWallGrid(tiles: tiles, columns: 2).text.split(separator: "\n").map(String.init)
        #expect(Set(lines.map(TerminalText.width)).count == 1, "\(lines.joined(separator: "\n"))")
    }
}
