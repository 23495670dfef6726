import Foundation

/// The process-wide rate limiters, one per host and interval, that clients share by default.
///
/// MusicBrainz counts requests per IP address, so two clients of one process must not each
/// send a request per second. ``MusicBrainzClient`` takes its limiter from here unless its
/// configuration says otherwise (``MusicBrainzClient/Configuration/RateLimit``).
///
/// Defaults by host (``defaultInterval(forHost:)``): `musicbrainz.org` and its subdomains one
/// request per second, `coverartarchive.org` five per second; any other host (a mirror, a
/// loopback test server) no limit.
public enum SharedRateLimiters {
    private static let lock = NSLock()
    // Guarded by `lock`; the only shared mutable state of the library (see the type's
    // documentation for why it exists).
    nonisolated(unsafe) private static var limiters: [Key: IntervalRateLimiter<ContinuousClock>] = [:]

    private struct Key: Hashable {
        var host: String
        var interval: Duration
    }

    /// The shared limiter for a host and interval, created on first use.
    /// - Parameters:
    ///   - host: The host name (compared case-insensitively).
    ///   - interval: The least time between two request starts.
    /// - Returns: The limiter every caller with the same host and interval gets.
    public static func limiter(forHost host: String, interval: Duration) -> IntervalRateLimiter<ContinuousClock> {
        let key = Key(host: host.lowercased(), interval: interval)
        lock.lock()
        defer { lock.unlock() }
        if let existing = limiters[key] { return existing }
        let limiter = IntervalRateLimiter(interval: interval)
        limiters[key] = limiter
        return limiter
    }

    /// The default interval between requests for a host: one second for `musicbrainz.org` and
    /// its subdomains, 200 milliseconds for `coverartarchive.org`, `nil` (no limit) for others.
    /// - Parameter host: The host name.
    public static func defaultInterval(forHost host: String) -> Duration? {
        let host = host.lowercased()
        if host == "musicbrainz.org" || host.hasSuffix(".musicbrainz.org") { return .seconds(1) }
        if host == "coverartarchive.org" || host.hasSuffix(".coverartarchive.org") { return .milliseconds(200) }
        return nil
    }
}
