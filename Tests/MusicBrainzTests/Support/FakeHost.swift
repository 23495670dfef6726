import Foundation
import MusicBrainz
import MusicBrainzTesting

/// A fake MusicBrainz host on a ``TestClock``, behind a ``MockTransport``: it notes the clock's
/// time of every request, refuses with 503 + `Retry-After: 1` a request that comes less than
/// `minimumSpacing` after the previous accepted one (as musicbrainz.org does beyond its rate),
/// and otherwise answers with its script, one reply per request, the last one repeating.
final class FakeHost: @unchecked Sendable {
    // @unchecked: the mutable state is guarded by `lock`.

    /// One scripted answer.
    enum Reply: Sendable {
        /// A response; the body defaults to the release fixture in JSON.
        case status(Int, headers: [String: String] = [:], body: Data? = nil)
        /// The transport fails with this code (a reset connection is `.transportFailed`), before
        /// connecting (a refused connection) or after sending.
        case fail(MusicBrainzError.Code, beforeConnecting: Bool = false)
        /// The transport waits until its task is cancelled.
        case hang
    }

    /// One request as the host saw it.
    struct Arrival: Sendable {
        var time: TestClock.Instant
        var method: HTTPRequest.Method
        var url: URL
        var refused: Bool
    }

    static let releaseJSON: Data = (try? OwnFixtures.data("release-lookup-violin-concertos.json")) ?? Data()

    let clock: TestClock
    let minimumSpacing: Duration?
    private let lock = NSLock()
    private var script: [Reply]
    private var served = 0
    private var lastAccepted: TestClock.Instant?
    private var log: [Arrival] = []

    init(clock: TestClock, minimumSpacing: Duration? = nil, script: [Reply] = [.status(200)]) {
        self.clock = clock
        self.minimumSpacing = minimumSpacing
        self.script = script.isEmpty ? [.status(200)] : script
    }

    /// Every request so far, in arrival order.
    var arrivals: [Arrival] { lock.withLock { log } }

    /// The clock times of the requests, as offsets.
    var times: [Duration] { arrivals.map(\.time.offset) }

    /// The number of requests refused for coming too soon.
    var refusals: Int { arrivals.filter(\.refused).count }

    /// A transport that talks to this host.
    var transport: MockTransport {
        MockTransport { [self] request in try await self.answer(request) }
    }

    private func answer(_ request: HTTPRequest) async throws -> HTTPResponse {
        let now = clock.now
        let reply: Reply? = lock.withLock {
            if let minimumSpacing, let lastAccepted, lastAccepted.duration(to: now) < minimumSpacing {
                log.append(Arrival(time: now, method: request.method, url: request.url, refused: true))
                return nil
            }
            lastAccepted = now
            log.append(Arrival(time: now, method: request.method, url: request.url, refused: false))
            let reply = script[min(served, script.count - 1)]
            served += 1
            return reply
        }
        guard let reply else {
            return HTTPResponse(
                status: 503,
                headerFields: ["Content-Type": "application/json", "Retry-After": "1"],
                body: Data(#"{"error": "Your requests are exceeding the allowable rate limit."}"#.utf8),
                url: request.url)
        }
        switch reply {
        case .status(let status, let headers, let body):
            var fields = HTTPFields()
            fields["Content-Type"] = "application/json"
            for (name, value) in headers { fields[name] = value }
            let defaultBody =
                (200..<300).contains(status) ? Self.releaseJSON : Data(#"{"error": "scripted failure"}"#.utf8)
            return HTTPResponse(status: status, headerFields: fields, body: body ?? defaultBody, url: request.url)
        case .fail(let code, let beforeConnecting):
            var error = MusicBrainzError(code: code, message: "scripted transport failure", requestURL: request.url)
            error.failedBeforeConnecting = beforeConnecting
            throw error
        case .hang:
            try await Task.sleep(for: .seconds(3600))
            throw MusicBrainzError(code: .transportFailed, message: "the hang ended", requestURL: request.url)
        }
    }
}

extension TestClients {
    static let releaseID = MBID("5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e")!

    /// A client on a test clock: its retries sleep on `clock`, its jitter and date are fixed.
    static func clocked(
        transport: any HTTPTransport,
        clock: TestClock,
        rateLimit: MusicBrainzClient.Configuration.RateLimit,
        retryPolicy: RetryPolicy = .default,
        baseURL: URL = URL(string: "https://musicbrainz.example/ws/2")!,
        jitter: Double = 1,
        date: Date = fixedDate
    ) -> MusicBrainzClient {
        MusicBrainzClient(
            configuration: .init(
                baseURL: baseURL, userAgent: userAgent, rateLimit: rateLimit, retryPolicy: retryPolicy),
            transport: transport,
            clock: clock,
            jitter: { jitter },
            currentDate: { date })
    }

    /// The wall-clock date the clocked clients believe it is: 2023-11-14 22:13:20 UTC.
    static let fixedDate = Date(timeIntervalSince1970: 1_700_000_000)
}
