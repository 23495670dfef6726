/// How a ``ResponseCache`` answers a request: from what it keeps when it can, fresh from the
/// network, or from what it keeps alone.
///
/// Set one for every request of a cache (``ResponseCache/Configuration/mode``) or for some
/// requests (``CacheDirective/mode``, through ``MusicBrainzClient/withCacheDirective(_:)``).
public enum CacheMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// A fresh entry answers without sending anything; a stale or missing one is fetched
    /// (revalidated with `If-None-Match` when it is XML with an `ETag`) and kept.
    case normal
    /// Always fetched, without `If-None-Match`, and the entry replaced: the user's "reload".
    case refresh
    /// Offline: answered from whatever the cache keeps, however old, and nothing is ever
    /// sent; a request the cache cannot answer fails with ``MusicBrainzError/Code/notCached``.
    case cacheOnly
}
