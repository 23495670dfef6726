import Foundation

/// Where a ``ResponseCache`` keeps its entries: ``MemoryResponseStore`` (in this process,
/// bounded by bytes) and ``DiskResponseStore`` (a directory, bounded by bytes, shared by
/// processes and kept across restarts) ship with the library; conform your own to keep them
/// elsewhere.
///
/// ## Implementation requirements
///
/// - Be safe to call from many tasks at once.
/// - Never return an entry stored under another key: compare ``ResponseCacheKey/canonical``,
///   not only a digest.
/// - Return `nil` rather than a damaged entry; drop it.
/// - Keep within your bound by evicting entries, least recently used first, and count them in
///   ``ResponseCacheUsage/evictionCount``. Refusing an entry larger than the bound is fine.
/// - A failure to store is not the caller's failure: the cache goes on with the response it
///   has. Throw ``MusicBrainzError`` with ``MusicBrainzError/Code/transportFailed`` for it.
public protocol ResponseCacheStore: Sendable {
    /// The entry kept under a key, body included, or `nil`. A read counts as a use for the
    /// least-recently-used order.
    /// - Parameter key: The key.
    /// - Returns: The entry, or `nil` when there is none (or it was damaged and dropped).
    func entry(for key: ResponseCacheKey) async -> ResponseCacheEntry?

    /// Keeps an entry with its body in memory, replacing any under the same key.
    /// - Parameters:
    ///   - entry: The entry.
    ///   - key: The key.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/fileAccessFailed``) when it
    ///   cannot be written.
    func store(_ entry: ResponseCacheEntry, for key: ResponseCacheKey) async throws(MusicBrainzError)

    /// Keeps an entry whose body is in a file (a download), copying the file in pieces so
    /// that it is never held whole in memory. A store that cannot stream may keep nothing.
    /// - Parameters:
    ///   - entry: The entry; its `body` is empty.
    ///   - file: The body.
    ///   - key: The key.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/fileAccessFailed``).
    func store(
        _ entry: ResponseCacheEntry, bodyFile file: URL, for key: ResponseCacheKey) async throws(MusicBrainzError)

    /// Writes the body of the entry under a key into a file, in pieces, and returns the entry
    /// without its body; `nil` (and no file) when there is none or it is damaged.
    /// - Parameters:
    ///   - key: The key.
    ///   - destination: The file to write; an existing file is replaced.
    /// - Returns: The entry, with an empty `body`, or `nil`.
    func copyBody(for key: ResponseCacheKey, to destination: URL) async -> ResponseCacheEntry?

    /// Removes the entry under a key, if any.
    /// - Parameter key: The key.
    func removeEntry(for key: ResponseCacheKey) async

    /// Removes every entry one of whose ``ResponseCacheEntry/subjects`` is among these MBIDs.
    /// - Parameter subjects: MBIDs in lower case.
    /// - Returns: How many entries were removed.
    @discardableResult
    func removeEntries(about subjects: Set<String>) async -> Int

    /// Removes every entry.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/fileAccessFailed``) when some
    ///   could not be removed.
    func removeAll() async throws(MusicBrainzError)

    /// What the store holds now.
    /// - Returns: The entries, bytes, bound and evictions.
    func usage() async -> ResponseCacheUsage
}

/// What a ``ResponseCacheStore`` holds: entries, bytes, its bound, and how many entries it
/// evicted to stay within it.
public struct ResponseCacheUsage: Sendable, Hashable {
    /// The number of entries.
    public var entryCount: Int
    /// The bytes they take (for a disk store, the files' sizes).
    public var byteCount: Int64
    /// The most bytes the store keeps.
    public var byteLimit: Int64
    /// Entries evicted to stay within ``byteLimit`` since the store was created (in this
    /// process).
    public var evictionCount: Int

    /// Creates a usage report.
    /// - Parameters:
    ///   - entryCount: The number of entries.
    ///   - byteCount: Their bytes.
    ///   - byteLimit: The bound.
    ///   - evictionCount: The evictions.
    public init(entryCount: Int, byteCount: Int64, byteLimit: Int64, evictionCount: Int) {
        self.entryCount = entryCount
        self.byteCount = byteCount
        self.byteLimit = byteLimit
        self.evictionCount = evictionCount
    }
}
