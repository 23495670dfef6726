import Foundation

/// A clock whose time moves only when a test moves it, so that retry and rate-limit waits take
/// no real time.
///
/// Give it to a limiter and to the client, start the requests, then move time with
/// ``advance(by:)``; every sleep whose deadline has come ends, earliest deadline first (in the
/// order the sleeps began when deadlines are equal).
///
/// ```swift
/// let clock = TestClock()
/// let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
/// var configuration = MusicBrainzClient.Configuration(userAgent: agent)
/// configuration.rateLimit = .custom(limiter)
/// let client = MusicBrainzClient(configuration: configuration, transport: transport, clock: clock)
/// let task = Task { try await client.lookup(Release.self, id: mbid) }
/// await clock.waitForSleepers(1)   // the retry is waiting after a 503
/// clock.advance(by: .seconds(1))
/// ```
///
/// A sleep is cancellation-aware: cancelling the sleeping task ends it at once with
/// `CancellationError`, and it no longer counts in ``sleeperCount``.
///
/// With ``advancesAutomatically`` set, each sleep moves the clock to its own deadline and
/// returns at once: for tests that care that a wait happened and how long it was, but not about
/// what runs meanwhile.
public final class TestClock: Clock, @unchecked Sendable {
    // @unchecked: every mutable property is guarded by `lock`; continuations are resumed outside it.

    /// A point in a ``TestClock``'s time: the time since the clock's zero.
    public struct Instant: InstantProtocol, Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The time since the clock's zero.
        public var offset: Duration

        /// Creates an instant.
        /// - Parameter offset: The time since the clock's zero.
        public init(offset: Duration) { self.offset = offset }

        /// The clock's zero, where a new ``TestClock`` starts by default.
        public static let zero = Instant(offset: .zero)

        /// The instant `duration` later (earlier when negative).
        /// - Parameter duration: The distance.
        /// - Returns: The new instant.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// The time from this instant to another (negative when the other is earlier).
        /// - Parameter other: The other instant.
        /// - Returns: The distance.
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Whether `lhs` comes before `rhs`.
        /// - Parameters:
        ///   - lhs: An instant.
        ///   - rhs: Another instant.
        /// - Returns: `true` when `lhs` is earlier.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

        /// The offset, such as `3.0 seconds`.
        public var description: String { offset.description }
    }

    private struct Sleeper {
        var id: UInt64
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct SleeperWatch {
        var id: UInt64
        var count: Int
        var continuation: CheckedContinuation<Void, Never>
    }

    private let lock = NSLock()
    private var current: Instant
    private var sleepers: [Sleeper] = []
    private var watches: [SleeperWatch] = []
    private var cancelledBeforeSleeping: Set<UInt64> = []
    private var nextID: UInt64 = 0

    /// Whether a sleep moves the clock to its deadline at once instead of waiting for
    /// ``advance(by:)``.
    public let advancesAutomatically: Bool

    /// Creates a clock.
    /// - Parameters:
    ///   - now: The starting time; default ``Instant/zero``.
    ///   - advancesAutomatically: Whether each sleep moves the clock to its deadline and returns
    ///     at once; default `false` (time moves only through ``advance(by:)``).
    public init(now: Instant = .zero, advancesAutomatically: Bool = false) {
        self.current = now
        self.advancesAutomatically = advancesAutomatically
    }

    /// The current time.
    public var now: Instant { lock.withLock { current } }

    /// Zero: the clock has no resolution limit.
    public var minimumResolution: Duration { .zero }

    /// The number of sleeps waiting for time to move.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// The earliest deadline of the waiting sleeps, or `nil` when none waits.
    public var nextDeadline: Instant? { lock.withLock { sleepers.map(\.deadline).min() } }

    /// Suspends until the clock reaches `deadline` (at once when it already has).
    ///
    /// - Parameters:
    ///   - deadline: The instant to wait for.
    ///   - tolerance: Ignored.
    /// - Throws: `CancellationError` when the task is cancelled before or while sleeping.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = lock.withLock {
            nextID &+= 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Outcome { case now, cancelled, later }
                var due: [Sleeper] = []
                var watchers: [CheckedContinuation<Void, Never>] = []
                let outcome: Outcome = lock.withLock {
                    if cancelledBeforeSleeping.remove(id) != nil { return .cancelled }
                    if deadline <= current { return .now }
                    if advancesAutomatically {
                        current = deadline
                        due = takeDue()
                        return .now
                    }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    watchers = takeSatisfiedWatches()
                    return .later
                }
                for watcher in watchers { watcher.resume() }
                for sleeper in due { sleeper.continuation.resume() }
                switch outcome {
                case .now: continuation.resume()
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .later: break
                }
            }
        } onCancel: {
            let sleeper: Sleeper? = lock.withLock {
                if let index = sleepers.firstIndex(where: { $0.id == id }) {
                    return sleepers.remove(at: index)
                }
                cancelledBeforeSleeping.insert(id)
                return nil
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and ends every sleep whose deadline has come, earliest first.
    ///
    /// The woken tasks run concurrently with the caller; to act only after they have reacted,
    /// wait for what they do next (for example with ``waitForSleepers(_:)``).
    ///
    /// - Parameter duration: How far to move; a negative duration does nothing.
    public func advance(by duration: Duration) {
        advance(to: now.advanced(by: duration))
    }

    /// Moves time to `instant` (never backwards) and ends every sleep whose deadline has come,
    /// earliest first; sleeps with equal deadlines end in the order they began.
    ///
    /// - Parameter instant: The new time.
    public func advance(to instant: Instant) {
        while true {
            let due: [Sleeper] = lock.withLock {
                guard let earliest = sleepers.map(\.deadline).min(), earliest <= instant else {
                    if current < instant { current = instant }
                    return []
                }
                if current < earliest { current = earliest }
                return takeDue()
            }
            if due.isEmpty { return }
            for sleeper in due { sleeper.continuation.resume() }
        }
    }

    /// Moves time to the earliest deadline of the waiting sleeps and ends those sleeps.
    ///
    /// - Returns: The new time, or `nil` (and no change) when no sleep is waiting.
    @discardableResult
    public func advanceToNextDeadline() -> Instant? {
        guard let deadline = nextDeadline else { return nil }
        advance(to: deadline)
        return deadline
    }

    /// Suspends until at least `count` sleeps are waiting (at once when they already are), or
    /// until the task is cancelled.
    ///
    /// - Parameter count: The number of waiting sleeps to wait for.
    public func waitForSleepers(_ count: Int) async {
        let id = lock.withLock {
            nextID &+= 1
            return nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready: Bool = lock.withLock {
                    if cancelledBeforeSleeping.remove(id) != nil || sleepers.count >= count { return true }
                    watches.append(SleeperWatch(id: id, count: count, continuation: continuation))
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let watch: SleeperWatch? = lock.withLock {
                if let index = watches.firstIndex(where: { $0.id == id }) { return watches.remove(at: index) }
                cancelledBeforeSleeping.insert(id)
                return nil
            }
            watch?.continuation.resume()
        }
    }

    /// Removes and returns the sleepers whose deadline has come, in deadline then start order.
    /// Called with `lock` held.
    private func takeDue() -> [Sleeper] {
        let due = sleepers.filter { $0.deadline <= current }
            .sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        if !due.isEmpty { sleepers.removeAll { $0.deadline <= current } }
        return due
    }

    /// Removes and returns the watches that the current number of sleepers satisfies. Called
    /// with `lock` held.
    private func takeSatisfiedWatches() -> [CheckedContinuation<Void, Never>] {
        let count = sleepers.count
        let satisfied = watches.filter { $0.count <= count }.map(\.continuation)
        if !satisfied.isEmpty { watches.removeAll { $0.count <= count } }
        return satisfied
    }
}
