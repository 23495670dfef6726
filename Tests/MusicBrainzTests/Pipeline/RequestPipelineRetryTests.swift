import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// A write, to check which failures a POST (or PUT) may be repeated after.
struct TestWriteRequest: MusicBrainzRequest {
    typealias Response = String
    var method: HTTPRequest.Method
    var path: String { "tag" }
    var queryItems: [URLQueryItem] { [URLQueryItem(name: "client", value: "tests-1.0")] }
    var body: Data? { Data("<metadata/>".utf8) }
    var operationName: String { "submit-tags" }

    func decode(_ body: Data, format: ResponseFormat, decoder: ResponseDecoder) throws(MusicBrainzError) -> String {
        String(decoding: body, as: UTF8.self)
    }
}

/// The request pipeline's retry loop, through the client, on a test clock: backoff, attempts,
/// deadline, which statuses and methods, and cancellation of every wait.
@Suite struct RequestPipelineRetryTests {
    /// Sends one request on a client without a limiter and drives the clock until it is done.
    func send<Request: MusicBrainzRequest>(
        _ request: Request, script: [FakeHost.Reply], policy: RetryPolicy = .default, jitter: Double = 1
    ) async throws -> (Result<Request.Response, MusicBrainzError>, FakeHost) {
        let clock = TestClock()
        let host = FakeHost(clock: clock, script: script)
        let client = TestClients.clocked(
            transport: host.transport, clock: clock, rateLimit: .unlimited, retryPolicy: policy, jitter: jitter)
        let active = Counter(1)
        let task = Task { () -> Result<Request.Response, MusicBrainzError> in
            defer { active.decrement() }
            do { return .success(try await client.send(request)) } catch let error as MusicBrainzError {
                return .failure(error)
            } catch {
                return .failure(MusicBrainzError(code: .transportFailed, message: "not a MusicBrainzError: \(error)"))
            }
        }
        try await ClockDriver(clock: clock, limiter: nil).run(active: active)
        return (await task.value, host)
    }

    let lookup = LookupRequest<Release>(id: TestClients.releaseID)

    @Test("the backoff waits follow the jitter the client was given", arguments: [0.0, 0.5, 1.0])
    func backoffWithJitter(jitter: Double) async throws {
        let (result, host) = try await send(lookup, script: [.status(500), .status(502), .status(200)], jitter: jitter)
        #expect((try? result.get())?.title == "Violin Concertos")
        let factor: Double = 0.5 + jitter / 2
        let first: Duration = .seconds(1) * factor
        let second: Duration = first + .seconds(2) * factor
        #expect(host.times == [.zero, first, second])
    }

    @Test("after the last attempt the error reaches the caller with the server's status")
    func maxAttempts() async throws {
        let (result, host) = try await send(lookup, script: [.status(503)], policy: RetryPolicy(maxAttempts: 3))
        #expect(host.times == [0, 1, 3].map { Duration.seconds($0) })
        let error = try #require(result.failure)
        #expect(error.code == .rateLimited)
        #expect(error.statusCode == 503)
        #expect(error.serverMessage == "scripted failure")
    }

    @Test("no attempt starts after the total deadline")
    func deadline() async throws {
        let policy = RetryPolicy(maxAttempts: 10, deadline: .seconds(4))
        let (result, host) = try await send(lookup, script: [.status(502)], policy: policy)
        // Waits of 1 s and 2 s fit in 4 s; the third, 4 s more, would start at 7 s.
        #expect(host.times == [0, 1, 3].map { Duration.seconds($0) })
        #expect(result.failure?.code == .serverError)
    }

    @Test(
        "a 4xx other than 429 is never retried",
        arguments: [
            (400, "badRequest"), (401, "unauthorized"), (403, "forbidden"), (404, "notFound"), (405, "badRequest"),
            (410, "unexpectedStatus"), (422, "badRequest"),
        ])
    func clientErrorsNotRetried(status: Int, code: String) async throws {
        let (result, host) = try await send(lookup, script: [.status(status), .status(200)])
        #expect(host.arrivals.count == 1)
        #expect(result.failure?.code.description == code)
    }

    @Test("a 503 or 429 without Retry-After is retried after 1 s even when jitter would halve the backoff")
    func rateLimitWithoutRetryAfterWaitsOneSecond() async throws {
        for status in [503, 429] {
            let (result, host) = try await send(lookup, script: [.status(status), .status(200)], jitter: 0)
            #expect(host.times == [0, 1].map { Duration.seconds($0) }, "HTTP \(status)")
            #expect(result.success?.id == TestClients.releaseID)
        }
        // A 500 keeps the plain backoff, halved by the same jitter.
        let (_, host) = try await send(lookup, script: [.status(500), .status(200)], jitter: 0)
        #expect(host.times == [.zero, .milliseconds(500)])
    }

    static let readOnly = Data(
        #"{"error": "The database is currently in readonly mode and cannot handle your request"}"#.utf8)
    static let searchDown = Data(
        #"{"error": "Could not retrieve sub-document page from search server. Error: 502 Bad Gateway"}"#.utf8)

    @Test("a 503 saying the search server is down is a server error: a read is retried with the plain backoff")
    func searchServerDownRetriedAsServerError() async throws {
        let (result, host) = try await send(
            lookup, script: [.status(503, body: Self.searchDown), .status(503, body: Self.searchDown), .status(200)],
            jitter: 0)
        // 0.5 s and 1 s: the backoff of a server failure, not the rate-limit floor of 1 s.
        #expect(host.times == [.zero, .milliseconds(500), .milliseconds(1500)])
        #expect(result.success?.title == "Violin Concertos")
        let (failed, _) = try await send(lookup, script: [.status(503, body: Self.searchDown)], policy: .none)
        #expect(failed.failure?.code == .serverError)
        #expect(failed.failure?.rateLimitKind == nil)
        #expect(failed.failure?.message.contains("search backend is unavailable") == true)
    }

    @Test("a 503 saying the database is read-only is a server error, and stored nothing: a write is repeated")
    func readOnlyNotRetriedAsRateLimit() async throws {
        let (post, postHost) = try await send(
            TestWriteRequest(method: .post), script: [.status(503, body: Self.readOnly)], policy: .none)
        #expect(postHost.arrivals.count == 1)
        let error = try #require(post.failure)
        #expect(error.code == .serverError)
        #expect(error.statusCode == 503)
        #expect(error.serverMessage?.contains("readonly mode") == true)
        #expect(error.message.contains("read-only"))
        for method in [HTTPRequest.Method.post, .put, .delete] {
            let (write, host) = try await send(
                TestWriteRequest(method: method), script: [.status(503, body: Self.readOnly), .status(200)], jitter: 0)
            // The plain backoff of a server error (0.5 s with this jitter), not the rate-limit floor.
            #expect(host.times == [.zero, .milliseconds(500)], "\(method)")
            #expect(write.success != nil)
        }
    }

    @Test(
        "a read-only or search-down 503 pauses no other request to the host; a rate-limit 503 does",
        arguments: [(readOnly, false), (searchDown, false), (Data(#"{"error": "scripted failure"}"#.utf8), true)])
    func serviceUnavailableDoesNotPauseHost(body: Data, pauses: Bool) async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .zero, clock: clock)
        // The edge adds X-RateLimit-Reset to every response; here 30 s ahead of the client's date.
        let host = FakeHost(
            clock: clock,
            script: [.status(503, headers: ["X-RateLimit-Reset": "1700000030"], body: body), .status(200)])
        let client = TestClients.clocked(
            transport: host.transport, clock: clock, rateLimit: .custom(limiter), retryPolicy: .none)
        let active = Counter(1)
        let task = Task { () -> (MusicBrainzError?, Release?) in
            defer { active.decrement() }
            let first = await #expect(throws: MusicBrainzError.self) { try await client.send(lookup) }
            return (first, try? await client.send(lookup))
        }
        try await ClockDriver(clock: clock, limiter: limiter).run(active: active)
        let (error, release) = await task.value
        #expect(release?.id == TestClients.releaseID)
        #expect(error?.code == (pauses ? .rateLimited : .serverError))
        // Paused: the next request waits the reset (30 s); not paused: it goes at once.
        #expect(host.times == [.zero, pauses ? .seconds(30) : .zero])
    }

    @Test("a 429 is retried after its Retry-After")
    func tooManyRequestsRetried() async throws {
        let (result, host) = try await send(
            lookup, script: [.status(429, headers: ["Retry-After": "2"]), .status(200)])
        #expect(host.times == [0, 2].map { Duration.seconds($0) })
        #expect(result.success?.id == TestClients.releaseID)
    }

    @Test("a reset connection and a timeout are retried for a read")
    func transportFailuresRetried() async throws {
        let (result, host) = try await send(lookup, script: [.fail(.transportFailed), .fail(.timedOut), .status(200)])
        #expect(host.times == [0, 1, 3].map { Duration.seconds($0) })
        #expect(result.success?.title == "Violin Concertos")
    }

    @Test(
        "a POST, PUT or DELETE is not repeated after a 500, 502, 504, a reset or a timeout, which it may have survived",
        arguments: [HTTPRequest.Method.post, .put, .delete])
    func writeNotRetriedAfterServerFailure(method: HTTPRequest.Method) async throws {
        let write = TestWriteRequest(method: method)
        for status in [500, 502, 504] {
            let (serverError, host) = try await send(write, script: [.status(status), .status(200)])
            #expect(host.arrivals.count == 1)
            #expect(serverError.failure?.code == .serverError)
        }
        for code in [MusicBrainzError.Code.transportFailed, .timedOut] {
            let (lost, host) = try await send(write, script: [.fail(code), .status(200)])
            #expect(host.arrivals.count == 1)
            // Sent, then lost: the outcome is unknown, and says so.
            let error = try #require(lost.failure)
            #expect(error.code == .outcomeUnknown)
            #expect((error.underlyingError as? MusicBrainzError)?.code == code)
            #expect(error.message.hasPrefix("The \(method) was sent but "))
            #expect(error.requestURL?.path.hasSuffix("/tag") == true)
        }
        // A connection that could not be made sent nothing: its own error, not outcomeUnknown.
        let (refused, host) = try await send(write, script: [.fail(.transportFailed, beforeConnecting: true)])
        #expect(host.arrivals.count == 1)
        #expect(refused.failure?.code == .transportFailed)
    }

    @Test(
        "a POST, PUT or DELETE is repeated after 503 and 429, which refuse it before it is applied",
        arguments: [HTTPRequest.Method.post, .put, .delete])
    func writeRetriedAfterRefusal(method: HTTPRequest.Method) async throws {
        for status in [503, 429] {
            let (result, host) = try await send(
                TestWriteRequest(method: method), script: [.status(status), .status(200)])
            #expect(host.arrivals.map(\.method) == [method, method])
            #expect(result.success != nil)
        }
    }

    @Test("an HTTP-date Retry-After is read against the client's date")
    func httpDateAgainstInjectedDate() async throws {
        let (result, host) = try await send(
            lookup, script: [.status(503, headers: ["Retry-After": "Tue, 14 Nov 2023 22:13:27 GMT"])],
            policy: .none)
        #expect(host.arrivals.count == 1)
        #expect(result.failure?.retryAfter == .seconds(7))
    }

    @Test(
        "Retry-After is decimal seconds only: hex, exponents and signs are not read as a wait",
        arguments: [("0x10", nil), ("1e3", nil), ("+5", nil), ("-5", nil), ("inf", nil), ("16", 16), ("1.5", 1.5)]
            as [(String, Double?)])
    func retryAfterDecimalOnly(value: String, seconds: Double?) async throws {
        let (result, _) = try await send(lookup, script: [.status(503, headers: ["Retry-After": value])], policy: .none)
        #expect(result.failure?.code == .rateLimited)
        #expect(result.failure?.retryAfter == seconds.map { Duration.seconds($0) })
    }

    @Test("X-RateLimit-Reset in hexadecimal is not read as a time")
    func rateLimitResetDecimalOnly() async throws {
        let (result, _) = try await send(
            lookup, script: [.status(503, headers: ["X-RateLimit-Reset": "0x6553F10A"])], policy: .none)
        #expect(result.failure?.retryAfter == nil)
    }

    // MARK: Cancellation reaches every wait

    @Test("cancelling a request waiting in the limiter's queue removes it before it is sent")
    func cancelInLimiterQueue() async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
        let host = FakeHost(clock: clock)
        let client = TestClients.clocked(transport: host.transport, clock: clock, rateLimit: .custom(limiter))
        _ = try await client.lookup(Release.self, id: TestClients.releaseID)
        let task = Task { try await client.lookup(Release.self, id: TestClients.releaseID) }
        try await eventually("the second lookup is queued") { await limiter.waitingCount == 1 }
        task.cancel()
        let error = await #expect(throws: MusicBrainzError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(error?.requestURL?.path == "/ws/2/release/\(TestClients.releaseID)")
        #expect(host.arrivals.count == 1)
        #expect(await limiter.waitingCount == 0)
    }

    @Test("cancelling a request sleeping before its retry ends the sleep at once")
    func cancelBackoffSleep() async throws {
        let clock = TestClock()
        let host = FakeHost(clock: clock, script: [.status(500), .status(200)])
        let client = TestClients.clocked(transport: host.transport, clock: clock, rateLimit: .unlimited)
        let task = Task { try await client.lookup(Release.self, id: TestClients.releaseID) }
        await clock.waitForSleepers(1)
        task.cancel()
        let error = await #expect(throws: MusicBrainzError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(host.arrivals.count == 1)
        #expect(clock.sleeperCount == 0)
        #expect(clock.now == .zero)
    }

    @Test("cancelling a request the transport is working on ends it with cancelled, not a retry")
    func cancelInTransport() async throws {
        let clock = TestClock()
        let host = FakeHost(clock: clock, script: [.hang, .status(200)])
        let client = TestClients.clocked(transport: host.transport, clock: clock, rateLimit: .unlimited)
        let task = Task { try await client.lookup(Release.self, id: TestClients.releaseID) }
        try await eventually("the transport has the request") { host.arrivals.count == 1 }
        task.cancel()
        let error = await #expect(throws: MusicBrainzError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(host.arrivals.count == 1)
    }

    @Test("a task cancelled before it sends anything never reaches the transport")
    func cancelledBeforeSending() async throws {
        let clock = TestClock()
        let host = FakeHost(clock: clock)
        let client = TestClients.clocked(transport: host.transport, clock: clock, rateLimit: .unlimited)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.lookup(Release.self, id: TestClients.releaseID)
        }
        let error = await #expect(throws: MusicBrainzError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(host.arrivals.isEmpty)
    }
}

extension Result {
    /// The success value, or `nil`.
    var success: Success? { try? get() }

    /// The failure, or `nil`.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
