import Foundation

/// When and how often the client repeats a request that failed for a reason that may pass.
///
/// Retried: HTTP 503 and 429 (rate limiting, overload), 500, 502 and 504 (server trouble), and
/// transport failures and timeouts (a reset connection, a server that did not answer). Not
/// retried: a connection that could not be made (``MusicBrainzError/failedBeforeConnecting``)
/// and a failure that would recur (``MusicBrainzError/isPermanent``: a redirect loop, a
/// malformed response, a body over the size limit). Never retried: any other 4xx (repeating a
/// bad request gives the same answer), a cancelled task.
///
/// The wait before attempt *n* + 1 is the server's `Retry-After` (or, on 429/503,
/// `X-RateLimit-Reset`) when it gave one, at least ``minimumDelay``; the client then pauses the
/// host's whole rate-limit queue for that long, but at most ``maximumPause`` (see
/// ``RetryMiddleware``). Otherwise it is
/// ``baseDelay`` × 2^(*n* − 1), capped at ``maximumDelay``, times a jitter factor between ½ and 1,
/// so clients that failed together do not return together. No retry starts once it would begin
/// more than ``deadline`` after the first attempt; the last failure is then returned as it is.
///
/// With the ``default`` policy a request is tried at most 5 times, with backoff waits of about
/// 1, 2, 4 and 8 seconds (halved at most by jitter), all within two minutes.
///
/// Writes (`POST`) are repeated only after 429 and 503, which MusicBrainz sends before the
/// request reaches the application (rate limiting, read-only mode), so nothing was stored;
/// after a 5xx or a lost connection a `POST` may have been applied and is not repeated. `PUT`
/// and `DELETE` (collection membership) are idempotent and retried like reads.
///
/// Every duration is read within zero and one day: a longer one counts as one day.
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
    /// The longest a `Retry-After` (or `X-RateLimit-Reset`) may pause the whole host's
    /// rate-limit queue, every client of the process that talks to that host included; default
    /// 60 seconds.
    ///
    /// One response asking for an hour (or, by mistake, a day) would otherwise hold every
    /// request to the host for that long. The request that received the header still waits the
    /// full time before its own retry, if its ``deadline`` allows one, and its error carries the
    /// server's full wait in ``MusicBrainzError/retryAfter``, so the caller can decide.
    public var maximumPause: Duration

    /// Creates a policy.
    /// - Parameters:
    ///   - maxAttempts: The most attempts (1 or more).
    ///   - baseDelay: The first backoff wait.
    ///   - maximumDelay: The cap of a backoff wait.
    ///   - minimumDelay: The least wait after `Retry-After`.
    ///   - deadline: The time limit for starting attempts, or `nil`.
    ///   - maximumPause: The longest host-wide pause a `Retry-After` causes; default 60 seconds.
    public init(
        maxAttempts: Int,
        baseDelay: Duration = .seconds(1),
        maximumDelay: Duration = .seconds(30),
        minimumDelay: Duration = .seconds(1),
        deadline: Duration? = .seconds(120),
        maximumPause: Duration = .seconds(60)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay.clampedWait
        self.maximumDelay = maximumDelay.clampedWait
        self.minimumDelay = minimumDelay.clampedWait
        self.deadline = deadline.map(\.clampedWait)
        self.maximumPause = maximumPause.clampedWait
    }

    /// Five attempts, waits from 1 s doubling to at most 30 s, within two minutes; a
    /// `Retry-After` pauses the host for at most a minute.
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
        if let retryAfter { return .retry(after: max(retryAfter.clampedWait, minimumDelay.clampedWait)) }
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
    public func decision(
        for error: MusicBrainzError, attempt: Int, method: HTTPRequest.Method, jitter: Double
    )
        -> RetryDecision
    {
        guard attempt < maxAttempts else { return .doNotRetry }
        switch error.code {
        case .transportFailed, .timedOut:
            // A reset connection, a body cut short, or no answer in time: may pass. A write may
            // have reached the server, so only idempotent requests are repeated. A connection
            // that could not be made at all (refused, unknown host, bad certificate) is not
            // retried: the cause rarely goes away within seconds. Nor is a permanent failure (a
            // redirect loop, a malformed response, a body too large): it would only recur.
            guard method.isIdempotent, !error.failedBeforeConnecting, !error.isPermanent else { return .doNotRetry }
            return .retry(after: backoff(attempt: attempt, jitter: jitter))
        default:
            return .doNotRetry
        }
    }

    /// How long a `Retry-After` of `retryAfter` pauses the host's queue: at least
    /// ``minimumDelay``, at most ``maximumPause``.
    func hostPause(for retryAfter: Duration) -> Duration {
        min(max(retryAfter.clampedWait, minimumDelay.clampedWait), maximumPause.clampedWait)
    }

    /// The backoff wait after a failed attempt: `baseDelay × 2^(attempt − 1)`, capped at
    /// ``maximumDelay``, scaled by `0.5 + jitter / 2` (a jitter outside 0...1, or NaN, is
    /// clamped), so always between half the capped delay and all of it.
    func backoff(attempt: Int, jitter: Double) -> Duration {
        let base = baseDelay.clampedWait
        let cap = maximumDelay.clampedWait
        var delay = min(base, cap)
        var step = 1
        // Doubling stops at the cap, so it cannot overflow whatever the attempt number.
        while step < attempt && delay < cap && delay > .zero {
            delay = delay < cap / 2 ? delay * 2 : cap
            step += 1
        }
        let spread = jitter.isNaN ? 0.5 : min(max(jitter, 0), 1)
        // Floating-point scaling can round past either bound on huge durations: clamp.
        return min(max(delay * (0.5 + spread / 2), delay / 2), delay)
    }
}
