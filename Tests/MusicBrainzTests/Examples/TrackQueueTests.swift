import Foundation
import MusicBrainz
import Testing

/// The TrackQueue example, end to end against a release lookup on the loopback server.
@Suite struct TrackQueueTests {
    static let releaseID = "5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e"

    static func serve() async throws -> LoopbackServer.Scope {
        let scope = try LoopbackServer.start().scope()
        try await scope.get(
            "release/\(releaseID)", .json(try OwnFixtures.data("release-lookup-violin-concertos.json")))
        return scope
    }

    static func arguments(_ scope: LoopbackServer.Scope) -> [String] {
        ["--base-url", scope.baseURL.absoluteString, "--caa-base-url", scope.url("/caa").absoluteString]
    }

    @Test("TrackQueue prints the chosen tracks in order with the total length and the cover")
    func queue() async throws {
        let scope = try await Self.serve()
        let result = try await CommandRunner.run("TrackQueue", [Self.releaseID, "2:2", "1-2"] + Self.arguments(scope))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(
            result.stdout == """
                Violin Concertos – Hilary Hahn & LACO
                1. Violin Concerto in E major: II. Adagio – Hilary Hahn & LACO  (disc 2, track 2)  6:35
                2. Violin Concerto in A minor: I. Allegro moderato – Hilary Hahn & LACO  (disc 1, track 1)  3:47
                3. Violin Concerto in A minor: II. Andante – Hilary Hahn & LACO  (disc 1, track 2)  6:23
                Total: 16:45 (3 tracks)
                Cover: \(scope.url("/caa").absoluteString)/release/\(Self.releaseID)/front-250

                """)
        let log = try await scope.log()
        #expect(log.count == 1)  // the cover URL is built, not fetched
        #expect(log.first?.query["inc"]?.first?.split(separator: " ").sorted() == ["artist-credits", "recordings"])
    }

    @Test("TrackQueue --json prints a PlayQueue an app can decode; no selection means all")
    func json() async throws {
        let scope = try await Self.serve()
        let result = try await CommandRunner.run("TrackQueue", [Self.releaseID, "--json"] + Self.arguments(scope))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let queue = try JSONDecoder().decode(PlayQueue.self, from: Data(result.stdout.utf8))
        #expect(queue.entries.count == 5)
        #expect(queue.length == .seconds(1694))
        #expect(queue.entries.map(\.position.description) == ["1:1", "1:2", "1:3", "2:1", "2:2"])
    }

    @Test("a selection the release does not have is refused with what it has")
    func badSelection() async throws {
        let scope = try await Self.serve()
        let missing = try await CommandRunner.run("TrackQueue", [Self.releaseID, "2:9"] + Self.arguments(scope))
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("has no track 2:9; it has disc 1: tracks 1–3, disc 2: tracks 1–2"))
        let garbled = try await CommandRunner.run("TrackQueue", [Self.releaseID, "one"] + Self.arguments(scope))
        #expect(garbled.status == 64)
        #expect(garbled.stderr.contains("\"one\" is not a track selection"))
    }

    /// The line of an entry, as `show` and the moves print it.
    static func line(_ number: Int, _ track: String) -> String {
        let lines = [
            "1:1": "Violin Concerto in A minor: I. Allegro moderato – Hilary Hahn & LACO  (disc 1, track 1)  3:47",
            "1:2": "Violin Concerto in A minor: II. Andante – Hilary Hahn & LACO  (disc 1, track 2)  6:23",
            "1:3": "Violin Concerto in A minor: III. Allegro assai – Hilary Hahn & LACO  (disc 1, track 3)  3:41",
            "2:1": "Violin Concerto in E major: I. Allegro – Hilary Hahn & LACO  (disc 2, track 1)  7:48",
            "2:2": "Violin Concerto in E major: II. Adagio – Hilary Hahn & LACO  (disc 2, track 2)  6:35",
        ]
        return "\(number). \(lines[track] ?? "?")"
    }

    @Test("a --script drives the queue: add, next, play next, repeat, previous, remove, jump, the end, show")
    func script() async throws {
        let scope = try await Self.serve()
        let script = """
            add 1-3 2:2; next; next; play-next 2:1; show; repeat one; advance; next; previous 10; previous;
            remove 2; jump 4; repeat off; next; show
            """
        let result = try await CommandRunner.run(
            "TrackQueue",
            [Self.releaseID, "--script", script.replacingOccurrences(of: "\n", with: " ")]
                + Self.arguments(scope))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let expected = [
            "added 4 entries",
            "playing " + Self.line(1, "1:1"),
            "playing " + Self.line(2, "1:2"),
            "added 1 entry to play next",
            // show: play order, > before the current entry and nothing else before it.
            "  " + Self.line(1, "1:1"),
            "> " + Self.line(2, "1:2"),
            "  " + Self.line(3, "2:1"),
            "  " + Self.line(4, "1:3"),
            "  " + Self.line(5, "2:2"),
            "repeat one",
            "playing " + Self.line(2, "1:2"),  // the entry ended: repeat one stays on it
            "playing " + Self.line(3, "2:1"),  // a skip moves on
            "playing " + Self.line(3, "2:1"),  // 10 s in: previous restarts the entry
            "playing " + Self.line(2, "1:2"),  // at the start: previous goes back
            "removed " + Self.line(2, "1:2"),  // the current entry: the next one becomes current
            "playing " + Self.line(4, "2:2"),
            "repeat off",
            "the queue has ended",
            "  " + Self.line(1, "1:1"),
            "  " + Self.line(2, "2:1"),
            "  " + Self.line(3, "1:3"),
            "> " + Self.line(4, "2:2"),
        ]
        #expect(result.stdout.split(separator: "\n").map(String.init) == expected)
        let log = try await scope.log()
        #expect(log.count == 1)
    }

    @Test("shuffle keeps the current entry first and every entry once; unshuffle restores the order; a seed repeats it")
    func shuffle() async throws {
        let scope = try await Self.serve()
        let arguments =
            [Self.releaseID, "--script", "add all; jump 3; shuffle; show; unshuffle; show", "--seed", "42"]
            + Self.arguments(scope)
        let result = try await CommandRunner.run("TrackQueue", arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 14)  // three notes, five shown, one note, five shown
        #expect(
            lines[0...2] == ["added 5 entries", "playing " + Self.line(3, "1:3"), "shuffled: the current entry first"])
        let shuffled = Array(lines[3..<8])
        #expect(shuffled[0] == "> " + Self.line(1, "1:3"))
        #expect(shuffled.dropFirst().allSatisfy { $0.hasPrefix("  ") })
        let titles = shuffled.map { $0.dropFirst(5) }  // "> 1. " or "  2. "
        let all = ["1:1", "1:2", "1:3", "2:1", "2:2"].map { Self.line(1, $0).dropFirst(3) }
        #expect(Set(titles) == Set(all) && titles.count == 5)
        #expect(lines[8] == "unshuffled")
        #expect(
            Array(lines[9...])
                == ["1:1", "1:2", "1:3", "2:1", "2:2"].enumerated().map { index, track in
                    (index == 2 ? "> " : "  ") + Self.line(index + 1, track)
                })
        let again = try await CommandRunner.run("TrackQueue", arguments)
        #expect(again.stdout == result.stdout)
    }

    @Test("--script - reads one command a line from standard input; --json prints the queue the script left")
    func standardInput() async throws {
        let scope = try await Self.serve()
        let input = "add 2:1 1:1\n# a comment\n\nnext\nshow\n"
        let result = try await CommandRunner.run(
            "TrackQueue", [Self.releaseID, "--script", "-"] + Self.arguments(scope), input: Data(input.utf8))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(
            result.stdout == """
                added 2 entries
                playing \(Self.line(1, "2:1"))
                > \(Self.line(1, "2:1"))
                  \(Self.line(2, "1:1"))

                """)
        let json = try await CommandRunner.run(
            "TrackQueue",
            [Self.releaseID, "2:2", "--script", "add 1; next; repeat all", "--json"] + Self.arguments(scope))
        #expect(json.status == 0, "stderr: \(json.stderr)")
        let queue = try JSONDecoder().decode(PlayQueue.self, from: Data(json.stdout.utf8))
        #expect(queue.entries.map(\.position.description) == ["2:2", "1:1"])
        #expect(queue.currentIndex == 0)
        #expect(queue.repeatMode == .all)
    }

    @Test("a mistyped script is refused before any request; a position or track the queue lacks names its command")
    func scriptErrors() async throws {
        let scope = try await Self.serve()
        let typo = try await CommandRunner.run(
            "TrackQueue", [Self.releaseID, "--script", "add 1; jmup 2"] + Self.arguments(scope))
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("script command 2 (jmup 2): not a command; did you mean jump?"))
        let arity = try await CommandRunner.run(
            "TrackQueue", [Self.releaseID, "--script", "repeat sometimes"] + Self.arguments(scope))
        #expect(arity.stderr.contains("script command 1 (repeat sometimes): repeat takes all, one or off"))
        #expect(try await scope.log().isEmpty)

        let position = try await CommandRunner.run(
            "TrackQueue", [Self.releaseID, "--script", "add 1; remove 3; show"] + Self.arguments(scope))
        #expect(position.status == 64)
        #expect(position.stdout == "added 1 entry\n")
        #expect(position.stderr.contains("script command 2 (remove 3): there is no entry 3; the queue has 1"))
        let track = try await CommandRunner.run(
            "TrackQueue", [Self.releaseID, "--script", "add 2:9"] + Self.arguments(scope))
        #expect(track.status == 64)
        #expect(track.stderr.contains("script command 1 (add 2:9): The release \(Self.releaseID) has no track 2:9"))
    }
}
