import Foundation

/// The state of a player: the tracks to play in play order, which one is current, the repeat
/// mode and whether the order is shuffled, with what a player shows for each entry (title,
/// credited artist, album, disc and track number, length, front cover).
///
/// ```swift
/// let release = try await client.lookup(Release.self, id: mbid, including: [.recordings, .artistCredits])
/// var queue = try PlayQueue(release: release, selecting: TrackSelection.parse("1-3, 2:4"),
///                           frontCover: coverArt.configuration.frontCoverURL(of: release, size: .thumbnail250))
/// queue.repeatMode = .all
/// if let entry = queue.next() { print("playing", entry.title) }       // the first entry
/// queue.shuffle()                                                      // the current entry stays first
/// try queue.playNext(release: release, selecting: [.track(TrackPosition(disc: 2, track: 1))])
/// let saved = try JSONEncoder().encode(queue)                          // keep it between launches
/// ```
///
/// The article <doc:TracksAndPlayQueues> shows the track helpers and the queue together.
///
/// ## The current entry
///
/// A new queue has no current entry (``currentIndex`` is `nil`): ``next()`` or ``advance()``
/// starts at the first entry in play order, ``jump(to:)`` at any. Every operation says what it
/// does to the current entry; an edit that does not remove the current entry keeps it current
/// (its index follows it). When the last entry has been played and the repeat mode is
/// ``RepeatMode/off``, ``advance()`` and ``next()`` return `nil` and leave the last entry
/// current: the queue has ended, and the player stops.
///
/// ## Shuffle
///
/// ``shuffle()`` puts the current entry first and the others in a random order after it, so
/// one pass through the queue visits every entry once; with ``RepeatMode/all`` each further
/// pass repeats that order. ``unshuffle()`` restores the order from before the shuffle with the
/// same current entry. Entries added while shuffled go where the call says in the play order
/// (``append(_:)`` at the end, ``playNext(_:)`` after the current entry) and at the same place
/// in the order ``unshuffle()`` restores (the end, or after the current entry); shuffle again
/// to mix them in. ``move(from:to:)`` while shuffled rearranges only the shuffled order.
///
/// ## Invalid operations
///
/// An index out of range throws ``MusicBrainzError`` with
/// ``MusicBrainzError/Code/invalidRequest`` and leaves the queue as it was. Moving through an
/// empty queue, shuffling an empty queue and unshuffling a queue that is not shuffled change
/// nothing. No operation traps.
///
/// The queue is a plain value: `Codable` (lengths as milliseconds, MBIDs as strings, the
/// current entry, the repeat mode and the order ``unshuffle()`` restores), so an app can store
/// it and restore exactly where it was; it holds no reference to the releases it came from.
public struct PlayQueue: Sendable, Hashable, Codable {
    /// The entries, in play order: the shuffled order while ``isShuffled``.
    public internal(set) var entries: [Entry]

    /// The index in ``entries`` of the current entry (the one playing or paused), or `nil`
    /// when no entry is current: the queue is new or empty, or its current entry was removed at
    /// the end of the queue.
    public internal(set) var currentIndex: Int?

    /// What ``advance()``, ``next()`` and ``previous(elapsed:restartThreshold:)`` do at the
    /// ends of the queue and when an entry ends; default ``RepeatMode/off``. Setting it
    /// changes nothing else.
    public var repeatMode: RepeatMode

    /// The order ``unshuffle()`` restores, as indices into ``entries``; `nil` when not
    /// shuffled. Always a permutation of `entries.indices`.
    var unshuffledOrder: [Int]?

    /// How a queue repeats.
    public enum RepeatMode: String, Sendable, Hashable, Codable, CaseIterable {
        /// Play the queue once: at the end, ``advance()`` and ``next()`` return `nil`.
        case off
        /// Play the queue over and over: after the last entry comes the first.
        case all
        /// Play the current entry over and over: ``advance()`` (the entry ended) stays on it,
        /// while ``next()`` and ``previous(elapsed:restartThreshold:)`` (the listener skipped)
        /// move as with ``all``.
        case one
    }

    /// Creates a queue of entries, with no current entry and in the order given.
    /// - Parameters:
    ///   - entries: The entries, in play order; default none.
    ///   - repeatMode: The repeat mode; default ``RepeatMode/off``.
    public init(entries: [Entry] = [], repeatMode: RepeatMode = .off) {
        self.entries = entries
        self.currentIndex = nil
        self.repeatMode = repeatMode
        self.unshuffledOrder = nil
    }

    /// Creates a queue of a selection of a release's tracks, with no current entry.
    /// - Parameters:
    ///   - release: The release, looked up with `inc=recordings` (and `artist-credits` for the
    ///     artists).
    ///   - selections: Which tracks, in order; default every track a player plays
    ///     (``TrackSelection/all``).
    ///   - frontCover: The URL of the release's front cover for every entry, such as
    ///     ``CoverArtArchiveClient/Configuration/frontCoverURL(of:size:)``; default none.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` as
    ///   ``Release/tracks(selectedBy:)``: no track list, or a selection the release does not have.
    public init(
        release: Release, selecting selections: [TrackSelection] = [.all], frontCover: URL? = nil
    )
        throws(MusicBrainzError)
    {
        self.init(entries: try Self.entries(of: release, selecting: selections, frontCover: frontCover))
    }

    /// Creates a queue of every track a player plays of several releases, one release after
    /// the other, with no current entry: an artist's albums, a listener's picks.
    /// - Parameters:
    ///   - releases: The releases, each looked up with `inc=recordings`, in the order to play.
    ///   - frontCovers: The front cover URL of each release, by release MBID; default none.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` when a
    ///   release has no track list (the message names it).
    public init(releases: [Release], frontCovers: [MBID: URL] = [:]) throws(MusicBrainzError) {
        var entries: [Entry] = []
        for release in releases {
            entries += try Self.entries(of: release, selecting: [.all], frontCover: frontCovers[release.id])
        }
        self.init(entries: entries)
    }

    /// The entries of a selection of a release's tracks, in the order of the selections, as a
    /// queue holds them: to mix tracks of several releases in any order before
    /// ``append(_:)`` or ``playNext(_:)``.
    /// - Parameters:
    ///   - release: The release, looked up with `inc=recordings`.
    ///   - selections: Which tracks, in order; default all.
    ///   - frontCover: The URL of the release's front cover; default none.
    /// - Returns: One entry per selected track.
    /// - Throws: As ``Release/tracks(selectedBy:)``.
    public static func entries(
        of release: Release, selecting selections: [TrackSelection] = [.all], frontCover: URL? = nil
    ) throws(MusicBrainzError) -> [Entry] {
        let chosen = try release.tracks(selectedBy: selections)
        let discCount = release.media?.count ?? 0
        return chosen.map { Entry(release: release, track: $0, discCount: discCount, frontCover: frontCover) }
    }

    /// The current entry; `nil` when ``currentIndex`` is.
    public var current: Entry? { currentIndex.map { entries[$0] } }

    /// The entries after the current one in play order (every entry when none is current): what
    /// a player lists as "up next". It does not wrap around for ``RepeatMode/all``.
    public var upcoming: ArraySlice<Entry> { entries[(currentIndex.map { $0 + 1 } ?? 0)...] }

    /// Whether the play order is shuffled, so that ``unshuffle()`` has an order to restore.
    public var isShuffled: Bool { unshuffledOrder != nil }

    /// The entries in the order ``unshuffle()`` would restore: the order from before the
    /// shuffle, with the edits made since; ``entries`` when not shuffled.
    public var unshuffledEntries: [Entry] { unshuffledOrder.map { $0.map { entries[$0] } } ?? entries }

    /// The total length: the entries' lengths added up; zero for an empty queue, `nil` when the
    /// length of any entry is unknown (never a wrong sum).
    public var length: Duration? {
        var total = Duration.zero
        for entry in entries {
            guard let length = entry.length else { return nil }
            total += length
        }
        return total
    }

    // MARK: Moving through the queue

    /// The current entry ended by itself: moves to the entry to play now and returns it.
    ///
    /// With no current entry it starts at the first entry; with ``RepeatMode/one`` it stays on
    /// the current entry; otherwise it moves to the next entry in play order, and after the
    /// last to the first with ``RepeatMode/all``.
    /// - Returns: The new current entry; `nil` for an empty queue, or after the last entry with
    ///   ``RepeatMode/off`` (the queue has ended; the last entry stays current).
    @discardableResult
    public mutating func advance() -> Entry? {
        if repeatMode == .one, let current { return current }
        return next()
    }

    /// The listener skipped forward: moves to the next entry in play order and returns it.
    ///
    /// With no current entry it starts at the first entry. After the last entry it goes to the
    /// first with ``RepeatMode/all`` and ``RepeatMode/one`` (a skip leaves a repeated entry).
    /// - Returns: The new current entry; `nil` for an empty queue, or at the last entry with
    ///   ``RepeatMode/off`` (nothing changes: the last entry stays current).
    @discardableResult
    public mutating func next() -> Entry? {
        guard !entries.isEmpty else { return nil }
        guard let index = currentIndex else {
            currentIndex = 0
            return entries[0]
        }
        if index + 1 < entries.count {
            currentIndex = index + 1
        } else if repeatMode != .off {
            currentIndex = 0
        } else {
            return nil
        }
        return current
    }

    /// The listener skipped back: restarts the current entry when it has played for longer than
    /// the threshold, else moves to the entry before it; returns the entry to play from its
    /// start.
    ///
    /// At the first entry it goes to the last with ``RepeatMode/all`` and ``RepeatMode/one``,
    /// and restarts the first with ``RepeatMode/off``. The queue keeps no clock: the caller
    /// says how far into the entry the player is.
    /// - Parameters:
    ///   - elapsed: How long the current entry has played; default zero (always move back).
    ///   - restartThreshold: Past how much playing time the current entry restarts instead; the
    ///     common choice, the default, is 3 seconds.
    /// - Returns: The entry to play from its start (the current one when it restarts); `nil`
    ///   when no entry is current (nothing changes).
    @discardableResult
    public mutating func previous(elapsed: Duration = .zero, restartThreshold: Duration = .seconds(3)) -> Entry? {
        guard let index = currentIndex else { return nil }
        if elapsed > restartThreshold { return current }
        if index > 0 {
            currentIndex = index - 1
        } else if repeatMode != .off {
            currentIndex = entries.count - 1
        }
        return current
    }

    /// Makes an entry current, as when the listener taps it.
    /// - Parameter index: Its index in ``entries`` (play order).
    /// - Returns: The entry, now current.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` when the
    ///   index is not one of ``entries``' (nothing changes).
    @discardableResult
    public mutating func jump(to index: Int) throws(MusicBrainzError) -> Entry {
        try checkIndex(index, "jump to")
        currentIndex = index
        return entries[index]
    }

    /// Throws unless `index` is one of `entries.indices`.
    func checkIndex(_ index: Int, _ operation: String) throws(MusicBrainzError) {
        guard entries.indices.contains(index) else {
            let range = entries.isEmpty ? "the queue is empty" : "entries are 0–\(entries.count - 1)"
            throw MusicBrainzError(
                code: .invalidRequest, message: "Cannot \(operation) entry \(index) of the play queue: \(range).")
        }
    }

    // MARK: Codable

    private enum CodingKeys: String, CodingKey {
        case entries, currentIndex, repeatMode, unshuffledOrder
    }

    /// Decodes a queue from the shape ``encode(to:)`` writes; a queue saved with only
    /// `entries` (as earlier versions wrote it) decodes with no current entry, repeat off and
    /// not shuffled.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing or mistyped value, a `currentIndex` that is not
    ///   an index of `entries`, or an `unshuffledOrder` that does not list every index of
    ///   `entries` exactly once.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        entries = try container.decode([Entry].self, forKey: .entries)
        currentIndex = try container.decodeIfPresent(Int.self, forKey: .currentIndex)
        repeatMode = try container.decodeIfPresent(RepeatMode.self, forKey: .repeatMode) ?? .off
        unshuffledOrder = try container.decodeIfPresent([Int].self, forKey: .unshuffledOrder)
        if let currentIndex, !entries.indices.contains(currentIndex) {
            throw DecodingError.dataCorruptedError(
                forKey: .currentIndex, in: container,
                debugDescription: "currentIndex \(currentIndex) is not an index of the \(entries.count) entries.")
        }
        if let unshuffledOrder, unshuffledOrder.sorted() != Array(entries.indices) {
            throw DecodingError.dataCorruptedError(
                forKey: .unshuffledOrder, in: container,
                debugDescription: "unshuffledOrder does not list each of the \(entries.count) entries once.")
        }
    }

    /// Encodes the queue: `entries` (each as ``Entry/encode(to:)`` writes it), `currentIndex`
    /// and `unshuffledOrder` (indices into `entries`) when present, and `repeatMode` (`off`,
    /// `all` or `one`).
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .entries)
        try container.encodeIfPresent(currentIndex, forKey: .currentIndex)
        try container.encode(repeatMode, forKey: .repeatMode)
        try container.encodeIfPresent(unshuffledOrder, forKey: .unshuffledOrder)
    }
}
