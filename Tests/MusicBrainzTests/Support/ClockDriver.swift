import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// Runs concurrent requests on a ``TestClock`` deterministically: it moves the clock to the next
/// deadline only when every unfinished task is blocked, each either queued in the limiter or
/// asleep on the clock, and the limiter's own dispatcher is asleep. So no request is ever between
/// the limiter and the transport while time moves, and a fake server that reads the clock sees
/// exactly the instants the limiter chose.
struct ClockDriver {
    let clock: TestClock
    let limiter: IntervalRateLimiter<TestClock>?

    struct Stuck: Error, CustomStringConvertible {
        var description: String
    }

    /// Waits until every one of the `active` unfinished tasks is blocked (see the type). Polls in
    /// real time; gives up after 120 s, which only a bug (a lost wake-up) can take, even on a
    /// loaded machine.
    func settle(active: Counter) async throws {
        let started = ContinuousClock.now
        while true {
            // The number of sleepers only grows while nobody advances the clock, so two equal
            // readings mean no task went to sleep in between; if the dispatcher was asleep, no
            // request was let through in between either.
            let before = clock.sleeperCount
            let waiting = await limiter?.waitingCount ?? 0
            let after = clock.sleeperCount
            let unfinished = active.value
            // Blocked tasks = queued + sleeping tasks; the sleepers also include the dispatcher,
            // which sleeps whenever somebody is queued.
            if before == after, waiting + after == unfinished + (waiting > 0 ? 1 : 0) { return }
            if ContinuousClock.now - started > .seconds(120) {
                throw Stuck(
                    description:
                        "tasks never settled: \(unfinished) unfinished, \(waiting) queued, \(after) sleepers at \(clock.now)"
                )
            }
            try await Task.sleep(for: .microseconds(200))
        }
    }

    /// Moves the clock from deadline to deadline until no task is unfinished.
    func run(active: Counter) async throws {
        while true {
            try await settle(active: active)
            if active.value == 0 { return }
            guard clock.advanceToNextDeadline() != nil else {
                throw Stuck(description: "\(active.value) tasks are blocked but nothing sleeps on the clock")
            }
        }
    }
}

extension ClockDriver {
    /// Runs `count` lookups spread round-robin over the clients, all at once, moving the clock
    /// only when every request is blocked; returns the MBIDs or errors, in no particular order.
    func lookUp(_ count: Int, clients: [MusicBrainzClient]) async throws -> [Result<MBID, MusicBrainzError>] {
        let active = Counter(count)
        let results = Recorder<Result<MBID, MusicBrainzError>>()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<count {
                let client = clients[index % clients.count]
                group.addTask {
                    defer { active.decrement() }
                    do {
                        results.append(.success(try await client.lookup(Release.self, id: TestClients.releaseID).id))
                    } catch let error as MusicBrainzError {
                        results.append(.failure(error))
                    }
                }
            }
            try await run(active: active)
            try await group.waitForAll()
        }
        return results.values
    }

}

/// A thread-safe integer for tests.
final class Counter: @unchecked Sendable {
    // @unchecked: `count` is guarded by `lock`.
    private let lock = NSLock()
    private var count: Int

    init(_ value: Int = 0) { count = value }

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }

    func decrement() { lock.withLock { count -= 1 } }
}

/// A thread-safe list for tests.
final class Recorder<Element: Sendable>: @unchecked Sendable {
    // @unchecked: `items` is guarded by `lock`.
    private let lock = NSLock()
    private var items: [Element] = []

    init() {}

    var values: [Element] { lock.withLock { items } }

    func append(_ element: Element) { lock.withLock { items.append(element) } }
}

/// Polls a condition in real time until it holds; records an issue and throws after 60 s
/// (a guard against a hang on a loaded machine, not a timing assertion).
func eventually(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () async -> Bool
) async throws {
    let started = ContinuousClock.now
    while !(await condition()) {
        if ContinuousClock.now - started > .seconds(60) {
            Issue.record("timed out waiting until \(what)", sourceLocation: sourceLocation)
            throw ClockDriver.Stuck(description: what)
        }
        try await Task.sleep(for: .microseconds(200))
    }
}
