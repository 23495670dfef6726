/// A ``RateLimiter`` that starts requests at least a fixed interval apart, first come first
/// served.
///
/// Waiting requests form a queue. The request at its head starts when both have passed: the
/// interval since the previous start, and any pause (``pause(for:)``); the next one then waits a
/// further interval, and so on. A waiter whose task is cancelled leaves the queue at once with
/// ``MusicBrainzError/Code/cancelled``, and the one behind it moves up. A request that finds the
/// queue empty and the interval passed starts without suspending.
///
/// ``pause(for:)`` holds the whole queue back: the client calls it when the server refuses a
/// request with a rate limit (a 429, or a 503 throttle or load shedding, with or without
/// `Retry-After`) or answers a server error with `Retry-After`, so every request to that host
/// waits, not only the one that was refused. When the pause ends the queue resumes at the normal rate, one request per
/// interval.
///
/// MusicBrainz limits requests per IP address, not per client, so by default every
/// ``MusicBrainzClient`` of the process that talks to the same host shares one limiter
/// (``SharedRateLimiters``); this is the library's one deliberate piece of shared state.
///
/// The clock is injected so that tests can run without waiting (the `MusicBrainzTesting`
/// product has `TestClock`):
///
/// ```swift
/// let limiter = IntervalRateLimiter(interval: .seconds(1))             // the continuous clock
/// let testLimiter = IntervalRateLimiter(interval: .seconds(1), clock: testClock)
/// ```
public actor IntervalRateLimiter<C: Clock>: RateLimiter where C.Duration == Duration {
    /// The least time between two request starts (never negative, at most one day).
    public nonisolated let interval: Duration
    private let clock: C
    private var lastStart: C.Instant?
    private var pausedUntil: C.Instant?
    private var waiters: [QueuedRequest] = []
    private var nextWaiterID: UInt64 = 0
    /// The task that lets the head of the queue through when its time comes; `nil` when the
    /// queue is empty.
    private var dispatcher: Task<Void, Never>?
    /// Bumped whenever the dispatcher is replaced, so that a superseded one stops.
    private var dispatcherGeneration: UInt64 = 0

    private struct QueuedRequest {
        var id: UInt64
        var interval: Duration
        var continuation: CheckedContinuation<Void, any Error>
    }

    /// Creates a limiter on a given clock.
    /// - Parameters:
    ///   - interval: The least time between two request starts; `.zero` (or less) lets every
    ///     request through at once, but ``pause(for:)`` still holds them. A longer interval
    ///     than one day counts as one day.
    ///   - clock: The clock to measure and sleep with.
    public init(interval: Duration, clock: C) {
        self.interval = interval.clampedWait
        self.clock = clock
    }

    /// Waits for this request's turn: until ``interval`` has passed since the previous start,
    /// any pause has ended, and every request that queued earlier has started.
    ///
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/cancelled`` when the task
    ///   is cancelled before or while waiting; the waiter then leaves the queue at once.
    public func waitForPermission() async throws {
        try await waitForPermission(spacing: interval, announce: nil)
    }

    /// Waits for this request's turn as ``waitForPermission()``, and first tells `announce` the
    /// expected wait when the request cannot start at once: until the interval after the
    /// previous start and any pause have passed, for each request queued earlier in turn.
    ///
    /// - Parameter announce: Called once before waiting, with the expected wait.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/cancelled`` when the task
    ///   is cancelled before or while waiting.
    public func waitForPermission(announcingWait announce: @escaping @Sendable (Duration) -> Void) async throws {
        try await waitForPermission(spacing: interval, announce: announce)
    }

    /// Holds back every request that has not started yet until `duration` from now. A pause
    /// never shortens a longer one already in force.
    ///
    /// - Parameter duration: How long to hold back; zero or less does nothing, more than one
    ///   day counts as one day.
    public func pause(for duration: Duration) async {
        guard duration > .zero else { return }
        let until = clock.now.advanced(by: duration.clampedWait)
        if let pausedUntil, pausedUntil >= until { return }
        pausedUntil = until
    }

    /// The number of requests waiting in the queue, for tests and diagnostics.
    public var waitingCount: Int { waiters.count }

    /// Waits for this request's turn, which comes at least `spacing` after the previous start
    /// (whatever interval that request waited for). Clients that share a host's limiter with
    /// different intervals use this; see ``SharedRateLimiters``.
    func waitForPermission(spacing: Duration, announce: (@Sendable (Duration) -> Void)?) async throws {
        if Task.isCancelled { throw Self.cancelled() }
        let spacing = spacing.clampedWait
        let now = clock.now
        if waiters.isEmpty, now >= earliestStart(spacing: spacing, now: now) {
            lastStart = now
            return
        }
        if let announce {
            let wait = now.duration(to: expectedStart(spacing: spacing, now: now))
            if wait > .zero { announce(wait) }
        }
        nextWaiterID &+= 1
        let id = nextWaiterID
        try await withTaskCancellationHandler {
            // The continuation body runs on the actor before the task suspends, so a
            // cancellation (which hops to the actor) always finds the waiter queued.
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                waiters.append(QueuedRequest(id: id, interval: spacing, continuation: continuation))
                if dispatcher == nil { startDispatcher() }
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    /// When a request queued now would start if nothing else changed: each waiter ahead of it
    /// starts its spacing after the previous start (and not before a pause ends), then it.
    private func expectedStart(spacing: Duration, now: C.Instant) -> C.Instant {
        var start: C.Instant?
        for interval in waiters.map(\.interval) + [spacing] {
            var earliest = now
            if let previous = start ?? lastStart { earliest = max(earliest, previous.advanced(by: interval)) }
            if let pausedUntil { earliest = max(earliest, pausedUntil) }
            start = earliest
        }
        return start ?? now
    }

    private func earliestStart(spacing: Duration, now: C.Instant) -> C.Instant {
        var earliest = now
        if let lastStart { earliest = max(earliest, lastStart.advanced(by: spacing)) }
        if let pausedUntil { earliest = max(earliest, pausedUntil) }
        return earliest
    }

    private func startDispatcher() {
        dispatcher?.cancel()
        dispatcherGeneration &+= 1
        let generation = dispatcherGeneration
        dispatcher = Task { await self.dispatch(generation) }
    }

    private func dispatch(_ generation: UInt64) async {
        while generation == dispatcherGeneration, let head = waiters.first {
            let now = clock.now
            let start = earliestStart(spacing: head.interval, now: now)
            if now < start {
                // Cancellation only comes from a newer dispatcher replacing this one; the loop
                // condition then ends this one.
                try? await clock.sleep(until: start, tolerance: nil)
                continue
            }
            waiters.removeFirst()
            lastStart = now
            head.continuation.resume()
        }
        if generation == dispatcherGeneration { dispatcher = nil }
    }

    private func cancelWaiter(_ id: UInt64) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        let waiter = waiters.remove(at: index)
        waiter.continuation.resume(throwing: Self.cancelled())
        if waiters.isEmpty {
            // Nobody left to let through: stop the dispatcher's sleep.
            dispatcher?.cancel()
            dispatcherGeneration &+= 1
            dispatcher = nil
        } else if index == 0 {
            // The new head may start earlier than the old one (a shorter spacing).
            startDispatcher()
        }
    }

    private static func cancelled() -> MusicBrainzError {
        MusicBrainzError(code: .cancelled, message: "The request was cancelled while waiting for the rate limiter.")
    }
}

extension IntervalRateLimiter where C == ContinuousClock {
    /// Creates a limiter on the continuous clock.
    /// - Parameter interval: The least time between two request starts.
    public init(interval: Duration) {
        self.init(interval: interval, clock: ContinuousClock())
    }
}
