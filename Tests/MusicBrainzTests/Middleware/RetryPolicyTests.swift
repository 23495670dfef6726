import Foundation
import MusicBrainz
import Testing

/// The retry decisions on their own.
@Suite struct RetryPolicyTests {
    let policy = RetryPolicy(maxAttempts: 10, baseDelay: .seconds(1), maximumDelay: .seconds(30))

    func response(_ status: Int) -> HTTPResponse { HTTPResponse(status: status) }

    @Test("the backoff doubles from the base delay up to the cap, scaled by jitter between half and all")
    func backoffDoublesAndCaps() {
        let full = (1...9).map {
            policy.decision(for: response(503), attempt: $0, method: .get, retryAfter: nil, jitter: 1)
        }
        #expect(full == [1, 2, 4, 8, 16, 30, 30, 30, 30].map { RetryDecision.retry(after: .seconds($0)) })
        let half = (1...6).map {
            policy.decision(for: response(500), attempt: $0, method: .get, retryAfter: nil, jitter: 0)
        }
        #expect(half == [0.5, 1, 2, 4, 8, 15].map { RetryDecision.retry(after: .seconds($0)) })
    }

    @Test(
        "any jitter value keeps the wait between half the capped backoff and all of it",
        arguments: [-5.0, 0, 0.25, 0.999, 1, 7, .nan, .infinity, -.infinity])
    func jitterBounded(jitter: Double) throws {
        for attempt in 1...9 {
            let decision = policy.decision(
                for: response(502), attempt: attempt, method: .get, retryAfter: nil, jitter: jitter)
            guard case .retry(let wait) = decision else {
                Issue.record("attempt \(attempt) was not retried")
                continue
            }
            let capped = min(Duration.seconds(1 << (attempt - 1)), .seconds(30))
            #expect(wait >= capped / 2 && wait <= capped, "attempt \(attempt): \(wait)")
        }
    }

    @Test("huge attempt numbers and extreme delays neither trap nor exceed the cap")
    func extremeValues() {
        let wild = RetryPolicy(
            maxAttempts: .max, baseDelay: .seconds(Int64.max / 4), maximumDelay: .seconds(Int64.max / 2),
            minimumDelay: .seconds(-3), deadline: .seconds(-1))
        #expect(wild.minimumDelay == .zero)
        #expect(wild.deadline == .zero)
        let decision = wild.decision(for: response(503), attempt: .max - 1, method: .get, retryAfter: nil, jitter: 1)
        guard case .retry(let wait) = decision else {
            Issue.record("not retried: \(decision)")
            return
        }
        // Every duration of a policy is capped at one day.
        #expect(wait == .seconds(86_400))
        let negative = RetryPolicy(maxAttempts: 3, baseDelay: .seconds(-1))
        #expect(
            negative.decision(for: response(503), attempt: 2, method: .get, retryAfter: nil, jitter: 1)
                == .retry(after: .zero))
    }

    @Test("Retry-After replaces the backoff, but never below the minimum delay")
    func retryAfterWins() {
        #expect(
            policy.decision(for: response(503), attempt: 1, method: .get, retryAfter: .seconds(7), jitter: 0)
                == .retry(after: .seconds(7)))
        #expect(
            policy.decision(for: response(429), attempt: 4, method: .get, retryAfter: .zero, jitter: 0)
                == .retry(after: .seconds(1)))
    }

    @Test(
        "no 4xx but 429 is retried, nor any status outside 429/500/502/503/504",
        arguments: [200, 301, 304, 400, 401, 403, 404, 405, 406, 409, 410, 413, 414, 415, 422, 501, 505])
    func notRetriedStatuses(status: Int) {
        #expect(
            policy.decision(for: response(status), attempt: 1, method: .get, retryAfter: .seconds(1), jitter: 0)
                == .doNotRetry)
    }

    @Test("a POST is repeated after 429 and 503 only; PUT and DELETE like reads")
    func writes() {
        for status in [429, 503] {
            #expect(
                policy.decision(for: response(status), attempt: 1, method: .post, retryAfter: nil, jitter: 1)
                    == .retry(after: .seconds(1)))
        }
        for status in [500, 502, 504] {
            #expect(
                policy.decision(for: response(status), attempt: 1, method: .post, retryAfter: nil, jitter: 1)
                    == .doNotRetry)
            #expect(
                policy.decision(for: response(status), attempt: 1, method: .put, retryAfter: nil, jitter: 1)
                    != .doNotRetry)
            #expect(
                policy.decision(for: response(status), attempt: 1, method: .delete, retryAfter: nil, jitter: 1)
                    != .doNotRetry)
        }
        let reset = MusicBrainzError(code: .transportFailed, message: "connection reset")
        #expect(policy.decision(for: reset, attempt: 1, method: .post, jitter: 1) == .doNotRetry)
        #expect(policy.decision(for: reset, attempt: 1, method: .get, jitter: 1) == .retry(after: .seconds(1)))
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

    @Test("maximumPause is 60 s by default, and every duration of a policy is at most one day")
    func durationLimits() {
        #expect(RetryPolicy.default.maximumPause == .seconds(60))
        #expect(RetryPolicy(maxAttempts: 2, maximumPause: .seconds(600)).maximumPause == .seconds(600))
        let extreme = RetryPolicy(
            maxAttempts: 2, baseDelay: .seconds(Int64.max), maximumDelay: .seconds(Int64.max),
            minimumDelay: .seconds(Int64.max), deadline: .seconds(Int64.max), maximumPause: .seconds(Int64.max))
        for duration in [extreme.baseDelay, extreme.maximumDelay, extreme.minimumDelay, extreme.maximumPause] {
            #expect(duration == .seconds(86_400))
        }
        #expect(extreme.deadline == .seconds(86_400))
        let timeout = MusicBrainzError(code: .timedOut, message: "slow")
        #expect(extreme.decision(for: timeout, attempt: 1, method: .get, jitter: 1) == .retry(after: .seconds(86_400)))
        #expect(
            policy.decision(for: response(503), attempt: 1, method: .get, retryAfter: .seconds(Int64.max), jitter: 1)
                == .retry(after: .seconds(86_400)))
    }

    @Test("the last attempt is never retried; .none never retries")
    func maxAttempts() {
        let three = RetryPolicy(maxAttempts: 3)
        #expect(three.decision(for: response(503), attempt: 2, method: .get, retryAfter: nil, jitter: 1) != .doNotRetry)
        #expect(three.decision(for: response(503), attempt: 3, method: .get, retryAfter: nil, jitter: 1) == .doNotRetry)
        #expect(
            RetryPolicy.none.decision(for: response(503), attempt: 1, method: .get, retryAfter: nil, jitter: 1)
                == .doNotRetry)
        #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
    }
}
