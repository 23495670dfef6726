/// Decides when a request to a host may start, so that a client stays within the host's rate
/// limit.
///
/// MusicBrainz allows about one request per second per IP address; beyond that it answers 503.
/// The library's ``IntervalRateLimiter`` keeps requests at least an interval apart, serves them in
/// order, and is shared by every client of the process that talks to the same host.
///
/// ## Implementation requirements
///
/// - ``waitForPermission()`` returns when the caller may start its request, and throws
///   ``MusicBrainzError`` with code ``MusicBrainzError/Code/cancelled`` promptly when the
///   calling task is cancelled, without delaying the others.
/// - ``pause(for:)`` delays every request not yet started, those already waiting included,
///   until the time has passed. The client relies on it: after a rate limit (or a server error
///   with `Retry-After`) it does not sleep before the retry but lets the paused limiter hold it.
/// - Be safe to call from many tasks at once.
/// - Optionally, implement ``waitForPermission(announcingWait:)`` to say how long a request
///   will wait before it waits (the client reports it as
///   ``RequestEvent/Kind/waitingForRateLimit``); the default implementation announces nothing.
///
/// The package's `IntervalRateLimiterTests` (order, cancellation, pauses, on a test clock) show
/// the behaviour the client expects.
public protocol RateLimiter: Sendable {
    /// Waits until a request may start.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/cancelled`` when the task
    ///   is cancelled while waiting.
    func waitForPermission() async throws

    /// Holds back every request that has not started yet for a while, as when the server
    /// answered with `Retry-After`.
    /// - Parameter duration: How long to hold requests back, from now.
    func pause(for duration: Duration) async

    /// Waits until a request may start, and first tells `announce` how long that is expected to
    /// take when the request cannot start at once.
    ///
    /// - Parameter announce: Called at most once, before waiting, with the expected wait
    ///   (more than zero). It must return quickly.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/cancelled`` when the task
    ///   is cancelled while waiting.
    func waitForPermission(announcingWait announce: @escaping @Sendable (Duration) -> Void) async throws
}

extension RateLimiter {
    /// Waits with ``waitForPermission()`` and announces nothing: the default for limiters that
    /// cannot tell their wait in advance.
    /// - Parameter announce: Not called.
    /// - Throws: What ``waitForPermission()`` throws.
    public func waitForPermission(announcingWait announce: @escaping @Sendable (Duration) -> Void) async throws {
        try await waitForPermission()
    }
}
