import Foundation

extension PlayQueue {
    // MARK: Adding

    /// Adds entries at the end of the play order (and, while shuffled, at the end of the order
    /// ``unshuffle()`` restores). The current entry stays current.
    /// - Parameter newEntries: The entries, in order.
    public mutating func append(_ newEntries: [Entry]) {
        insert(newEntries, at: entries.count, unshuffledAfterCurrent: false)
    }

    /// Adds a selection of a release's tracks at the end, as ``append(_:)``.
    /// - Parameters:
    ///   - release: The release, looked up with `inc=recordings`.
    ///   - selections: Which tracks, in order; default all.
    ///   - frontCover: The URL of the release's front cover; default none.
    /// - Throws: As ``init(release:selecting:frontCover:)``; the queue is unchanged then.
    public mutating func append(
        release: Release, selecting selections: [TrackSelection] = [.all], frontCover: URL? = nil
    )
        throws(MusicBrainzError)
    {
        append(try Self.entries(of: release, selecting: selections, frontCover: frontCover))
    }

    /// Inserts entries to play next: right after the current entry in play order (and, while
    /// shuffled, right after it in the order ``unshuffle()`` restores, so they still come next
    /// after an unshuffle), or at the start when no entry is current. The current entry stays
    /// current.
    /// - Parameter newEntries: The entries, in the order to play them.
    public mutating func playNext(_ newEntries: [Entry]) {
        insert(newEntries, at: currentIndex.map { $0 + 1 } ?? 0, unshuffledAfterCurrent: true)
    }

    /// Inserts a selection of a release's tracks to play next, as ``playNext(_:)``.
    /// - Parameters:
    ///   - release: The release, looked up with `inc=recordings`.
    ///   - selections: Which tracks, in order; default all.
    ///   - frontCover: The URL of the release's front cover; default none.
    /// - Throws: As ``init(release:selecting:frontCover:)``; the queue is unchanged then.
    public mutating func playNext(
        release: Release, selecting selections: [TrackSelection] = [.all], frontCover: URL? = nil
    )
        throws(MusicBrainzError)
    {
        playNext(try Self.entries(of: release, selecting: selections, frontCover: frontCover))
    }

    /// Inserts at `index` of the play order; while shuffled, at the end of the unshuffled order
    /// or right after the current entry there.
    private mutating func insert(_ newEntries: [Entry], at index: Int, unshuffledAfterCurrent: Bool) {
        guard !newEntries.isEmpty else { return }
        let count = newEntries.count
        entries.insert(contentsOf: newEntries, at: index)
        if var order = unshuffledOrder {
            order = order.map { $0 >= index ? $0 + count : $0 }
            var place = order.count
            if unshuffledAfterCurrent {
                place = currentIndex.flatMap { current in order.firstIndex(of: current).map { $0 + 1 } } ?? 0
            }
            order.insert(contentsOf: index..<index + count, at: place)
            unshuffledOrder = order
        }
        if let current = currentIndex, current >= index { currentIndex = current + count }
    }

    // MARK: Removing and moving

    /// Removes an entry.
    ///
    /// An entry before the current one leaves the same entry current. Removing the current
    /// entry moves on as ``next()`` would: the entry after it becomes current, after the last
    /// entry the first with ``RepeatMode/all`` or ``RepeatMode/one``, and otherwise (the last
    /// entry with ``RepeatMode/off``, or the only entry) no entry is current.
    /// - Parameter index: Its index in ``entries``.
    /// - Returns: The removed entry.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` when the
    ///   index is not one of ``entries``' (nothing changes).
    @discardableResult
    public mutating func remove(at index: Int) throws(MusicBrainzError) -> Entry {
        try checkIndex(index, "remove")
        let removed = entries.remove(at: index)
        if let order = unshuffledOrder {
            unshuffledOrder = order.compactMap { $0 == index ? nil : $0 > index ? $0 - 1 : $0 }
        }
        if let current = currentIndex {
            if current > index {
                currentIndex = current - 1
            } else if current == index, index >= entries.count {
                currentIndex = repeatMode != .off && !entries.isEmpty ? 0 : nil
            }
        }
        return removed
    }

    /// Moves an entry to another place in the play order; the other entries keep their order.
    /// The current entry stays current (its index follows it, also when it is the one moved).
    /// While shuffled, only the shuffled order changes: ``unshuffle()`` puts the entry back
    /// where it was before the shuffle.
    /// - Parameters:
    ///   - source: The entry's index in ``entries``.
    ///   - destination: The index it has afterwards, from 0 to `entries.count - 1`.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` when either
    ///   index is not one of ``entries``' (always so in an empty queue; nothing changes).
    public mutating func move(from source: Int, to destination: Int) throws(MusicBrainzError) {
        try checkIndex(source, "move")
        try checkIndex(destination, "move an entry to")
        guard source != destination else { return }
        let entry = entries.remove(at: source)
        entries.insert(entry, at: destination)
        func moved(_ index: Int) -> Int {
            if index == source { return destination }
            if source < destination, index > source, index <= destination { return index - 1 }
            if source > destination, index >= destination, index < source { return index + 1 }
            return index
        }
        currentIndex = currentIndex.map(moved)
        unshuffledOrder = unshuffledOrder?.map(moved)
    }

    /// Removes every entry: no entry is current and the queue is no longer shuffled. The
    /// repeat mode stays.
    public mutating func clear() {
        entries = []
        currentIndex = nil
        unshuffledOrder = nil
    }

    // MARK: Shuffling

    /// Shuffles the play order with the system's random number generator, as
    /// ``shuffle(using:)``.
    public mutating func shuffle() {
        var generator = SystemRandomNumberGenerator()
        shuffle(using: &generator)
    }

    /// Shuffles the play order: the current entry first (it stays current, at index 0), every
    /// other entry after it in a random order, so that one pass visits every entry once. With
    /// no current entry, every entry is shuffled.
    ///
    /// A queue that is already shuffled is shuffled again and keeps the order ``unshuffle()``
    /// restores; an empty queue stays as it is.
    /// - Parameter generator: The source of randomness (a seeded one gives the same order for
    ///   the same queue).
    public mutating func shuffle(using generator: inout some RandomNumberGenerator) {
        guard !entries.isEmpty else { return }
        let restore = unshuffledOrder ?? Array(entries.indices)
        var others = entries.indices.filter { $0 != currentIndex }
        others.shuffle(using: &generator)
        let order = (currentIndex.map { [$0] } ?? []) + others
        var newIndex = Array(entries.indices)
        for (index, old) in order.enumerated() { newIndex[old] = index }
        entries = order.map { entries[$0] }
        unshuffledOrder = restore.map { newIndex[$0] }
        if currentIndex != nil { currentIndex = 0 }
    }

    /// Restores the order from before ``shuffle()`` (with the edits made since, see
    /// ``unshuffledEntries``); the current entry stays current at its place in that order. A
    /// queue that is not shuffled stays as it is.
    public mutating func unshuffle() {
        guard let order = unshuffledOrder else { return }
        entries = order.map { entries[$0] }
        currentIndex = currentIndex.flatMap { order.firstIndex(of: $0) }
        unshuffledOrder = nil
    }
}
