import Foundation
import MusicBrainzTesting
import Testing

/// The manual clock of the test kit.
@Suite struct TestClockTests {
    func sleeper(_ clock: TestClock, until seconds: Int64, _ woke: Recorder<Int64>) -> Task<Void, any Error> {
        Task {
            try await clock.sleep(until: .zero.advanced(by: .seconds(seconds)))
            woke.append(seconds)
        }
    }

    @Test("time moves only when advanced, and each sleep ends when its deadline comes, earliest first")
    func deadlinesInOrder() async throws {
        let clock = TestClock()
        let woke = Recorder<Int64>()
        let tasks = [3, 1, 2].map { sleeper(clock, until: $0, woke) }
        await clock.waitForSleepers(3)
        #expect(clock.now == .zero)
        #expect(clock.nextDeadline == .zero.advanced(by: .seconds(1)))
        for (step, expected) in [(1, [Int64(1)]), (2, [1, 2]), (3, [1, 2, 3])] {
            #expect(clock.advanceToNextDeadline() == .zero.advanced(by: .seconds(Int64(step))))
            try await eventually("sleeper \(step) woke") { woke.values.count == step }
            #expect(woke.values == expected)
            #expect(clock.sleeperCount == 3 - step)
        }
        #expect(clock.advanceToNextDeadline() == nil)
        for task in tasks { try await task.value }
    }

    @Test("advance(by:) ends every sleep that is due and no other")
    func advanceByEndsDueSleeps() async throws {
        let clock = TestClock()
        let woke = Recorder<Int64>()
        let tasks = [1, 2, 5].map { sleeper(clock, until: $0, woke) }
        await clock.waitForSleepers(3)
        clock.advance(by: .seconds(2))
        try await eventually("two sleepers woke") { woke.values.count == 2 }
        #expect(Set(woke.values) == [1, 2])
        #expect(clock.now == .zero.advanced(by: .seconds(2)))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(-1))  // never backwards
        #expect(clock.now == .zero.advanced(by: .seconds(2)))
        clock.advance(to: .zero.advanced(by: .seconds(5)))
        for task in tasks { try await task.value }
        #expect(woke.values.count == 3)
    }

    @Test("a sleep whose deadline has passed returns at once")
    func pastDeadline() async throws {
        let clock = TestClock(now: .zero.advanced(by: .seconds(10)))
        try await clock.sleep(until: .zero.advanced(by: .seconds(3)))
        try await clock.sleep(for: .zero)
        #expect(clock.sleeperCount == 0)
    }

    @Test("cancelling a sleeping task ends its sleep with CancellationError and removes it")
    func cancellation() async throws {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(60)) }
        await clock.waitForSleepers(1)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeperCount == 0)
        let early = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(60))
        }
        await #expect(throws: CancellationError.self) { try await early.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test("an automatic clock jumps to each deadline at once")
    func automatic() async throws {
        let clock = TestClock(advancesAutomatically: true)
        try await clock.sleep(for: .seconds(5))
        try await clock.sleep(for: .milliseconds(250))
        #expect(clock.now.offset == .milliseconds(5250))
        #expect(clock.now.duration(to: .zero) == .milliseconds(-5250))
    }

    @Test("waiting for sleepers can be cancelled")
    func waitForSleepersCancelled() async throws {
        let clock = TestClock()
        let task = Task { await clock.waitForSleepers(5) }
        task.cancel()
        await task.value
        #expect(clock.sleeperCount == 0)
    }
}
