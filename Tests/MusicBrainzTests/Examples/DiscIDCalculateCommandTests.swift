import Foundation
import Testing

/// `mbz discid --calculate`: the identifiers of a TOC, computed by the built program without a
/// request.
@Suite struct DiscIDCalculateCommandTests {
    @Test("four name: value lines per test vector, and nothing sent", arguments: TOCDiscIDTests.vectors)
    func lines(_ vector: TOCDiscIDTests.Vector) async throws {
        // A base URL that answers, so a request would show in its log.
        let scope = try LoopbackServer.start().scope()
        let result = try await CommandRunner.mbz(
            ["discid", "--calculate", "--toc", vector.toc],
            environment: ["MUSICBRAINZ_BASE_URL": scope.baseURL.absoluteString])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let tracks = vector.toc.split(separator: " ")[1]
        let plus = vector.toc.replacingOccurrences(of: " ", with: "+")
        #expect(
            result.stdout == """
                disc id: \(vector.discID)
                freedb id: \(vector.freeDBID)
                toc: \(vector.toc)
                submission url: https://musicbrainz.org/cdtoc/attach?id=\(vector.discID)&tracks=\(tracks)&toc=\(plus)

                """)
        #expect(try await scope.log().isEmpty)
        // Only Lunar (first track 2) gets a warning, on stderr.
        #expect(result.stderr.contains("MusicBrainz takes a TOC only from track 1") == vector.toc.hasPrefix("2 "))
    }

    @Test("--json prints the four values as one JSON object")
    func json() async throws {
        let vector = TOCDiscIDTests.vectors[0]
        let result = try await CommandRunner.mbz(["discid", "--calculate", "--json", "--toc", vector.toc])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: String])
        #expect(
            object == [
                "disc-id": "xUp1F2NkfP8s8jaeFn_Av3jNEI4-", "freedb-id": "370fce16", "toc": vector.toc,
                "submission-url":
                    "https://musicbrainz.org/cdtoc/attach?id=xUp1F2NkfP8s8jaeFn_Av3jNEI4-&tracks=22&toc="
                    + vector.toc.replacingOccurrences(of: " ", with: "+"),
            ])
    }

    @Test("--data-track drops an Enhanced CD's data track; --site-url moves the submission URL")
    func enhancedCDOnAMirror() async throws {
        // Recoil, "Liquid", as the drive reports it: 11 tracks, the last one data.
        let result = try await CommandRunner.mbz([
            "discid", "--calculate", "--data-track", "--site-url", "http://localhost:5000", "--toc",
            "1 11 333801 150 12767 40487 63225 93410 118115 151865 184340 215260 247455 281735",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n") == [
                "disc id: 9AQWqQ0eCCwktwPPrIUIYkUw2Uo-", "freedb id: 890e120a",
                "toc: 1 10 270335 150 12767 40487 63225 93410 118115 151865 184340 215260 247455",
                "submission url: http://localhost:5000/cdtoc/attach?id=9AQWqQ0eCCwktwPPrIUIYkUw2Uo-&tracks=10&toc=1+10+270335+150+12767+40487+63225+93410+118115+151865+184340+215260+247455",
            ])
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let refusals: [Refusal] = [
        Refusal(arguments: ["--toc", "0 1 30000 150"], message: "Invalid TOC: the first track must be 1 to 99, not 0"),
        Refusal(
            arguments: ["--toc", "3 2 30000 150 15000"],
            message: "Invalid TOC: the first track 3 must not come after the last track 2"),
        Refusal(
            arguments: ["--toc", "1 100 30000 " + (1...100).map { String($0 * 150) }.joined(separator: " ")],
            message: "Invalid TOC: the last track must be 1 to 99, not 100"),
        Refusal(arguments: ["--toc", "1 2 30000 150"], message: "Invalid TOC: 2 tracks need 2 offsets, not 1"),
        Refusal(
            arguments: ["--toc", "1 3 30000 150 15000 15000"],
            message: "Invalid TOC: offsets must increase, but track 3 starts at 15000, not after 15000"),
        Refusal(
            arguments: ["--toc", "1 2 15000 150 15000"],
            message: "Invalid TOC: the lead-out 15000 must come after the last track's offset 15000"),
        Refusal(
            arguments: ["--toc", "1 2 405001 150 15000"],
            message: "Invalid TOC: the lead-out 405001 is beyond 90 minutes (405000 sectors)"),
        Refusal(arguments: ["--toc", "1 1 30000 x"], message: "Invalid TOC: \"x\" is not a non-negative whole number"),
        Refusal(
            arguments: ["--toc", "1 2 30000 150 11550", "--data-track"],
            message: "Invalid TOC: the data track at 11550 must start more than 11400 sectors after"),
        Refusal(
            arguments: ["--toc", "1 1 30000 150", "--site-url", "ftp://mirror.example"],
            message: "is not an http or https URL with a host"),
        Refusal(arguments: [], message: "discid --calculate needs --toc"),
        Refusal(arguments: ["xUp1F2NkfP8s8jaeFn_Av3jNEI4-", "--toc", "1 1 30000 150"], message: "takes no DISCID"),
        Refusal(
            arguments: ["--toc", "1 1 30000 150", "--inc", "recordings"], message: "--inc does not go with --calculate"),
    ]

    @Test("an invalid TOC exits 64 with the rule it breaks, and prints nothing", arguments: refusals)
    func refusal(_ refusal: Refusal) async throws {
        let result = try await CommandRunner.mbz(["discid", "--calculate"] + refusal.arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(refusal.message), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
