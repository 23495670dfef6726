import Foundation
import MusicBrainz
import MusicBrainzTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the response cache and bulk resolution save, against the project's loopback server
/// (`Tests/MusicBrainzTests/Support/loopback_server.py`, started by run.sh): each mode
/// registers its routes under a path prefix of its own through the server's control API and
/// counts the requests the server logged there.
///
/// - `bulk`: 500 release MBIDs at one request per second on a ``TestClock`` that jumps over
///   every wait, resolved in bulk and then by 500 lookups; requests sent and the clock's time.
/// - `art`: an art wall of 50 release groups' front thumbnails through the Cover Art
///   Archive's limit (one request per 200 ms), cold (empty disk cache) and warm (a new cache
///   on the same directory); requests sent and wall time.
/// - `lookups`: 1,000 lookups of one release, from the disk cache (`--cache DIR`) or from the
///   server; lookups per second and the growth of the peak resident set. Run each in a fresh
///   process.
enum CacheBenchmark {
    static let agent = UserAgent(application: "mbbench", version: "1.0", contact: "benchmarks@example.org")

    static func run(arguments: [String]) async throws {
        guard arguments.count >= 2, let control = argument("--server", in: arguments).flatMap(URL.init(string:)) else {
            FileHandle.standardError.write(
                Data("usage: mbbench cache bulk|art|lookups --server http://127.0.0.1:PORT …\n".utf8))
            exit(64)
        }
        let server = ControlledServer(root: control)
        switch arguments[1] {
        case "bulk": try await bulk(server)
        case "art": try await art(server)
        case "lookups":
            let count = Int(argument("--count", in: arguments) ?? "1000") ?? 1000
            let fixture = URL(fileURLWithPath: argument("--fixture", in: arguments) ?? "")
            try await lookups(
                server, fixture: fixture, count: count,
                cache: argument("--cache", in: arguments).map { URL(fileURLWithPath: $0) })
        default:
            FileHandle.standardError.write(Data("unknown cache benchmark \(arguments[1])\n".utf8))
            exit(64)
        }
    }

    // MARK: Bulk resolution

    static func mbid(_ number: Int) -> MBID {
        MBID(String(format: "00000000-0000-4000-8000-%012d", number)) ?? MBID("00000000-0000-4000-8000-000000000000")!
    }

    static func bulk(_ server: ControlledServer) async throws {
        let prefix = server.newPrefix()
        let ids = (0..<500).map(mbid)
        var routes: [[String: Any]] = []
        for start in stride(from: 0, to: ids.count, by: 100) {
            let items = ids[start..<(start + 100)].map {
                #"{"id": "\#($0)", "score": 100, "title": "Release \#($0.description.suffix(3))"}"#
            }
            let page =
                #"{"created": "2026-01-01T00:00:00.000Z", "count": 100, "offset": 0, "releases": [\#(items.joined(separator: ", "))]}"#
            routes.append([
                "method": "GET", "path": prefix + "/ws/2/release",
                "query_contains": ["query": "reid:(\(ids[start]) OR"],
                "responses": [["headers": ["Content-Type": "application/json"], "body": page]],
            ])
        }
        routes.append([
            "method": "GET", "path_prefix": prefix + "/ws/2/release/",
            "responses": [
                [
                    "headers": ["Content-Type": "application/json"],
                    "body": #"{"id": "\#(ids[0])", "title": "Release"}"#,
                ]
            ],
        ])
        try await server.register(routes)
        for lookupsOnly in [false, true] {
            let clock = TestClock(advancesAutomatically: true)
            var configuration = MusicBrainzClient.Configuration(
                baseURL: server.url(prefix + "/ws/2"), userAgent: agent, format: .json, retryPolicy: .none)
            configuration.rateLimit = .custom(IntervalRateLimiter(interval: .seconds(1), clock: clock))
            let client = MusicBrainzClient(configuration: configuration, transport: URLSessionTransport(), clock: clock)
            let before = try await server.requestCount(prefix)
            let wall = ContinuousClock.now
            var resolved = 0
            for try await item in client.resolve(Release.self, ids: ids, lookupsOnly: lookupsOnly)
            where item.value != nil {
                resolved += 1
            }
            let seconds = seconds(ContinuousClock.now - wall)
            let sent = try await server.requestCount(prefix) - before
            emit([
                "group": "cache-bulk",
                "name": lookupsOnly ? "500 lookups (one per MBID)" : "bulk resolution (searches of 100)",
                "requests": sent, "resolved": resolved, "clock_seconds": Self.seconds(clock.now.offset),
                "seconds": seconds,
            ])
        }
    }

    // MARK: Art wall

    static func art(_ server: ControlledServer) async throws {
        let prefix = server.newPrefix()
        let groups = (0..<50).map { mbid(10_000 + $0) }
        var routes: [[String: Any]] = []
        var generator = SystemRandomNumberGenerator()
        for (index, group) in groups.enumerated() {
            let release = mbid(20_000 + index)
            let file = "/ia/download/mbid-\(release)/mbid-\(release)-\(index)_thumb250.jpg"
            let image = Data((0..<24_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
            routes.append([
                "method": "GET", "path": prefix + "/caa/release-group/\(group)/front-250",
                "responses": [
                    [
                        "status": 307, "headers": ["Location": server.url(prefix + file).absoluteString],
                        "behavior": "empty",
                    ]
                ],
            ])
            routes.append([
                "method": "GET", "path": prefix + file,
                "responses": [["headers": ["Content-Type": "image/jpeg"], "body_base64": image.base64EncodedString()]],
            ])
        }
        try await server.register(routes)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mbbench-art-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for pass in ["cold", "warm"] {
            let cache = ResponseCache(store: try DiskResponseStore(directory: directory))
            let client = CoverArtArchiveClient(
                configuration: .init(
                    baseURL: server.url(prefix + "/caa"), userAgent: agent, rateLimit: .interval(.milliseconds(200)),
                    retryPolicy: .none),
                transport: URLSessionTransport(), middlewares: [cache])
            let before = try await server.requestCount(prefix)
            let start = ContinuousClock.now
            // An art wall asks for every cover at once; the limiter paces them.
            let bytes = try await withThrowingTaskGroup(of: Int.self) { tasks in
                for group in groups {
                    tasks.addTask {
                        try await client.imageData(.front, of: .releaseGroup(group), size: .thumbnail250)?.data.count
                            ?? 0
                    }
                }
                return try await tasks.reduce(0, +)
            }
            let elapsed = seconds(ContinuousClock.now - start)
            let sent = try await server.requestCount(prefix) - before
            emit([
                "group": "cache-art", "name": "\(pass) cache", "requests": sent, "images": groups.count,
                "bytes": bytes, "seconds": elapsed,
            ])
        }
    }

    // MARK: Repeated lookups

    static func lookups(_ server: ControlledServer, fixture: URL, count: Int, cache directory: URL?) async throws {
        let prefix = server.newPrefix()
        let id = mbid(1)
        try await server.register([
            [
                "method": "GET", "path": prefix + "/ws/2/release/\(id)",
                "responses": [["headers": ["Content-Type": "application/json"], "body_file": fixture.path]],
            ]
        ])
        var middlewares: [any HTTPMiddleware] = []
        if let directory {
            middlewares.append(ResponseCache(store: try DiskResponseStore(directory: directory)))
        }
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: server.url(prefix + "/ws/2"), userAgent: agent, format: .json, rateLimit: .unlimited,
                retryPolicy: .none),
            transport: URLSessionTransport(), middlewares: middlewares)
        // The first lookup opens the connection and, with a cache, fills it.
        _ = try await client.lookup(Release.self, id: id)
        let residentBefore = Measure.peakResidentBytes()
        let before = try await server.requestCount(prefix)
        let start = ContinuousClock.now
        for _ in 0..<count { _ = try await client.lookup(Release.self, id: id) }
        let elapsed = seconds(ContinuousClock.now - start)
        let sent = try await server.requestCount(prefix) - before
        emit([
            "group": "cache-lookups",
            "name": directory == nil ? "loopback server, no cache" : "disk cache",
            "lookups": count, "requests": sent, "seconds": elapsed,
            "peak_growth": Measure.peakResidentBytes() - residentBefore, "peak": Measure.peakResidentBytes(),
        ])
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// The loopback server's control API (see loopback_server.py).
struct ControlledServer: Sendable {
    let root: URL

    func newPrefix() -> String { "/bench/" + UUID().uuidString.lowercased() }

    func url(_ path: String) -> URL { root.appendingPathComponent(String(path.dropFirst())) }

    func register(_ routes: [[String: Any]]) async throws {
        var request = URLRequest(url: url("/__control/routes"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: ["routes": routes])
        _ = try await URLSession.shared.data(for: request)
    }

    func requestCount(_ prefix: String) async throws -> Int {
        var components = URLComponents(url: url("/__control/log"), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "prefix", value: prefix)]
        guard let logURL = components?.url else { return 0 }
        let (data, _) = try await URLSession.shared.data(from: logURL)
        return (try JSONSerialization.jsonObject(with: data) as? [Any])?.count ?? 0
    }
}
