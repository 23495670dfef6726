import Foundation
import Testing

@testable import MusicBrainz

/// The retry decisions on their own, on the typed errors the client makes of real responses.
@Suite struct RetryPolicyTests {
    let policy = RetryPolicy(maxAttempts: 10, baseDelay: .seconds(1), maximumDelay: .seconds(30))

    /// The error the client's status table makes of a response with this status (one attempt,
    /// no retry), as the policy gets it.
    static func failure(
        _ status: Int, headers: [String: String] = [:], body: String = #"{"error": "scripted failure"}"#
    ) async -> MusicBrainzError {
        let (client, _) = TestClients.mock { _ in
            TestClients.response(status, "application/json", body, headers: headers)
        }
        do {
            _ = try await client.lookup(Release.self, id: TestClients.releaseID)
        } catch let error as MusicBrainzError {
            return error
        } catch {}
        Issue.record("HTTP \(status) gave no MusicBrainzError")
        return MusicBrainzError(code: .invalidRequest, message: "no error")
    }

    @Test("the backoff doubles from the base delay up to the cap, scaled by jitter between half and all")
    func backoffDoublesAndCaps() async {
        let serviceUnavailable = await Self.failure(503)
        let full = (1...9).map { policy.decision(for: serviceUnavailable, attempt: $0, method: .get, jitter: 1) }
        #expect(full == [1, 2, 4, 8, 16, 30, 30, 30, 30].map { RetryDecision.retry(after: .seconds($0)) })
        let serverFailure = await Self.failure(500)
        let half = (1...6).map { policy.decision(for: serverFailure, attempt: $0, method: .get, jitter: 0) }
        #expect(half == [0.5, 1, 2, 4, 8, 15].map { RetryDecision.retry(after: .seconds($0)) })
    }

    @Test("a rate limit without Retry-After is retried after at least the minimum delay (1 s), whatever the jitter")
    func rateLimitFloor() async {
        for status in [503, 429] {
            let refusal = await Self.failure(status)
            #expect(refusal.code == .rateLimited)
            #expect(refusal.retryAfter == nil)
            let waits = (1...4).map { policy.decision(for: refusal, attempt: $0, method: .get, jitter: 0) }
            // The backoff halved by jitter would be 0.5 s after the first refusal.
            #expect(waits == [1, 1, 2, 4].map { RetryDecision.retry(after: .seconds($0)) }, "HTTP \(status)")
        }
    }

    @Test(
        "any jitter value keeps the wait between half the capped backoff and all of it",
        arguments: [-5.0, 0, 0.25, 0.999, 1, 7, .nan, .infinity, -.infinity])
    func jitterBounded(jitter: Double) async throws {
        let badGateway = await Self.failure(502)
        for attempt in 1...9 {
            let decision = policy.decision(for: badGateway, attempt: attempt, method: .get, jitter: jitter)
            guard case .retry(let wait) = decision else {
                Issue.record("attempt \(attempt) was not retried")
                continue
            }
            let capped = min(Duration.seconds(1 << (attempt - 1)), .seconds(30))
            #expect(wait >= capped / 2 && wait <= capped, "attempt \(attempt): \(wait)")
        }
    }

    @Test("huge attempt numbers and extreme delays neither trap nor exceed the cap")
    func extremeValues() async {
        let wild = RetryPolicy(
            maxAttempts: .max, baseDelay: .seconds(Int64.max / 4), maximumDelay: .seconds(Int64.max / 2),
            minimumDelay: .seconds(-3), deadline: .seconds(-1), maximumWait: .seconds(Int64.max))
        #expect(wild.minimumDelay == .zero)
        #expect(wild.deadline == .zero)
        let refusal = await Self.failure(503)
        let decision = wild.decision(for: refusal, attempt: .max - 1, method: .get, jitter: 1)
        guard case .retry(let wait) = decision else {
            Issue.record("not retried: \(decision)")
            return
        }
        // Every duration of a policy is capped at one day.
        #expect(wait == .seconds(86_400))
        let negative = RetryPolicy(maxAttempts: 3, baseDelay: .seconds(-1))
        #expect(
            negative.decision(for: await Self.failure(500), attempt: 2, method: .get, jitter: 1) == .retry(after: .zero)
        )
        // A rate limit still waits the minimum delay.
        #expect(negative.decision(for: refusal, attempt: 2, method: .get, jitter: 1) == .retry(after: .seconds(1)))
    }

    @Test("Retry-After replaces the backoff, but never below the minimum delay")
    func retryAfterWins() async {
        let seven = await Self.failure(503, headers: ["Retry-After": "7"])
        #expect(seven.retryAfter == .seconds(7))
        #expect(policy.decision(for: seven, attempt: 1, method: .get, jitter: 0) == .retry(after: .seconds(7)))
        let zero = await Self.failure(429, headers: ["Retry-After": "0"])
        #expect(policy.decision(for: zero, attempt: 4, method: .get, jitter: 0) == .retry(after: .seconds(1)))
    }

    @Test(
        "no 4xx but 429 is retried, nor any status outside 429/500/502/503/504",
        arguments: [301, 304, 400, 401, 403, 404, 405, 406, 409, 410, 413, 414, 415, 422, 501, 505])
    func notRetriedStatuses(status: Int) async {
        let failure = await Self.failure(status, headers: ["Retry-After": "1"])
        #expect(failure.statusCode == status)
        #expect(policy.decision(for: failure, attempt: 1, method: .get, jitter: 0) == .doNotRetry)
    }

    @Test("a write (POST, PUT, DELETE) is repeated after 429 and 503 only; a read after 5xx and lost connections")
    func writes() async {
        for method in [HTTPRequest.Method.post, .put, .delete] {
            #expect(!method.isSafe)
            for status in [429, 503] {
                let refusal = await Self.failure(status)
                #expect(
                    policy.decision(for: refusal, attempt: 1, method: method, jitter: 1) == .retry(after: .seconds(1)))
            }
            for status in [500, 502, 504] {
                let failure = await Self.failure(status)
                #expect(policy.decision(for: failure, attempt: 1, method: method, jitter: 1) == .doNotRetry)
                #expect(
                    policy.decision(for: failure, attempt: 1, method: .get, jitter: 1) == .retry(after: .seconds(1)))
            }
            for code in [MusicBrainzError.Code.transportFailed, .timedOut] {
                let lost = MusicBrainzError(code: code, message: "connection reset")
                #expect(policy.decision(for: lost, attempt: 1, method: method, jitter: 1) == .doNotRetry)
                #expect(policy.decision(for: lost, attempt: 1, method: .get, jitter: 1) == .retry(after: .seconds(1)))
            }
        }
        let reads: [HTTPRequest.Method] = [.get, .head, HTTPRequest.Method(rawValue: "OPTIONS")]
        #expect(reads.allSatisfy { $0.isSafe })
    }

    @Test("no wait is longer than maximumWait: a longer Retry-After or backoff is not waited for")
    func maximumWait() async {
        let minute = RetryPolicy(maxAttempts: 8, maximumDelay: .seconds(100), deadline: nil)
        for (seconds, retried) in [(60, true), (61, false), (120, false)] {
            let refusal = await Self.failure(429, headers: ["Retry-After": String(seconds)])
            #expect(
                minute.decision(for: refusal, attempt: 1, method: .get, jitter: 1)
                    == (retried ? .retry(after: .seconds(seconds)) : .doNotRetry), "\(seconds)")
            #expect(minute.waitsTooLong(refusal, attempt: 1, method: .get, jitter: 1) == !retried)
            // The host still pauses, for at most the maximum wait.
            #expect(minute.hostPause(after: refusal, decision: .doNotRetry) == .seconds(min(seconds, 60)))
        }
        // A backoff past the ceiling (64 s at the seventh attempt) is not waited for either.
        let timeout = MusicBrainzError(code: .timedOut, message: "slow")
        #expect(minute.decision(for: timeout, attempt: 6, method: .get, jitter: 1) == .retry(after: .seconds(32)))
        #expect(minute.decision(for: timeout, attempt: 7, method: .get, jitter: 1) == .doNotRetry)
        // The last attempt is not "too long": it is not retried at all.
        let refusal = await Self.failure(429, headers: ["Retry-After": "120"])
        #expect(!minute.waitsTooLong(refusal, attempt: 8, method: .get, jitter: 1))
    }

    @Test(
        "a 503 of a read-only database or a search server that is down is a server error, retried like a 502",
        arguments: [
            #"{"error": "The database is currently in readonly mode and cannot handle your request"}"#,
            #"{"error": "Could not retrieve sub-document page from search server. Error: 503 Service Unavailable"}"#,
        ])
    func serviceUnavailable(body: String) async {
        let failure = await Self.failure(503, headers: ["X-RateLimit-Reset": "1800000000"], body: body)
        #expect(failure.code == .serverError)
        #expect(failure.rateLimitKind == nil)
        // The edge's X-RateLimit-Reset says nothing about it.
        #expect(failure.retryAfter == nil)
        // The plain backoff (halved by jitter), not the rate-limit floor; a write too (a 503
        // stored nothing).
        #expect(policy.decision(for: failure, attempt: 1, method: .get, jitter: 0) == .retry(after: .seconds(0.5)))
        #expect(policy.decision(for: failure, attempt: 1, method: .post, jitter: 0) == .retry(after: .seconds(0.5)))
        #expect(policy.decision(for: failure, attempt: 1, method: .put, jitter: 1) == .retry(after: .seconds(1)))
    }

    @Test("transport failures and timeouts are retried, a failed connect and other errors are not")
    func transportErrors() {
        let timeout = MusicBrainzError(code: .timedOut, message: "slow")
        #expect(policy.decision(for: timeout, attempt: 2, method: .get, jitter: 1) == .retry(after: .seconds(2)))
        var refused = MusicBrainzError(code: .transportFailed, message: "refused")
        refused.failedBeforeConnecting = true
        #expect(policy.decision(for: refused, attempt: 1, method: .get, jitter: 1) == .doNotRetry)
        for code in [MusicBrainzError.Code.cancelled, .decodingFailed, .notFound, .invalidRequest] {
            #expect(
                policy.decision(for: MusicBrainzError(code: code, message: "x"), attempt: 1, method: .get, jitter: 1)
                    == .doNotRetry)
        }
    }

    @Test("a permanent transport failure (a redirect loop, a body too large) is not retried")
    func permanentFailures() {
        var loop = MusicBrainzError(code: .transportFailed, message: "too many HTTP redirects")
        #expect(policy.decision(for: loop, attempt: 1, method: .get, jitter: 1) == .retry(after: .seconds(1)))
        loop.isPermanent = true
        #expect(policy.decision(for: loop, attempt: 1, method: .get, jitter: 1) == .doNotRetry)
        #expect(policy.decision(for: loop, attempt: 1, method: .put, jitter: 1) == .doNotRetry)
    }

    @Test("maximumWait is 60 s by default, and every duration of a policy is at most one day")
    func durationLimits() async {
        #expect(RetryPolicy.default.maximumWait == .seconds(60))
        #expect(RetryPolicy(maxAttempts: 2, maximumWait: .seconds(600)).maximumWait == .seconds(600))
        let extreme = RetryPolicy(
            maxAttempts: 2, baseDelay: .seconds(Int64.max), maximumDelay: .seconds(Int64.max),
            minimumDelay: .seconds(Int64.max), deadline: .seconds(Int64.max), maximumWait: .seconds(Int64.max))
        for duration in [extreme.baseDelay, extreme.maximumDelay, extreme.minimumDelay, extreme.maximumWait] {
            #expect(duration == .seconds(86_400))
        }
        #expect(extreme.deadline == .seconds(86_400))
        let timeout = MusicBrainzError(code: .timedOut, message: "slow")
        #expect(extreme.decision(for: timeout, attempt: 1, method: .get, jitter: 1) == .retry(after: .seconds(86_400)))
        let decades = await Self.failure(503, headers: ["Retry-After": "9223372036854775807"])
        #expect(decades.retryAfter == .seconds(86_400))
        #expect(extreme.decision(for: decades, attempt: 1, method: .get, jitter: 1) == .retry(after: .seconds(86_400)))
        // With the default maximum wait, a day is not waited for.
        #expect(policy.decision(for: decades, attempt: 1, method: .get, jitter: 1) == .doNotRetry)
    }

    @Test("the last attempt is never retried; .none never retries")
    func maxAttempts() async {
        let three = RetryPolicy(maxAttempts: 3)
        let refusal = await Self.failure(503)
        #expect(three.decision(for: refusal, attempt: 2, method: .get, jitter: 1) != .doNotRetry)
        #expect(three.decision(for: refusal, attempt: 3, method: .get, jitter: 1) == .doNotRetry)
        #expect(RetryPolicy.none.decision(for: refusal, attempt: 1, method: .get, jitter: 1) == .doNotRetry)
        #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
    }
}
