/// A per-request instruction to a ``ResponseCache``: another mode, or another time to live,
/// than the cache's own settings.
///
/// Pass one through a copy of the client; the original is unchanged:
///
/// ```swift
/// let fresh = try await client.withCacheDirective(.refresh).lookup(Release.self, id: mbid)
/// let offline = try await client.withCacheDirective(.cacheOnly).lookup(Release.self, id: mbid)
/// let brief = client.withCacheDirective(.timeToLive(.seconds(60)))
/// ```
///
/// The directive travels in ``MiddlewareContext/cacheDirective``, so your own middlewares see
/// it too.
public struct CacheDirective: Sendable, Hashable {
    /// The mode, or `nil` for the cache's ``ResponseCache/Configuration/mode``.
    public var mode: CacheMode?
    /// How long a response fetched now stays fresh, or `nil` for the cache's time to live of
    /// the kind of request (``ResponseCache/TimeToLive``). Also decides whether an entry
    /// already kept is still fresh: one older than this is fetched again. Zero or less keeps
    /// nothing new and treats every entry as stale.
    public var timeToLive: Duration?
    /// The oldest entry the cache may answer with, counted from when it was stored, or `nil`
    /// for any fresh entry; an older one is fetched again (``CacheMode/cacheOnly`` still answers
    /// with it). A client's read tiers set it from ``MusicBrainzClient/Configuration/maximumAge``.
    public var maximumAge: Duration?

    /// Creates a directive.
    /// - Parameters:
    ///   - mode: The mode, or `nil` for the cache's.
    ///   - timeToLive: The time to live, or `nil` for the cache's.
    ///   - maximumAge: The oldest entry to answer with, or `nil` for any fresh one.
    public init(mode: CacheMode? = nil, timeToLive: Duration? = nil, maximumAge: Duration? = nil) {
        self.mode = mode
        self.timeToLive = timeToLive
        self.maximumAge = maximumAge
    }

    /// Fetch and replace (``CacheMode/refresh``).
    public static let refresh = CacheDirective(mode: .refresh)
    /// Answer from the cache or fail with ``MusicBrainzError/Code/notCached`` (``CacheMode/cacheOnly``).
    public static let cacheOnly = CacheDirective(mode: .cacheOnly)
    /// The cache's usual behaviour (``CacheMode/normal``), even when the cache is set otherwise.
    public static let normal = CacheDirective(mode: .normal)

    /// Another time to live for these requests.
    /// - Parameter duration: How long a response stays fresh.
    /// - Returns: The directive.
    public static func timeToLive(_ duration: Duration) -> CacheDirective { CacheDirective(timeToLive: duration) }
}
