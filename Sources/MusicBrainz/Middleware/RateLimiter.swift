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
/// - ``pause(for:)`` delays every request not yet started until the time has passed.
/// - Be safe to call from many tasks at once.
public protocol RateLimiter: Sendable {
    /// Waits until a request may start.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/cancelled`` when the task
    ///   is cancelled while waiting.
    func waitForPermission() async throws

    /// Holds back every request that has not started yet for a while, as when the server
    /// answered with `Retry-After`.
    /// - Parameter duration: How long to hold requests back, from now.
    func pause(for duration: Duration) async
}
