import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// The limiter on its own, on a test clock: order, cancellation, pauses.
@Suite struct IntervalRateLimiterTests {
    /// Starts a task that waits for permission and records its name when let through (or
    /// `"<name> cancelled"`), after making sure it has joined the queue.
    func enqueue(
        _ name: String, on limiter: IntervalRateLimiter<TestClock>, clock: TestClock, into granted: Recorder<String>
    ) async throws -> Task<Void, Never> {
        let before = await limiter.waitingCount
        let task = Task {
            do {
                try await limiter.waitForPermission()
                granted.append("\(name)@\(clock.now.offset)")
            } catch let error as MusicBrainzError {
                granted.append("\(name) \(error.code)")
            } catch {
                granted.append("\(name) \(error)")
            }
        }
        try await eventually("\(name) is queued") { await limiter.waitingCount == before + 1 }
        return task
    }

    @Test("waiting requests are let through first come first served, one per interval")
    func fifoOrder() async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
        try await limiter.waitForPermission()  // the first start, at 0, does not wait
        let granted = Recorder<String>()
        var tasks: [Task<Void, Never>] = []
        for name in ["a", "b", "c", "d"] {
            tasks.append(try await enqueue(name, on: limiter, clock: clock, into: granted))
        }
        for step in 1...4 {
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(1))
            try await eventually("\(step) requests went through") { granted.values.count == step }
        }
        #expect(granted.values == ["a@1.0 seconds", "b@2.0 seconds", "c@3.0 seconds", "d@4.0 seconds"])
        for task in tasks { await task.value }
        #expect(await limiter.waitingCount == 0)
    }

    @Test("a request that finds the queue empty and the interval passed starts without waiting")
    func noWaitWhenIdle() async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
        try await limiter.waitForPermission()
        clock.advance(by: .seconds(1))
        try await limiter.waitForPermission()
        #expect(clock.now == .zero.advanced(by: .seconds(1)))
        #expect(clock.sleeperCount == 0)
    }

    @Test("a cancelled waiter leaves the queue at once and the one behind it moves up")
    func cancelledWaiterLeaves() async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
        try await limiter.waitForPermission()
        let granted = Recorder<String>()
        let a = try await enqueue("a", on: limiter, clock: clock, into: granted)
        let b = try await enqueue("b", on: limiter, clock: clock, into: granted)
        let c = try await enqueue("c", on: limiter, clock: clock, into: granted)

        b.cancel()
        await b.value
        #expect(granted.values == ["b cancelled"])
        #expect(await limiter.waitingCount == 2)

        a.cancel()  // the head of the queue
        await a.value
        #expect(granted.values == ["b cancelled", "a cancelled"])
        #expect(await limiter.waitingCount == 1)

        // c moved up to the head and starts at the first free slot, one interval after 0.
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await c.value
        #expect(granted.values == ["b cancelled", "a cancelled", "c@1.0 seconds"])
        #expect(await limiter.waitingCount == 0)
    }

    @Test("cancelling the last waiter also ends the limiter's own sleep")
    func lastWaiterCancelled() async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
        try await limiter.waitForPermission()
        let granted = Recorder<String>()
        let a = try await enqueue("a", on: limiter, clock: clock, into: granted)
        await clock.waitForSleepers(1)
        a.cancel()
        await a.value
        try await eventually("the dispatcher stopped sleeping") { clock.sleeperCount == 0 }
        #expect(granted.values == ["a cancelled"])
    }

    @Test("an already cancelled task is refused before it queues")
    func cancelledBeforeWaiting() async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await limiter.waitForPermission()
        }
        let error = await #expect(throws: MusicBrainzError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(await limiter.waitingCount == 0)
    }

    @Test("a pause holds the whole queue, then it resumes at the normal rate")
    func pauseHoldsQueue() async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
        try await limiter.waitForPermission()
        await limiter.pause(for: .seconds(3))
        await limiter.pause(for: .seconds(2))  // a shorter pause does not shorten the first
        let granted = Recorder<String>()
        var tasks: [Task<Void, Never>] = []
        for name in ["a", "b", "c"] {
            tasks.append(try await enqueue(name, on: limiter, clock: clock, into: granted))
        }
        for step in 1...3 {
            await clock.waitForSleepers(1)
            clock.advanceToNextDeadline()
            try await eventually("\(step) requests went through") { granted.values.count == step }
        }
        for task in tasks { await task.value }
        #expect(granted.values == ["a@3.0 seconds", "b@4.0 seconds", "c@5.0 seconds"])
    }

    @Test("a zero interval lets concurrent requests through at once, but a pause still holds them")
    func zeroInterval() async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .zero, clock: clock)
        for _ in 0..<5 { try await limiter.waitForPermission() }
        #expect(clock.sleeperCount == 0)
        await limiter.pause(for: .milliseconds(500))
        let granted = Recorder<String>()
        let a = try await enqueue("a", on: limiter, clock: clock, into: granted)
        let b = try await enqueue("b", on: limiter, clock: clock, into: granted)
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(500))
        await a.value
        await b.value
        #expect(Set(granted.values) == ["a@0.5 seconds", "b@0.5 seconds"])
    }

    @Test("a negative interval is read as zero")
    func negativeInterval() {
        #expect(IntervalRateLimiter(interval: .seconds(-1)).interval == .zero)
    }

    @Test("an interval or a pause of Int64.max seconds is read as one day, without a trap in the clock")
    func extremeDurations() async throws {
        // The continuous clock: its sleep(until:) traps on an instant that overflows.
        let spaced = IntervalRateLimiter(interval: .seconds(Int64.max))
        #expect(spaced.interval == .seconds(86_400))
        try await spaced.waitForPermission()
        let paused = IntervalRateLimiter(interval: .zero)
        await paused.pause(for: .seconds(Int64.max))
        for limiter in [spaced, paused] {
            let waiter = Task { try await limiter.waitForPermission() }
            try await eventually("the request queued") { await limiter.waitingCount == 1 }
            waiter.cancel()
            let error = await #expect(throws: MusicBrainzError.self) { try await waiter.value }
            #expect(error?.code == .cancelled)
        }
    }
}
