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
}
