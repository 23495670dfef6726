import Foundation

extension ResponseCache {
    /// What a cache did since it was created: hits, misses, revalidations, evictions, and what
    /// its store holds.
    ///
    /// ```swift
    /// let statistics = await cache.statistics()
    /// print(statistics.hits, statistics.misses, statistics.hitRate)
    /// ```
    public struct Statistics: Sendable, Hashable, CustomStringConvertible {
        /// Requests answered from the store without sending anything.
        public var hits = 0
        /// Requests sent because the store had no fresh entry (or the mode was
        /// ``CacheMode/refresh``), revalidations excluded.
        public var misses = 0
        /// Stale XML entries the server confirmed with 304 Not Modified (each still cost a
        /// request and a rate-limit slot, but no body).
        public var revalidations = 0
        /// Responses written to the store.
        public var stores = 0
        /// Writes to the store that failed (a full disk); the responses still reached their
        /// callers.
        public var storeFailures = 0
        /// Requests refused in ``CacheMode/cacheOnly`` for want of an entry
        /// (``MusicBrainzError/Code/notCached``).
        public var notCached = 0
        /// Entries removed because a write (`POST`, `PUT`, `DELETE`) touched their entities.
        public var invalidations = 0
        /// Entries the store evicted to stay within its bound (``ResponseCacheUsage/evictionCount``).
        public var evictions = 0
        /// What the store holds now.
        public var usage = ResponseCacheUsage(entryCount: 0, byteCount: 0, byteLimit: 0, evictionCount: 0)

        /// Statistics of a cache that did nothing yet.
        public init() {}

        /// Hits among the requests the cache decided on (hits, misses, revalidations), 0...1;
        /// 0 when there were none.
        public var hitRate: Double {
            let total = hits + misses + revalidations
            return total == 0 ? 0 : Double(hits) / Double(total)
        }

        /// `hits 3, misses 1, revalidations 0, evictions 0, entries 4 (12345 bytes of 268435456)`.
        public var description: String {
            "hits \(hits), misses \(misses), revalidations \(revalidations), evictions \(evictions), "
                + "entries \(usage.entryCount) (\(usage.byteCount) bytes of \(usage.byteLimit))"
        }
    }
}

/// The counters of one ``ResponseCache`` and its copies.
final class ResponseCacheCounters: @unchecked Sendable {
    // @unchecked: `statistics` is guarded by `lock`.
    private let lock = NSLock()
    private var statistics = ResponseCache.Statistics()

    /// Changes the counters.
    func update(_ change: (inout ResponseCache.Statistics) -> Void) {
        lock.withLock { change(&statistics) }
    }

    /// The counters now.
    var current: ResponseCache.Statistics { lock.withLock { statistics } }
}
