import Foundation

extension CoverArtArchiveClient {
    /// How a Cover Art Archive client talks to the archive: where, as whom, how fast, how
    /// persistently, and which thumbnail sizes stand in for a missing one.
    ///
    /// ```swift
    /// var configuration = CoverArtArchiveClient.Configuration(
    ///     userAgent: UserAgent(application: "MyPlayer", version: "2.0", contact: "me@example.org"))
    /// configuration.baseURL = URL(string: "http://localhost:8080")!   // a stand-in server
    /// configuration.sizeFallbackOrder = [.thumbnail500, .thumbnail250]
    /// ```
    ///
    /// The URL builders (``listingURL(for:)``, ``redirectURL(for:of:size:)``) need no client
    /// and send nothing.
    public struct Configuration: Sendable {
        /// The rate-limit setting, the same as ``MusicBrainzClient``'s.
        public typealias RateLimit = MusicBrainzClient.Configuration.RateLimit

        /// `https://coverartarchive.org`.
        public static let defaultBaseURL: URL = {
            var components = URLComponents()
            components.scheme = "https"
            components.host = "coverartarchive.org"
            // A literal scheme and host always make a URL; the fallback only avoids a `!`.
            return components.url ?? URL(fileURLWithPath: "/")
        }()

        /// The archive's root, such as `https://coverartarchive.org` or a stand-in server's
        /// `http://127.0.0.1:8080/caa`. Paths such as `release/<mbid>` are appended to it.
        ///
        /// It must be an http or https URL (the scheme in any case) with a host, and without a
        /// query or fragment; otherwise every request fails with
        /// ``MusicBrainzError/Code/invalidRequest`` before anything is sent.
        public var baseURL: URL
        /// Who is asking: required, as for MusicBrainz.
        public var userAgent: UserAgent
        /// How requests are paced; default ``MusicBrainzClient/Configuration/RateLimit/automatic``:
        /// one request every 200 milliseconds to coverartarchive.org, shared by every client of
        /// the process (``SharedRateLimiters``), and no limit for other hosts. Separate from
        /// musicbrainz.org's one request per second.
        public var rateLimit: RateLimit
        /// When failed requests are repeated; default ``RetryPolicy/default``.
        public var retryPolicy: RetryPolicy
        /// The inactivity timeout of each attempt (no byte for this long fails the attempt with
        /// ``MusicBrainzError/Code/timedOut``); default 30 seconds. A large download that keeps
        /// moving is not cut off by it (the transport's overall limit on a request still
        /// applies: five minutes by default). At most one day.
        public var timeout: Duration
        /// Whether identical `GET`s in flight at the same time go out once (an art wall asking
        /// for one release group's cover twice); default `false`. See
        /// ``MusicBrainzClient/Configuration/sharesIdenticalRequests``.
        public var sharesIdenticalRequests = false
        /// Called with every ``RequestEvent`` of the client's requests as it happens: attempts
        /// and their answers, retries with their wait, waits for the rate limit, answers served
        /// from a cache; default `nil`, none. The handler runs in the request's task and must
        /// return quickly; it may be called from several tasks at once. See ``RequestEvent``.
        public var eventHandler: (@Sendable (RequestEvent) -> Void)?
        /// The sizes to try when a listing lacks the one asked for; default
        /// ``CoverArtSize/defaultFallbackOrder`` (250, 500, 1200, original: the next larger size
        /// first). Empty means no fallback. See ``CoverArtSize/candidates(fallback:)``.
        public var sizeFallbackOrder: [CoverArtSize]

        /// Creates a configuration.
        /// - Parameters:
        ///   - baseURL: The archive's root; default ``defaultBaseURL``.
        ///   - userAgent: Who is asking.
        ///   - rateLimit: The pacing; default automatic (200 ms for coverartarchive.org).
        ///   - retryPolicy: The retry policy; default ``RetryPolicy/default``.
        ///   - timeout: The inactivity timeout per attempt; default 30 seconds.
        ///   - sizeFallbackOrder: The size fallback order; default 250, 500, 1200, original.
        public init(
            baseURL: URL = Configuration.defaultBaseURL,
            userAgent: UserAgent,
            rateLimit: RateLimit = .automatic,
            retryPolicy: RetryPolicy = .default,
            timeout: Duration = .seconds(30),
            sizeFallbackOrder: [CoverArtSize] = CoverArtSize.defaultFallbackOrder
        ) {
            self.baseURL = baseURL
            self.userAgent = userAgent
            self.rateLimit = rateLimit
            self.retryPolicy = retryPolicy
            self.timeout = timeout
            self.sizeFallbackOrder = sizeFallbackOrder
        }

        /// The URL of a listing: `<base>/release/<mbid>` or `<base>/release-group/<mbid>`.
        /// Nothing is sent.
        /// - Parameter entity: The release or release group.
        /// - Returns: The URL (the archive answers it with a 307 to `index.json`).
        /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` when the
        ///   base URL is not an http(s) URL with a host, or has a query or fragment.
        public func listingURL(for entity: CoverArtEntity) throws(MusicBrainzError) -> URL {
            try MusicBrainzClient.makeURL(
                base: baseURL, path: entity.pathSegment + "/" + entity.id.description, queryItems: [])
        }

        /// The archive's redirect URL of an image at a size, such as
        /// `https://coverartarchive.org/release/<mbid>/front-500`. Nothing is sent.
        ///
        /// The archive answers it with a 307 to the file on archive.org (404 when there is no
        /// such image), so it can go straight into an image view; it always shows the current
        /// front (or back) image. No size fallback applies: the archive serves every thumbnail
        /// size for every image it has.
        ///
        /// - Parameters:
        ///   - selector: Which image; release groups support only ``CoverArtImageSelector/front``.
        ///   - entity: The release or release group.
        ///   - size: The size; ``CoverArtSize/original`` gives the path without suffix.
        /// - Returns: The URL.
        /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for
        ///   `back` or an image ID of a release group (the archive would answer 400), or a base
        ///   URL that is not an http(s) URL with a host, or has a query or fragment.
        public func redirectURL(
            for selector: CoverArtImageSelector, of entity: CoverArtEntity, size: CoverArtSize
        )
            throws(MusicBrainzError) -> URL
        {
            try Self.check(selector, of: entity)
            return try MusicBrainzClient.makeURL(
                base: baseURL,
                path: entity.pathSegment + "/" + entity.id.description + "/" + selector.description + size.pathSuffix,
                queryItems: [])
        }

        /// Refuses what the archive refuses for release groups: anything but the front cover.
        static func check(_ selector: CoverArtImageSelector, of entity: CoverArtEntity) throws(MusicBrainzError) {
            guard entity.isReleaseGroup, selector != .front else { return }
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The Cover Art Archive has only the front cover of a release group, not \(selector) (\(entity)); ask for the release's images instead."
            )
        }
    }
}
