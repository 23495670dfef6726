import Foundation
import MusicBrainz

/// Requests per second of this library's client against a loopback mirror (rate limit off).
enum RequestBenchmark {
    static func run(url: URL, transportName: String, count: Int, concurrency: Int) async throws {
        let transport: any HTTPTransport
        switch transportName {
        case "curl":
            #if Curl
                transport = CurlTransport()
            #else
                FileHandle.standardError.write(Data("mbbench: built without the Curl trait\n".utf8))
                exit(2)
            #endif
        default:
            transport = URLSessionTransport(maximumConnectionsPerHost: max(1, concurrency))
        }
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: url,
                userAgent: UserAgent(application: "mbbench", version: "1.0", contact: "benchmarks@example.org"),
                format: .json, rateLimit: .unlimited, retryPolicy: .none),
            transport: transport)
        guard let id = MBID("5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e") else { exit(70) }
        let request = LookupRequest<Release>(
            id: id, including: [.artistCredits, .labels, .recordings, .releaseGroups, .media])
        // Warm up: the first request opens the connection.
        _ = try await client.send(request)
        let clock = ContinuousClock()
        let elapsed = try await clock.measure {
            try await withThrowingTaskGroup(of: Void.self) { group in
                let perWorker = count / max(1, concurrency)
                for _ in 0..<max(1, concurrency) {
                    group.addTask {
                        for _ in 0..<perWorker { _ = try await client.send(request) }
                    }
                }
                try await group.waitForAll()
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let done = (count / max(1, concurrency)) * max(1, concurrency)
        emit([
            "group": "requests-\(concurrency == 1 ? "sequential" : "concurrent")",
            "name": "swift-musicbrainz (\(transportName))", "requests": done, "seconds": seconds,
        ])
    }
}
