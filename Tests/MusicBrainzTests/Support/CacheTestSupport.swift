import Foundation
import MusicBrainz

/// Clients with a response cache against the loopback server, a date the tests move, and
/// throwaway cache directories.
enum CacheTestSupport {
    static let releaseID = MBID("5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e")!

    /// A wall-clock date a test moves forward.
    final class MovableDate: @unchecked Sendable {
        // @unchecked: `date` is guarded by `lock`.
        private let lock = NSLock()
        private var date = Date(timeIntervalSince1970: 1_800_000_000)

        var now: Date { lock.withLock { date } }

        func advance(_ duration: Duration) {
            lock.withLock { date = date.addingTimeInterval(Double(duration.components.seconds)) }
        }
    }

    /// A new, empty directory under the temporary folder.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mb-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A client of the loopback scope through a cache, without retries or rate limit.
    static func client(
        _ scope: LoopbackServer.Scope, cache: ResponseCache, format: ResponseFormat = .json,
        credentials: Credentials? = nil, shares: Bool = false
    ) -> MusicBrainzClient {
        var configuration = MusicBrainzClient.Configuration(
            baseURL: scope.baseURL, userAgent: TestClients.userAgent, format: format, rateLimit: .unlimited,
            retryPolicy: .none, credentials: credentials)
        configuration.sharesIdenticalRequests = shares
        return MusicBrainzClient(
            configuration: configuration, transport: TestTransports.urlSession.make(), middlewares: [cache])
    }

    /// Serves the Violin Concertos release lookup (JSON or XML) under the scope, for any `inc`.
    static func serveRelease(
        _ scope: LoopbackServer.Scope, format: ResponseFormat = .json, headers: [String: String] = [:]
    ) async throws {
        let name = format == .json ? "release-lookup-violin-concertos.json" : "release-lookup-violin-concertos.xml"
        var response: LoopbackServer.Response =
            format == .json ? .json(try OwnFixtures.data(name)) : .xml(try OwnFixtures.data(name))
        for (name, value) in headers { response.headers[name] = value }
        try await scope.register([
            .init(method: "GET", path: scope.path("release/\(releaseID)"), responses: [response])
        ])
    }

    /// The number of requests the server received under the scope.
    static func requestCount(_ scope: LoopbackServer.Scope) async throws -> Int { try await scope.log().count }
}
