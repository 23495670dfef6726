import Foundation

extension MusicBrainzClient {
    /// How a client talks to the web service: where, as whom, in which format, how fast, and how
    /// persistently.
    ///
    /// ```swift
    /// var configuration = MusicBrainzClient.Configuration(
    ///     userAgent: UserAgent(application: "MyTagger", version: "1.2", contact: "me@example.org"))
    /// configuration.baseURL = URL(string: "http://localhost:5000/ws/2")!   // a mirror
    /// configuration.format = .xml
    /// ```
    public struct Configuration: Sendable {
        /// `https://musicbrainz.org/ws/2`.
        public static let defaultBaseURL = URL(string: "https://musicbrainz.org/ws/2")!

        /// The WS/2 root, such as `https://musicbrainz.org/ws/2` or a mirror's
        /// `http://localhost:5000/ws/2`. Request paths are appended to it.
        ///
        /// It must be an http or https URL (the scheme in any case) with a host, and without a
        /// query or fragment; otherwise every request fails with
        /// ``MusicBrainzError/Code/invalidRequest`` before anything is sent.
        public var baseURL: URL
        /// Who is asking: required, MusicBrainz refuses anonymous clients.
        public var userAgent: UserAgent
        /// The response format to ask for; default ``ResponseFormat/json``.
        public var format: ResponseFormat
        /// How requests are paced; default ``RateLimit/automatic``.
        public var rateLimit: RateLimit
        /// When failed requests are repeated; default ``RetryPolicy/default``.
        public var retryPolicy: RetryPolicy
        /// Who the client is, for requests that need it (HTTP Digest or an OAuth 2 bearer
        /// token); default none, anonymous.
        ///
        /// Credentials that cannot be sent (an empty token or user name, a line break or
        /// another control character) make every request fail with
        /// ``MusicBrainzError/Code/invalidRequest`` before anything is sent, rather than go out
        /// without them; so does a bearer token with a base URL that is neither https nor a
        /// loopback address.
        public var credentials: Credentials?
        /// The inactivity timeout of each attempt; default 30 seconds, at most one day (a longer
        /// one counts as one day). The transport's own overall limit on a request still
        /// applies (five minutes by default for both built-in transports).
        public var timeout: Duration
        /// Whether identical `GET`s in flight at the same time go out once, every caller
        /// getting the one answer (or error); default `false`. Cancelling one caller does not
        /// cancel the others; the request is cancelled when every caller is gone. Copies of
        /// a client share what is in flight. See <doc:CachingAndBulkRequests>.
        public var sharesIdenticalRequests = false
        /// Called with every ``RequestEvent`` of the client's requests as it happens: attempts
        /// and their answers, retries with their wait, waits for the rate limit, answers served
        /// from a cache; default `nil`, none. The handler runs in the request's task and must
        /// return quickly; it may be called from several tasks at once. See ``RequestEvent``.
        public var eventHandler: (@Sendable (RequestEvent) -> Void)?
        /// Where reads go before the server of ``baseURL``, in order: the response cache, a
        /// local data dump index, a mirror (``ReadTier``); default none, every request goes to
        /// the server. A read falls through a tier that lacks the answer, fails, or answers with
        /// something older than ``maximumAge``; writes and requests with credentials never go to
        /// a mirror.
        public var readTiers: [ReadTier] = []
        /// The oldest answer a read tier may give (by the answer's `Age` or `Last-Modified`
        /// header, or a mirror's known lag); an older one falls through to the next tier, and
        /// the server's answer is taken whatever its age. Default `nil`: any age.
        public var maximumAge: Duration?

        /// Creates a configuration.
        /// - Parameters:
        ///   - baseURL: The WS/2 root; default ``defaultBaseURL``.
        ///   - userAgent: Who is asking.
        ///   - format: The response format; default JSON.
        ///   - rateLimit: The pacing; default automatic (one request per second to
        ///     musicbrainz.org, shared by every client of the process; no interval for other
        ///     hosts, but `Retry-After` still pauses all their clients).
        ///   - retryPolicy: The retry policy; default ``RetryPolicy/default``.
        ///   - credentials: Who the client is, if anyone: Digest or a bearer token.
        ///   - timeout: The inactivity timeout per attempt; default 30 seconds.
        public init(
            baseURL: URL = Configuration.defaultBaseURL,
            userAgent: UserAgent,
            format: ResponseFormat = .json,
            rateLimit: RateLimit = .automatic,
            retryPolicy: RetryPolicy = .default,
            credentials: Credentials? = nil,
            timeout: Duration = .seconds(30)
        ) {
            self.baseURL = baseURL
            self.userAgent = userAgent
            self.format = format
            self.rateLimit = rateLimit
            self.retryPolicy = retryPolicy
            self.credentials = credentials
            self.timeout = timeout
        }

        /// The limiter this configuration asks for, or `nil` for none.
        func resolvedLimiter() -> (any RateLimiter)? {
            rateLimit.resolvedLimiter(forHost: baseURL.host ?? "")
        }
    }
}
