import Foundation
import MusicBrainz
import Testing

/// What each operation of a ``PlayQueue`` does to the play order and the current entry, one
/// example at a time (``PlayQueueInvariantTests`` checks the same rules over random sequences).
@Suite struct PlayQueuePlayerTests {
    static let releaseID = MBID(uuid: UUID())

    /// An entry whose title names it.
    static func entry(_ title: String) -> PlayQueue.Entry {
        PlayQueue.Entry(
            title: title, artist: "Artist", album: "Album", position: TrackPosition(disc: 1, track: 1), number: "1",
            discCount: 1, length: .seconds(180), releaseID: releaseID)
    }

    /// A queue of entries named by the titles, with no current entry.
    static func queue(_ titles: String...) -> PlayQueue {
        PlayQueue(entries: titles.map(entry))
    }

    /// The titles in play order.
    static func titles(_ queue: PlayQueue) -> [String] { queue.entries.map(\.title) }

    @Test("a new queue has no current entry; next and advance start at the first")
    func start() {
        var queue = Self.queue("a", "b", "c")
        #expect(queue.currentIndex == nil)
        #expect(queue.current == nil)
        #expect(queue.upcoming.map(\.title) == ["a", "b", "c"])
        #expect(queue.next()?.title == "a")
        #expect(queue.currentIndex == 0)
        #expect(queue.upcoming.map(\.title) == ["b", "c"])
        var other = Self.queue("a", "b")
        other.repeatMode = .one
        #expect(other.advance()?.title == "a")
        #expect(other.currentIndex == 0)
    }

    @Test("with repeat off the queue ends at its last entry, which stays current")
    func endWithRepeatOff() {
        var queue = Self.queue("a", "b")
        #expect(queue.advance()?.title == "a")
        #expect(queue.advance()?.title == "b")
        #expect(queue.advance() == nil)
        #expect(queue.current?.title == "b")
        #expect(queue.next() == nil)
        #expect(queue.currentIndex == 1)
        #expect(queue.upcoming.isEmpty)
    }

    @Test("repeat all wraps both ways; repeat one repeats on advance and moves on a skip")
    func repeatModes() throws {
        var queue = Self.queue("a", "b", "c")
        queue.repeatMode = .all
        try queue.jump(to: 2)
        #expect(queue.advance()?.title == "a")
        #expect(queue.previous()?.title == "c")
        queue.repeatMode = .one
        #expect(queue.advance()?.title == "c")
        #expect(queue.advance()?.title == "c")
        #expect(queue.currentIndex == 2)
        #expect(queue.next()?.title == "a")
        #expect(queue.previous()?.title == "c")
        #expect(queue.repeatMode == .one)
    }

    @Test("previous restarts past the caller's threshold, else moves back; the first entry restarts with repeat off")
    func previous() throws {
        var queue = Self.queue("a", "b", "c")
        #expect(queue.previous() == nil)
        #expect(queue.currentIndex == nil)
        try queue.jump(to: 2)
        #expect(queue.previous(elapsed: .seconds(10), restartThreshold: .seconds(3))?.title == "c")
        #expect(queue.currentIndex == 2)
        #expect(queue.previous(elapsed: .seconds(3), restartThreshold: .seconds(3))?.title == "b")
        #expect(queue.previous(elapsed: .seconds(10), restartThreshold: .seconds(15))?.title == "a")
        #expect(queue.previous()?.title == "a")
        #expect(queue.currentIndex == 0)
    }

    @Test("jump makes any entry current; an index out of range is refused and changes nothing")
    func jump() throws {
        var queue = Self.queue("a", "b", "c")
        #expect(try queue.jump(to: 1).title == "b")
        #expect(queue.current?.title == "b")
        for bad in [-1, 3, Int.max] {
            let error = #expect(throws: MusicBrainzError.self) { try queue.jump(to: bad) }
            #expect(error?.code == .invalidRequest)
            #expect(error?.message == "Cannot jump to entry \(bad) of the play queue: entries are 0–2.")
        }
        #expect(queue.currentIndex == 1)
        var empty = PlayQueue()
        let error = #expect(throws: MusicBrainzError.self) { try empty.jump(to: 0) }
        #expect(error?.message.contains("the queue is empty") == true)
        #expect(empty.next() == nil)
        #expect(empty.advance() == nil)
        #expect(empty.previous() == nil)
    }

    @Test("play next goes right after the current entry, or first with none; append goes last")
    func adding() throws {
        var queue = Self.queue("a", "b", "c")
        queue.playNext([Self.entry("x")])
        #expect(Self.titles(queue) == ["x", "a", "b", "c"])
        #expect(queue.currentIndex == nil)
        try queue.jump(to: 2)
        queue.playNext([Self.entry("y"), Self.entry("z")])
        queue.append([Self.entry("w")])
        queue.append([])
        #expect(Self.titles(queue) == ["x", "a", "b", "y", "z", "c", "w"])
        #expect(queue.current?.title == "b")
        #expect(queue.next()?.title == "y")
    }

    @Test("removing the current entry moves on as next would; removing another keeps the current one")
    func removing() throws {
        var queue = Self.queue("a", "b", "c", "d")
        try queue.jump(to: 2)
        #expect(try queue.remove(at: 0).title == "a")
        #expect(queue.current?.title == "c")
        #expect(queue.currentIndex == 1)
        try queue.remove(at: 2)
        #expect(queue.current?.title == "c")
        try queue.remove(at: 1)
        #expect(Self.titles(queue) == ["b"])
        #expect(queue.currentIndex == nil)

        var looping = Self.queue("a", "b", "c")
        looping.repeatMode = .all
        try looping.jump(to: 2)
        try looping.remove(at: 2)
        #expect(looping.current?.title == "a")
        try looping.jump(to: 0)
        try looping.remove(at: 0)
        #expect(looping.current?.title == "b")
        try looping.remove(at: 0)
        #expect(looping.entries.isEmpty)
        #expect(looping.currentIndex == nil)
        let error = #expect(throws: MusicBrainzError.self) { try looping.remove(at: 0) }
        #expect(error?.code == .invalidRequest)
    }

    @Test("moving keeps the other entries in order and the current entry current")
    func moving() throws {
        var queue = Self.queue("a", "b", "c", "d", "e")
        try queue.jump(to: 1)
        try queue.move(from: 0, to: 3)
        #expect(Self.titles(queue) == ["b", "c", "d", "a", "e"])
        #expect(queue.current?.title == "b")
        try queue.move(from: 0, to: 4)
        #expect(Self.titles(queue) == ["c", "d", "a", "e", "b"])
        #expect(queue.currentIndex == 4)
        try queue.move(from: 3, to: 1)
        #expect(Self.titles(queue) == ["c", "e", "d", "a", "b"])
        try queue.move(from: 2, to: 2)
        #expect(Self.titles(queue) == ["c", "e", "d", "a", "b"])
        #expect(throws: MusicBrainzError.self) { try queue.move(from: 0, to: 5) }
        #expect(throws: MusicBrainzError.self) { try queue.move(from: -1, to: 0) }
        #expect(Self.titles(queue) == ["c", "e", "d", "a", "b"])
        var empty = PlayQueue()
        let error = #expect(throws: MusicBrainzError.self) { try empty.move(from: 0, to: 0) }
        #expect(error?.message == "Cannot move entry 0 of the play queue: the queue is empty.")
    }

    @Test("clear empties the queue and its shuffle, and keeps the repeat mode")
    func clearing() throws {
        var queue = Self.queue("a", "b")
        queue.repeatMode = .all
        try queue.jump(to: 1)
        queue.shuffle()
        queue.clear()
        #expect(queue == PlayQueue(repeatMode: .all))
        #expect(!queue.isShuffled)
    }

    @Test("shuffle puts the current entry first; unshuffle restores the order and keeps it current")
    func shuffling() throws {
        var queue = Self.queue("a", "b", "c", "d", "e", "f")
        try queue.jump(to: 3)
        var generator = SplitMix64(state: 7)
        queue.shuffle(using: &generator)
        #expect(queue.isShuffled)
        #expect(queue.currentIndex == 0)
        #expect(queue.current?.title == "d")
        #expect(Set(Self.titles(queue)) == ["a", "b", "c", "d", "e", "f"])
        #expect(Self.titles(queue) != ["d", "a", "b", "c", "e", "f"])
        #expect(queue.unshuffledEntries.map(\.title) == ["a", "b", "c", "d", "e", "f"])
        var same = Self.queue("a", "b", "c", "d", "e", "f")
        try same.jump(to: 3)
        var again = SplitMix64(state: 7)
        same.shuffle(using: &again)
        #expect(same == queue)

        try queue.jump(to: 4)
        let current = queue.current?.title
        queue.unshuffle()
        #expect(!queue.isShuffled)
        #expect(Self.titles(queue) == ["a", "b", "c", "d", "e", "f"])
        #expect(queue.current?.title == current)
        let unshuffled = queue
        queue.unshuffle()
        #expect(queue == unshuffled)
        var empty = PlayQueue()
        empty.shuffle()
        #expect(!empty.isShuffled)
    }

    @Test("a shuffle with no current entry shuffles every entry; next starts the shuffled order")
    func shuffleBeforeStart() {
        var queue = Self.queue("a", "b", "c", "d", "e", "f", "g", "h")
        var generator = SplitMix64(state: 1)
        queue.shuffle(using: &generator)
        #expect(queue.currentIndex == nil)
        #expect(Self.titles(queue) != ["a", "b", "c", "d", "e", "f", "g", "h"])
        #expect(queue.next()?.title == queue.entries[0].title)
    }

    @Test("while shuffled, play next stays next after an unshuffle, appends go last, and moves are undone")
    func editsWhileShuffled() throws {
        var queue = Self.queue("a", "b", "c", "d")
        try queue.jump(to: 1)
        var generator = SplitMix64(state: 3)
        queue.shuffle(using: &generator)
        queue.playNext([Self.entry("x")])
        queue.append([Self.entry("y")])
        #expect(queue.entries[1].title == "x")
        #expect(queue.entries.last?.title == "y")
        try queue.move(from: 2, to: 4)
        let removed = try queue.remove(at: 3)
        #expect(queue.unshuffledEntries.map(\.title) == ["a", "b", "x", "c", "d", "y"].filter { $0 != removed.title })
        queue.unshuffle()
        #expect(Self.titles(queue) == ["a", "b", "x", "c", "d", "y"].filter { $0 != removed.title })
        #expect(queue.current?.title == "b")
        #expect(queue.next()?.title == "x")
    }
}
