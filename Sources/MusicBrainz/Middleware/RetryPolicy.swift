import Foundation

/// When and how often the client repeats a request that failed for a reason that may pass.
///
/// Retried: HTTP 503 and 429 (rate limiting, overload), 500, 502 and 504 (server trouble), and
/// transport failures and timeouts (a reset connection, a server that did not answer). Not
/// retried: a connection that could not be made (``MusicBrainzError/failedBeforeConnecting``). Never
/// retried: any other 4xx (repeating a bad request gives the same answer), a cancelled task.
///
/// The wait before attempt *n* + 1 is the server's `Retry-After` (or `X-RateLimit-Reset`) when it
/// gave one, at least ``minimumDelay``; otherwise ``baseDelay`` × 2^(*n* − 1), capped at
/// ``maximumDelay``, with jitter (between half and all of it). No retry starts after
/// ``deadline`` has passed since the first attempt.
///
/// Writes (`POST`) are repeated only after 429 and 503, which MusicBrainz sends before the
/// request reaches the application (rate limiting, read-only mode), so nothing was stored;
/// after a 5xx or a lost connection a `POST` may have been applied and is not repeated. `PUT`
/// and `DELETE` (collection membership) are idempotent and retried like reads.
public struct RetryPolicy: Sendable, Hashable {
    /// The most attempts in all, the first included; 1 means no retry.
    public var maxAttempts: Int
    /// The wait after the first failed attempt, doubled after each further one.
    public var baseDelay: Duration
    /// The longest wait between two attempts (unless the server asked for longer).
    public var maximumDelay: Duration
    /// The least wait after a response that carried `Retry-After` (MusicBrainz sends
    /// `Retry-After: 0` when overloaded).
    public var minimumDelay: Duration
    /// The longest time, from the first attempt, in which a new attempt may still start;
    /// `nil` for no limit.
    public var deadline: Duration?

    /// Creates a policy.
    /// - Parameters:
    ///   - maxAttempts: The most attempts (1 or more).
    ///   - baseDelay: The first backoff wait.
    ///   - maximumDelay: The cap of a backoff wait.
    ///   - minimumDelay: The least wait after `Retry-After`.
    ///   - deadline: The time limit for starting attempts, or `nil`.
    public init(
        maxAttempts: Int,
        baseDelay: Duration = .seconds(1),
        maximumDelay: Duration = .seconds(30),
        minimumDelay: Duration = .seconds(1),
        deadline: Duration? = .seconds(120)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.minimumDelay = minimumDelay
        self.deadline = deadline
    }

    /// Five attempts, waits from 1 s doubling to at most 30 s, within two minutes.
    public static let `default` = RetryPolicy(maxAttempts: 5)

    /// One attempt: never retry.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// Decides about a response.
    ///
    /// - Parameters:
    ///   - response: The response of the attempt.
    ///   - attempt: The number of the attempt that failed, from 1.
    ///   - method: The request's method.
    ///   - retryAfter: The wait the server asked for, if any.
    ///   - jitter: A number in 0..<1 that spreads waits of clients that failed together.
    /// - Returns: Whether and when to try again.
    public func decision(
        for response: HTTPResponse,
        attempt: Int,
        method: HTTPRequest.Method,
        retryAfter: Duration?,
        jitter: Double
    ) -> RetryDecision {
        guard attempt < maxAttempts else { return .doNotRetry }
        switch response.status {
        case 429, 503:
            // 429 Too Many Requests / 503 rate limiting or overload: the request was refused
            // before it was processed, so even a write may be repeated.
            break
        case 500, 502, 504:
            // 500 Internal Server Error, 502 Bad Gateway, 504 Gateway Timeout: may pass, but a
            // write may already have been applied.
            guard method.isIdempotent else { return .doNotRetry }
        default:
            return .doNotRetry
        }
        if let retryAfter { return .retry(after: max(retryAfter, minimumDelay)) }
        return .retry(after: backoff(attempt: attempt, jitter: jitter))
    }

    /// Decides about an error of the transport.
    ///
    /// - Parameters:
    ///   - error: The error.
    ///   - attempt: The number of the attempt that failed, from 1.
    ///   - method: The request's method.
    ///   - jitter: A number in 0..<1.
    /// - Returns: Whether and when to try again.
    public func decision(for error: MusicBrainzError, attempt: Int, method: HTTPRequest.Method, jitter: Double)
        -> RetryDecision
    {
        guard attempt < maxAttempts else { return .doNotRetry }
        switch error.code {
        case .transportFailed, .timedOut:
            // A reset connection, a body cut short, or no answer in time: may pass. A write may
            // have reached the server, so only idempotent requests are repeated. A connection
            // that could not be made at all (refused, unknown host, bad certificate) is not
            // retried: the cause rarely goes away within seconds.
            guard method.isIdempotent, !error.failedBeforeConnecting else { return .doNotRetry }
            return .retry(after: backoff(attempt: attempt, jitter: jitter))
        default:
            return .doNotRetry
        }
    }

    /// The backoff wait after a failed attempt: `baseDelay × 2^(attempt − 1)`, capped, scaled
    /// by `0.5 + jitter / 2`.
    func backoff(attempt: Int, jitter: Double) -> Duration {
        var delay = baseDelay
        var step = 1
        while step < attempt && delay < maximumDelay {
            delay *= 2
            step += 1
        }
        delay = min(delay, maximumDelay)
        let factor = 0.5 + min(max(jitter, 0), 1) / 2
        return delay * factor
    }
}
