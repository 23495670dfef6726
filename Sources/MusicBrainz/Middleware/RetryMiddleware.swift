import Foundation

/// Repeats attempts that failed for a reason that may pass, as a ``RetryPolicy`` decides, and
/// makes the whole host wait when the server asks for it.
///
/// When a response carries `Retry-After` (or `X-RateLimit-Reset`), the middleware pauses the
/// rate limiter of the host, so every queued request to that host waits, not only this one.
/// Waits go through an injected clock (tests use a manual one) and end at once when the task is
/// cancelled; a cancelled task is never retried.
public struct RetryMiddleware: HTTPMiddleware {
    /// The policy.
    public let policy: RetryPolicy
    /// The limiter paused by `Retry-After`; `nil` when the client has none.
    public let limiter: (any RateLimiter)?
    private let waiter: Waiter
    private let jitter: @Sendable () -> Double
    private let currentDate: @Sendable () -> Date

    /// Creates the middleware.
    /// - Parameters:
    ///   - policy: The retry policy.
    ///   - limiter: The limiter to pause on `Retry-After`.
    ///   - clock: The clock to wait with (tests pass a manual clock).
    ///   - jitter: A source of numbers in 0..<1 for jitter; default the system's random numbers.
    ///   - currentDate: The current wall-clock date, for `Retry-After` HTTP dates.
    public init<C: Clock>(
        policy: RetryPolicy,
        limiter: (any RateLimiter)? = nil,
        clock: C,
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        currentDate: @escaping @Sendable () -> Date = { Date() }
    ) where C.Duration == Duration {
        self.policy = policy
        self.limiter = limiter
        self.waiter = Waiter(clock)
        self.jitter = jitter
        self.currentDate = currentDate
    }

    /// Creates the middleware on the continuous clock.
    /// - Parameters:
    ///   - policy: The retry policy.
    ///   - limiter: The limiter to pause on `Retry-After`.
    public init(policy: RetryPolicy, limiter: (any RateLimiter)? = nil) {
        self.init(policy: policy, limiter: limiter, clock: ContinuousClock())
    }

    /// Sends the request, retrying as the policy says.
    /// - Returns: The last response (a failed one when the policy gave up).
    /// - Throws: The last ``MusicBrainzError``, or ``MusicBrainzError/Code/cancelled``.
    public func intercept(
        _ request: HTTPRequest,
        context: MiddlewareContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let elapsed = waiter.startStopwatch()
        var attempt = 1
        while true {
            try Self.checkCancellation(request)
            let decision: RetryDecision
            let outcome: Result<HTTPResponse, MusicBrainzError>
            do {
                outcome = .success(try await next(request))
            } catch let error as MusicBrainzError {
                outcome = .failure(error)
            } catch {
                outcome = .failure(
                    MusicBrainzError(
                        code: .transportFailed, message: "The transport failed: \(error)", requestURL: request.url,
                        underlyingError: error))
            }
            switch outcome {
            case .success(let response):
                let retryAfter = RetryAfter.duration(in: response.headerFields, now: currentDate())
                decision = policy.decision(
                    for: response, attempt: attempt, method: request.method, retryAfter: retryAfter, jitter: jitter())
                if case .retry = decision, let retryAfter, let limiter {
                    await limiter.pause(for: max(retryAfter, policy.minimumDelay))
                }
                guard case .retry(let wait) = decision, withinDeadline(elapsed() + wait) else { return response }
                try await sleep(wait, request)
            case .failure(let error):
                if error.code == .cancelled || Task.isCancelled { throw error }
                decision = policy.decision(for: error, attempt: attempt, method: request.method, jitter: jitter())
                guard case .retry(let wait) = decision, withinDeadline(elapsed() + wait) else { throw error }
                try await sleep(wait, request)
            }
            attempt += 1
        }
    }

    private func withinDeadline(_ time: Duration) -> Bool {
        guard let deadline = policy.deadline else { return true }
        return time <= deadline
    }

    private func sleep(_ duration: Duration, _ request: HTTPRequest) async throws {
        do {
            try await waiter.sleep(duration)
        } catch {
            throw MusicBrainzError(
                code: .cancelled, message: "The request was cancelled while waiting to retry.", requestURL: request.url)
        }
    }

    private static func checkCancellation(_ request: HTTPRequest) throws {
        if Task.isCancelled {
            throw MusicBrainzError(code: .cancelled, message: "The request was cancelled.", requestURL: request.url)
        }
    }
}

/// Sleeps and measures time on a clock chosen at run time.
struct Waiter: Sendable {
    let sleep: @Sendable (Duration) async throws -> Void
    let startStopwatch: @Sendable () -> (@Sendable () -> Duration)

    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        sleep = { duration in try await clock.sleep(for: duration, tolerance: nil) }
        startStopwatch = {
            let start = clock.now
            return { start.duration(to: clock.now) }
        }
    }
}
