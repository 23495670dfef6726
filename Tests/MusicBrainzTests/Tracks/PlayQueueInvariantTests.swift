import Foundation
import MusicBrainz
import Testing

/// The rules of ``PlayQueue`` checked over many random sequences of operations, each drawn from
/// a seeded generator (a failure names its seed and step, so it can be repeated): after every
/// step the queue is compared with a model that states the documented rules over entry titles.
///
/// - The play order, the current entry and the order `unshuffle()` restores are the model's.
/// - The current entry survives every edit that does not remove it (adding, moving, removing
///   another entry, shuffling, unshuffling, changing the repeat mode, a refused operation).
/// - Right after a shuffle the current entry is first and one cycle of `next()` visits every
///   entry exactly once, then comes back to it.
/// - `unshuffle()` restores the model's order, with the same current entry.
/// - Encoding and decoding gives an equal queue (after every shuffle and every tenth step).
@Suite struct PlayQueueInvariantTests {
    /// Sequences per chunk; the chunks run in parallel.
    static let sequencesPerChunk = 250
    /// Operations per sequence.
    static let operationsPerSequence = 60

    /// One step of a sequence.
    enum Operation: CustomStringConvertible {
        case advance, next
        case previous(elapsedSeconds: Int)
        case jump(Int)
        case append(Int)
        case playNext(Int)
        case remove(Int)
        case move(Int, Int)
        case shuffle, unshuffle, clear
        case repeatMode(PlayQueue.RepeatMode)

        var description: String {
            switch self {
            case .advance: "advance"
            case .next: "next"
            case .previous(let seconds): "previous(elapsed: \(seconds) s)"
            case .jump(let index): "jump(\(index))"
            case .append(let count): "append(\(count))"
            case .playNext(let count): "playNext(\(count))"
            case .remove(let index): "remove(\(index))"
            case .move(let from, let to): "move(\(from), \(to))"
            case .shuffle: "shuffle"
            case .unshuffle: "unshuffle"
            case .clear: "clear"
            case .repeatMode(let mode): "repeat \(mode)"
            }
        }

        /// Whether the operation may change which entry is current.
        var moves: Bool {
            switch self {
            case .advance, .next, .previous, .jump, .clear: true
            default: false
            }
        }
    }

    /// The documented rules, over titles (every title in a sequence is unique).
    struct Model {
        var play: [String] = []
        var current: Int?
        var restore: [String]?
        var repeatMode = PlayQueue.RepeatMode.off

        var currentTitle: String? { current.map { play[$0] } }

        /// Moves to the next entry as `next()` says; returns the new current title.
        mutating func skip() -> String? {
            guard !play.isEmpty else { return nil }
            guard let index = current else {
                current = 0
                return currentTitle
            }
            if index + 1 < play.count {
                current = index + 1
            } else if repeatMode == .off {
                return nil
            } else {
                current = 0
            }
            return currentTitle
        }
    }

    /// A random operation; indices are mostly valid, sometimes not.
    static func operation(count: Int, using random: inout SplitMix64) -> Operation {
        func index() -> Int {
            if count == 0 || Int.random(in: 0..<10, using: &random) == 0 {
                return [-1, count, count + 2][Int.random(in: 0..<3, using: &random)]
            }
            return Int.random(in: 0..<count, using: &random)
        }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<14: return .advance
        case 14..<26: return .next
        case 26..<34: return .previous(elapsedSeconds: Int.random(in: 0...6, using: &random))
        case 34..<42: return .jump(index())
        case 42..<54: return .append(Int.random(in: 0...4, using: &random))
        case 54..<62: return .playNext(Int.random(in: 1...3, using: &random))
        case 62..<72: return .remove(index())
        case 72..<82: return .move(index(), index())
        case 82..<89: return .shuffle
        case 89..<94: return .unshuffle
        case 94..<95: return .clear
        default: return .repeatMode(PlayQueue.RepeatMode.allCases[Int.random(in: 0..<3, using: &random)])
        }
    }

    @Test("random operation sequences keep every rule of the queue", arguments: 0..<4)
    func randomSequences(chunk: Int) throws {
        let first = UInt64(chunk * Self.sequencesPerChunk + 1)
        for seed in first..<first + UInt64(Self.sequencesPerChunk) {
            try run(seed: seed)
        }
    }

    /// Runs one sequence, stopping at its first broken rule.
    func run(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        var queue = PlayQueue()
        var model = Model()
        var made = 0
        func newEntries(_ count: Int) -> [PlayQueue.Entry] {
            (0..<count).map { _ in
                made += 1
                return PlayQueuePlayerTests.entry("e\(made)")
            }
        }
        for step in 0..<Self.operationsPerSequence {
            let operation = Self.operation(count: model.play.count, using: &random)
            let context = "seed \(seed), step \(step), \(operation)"
            let before = model
            var returned: String?? = .none
            var expected: String?? = .none
            var refused = false
            switch operation {
            case .advance:
                returned = .some(queue.advance()?.title)
                if model.repeatMode == .one, let title = model.currentTitle {
                    expected = .some(title)
                } else {
                    expected = .some(model.skip())
                }
            case .next:
                returned = .some(queue.next()?.title)
                expected = .some(model.skip())
            case .previous(let seconds):
                returned = .some(queue.previous(elapsed: .seconds(seconds), restartThreshold: .seconds(3))?.title)
                if let index = model.current, seconds <= 3 {
                    if index > 0 {
                        model.current = index - 1
                    } else if model.repeatMode != .off {
                        model.current = model.play.count - 1
                    }
                }
                expected = .some(model.currentTitle)
            case .jump(let index):
                if model.play.indices.contains(index) {
                    returned = .some(try queue.jump(to: index).title)
                    model.current = index
                    expected = .some(model.currentTitle)
                } else {
                    refused = refuses { try queue.jump(to: index) }
                }
            case .append(let count):
                let added = newEntries(count)
                queue.append(added)
                model.play += added.map(\.title)
                model.restore? += added.map(\.title)
            case .playNext(let count):
                let added = newEntries(count)
                let titles = added.map(\.title)
                queue.playNext(added)
                if let restore = model.restore {
                    let place = model.currentTitle.flatMap { restore.firstIndex(of: $0).map { $0 + 1 } } ?? 0
                    model.restore?.insert(contentsOf: titles, at: place)
                }
                model.play.insert(contentsOf: titles, at: model.current.map { $0 + 1 } ?? 0)
            case .remove(let index):
                guard model.play.indices.contains(index) else {
                    refused = refuses { try queue.remove(at: index) }
                    break
                }
                returned = .some(try queue.remove(at: index).title)
                let title = model.play.remove(at: index)
                expected = .some(title)
                model.restore?.removeAll { $0 == title }
                if let current = model.current {
                    if current > index {
                        model.current = current - 1
                    } else if current == index, index >= model.play.count {
                        model.current = model.repeatMode != .off && !model.play.isEmpty ? 0 : nil
                    }
                }
            case .move(let from, let to):
                guard model.play.indices.contains(from), model.play.indices.contains(to) else {
                    refused = refuses { try queue.move(from: from, to: to) }
                    break
                }
                try queue.move(from: from, to: to)
                let title = model.currentTitle
                model.play.insert(model.play.remove(at: from), at: to)
                model.current = title.flatMap { model.play.firstIndex(of: $0) }
            case .shuffle:
                queue.shuffle(using: &random)
                guard !model.play.isEmpty else { break }
                if model.restore == nil { model.restore = model.play }
                let order = queue.entries.map(\.title)
                #expect(order.sorted() == model.play.sorted(), "shuffle keeps every entry once: \(context)")
                if let title = model.currentTitle {
                    #expect(order.first == title, "shuffle puts the current entry first: \(context)")
                    model.current = 0
                }
                model.play = order
                try checkCycle(queue, context)
            case .unshuffle:
                queue.unshuffle()
                if let restore = model.restore {
                    let title = model.currentTitle
                    model.play = restore
                    model.current = title.flatMap { restore.firstIndex(of: $0) }
                    model.restore = nil
                }
            case .clear:
                queue.clear()
                model.play = []
                model.current = nil
                model.restore = nil
            case .repeatMode(let mode):
                queue.repeatMode = mode
                model.repeatMode = mode
            }
            var broken = false
            func check(_ condition: Bool, _ rule: String) {
                if !condition {
                    Issue.record("\(rule): \(context)")
                    broken = true
                }
            }
            check(!refused || queue.entries.map(\.title) == before.play, "a refused operation changes nothing")
            check(returned == expected, "returns \(String(describing: expected)), not \(String(describing: returned))")
            check(
                queue.entries.map(\.title) == model.play, "play order \(model.play), not \(queue.entries.map(\.title))")
            check(queue.currentIndex == model.current, "current \(String(describing: model.current))")
            check(queue.isShuffled == (model.restore != nil), "shuffled is \(model.restore != nil)")
            check(queue.unshuffledEntries.map(\.title) == model.restore ?? model.play, "the order unshuffle restores")
            check(queue.repeatMode == model.repeatMode, "repeat mode")
            if !operation.moves, let title = before.currentTitle,
                !(model.play.count < before.play.count && !model.play.contains(title))
            {
                check(queue.current?.title == title, "the current entry \(title) survives")
            }
            if case .shuffle = operation {
                try checkCoding(queue, context)
            } else if step % 10 == 9 {
                try checkCoding(queue, context)
            }
            if broken { return }
        }
        var unshuffled = queue
        unshuffled.unshuffle()
        #expect(
            unshuffled.entries.map(\.title) == model.restore ?? model.play
                && unshuffled.current?.title == model.currentTitle,
            "unshuffle restores the order with the same current entry: seed \(seed)")
    }

    /// Encoding and decoding gives an equal queue.
    func checkCoding(_ queue: PlayQueue, _ context: String) throws {
        let decoded = try JSONDecoder().decode(PlayQueue.self, from: JSONEncoder().encode(queue))
        #expect(decoded == queue, "encode → decode gives an equal queue: \(context)")
    }

    /// Whether the operation throws `invalidRequest` (recorded as an issue if not).
    func refuses(_ operation: () throws -> Void) -> Bool {
        let error = #expect(throws: MusicBrainzError.self) { try operation() }
        return error?.code == .invalidRequest
    }

    /// One cycle of `next()` with repeat all from the current entry (or the start) visits every
    /// entry exactly once and returns to where it began.
    func checkCycle(_ queue: PlayQueue, _ context: String) throws {
        var walk = queue
        walk.repeatMode = .all
        if walk.current == nil { walk.next() }
        let start = try #require(walk.current)
        var seen = [start.title]
        for _ in 1..<walk.entries.count {
            let entry = walk.next()
            seen.append(try #require(entry).title)
        }
        #expect(Set(seen).count == walk.entries.count, "one cycle visits every entry once: \(context)")
        #expect(walk.next()?.title == start.title, "the cycle comes back to its first entry: \(context)")
    }
}
