import Foundation

/// Repeats attempts that failed for a reason that may pass, as a ``RetryPolicy`` decides, and
/// makes the whole host wait when the server asks for it.
///
/// When a 429 or 5xx response carries `Retry-After` (seconds or an HTTP date) or, on a 429 or
/// 503, `X-RateLimit-Reset`, the middleware pauses the rate limiter of the host for that long
/// (at least ``RetryPolicy/minimumDelay``, at most ``RetryPolicy/maximumPause``, one minute by
/// default), whether or not this request is retried: every queued request to that host waits,
/// not only this one. The retry then waits in the limiter's queue rather than sleeping on its
/// own, so it starts when the pause ends, in turn with the others. When the server asked for
/// longer than the pause, the retry (if the policy's deadline allows one) first sleeps the
/// whole wait on its own. Without such a header the retry sleeps its backoff and queues again.
///
/// Waits go through an injected clock (tests use a manual one) and end at once when the task is
/// cancelled; a cancelled task is never retried and gets ``MusicBrainzError/Code/cancelled``.
///
/// The ``limiter`` must be the one the rest of the chain waits for (the client sets up both);
/// a retry that relies on its pause would otherwise start too early.
public struct RetryMiddleware: HTTPMiddleware {
    /// The policy.
    public let policy: RetryPolicy
    /// The limiter paused by `Retry-After`; `nil` when the client has none.
    public let limiter: (any RateLimiter)?
    private let waiter: Waiter
    private let jitter: @Sendable () -> Double
    private let currentDate: @Sendable () -> Date

    /// The default source of jitter: uniformly random numbers in 0..<1.
    public static let systemJitter: @Sendable () -> Double = { Double.random(in: 0..<1) }

    /// Creates the middleware.
    /// - Parameters:
    ///   - policy: The retry policy.
    ///   - limiter: The limiter to pause on `Retry-After`; it must be the one the rest of the
    ///     chain waits for.
    ///   - clock: The clock to wait and measure the deadline with (tests pass a manual clock).
    ///   - jitter: A source of numbers in 0...1 that spread the backoff waits of clients that
    ///     failed together (0 gives half the backoff, 1 all of it); default ``systemJitter``.
    ///   - currentDate: The current wall-clock date, for `Retry-After` HTTP dates and
    ///     `X-RateLimit-Reset`; default `Date()`.
    public init<C: Clock>(
        policy: RetryPolicy,
        limiter: (any RateLimiter)? = nil,
        clock: C,
        jitter: @escaping @Sendable () -> Double = RetryMiddleware.systemJitter,
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
    /// - Throws: The last ``MusicBrainzError`` when the policy gave up on a transport failure
    ///   (``MusicBrainzError/Code/transportFailed``, ``MusicBrainzError/Code/timedOut``), or
    ///   ``MusicBrainzError/Code/cancelled`` when the task was cancelled.
    public func intercept(
        _ request: HTTPRequest,
        context: MiddlewareContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let elapsed = waiter.startStopwatch()
        var attempt = 1
        while true {
            try Self.checkCancellation(request, cause: nil)
            let outcome: Result<HTTPResponse, MusicBrainzError>
            do {
                outcome = .success(try await next(request))
            } catch {
                outcome = .failure(Self.wrap(error, request))
            }
            switch outcome {
            case .success(let response):
                let retryAfter = RetryAfter.duration(
                    in: response.headerFields, status: response.status, now: currentDate())
                // How long the limiter holds the next attempt (and everyone else), if at all.
                var heldByLimiter: Duration = .zero
                if let retryAfter, let limiter, response.status == 429 || (500..<600).contains(response.status) {
                    // Capped: one header must not freeze every client of the host for hours.
                    heldByLimiter = policy.hostPause(for: retryAfter)
                    await limiter.pause(for: heldByLimiter)
                }
                let decision = policy.decision(
                    for: response, attempt: attempt, method: request.method, retryAfter: retryAfter, jitter: jitter())
                guard case .retry(let wait) = decision, withinDeadline(elapsed() + wait) else { return response }
                // The paused limiter holds the next attempt for the wait, unless the server asked
                // for longer than the host-wide pause: then this request waits the rest alone.
                if wait > heldByLimiter { try await sleep(wait, request) }
            case .failure(let error):
                if error.code == .cancelled { throw error }
                try Self.checkCancellation(request, cause: error)
                let decision = policy.decision(for: error, attempt: attempt, method: request.method, jitter: jitter())
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
                code: .cancelled, message: "The request was cancelled while waiting to retry.", requestURL: request.url,
                underlyingError: error)
        }
    }

    /// Throws ``MusicBrainzError/Code/cancelled`` when the task is cancelled.
    private static func checkCancellation(_ request: HTTPRequest, cause: MusicBrainzError?) throws {
        if Task.isCancelled {
            throw MusicBrainzError(
                code: .cancelled, message: "The request was cancelled.", requestURL: request.url, underlyingError: cause
            )
        }
    }

    /// The error of a failed attempt as a ``MusicBrainzError``.
    private static func wrap(_ error: any Error, _ request: HTTPRequest) -> MusicBrainzError {
        if let error = error as? MusicBrainzError { return error.adding(requestURL: request.url) }
        if error is CancellationError {
            return MusicBrainzError(
                code: .cancelled, message: "The request was cancelled.", requestURL: request.url, underlyingError: error
            )
        }
        return MusicBrainzError(
            code: .transportFailed, message: "The transport failed: \(error)", requestURL: request.url,
            underlyingError: error)
    }
}

/// Sleeps and measures time on a clock chosen at run time.
struct Waiter: Sendable {
    let sleep: @Sendable (Duration) async throws -> Void
    let startStopwatch: @Sendable () -> (@Sendable () -> Duration)

    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        sleep = { duration in try await clock.sleep(for: duration.clampedWait, tolerance: nil) }
        startStopwatch = {
            let start = clock.now
            return { start.duration(to: clock.now) }
        }
    }
}
