import Foundation
import MusicBrainz
import Testing

/// The AlbumInfo example, end to end: the matcher's search and the lookup on the loopback server.
@Suite struct AlbumInfoTests {
    static let releaseID = "5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e"

    @Test("AlbumInfo prints the track list, artists, basic and additional info")
    func album() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release"), queryContains: ["query": "Violin Concertos"],
                responses: [.json(try OwnFixtures.data("release-search-violin-concertos.json"))]),
            .init(
                method: "GET", path: scope.path("release/\(Self.releaseID)"),
                responses: [.json(try OwnFixtures.data("release-lookup-violin-concertos.json"))]),
        ])
        let result = try await CommandRunner.run(
            "AlbumInfo", ["Violin", "Concertos", "--base-url", scope.baseURL.absoluteString])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(
            result.stdout == """
                Violin Concertos – Hilary Hahn & LACO

                Track list
                  1.1. Violin Concerto in A minor: I. Allegro moderato  3:47
                  1.2. Violin Concerto in A minor: II. Andante  6:23
                  1.3. Violin Concerto in A minor: III. Allegro assai  3:41
                  2.1. Violin Concerto in E major: I. Allegro  7:48
                  2.2. Violin Concerto in E major: II. Adagio  6:35
                  Total: 28:14

                Artists
                  Credited as: Hilary Hahn & LACO (sorts as Hahn, Hilary & Los Angeles Chamber Orchestra)
                  Hilary Hahn – c7d8e9f0-a1b2-4c3d-8e4f-5a6b7c8d9e0f
                  Los Angeles Chamber Orchestra – d1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a

                Basic info
                  Date: 2003-09-09
                  Country: DE
                  Format: CD + CD
                  Language: eng
                  Script: Latn

                Additional info
                  Data quality: high
                  Status: Official
                  Match: 1.00, confident match (0.84 ahead of the next)
                  MBID: \(Self.releaseID)

                """)
        let log = try await scope.log()
        #expect(log.count == 2)
        #expect(log.first?.query["query"] == ["release:(Violin Concertos)"])
    }

    @Test("no match is reported, not invented")
    func noMatch() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.get(
            "release",
            .json(Data(#"{"created": "2024-01-01T00:00:00Z", "count": 0, "offset": 0, "releases": []}"#.utf8)))
        let result = try await CommandRunner.run("AlbumInfo", ["Nothing", "--base-url", scope.baseURL.absoluteString])
        #expect(result.status == 1)
        #expect(result.stderr.contains("No album is clearly \"Nothing\": no match."))
        #expect(result.stdout.isEmpty)
    }
}
