extension MusicBrainzClient.Configuration {
        /// How a client paces its requests.
        public enum RateLimit: Sendable {
            /// The process-wide limiter of the base URL's host with that host's default interval
            /// (``SharedRateLimiters/defaultInterval(forHost:)``): one request per second for
            /// musicbrainz.org, no limit for other hosts such as mirrors.
            case automatic
            /// The process-wide limiter of the base URL's host with this interval between
            /// request starts (shared by every client that asks for the same host and interval).
            case interval(Duration)
            /// This limiter, for this client alone (or whoever else you give it to).
            case custom(any RateLimiter)
            /// No pacing at all: only for your own server.
            case unlimited
        }
}

extension MusicBrainzClient.Configuration.RateLimit {
    /// The limiter this setting asks for requests to a host, or `nil` for none. Shared by
    /// ``MusicBrainzClient`` and ``CoverArtArchiveClient``.
    func resolvedLimiter(forHost host: String) -> (any RateLimiter)? {
        switch self {
        case .automatic:
            guard let interval = SharedRateLimiters.defaultInterval(forHost: host) else { return nil }
            return SharedRateLimiters.limiter(forHost: host, interval: interval)
        case .interval(let interval):
            return SharedRateLimiters.limiter(forHost: host, interval: interval)
        case .custom(let limiter):
            return limiter
        case .unlimited:
            return nil
        }
    }
}
