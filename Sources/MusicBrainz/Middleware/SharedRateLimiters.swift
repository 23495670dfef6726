import Foundation

/// The process-wide rate limiters, one per host, that clients share by default.
///
/// MusicBrainz counts requests per IP address, so two clients of one process must not each
/// send a request per second. ``MusicBrainzClient`` takes its limiter from here unless its
/// configuration says otherwise (``MusicBrainzClient/Configuration/RateLimit``): every client
/// whose base URL has the same host waits in the same queue, and a `Retry-After` that one of them
/// receives pauses them all.
///
/// Defaults by host (``defaultInterval(forHost:)``): `musicbrainz.org` and its subdomains one
/// request per second, `coverartarchive.org` five per second; any other host (a mirror, a
/// loopback test server) no limit.
///
/// Clients that ask for different intervals to one host (``MusicBrainzClient/Configuration/RateLimit/interval(_:)``)
/// still share the host's one queue; each request then starts at least its own client's interval
/// after the previous request to the host, so together they never go faster than the most
/// permissive of them asked for.
public enum SharedRateLimiters {
    private static let lock = NSLock()
    // Guarded by `lock`; the only shared mutable state of the library (see the type's
    // documentation for why it exists).
    nonisolated(unsafe) private static var limiters: [String: IntervalRateLimiter<ContinuousClock>] = [:]

    /// The shared limiter of a host, created on first use. Its own ``IntervalRateLimiter/interval``
    /// is the host's default (``defaultInterval(forHost:)``, zero for hosts without one); use it
    /// to inspect the queue (``IntervalRateLimiter/waitingCount``) or to pause the host.
    ///
    /// - Parameter host: The host name, such as `musicbrainz.org`; compared case-insensitively
    ///   and without a trailing dot (`MusicBrainz.org.` is `musicbrainz.org`).
    /// - Returns: The limiter every caller with the same host gets.
    public static func limiter(forHost host: String) -> IntervalRateLimiter<ContinuousClock> {
        let key = normalized(host)
        return lock.withLock {
            if let existing = limiters[key] { return existing }
            let limiter = IntervalRateLimiter(interval: defaultInterval(forHost: key) ?? .zero)
            limiters[key] = limiter
            return limiter
        }
    }

    /// The shared limiter of a host, spacing the requests that wait through it by `interval`.
    ///
    /// Every limiter returned for one host waits in the same queue as ``limiter(forHost:)`` and
    /// is paused with it.
    ///
    /// - Parameters:
    ///   - host: The host name (compared case-insensitively, without a trailing dot).
    ///   - interval: The least time between the previous request start to the host and the start
    ///     of a request that waits through the returned limiter.
    /// - Returns: A limiter backed by the host's shared queue.
    public static func limiter(forHost host: String, interval: Duration) -> any RateLimiter {
        SpacedRateLimiter(base: limiter(forHost: host), spacing: interval)
    }

    /// The default interval between requests for a host: one second for `musicbrainz.org` and
    /// its subdomains, 200 milliseconds for `coverartarchive.org` and its subdomains, `nil` (no
    /// limit) for others.
    /// - Parameter host: The host name (compared case-insensitively, without a trailing dot:
    ///   `musicbrainz.org.` is `musicbrainz.org`).
    /// - Returns: The interval, or `nil` for no limit.
    public static func defaultInterval(forHost host: String) -> Duration? {
        let host = normalized(host)
        if host == "musicbrainz.org" || host.hasSuffix(".musicbrainz.org") { return .seconds(1) }
        if host == "coverartarchive.org" || host.hasSuffix(".coverartarchive.org") { return .milliseconds(200) }
        return nil
    }

    /// The host name as a queue key: lower case, without the trailing dot of a fully qualified
    /// name (`musicbrainz.org.` resolves to the same servers as `musicbrainz.org`).
    static func normalized(_ host: String) -> String {
        var key = host.lowercased()
        while key.hasSuffix(".") { key.removeLast() }
        return key
    }
}

/// A view of a host's shared limiter with its own spacing.
struct SpacedRateLimiter: RateLimiter {
    let base: IntervalRateLimiter<ContinuousClock>
    let spacing: Duration

    func waitForPermission() async throws { try await base.waitForPermission(spacing: spacing, announce: nil) }

    func waitForPermission(announcingWait announce: @escaping @Sendable (Duration) -> Void) async throws {
        try await base.waitForPermission(spacing: spacing, announce: announce)
    }

    func pause(for duration: Duration) async { await base.pause(for: duration) }
}
