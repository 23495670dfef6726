import Foundation

/// A ``ResponseCacheStore`` in this process's memory, bounded by bytes, evicting the least
/// recently used entries first. Gone when the process ends.
///
/// ```swift
/// let cache = ResponseCache(store: MemoryResponseStore(byteLimit: 16 << 20))
/// let client = MusicBrainzClient(configuration: configuration, middlewares: [cache])
/// ```
///
/// Downloads (``CoverArtArchiveClient/downloadImage(at:to:)``) are not kept here: their point
/// is not to hold the image in memory. Use a ``DiskResponseStore`` for them.
public actor MemoryResponseStore: ResponseCacheStore {
    private struct Slot {
        var entry: ResponseCacheEntry
        var bytes: Int
        var older: String?
        var newer: String?
    }

    /// The most bytes kept (bodies, headers and URLs, approximately).
    public let byteLimit: Int
    private var slots: [String: Slot] = [:]
    private var oldest: String?
    private var newest: String?
    private var byteCount = 0
    private var evictionCount = 0

    /// Creates an empty store.
    /// - Parameter byteLimit: The most bytes kept; default 32 MiB. An entry larger than this
    ///   is not kept.
    public init(byteLimit: Int = 32 << 20) { self.byteLimit = max(0, byteLimit) }

    /// The entry under a key, which becomes the most recently used.
    public func entry(for key: ResponseCacheKey) -> ResponseCacheEntry? {
        let name = key.canonical
        guard let slot = slots[name] else { return nil }
        unlink(name)
        link(name, slot)
        return slot.entry
    }

    /// Keeps an entry, evicting the least recently used ones to stay within ``byteLimit``.
    public func store(_ entry: ResponseCacheEntry, for key: ResponseCacheKey) {
        let name = key.canonical
        remove(name)
        let bytes = entry.approximateByteCount + name.utf8.count
        guard bytes <= byteLimit else { return }
        while byteCount + bytes > byteLimit, let victim = oldest {
            remove(victim)
            evictionCount += 1
        }
        link(name, Slot(entry: entry, bytes: bytes))
    }

    /// Keeps nothing: a download is not held in memory. Any older entry under the key is
    /// removed, so it cannot answer for the new one.
    public func store(_ entry: ResponseCacheEntry, bodyFile file: URL, for key: ResponseCacheKey) {
        remove(key.canonical)
    }

    /// Writes the kept body into a file.
    public func copyBody(for key: ResponseCacheKey, to destination: URL) -> ResponseCacheEntry? {
        guard var entry = entry(for: key) else { return nil }
        do {
            try entry.body.write(to: destination)
        } catch {
            return nil
        }
        entry.body = Data()
        return entry
    }

    /// Removes the entry under a key.
    public func removeEntry(for key: ResponseCacheKey) { remove(key.canonical) }

    /// Removes the entries about these MBIDs.
    @discardableResult
    public func removeEntries(about subjects: Set<String>) -> Int {
        let names = slots.filter { !subjects.isDisjoint(with: $0.value.entry.subjects) }.map(\.key)
        for name in names { remove(name) }
        return names.count
    }

    /// Removes every entry.
    public func removeAll() {
        slots.removeAll()
        oldest = nil
        newest = nil
        byteCount = 0
    }

    /// The entries and bytes held.
    public func usage() -> ResponseCacheUsage {
        ResponseCacheUsage(
            entryCount: slots.count, byteCount: Int64(byteCount), byteLimit: Int64(byteLimit),
            evictionCount: evictionCount)
    }

    private func remove(_ name: String) {
        guard slots[name] != nil else { return }
        unlink(name)
    }

    /// Takes a slot out of the list and the table.
    private func unlink(_ name: String) {
        guard let slot = slots.removeValue(forKey: name) else { return }
        if let older = slot.older { slots[older]?.newer = slot.newer } else { oldest = slot.newer }
        if let newer = slot.newer { slots[newer]?.older = slot.older } else { newest = slot.older }
        byteCount -= slot.bytes
    }

    /// Puts a slot in the table as the most recently used.
    private func link(_ name: String, _ slot: Slot) {
        var slot = slot
        slot.older = newest
        slot.newer = nil
        if let newest { slots[newest]?.newer = name }
        newest = name
        if oldest == nil { oldest = name }
        slots[name] = slot
        byteCount += slot.bytes
    }
}
