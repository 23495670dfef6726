extension MusicBrainzError {
    /// Which of the service's two refusals a ``Code/rateLimited`` error was: this client was
    /// throttled, or the whole service was shedding load.
    ///
    /// MusicBrainz answers both with HTTP 503, and both pause the host's request queue (every
    /// client of the process waits), but they call for different reactions: a throttled client
    /// sends too fast and should slow down; an overloaded service refuses everyone, and only
    /// waiting helps.
    ///
    /// The edge tells them apart by its headers (WS/2 reference §1.5): the per-IP throttle sends
    /// `Retry-After: 1` and `X-RateLimit-Zone: ws ip=<address>`, the load shedding
    /// `Retry-After: 0` (or none) and `X-RateLimit-Zone: global`. The library reads, in this
    /// order, the zone (`ip=` is a throttle; `global` or `search-global` is load shedding), the
    /// server's message ("exceeding the allowable rate limit" is a throttle, "currently busy"
    /// load shedding), and then the wait (`Retry-After` of a second or more is a throttle). A
    /// 429 without any of these is a throttle (the status means "too many requests from you"),
    /// a 503 without any of them load shedding.
    ///
    /// A struct over a private enumeration, like ``Code``: compare with `==`; kinds may be added
    /// in a minor release.
    ///
    /// ```swift
    /// do {
    ///     _ = try await client.lookup(Release.self, id: mbid)
    /// } catch let error as MusicBrainzError where error.rateLimitKind == .serviceOverloaded {
    ///     status.show("MusicBrainz is busy; try again in a minute.")
    /// }
    /// ```
    public struct RateLimitKind: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String, Hashable, Sendable {
            case clientThrottled
            case serviceOverloaded
        }

        private let value: Value

        private init(_ value: Value) { self.value = value }

        /// This client (its IP address, or its User-Agent) sent more requests than the service
        /// allows, about one per second: a per-IP throttle (`Retry-After` of one second or
        /// more, `X-RateLimit-Zone: ws ip=…`, "Your requests are exceeding the allowable rate
        /// limit"), or any HTTP 429.
        public static let clientThrottled = RateLimitKind(.clientThrottled)
        /// The whole service is shedding load and refuses every client for a moment, however
        /// slowly each one asks (`Retry-After: 0` or none, `X-RateLimit-Zone: global`, "The
        /// MusicBrainz web server is currently busy").
        public static let serviceOverloaded = RateLimitKind(.serviceOverloaded)

        /// The kind's name, such as `clientThrottled`.
        public var description: String { value.rawValue }
    }
}
