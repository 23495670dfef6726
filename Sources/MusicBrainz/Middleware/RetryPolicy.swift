import Foundation

/// When and how often the client repeats a request that failed for a reason that may pass.
///
/// The policy decides on typed errors: the client's request pipeline turns every status
/// outside 200...299 into a ``MusicBrainzError`` first (one status table for both clients),
/// and hands that, or the transport's error, to ``decision(for:attempt:method:jitter:)``.
///
/// Retried: ``MusicBrainzError/Code/rateLimited`` (HTTP 429 and the service's rate-limit and
/// overload 503s); ``MusicBrainzError/Code/serverError`` from HTTP 500, 502, 503 and 504 (server
/// trouble; the 503 of a read-only database or of a search server that is down is a server
/// error, not rate limiting); transport failures and timeouts (a reset connection, a server
/// that did not answer). Not retried: a connection that could not be made
/// (``MusicBrainzError/failedBeforeConnecting``) and a failure that would recur
/// (``MusicBrainzError/isPermanent``: a redirect loop, a malformed response, a body over the
/// size limit). Never retried: any other code (a 4xx: repeating a bad request gives the same
/// answer; another 5xx such as 501; an undecodable body), a cancelled task.
///
/// The wait before attempt *n* + 1 is the server's wait (``MusicBrainzError/retryAfter``: its
/// `Retry-After` or, on a rate limit, `X-RateLimit-Reset`) when it gave one, at least
/// ``minimumDelay``. Otherwise it is ``baseDelay`` × 2^(*n* − 1), capped at ``maximumDelay``,
/// times a jitter factor between ½ and 1, so clients that failed together do not return
/// together; after a rate limit it is still at least ``minimumDelay`` (one second by default),
/// so a refused client never comes back sooner than the service asks. No retry starts once it
/// would begin more than ``deadline`` after the first attempt; the last failure is then returned
/// as it is.
///
/// No wait is longer than ``maximumWait`` (one minute by default): when the server asks for a
/// longer one (`Retry-After: 120`), the request fails at once with the server's error
/// (``MusicBrainzError/Code/rateLimited`` for a rate limit), which carries the server's delay in
/// ``MusicBrainzError/retryAfter`` and when to try again in ``MusicBrainzError/retryDate``, so
/// that the caller decides instead of sleeping unseen. Every retry's wait is reported to the
/// client's ``MusicBrainzClient/Configuration/eventHandler`` (``RequestEvent/Kind/retrying``)
/// before it begins, and ends at once when the task is cancelled.
///
/// A rate limit (either kind, ``MusicBrainzError/rateLimitKind``) pauses the host's whole
/// rate-limit queue for the retry's wait, or a server error's `Retry-After` for that long, at
/// most ``maximumWait``, whether or not the request itself is retried: every request to the
/// host from every client of the process waits, and the retry waits in the paused queue in turn
/// with them. The 503 of a read-only database or a search server that is down pauses nobody:
/// reads, lookups and browses still work meanwhile.
///
/// With the ``default`` policy a request is tried at most 5 times, with backoff waits of about
/// 1, 2, 4 and 8 seconds (halved at most by jitter), all within two minutes.
///
/// A write (`POST`, `PUT` or `DELETE`: any method that is not ``HTTPRequest/Method/isSafe``) is
/// sent at most once unless the server proves it was not applied: it is repeated only after a
/// `429` or a `503` (a rate limit, which MusicBrainz sends before the request reaches the
/// application, or the `503` of a read-only database), which store nothing. After a `500`,
/// `502` or `504`, or a connection lost or a timeout after it was sent, it may have been
/// applied and is not repeated; the lost connection or timeout ends in
/// ``MusicBrainzError/Code/outcomeUnknown``. (The built-in transports send a write on a new
/// connection, so that no transport replays it underneath either.)
///
/// Every duration is read within zero and one day: a longer one counts as one day.
public struct RetryPolicy: Sendable, Hashable {
    /// The most attempts in all, the first included; 1 means no retry.
    public var maxAttempts: Int
    /// The wait after the first failed attempt, doubled after each further one.
    public var baseDelay: Duration
    /// The longest wait between two attempts (unless the server asked for longer).
    public var maximumDelay: Duration
    /// The least wait after a rate limit, with or without `Retry-After` (MusicBrainz sends
    /// `Retry-After: 0` when overloaded), and after a server error that carried `Retry-After`.
    public var minimumDelay: Duration
    /// The longest time, from the first attempt, in which a new attempt may still start;
    /// `nil` for no limit.
    public var deadline: Duration?
    /// The longest the client waits before repeating a request, and the longest a `Retry-After`
    /// (or `X-RateLimit-Reset`) may pause the whole host's rate-limit queue, every client of the
    /// process that talks to that host included; default 60 seconds.
    ///
    /// A retry that would wait longer (the server asked for `Retry-After: 120`, or a backoff
    /// above it) is not made: the request fails at once with the server's error, whose
    /// ``MusicBrainzError/retryAfter`` holds the server's full delay and
    /// ``MusicBrainzError/retryDate`` when to try again, so the caller can decide. The host's
    /// queue still pauses for the wait, at most this long: one response asking for an hour (or,
    /// by mistake, a day) would otherwise hold every request to the host for that long.
    public var maximumWait: Duration

    /// Creates a policy.
    /// - Parameters:
    ///   - maxAttempts: The most attempts (1 or more).
    ///   - baseDelay: The first backoff wait.
    ///   - maximumDelay: The cap of a backoff wait.
    ///   - minimumDelay: The least wait after a rate limit or a `Retry-After`.
    ///   - deadline: The time limit for starting attempts, or `nil`.
    ///   - maximumWait: The longest wait before a retry, and the longest host-wide pause a
    ///     `Retry-After` causes; default 60 seconds.
    public init(
        maxAttempts: Int,
        baseDelay: Duration = .seconds(1),
        maximumDelay: Duration = .seconds(30),
        minimumDelay: Duration = .seconds(1),
        deadline: Duration? = .seconds(120),
        maximumWait: Duration = .seconds(60)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay.clampedWait
        self.maximumDelay = maximumDelay.clampedWait
        self.minimumDelay = minimumDelay.clampedWait
        self.deadline = deadline.map(\.clampedWait)
        self.maximumWait = maximumWait.clampedWait
    }

    /// Five attempts, waits from 1 s doubling to at most 30 s, within two minutes; no wait
    /// longer than a minute (a longer `Retry-After` fails at once, and pauses the host for a
    /// minute).
    public static let `default` = RetryPolicy(maxAttempts: 5)

    /// One attempt: never retry.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// The default source of jitter: uniformly random numbers in 0..<1.
    public static let systemJitter: @Sendable () -> Double = { Double.random(in: 0..<1) }

    /// Decides about a failed attempt.
    ///
    /// - Parameters:
    ///   - error: The attempt's failure: an error status as the client mapped it (with
    ///     ``MusicBrainzError/statusCode``, ``MusicBrainzError/retryAfter`` and, for
    ///     ``MusicBrainzError/Code/rateLimited``, ``MusicBrainzError/rateLimitKind``), or the
    ///     transport's error.
    ///   - attempt: The number of the attempt that failed, from 1.
    ///   - method: The request's method.
    ///   - jitter: A number in 0...1 that spreads waits of clients that failed together (a value
    ///     outside, or NaN, is clamped).
    /// - Returns: Whether and when to try again: never after a wait longer than ``maximumWait``.
    public func decision(
        for error: MusicBrainzError, attempt: Int, method: HTTPRequest.Method, jitter: Double
    )
        -> RetryDecision
    {
        let decision = unboundedDecision(for: error, attempt: attempt, method: method, jitter: jitter)
        if case .retry(let wait) = decision, wait > maximumWait.clampedWait { return .doNotRetry }
        return decision
    }

    /// Whether `error` would be retried but for ``maximumWait``: its wait is longer.
    func waitsTooLong(_ error: MusicBrainzError, attempt: Int, method: HTTPRequest.Method, jitter: Double) -> Bool {
        guard case .retry(let wait) = unboundedDecision(for: error, attempt: attempt, method: method, jitter: jitter)
        else { return false }
        return wait > maximumWait.clampedWait
    }

    /// The decision before ``maximumWait`` is applied.
    private func unboundedDecision(
        for error: MusicBrainzError, attempt: Int, method: HTTPRequest.Method, jitter: Double
    ) -> RetryDecision {
        guard attempt < maxAttempts else { return .doNotRetry }
        let floor = minimumDelay.clampedWait
        switch error.code {
        case .rateLimited:
            // 429 Too Many Requests, or the edge's 503 (a per-IP throttle or load shedding): the
            // request was refused before it was processed, so even a write may be repeated. Never
            // sooner than the floor: a backoff halved by jitter would come back too early.
            return .retry(after: max(error.retryAfter?.clampedWait ?? backoff(attempt: attempt, jitter: jitter), floor))
        case .serverError:
            // 500 Internal Server Error, 502 Bad Gateway, 504 Gateway Timeout, and the 503 of a
            // read-only database or of a search server that is down: the server answered, and
            // its trouble may pass within seconds (a search node restarting). Retried with the
            // plain backoff, not as rate limiting. After a 500, 502 or 504 a write may already
            // have been applied, so only reads are repeated; a 503 stored nothing, so a write is
            // repeated after it too. Other 5xx (501 Not Implemented, 505) would only recur.
            guard let status = error.statusCode, Self.transientServerStatuses.contains(status),
                method.isSafe || status == 503
            else { return .doNotRetry }
            if let retryAfter = error.retryAfter { return .retry(after: max(retryAfter.clampedWait, floor)) }
            return .retry(after: backoff(attempt: attempt, jitter: jitter))
        case .transportFailed, .timedOut:
            // A reset connection, a body cut short, or no answer in time: may pass. A write may
            // have reached the server, so only reads are repeated. A connection
            // that could not be made at all (refused, unknown host, bad certificate) is not
            // retried: the cause rarely goes away within seconds. Nor is a permanent failure (a
            // redirect loop, a malformed response, a body too large): it would only recur.
            guard method.isSafe, !error.failedBeforeConnecting, !error.isPermanent else { return .doNotRetry }
            return .retry(after: backoff(attempt: attempt, jitter: jitter))
        default:
            return .doNotRetry
        }
    }

    /// The statuses of a ``MusicBrainzError/Code/serverError`` worth repeating.
    static let transientServerStatuses: Set<Int> = [500, 502, 503, 504]

    /// How long a failure holds every request to the host, or `nil` for not at all: a rate
    /// limit for the retry's wait (at least ``minimumDelay``, also when the request is not
    /// retried), a server error with `Retry-After` for that wait; never the 503 of a read-only
    /// database or a search server that is down, which leaves reads, lookups and browses
    /// working. At most ``maximumWait``.
    func hostPause(after error: MusicBrainzError, decision: RetryDecision) -> Duration? {
        let floor = minimumDelay.clampedWait
        let asked: Duration
        switch error.code {
        case .rateLimited:
            if case .retry(let wait) = decision {
                asked = wait
            } else {
                asked = max(error.retryAfter?.clampedWait ?? .zero, floor)
            }
        case .serverError where error.statusCode != 503:
            guard let retryAfter = error.retryAfter else { return nil }
            asked = max(retryAfter.clampedWait, floor)
        default:
            return nil
        }
        return min(asked, maximumWait.clampedWait)
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
