extension MusicBrainzClient.Configuration {
    /// How a client paces its requests.
    ///
    /// The shared choices (``automatic`` and ``interval(_:)``) make every client of the process
    /// that talks to the same host wait in one queue (``SharedRateLimiters``), because
    /// MusicBrainz counts requests per IP address. A `Retry-After` or `X-RateLimit-Reset` that
    /// one client receives pauses that queue for all of them.
    public enum RateLimit: Sendable {
        /// The process-wide queue of the base URL's host, with that host's default interval
        /// (``SharedRateLimiters/defaultInterval(forHost:)``): one request per second for
        /// musicbrainz.org, five per second for the Cover Art Archive, no interval for other
        /// hosts such as mirrors (their requests start at once unless the server asked for a
        /// pause).
        case automatic
        /// The process-wide queue of the base URL's host, with at least this interval before
        /// each of this client's requests (counted from the previous request to the host,
        /// whichever client sent it).
        case interval(Duration)
        /// This limiter, for this client alone (or whoever else you give it to); tests pass an
        /// ``IntervalRateLimiter`` on a test clock.
        case custom(any RateLimiter)
        /// No pacing at all, and no host-wide pause on `Retry-After` (the retry still waits):
        /// only for your own server.
        case unlimited
    }
}

extension MusicBrainzClient.Configuration.RateLimit {
    /// The limiter this setting asks for requests to a host, or `nil` for none. Shared by
    /// ``MusicBrainzClient`` and ``CoverArtArchiveClient``.
    func resolvedLimiter(forHost host: String) -> (any RateLimiter)? {
        switch self {
        case .automatic:
            // Every host gets its shared queue, so that a `Retry-After` pauses all its clients;
            // hosts without a default interval let requests through at once otherwise.
            return SharedRateLimiters.limiter(forHost: host)
        case .interval(let interval):
            return SharedRateLimiters.limiter(forHost: host, interval: interval)
        case .custom(let limiter):
            return limiter
        case .unlimited:
            return nil
        }
    }
}
