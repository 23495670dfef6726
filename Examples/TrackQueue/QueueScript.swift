import ExampleSupport
import Foundation
import MusicBrainz

/// A short script of player commands that drives a ``PlayQueue``, as `--script` gives it
/// (commands separated by `;`) or standard input (`--script -`, one command a line). Positions
/// are the numbers `show` prints, from 1.
///
///     add SELECTION…        append tracks of the release (1-3 2:4 all RECORDING_MBID)
///     play-next SELECTION…  insert them right after the current entry
///     next | previous [SECONDS] | advance    skip forward, skip back (restarts the entry when
///                           SECONDS played exceed 3), the entry ended (repeat one stays)
///     jump N | remove N | move N M | clear
///     shuffle | unshuffle | repeat all|one|off
///     show                  one line per entry in play order, > before the current one
///
/// Every command but `show` prints one line saying what it did. The whole script is parsed
/// before anything is looked up, so a mistyped command costs no request.
struct QueueScript {
    /// One command.
    enum Step {
        case add([TrackSelection])
        case playNext([TrackSelection])
        case next, advance
        case previous(elapsed: Duration)
        case jump(Int)
        case remove(Int)
        case move(Int, Int)
        case shuffle, unshuffle, clear, show
        case repeatMode(PlayQueue.RepeatMode)
    }

    /// The commands, each with its text for messages.
    var steps: [(text: String, step: Step)] = []

    /// The command names, for messages and suggestions.
    static let names = [
        "add", "play-next", "next", "previous", "advance", "jump", "remove", "move", "clear", "shuffle", "unshuffle",
        "repeat", "show",
    ]

    /// Parses a script: commands separated by `;` or line breaks; empty ones and lines
    /// starting with `#` are skipped.
    /// - Parameter text: The script.
    /// - Throws: ``UsageError`` naming the first command that is not one (with the nearest
    ///   name), has the wrong arguments, or a selection that does not parse.
    init(_ text: String) throws {
        let commands = text.split { $0 == ";" || $0 == "\n" }.map { $0.trimmingCharacters(in: .whitespaces) }
        for command in commands where !command.isEmpty && !command.hasPrefix("#") {
            steps.append((command, try Self.parse(command, number: steps.count + 1)))
        }
    }

    private static func parse(_ command: String, number: Int) throws -> Step {
        let words = command.split(separator: " ").map(String.init)
        let name = words[0].lowercased()
        let arguments = Array(words.dropFirst())
        func fail(_ problem: String) -> UsageError {
            UsageError("script command \(number) (\(command)): \(problem)")
        }
        func positions(_ count: Int) throws -> [Int] {
            guard arguments.count == count else {
                throw fail("\(name) takes \(count == 1 ? "a position" : "two positions")")
            }
            return try arguments.map { word in
                guard let value = Int(word), value >= 1 else { throw fail("\"\(word)\" is not a position (1, 2, …)") }
                return value
            }
        }
        func selections() throws -> [TrackSelection] {
            guard !arguments.isEmpty else { throw fail("\(name) needs a selection such as 1-3 2:4") }
            do {
                return try TrackSelection.parse(arguments.joined(separator: " "))
            } catch {
                throw fail(error.message)
            }
        }
        func none(_ step: Step) throws -> Step {
            guard arguments.isEmpty else { throw fail("\(name) takes no argument") }
            return step
        }
        switch name {
        case "add": return .add(try selections())
        case "play-next": return .playNext(try selections())
        case "next": return try none(.next)
        case "advance": return try none(.advance)
        case "shuffle": return try none(.shuffle)
        case "unshuffle": return try none(.unshuffle)
        case "clear": return try none(.clear)
        case "show": return try none(.show)
        case "jump": return .jump(try positions(1)[0])
        case "remove": return .remove(try positions(1)[0])
        case "move":
            let both = try positions(2)
            return .move(both[0], both[1])
        case "previous":
            guard arguments.count <= 1 else { throw fail("previous takes at most the seconds played") }
            guard let seconds = arguments.first.map({ Double($0) }) ?? 0, seconds.isFinite, seconds >= 0 else {
                throw fail("\"\(arguments[0])\" is not a number of seconds")
            }
            return .previous(elapsed: .milliseconds(Int64(seconds * 1000)))
        case "repeat":
            guard arguments.count == 1, let mode = PlayQueue.RepeatMode(rawValue: arguments[0].lowercased()) else {
                throw fail("repeat takes all, one or off")
            }
            return .repeatMode(mode)
        default:
            let near = closest(to: name, in: names).map { "; did you mean \($0)?" } ?? ""
            throw fail("not a command\(near) (commands: \(names.joined(separator: ", ")))")
        }
    }

    /// Runs the commands on a queue of the release's tracks, printing what each does.
    /// - Parameters:
    ///   - queue: The queue.
    ///   - release: The release the selections are of, looked up with its track lists.
    ///   - cover: The front cover URL for new entries.
    ///   - generator: The randomness of `shuffle`.
    ///   - print: Where the lines go.
    /// - Throws: ``UsageError`` for a position the queue does not have or a selection the
    ///   release does not have, naming the command.
    func run(
        on queue: inout PlayQueue, release: Release, cover: URL?, generator: inout some RandomNumberGenerator,
        print: (String) -> Void
    ) throws {
        for (number, (text, step)) in steps.enumerated() {
            func index(_ position: Int) throws -> Int {
                guard position <= queue.entries.count else {
                    throw UsageError(
                        "script command \(number + 1) (\(text)): there is no entry \(position); the queue has \(queue.entries.count)"
                    )
                }
                return position - 1
            }
            func playing(_ entry: PlayQueue.Entry?) -> String {
                guard let entry, let index = queue.currentIndex else {
                    return queue.entries.isEmpty ? "nothing to play: the queue is empty" : "the queue has ended"
                }
                return "playing " + PlayQueueText.line(entry, number: index + 1)
            }
            do {
                switch step {
                case .add(let selections):
                    let entries = try PlayQueue.entries(of: release, selecting: selections, frontCover: cover)
                    queue.append(entries)
                    print("added \(entries.count) \(entries.count == 1 ? "entry" : "entries")")
                case .playNext(let selections):
                    let entries = try PlayQueue.entries(of: release, selecting: selections, frontCover: cover)
                    queue.playNext(entries)
                    print("added \(entries.count) \(entries.count == 1 ? "entry" : "entries") to play next")
                case .next: print(playing(queue.next()))
                case .advance: print(playing(queue.advance()))
                case .previous(let elapsed): print(playing(queue.previous(elapsed: elapsed)))
                case .jump(let position): print(playing(try queue.jump(to: try index(position))))
                case .remove(let position):
                    let removed = try queue.remove(at: try index(position))
                    print("removed " + PlayQueueText.line(removed, number: position))
                case .move(let from, let to):
                    try queue.move(from: try index(from), to: try index(to))
                    print("moved \(from) to \(to)")
                case .shuffle:
                    queue.shuffle(using: &generator)
                    print("shuffled: \(queue.currentIndex == nil ? "every entry" : "the current entry first")")
                case .unshuffle:
                    queue.unshuffle()
                    print("unshuffled")
                case .clear:
                    queue.clear()
                    print("cleared")
                case .repeatMode(let mode):
                    queue.repeatMode = mode
                    print("repeat \(mode.rawValue)")
                case .show:
                    for line in PlayQueueText.show(queue) { print(line) }
                }
            } catch let error as MusicBrainzError {
                throw UsageError("script command \(number + 1) (\(text)): \(error.message)")
            }
        }
    }
}

/// SplitMix64: a small seeded generator, so that `--seed` gives the same shuffle every time.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
