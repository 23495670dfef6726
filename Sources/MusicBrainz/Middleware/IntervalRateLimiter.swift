/// A ``RateLimiter`` that starts requests at least a fixed interval apart, first come first
/// served.
///
/// Waiting requests form a queue. One is let through per interval; a waiter whose task is
/// cancelled leaves the queue at once, and the next one moves up. ``pause(for:)`` holds the whole
/// queue back (the client does this when the server answers `Retry-After`).
///
/// MusicBrainz limits requests per IP address, not per client, so by default every
/// ``MusicBrainzClient`` of the process that talks to the same host shares one limiter
/// (``SharedRateLimiters/limiter(forHost:interval:)``); this is the library's one deliberate piece of shared state.
///
/// The clock is injected so that tests can run without waiting.
public actor IntervalRateLimiter<C: Clock>: RateLimiter where C.Duration == Duration {
    /// The least time between two request starts.
    public let interval: Duration
    private let clock: C
    private var lastStart: C.Instant?
    private var pausedUntil: C.Instant?
    private var waiters: [(id: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextWaiterID: UInt64 = 0
    private var dispatching = false

    /// Creates a limiter on a given clock.
    /// - Parameters:
    ///   - interval: The least time between two request starts; `.zero` lets every request
    ///     through at once (but ``pause(for:)`` still holds them).
    ///   - clock: The clock to measure and sleep with.
    public init(interval: Duration, clock: C) {
        self.interval = max(interval, .zero)
        self.clock = clock
    }

    /// Waits for this request's turn.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/cancelled`` when the task
    ///   is cancelled while waiting.
    public func waitForPermission() async throws {
        if Task.isCancelled { throw Self.cancelled() }
        if waiters.isEmpty, !dispatching, isOpen(at: clock.now) {
            lastStart = clock.now
            return
        }
        nextWaiterID &+= 1
        let id = nextWaiterID
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                waiters.append((id, continuation))
                startDispatching()
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    /// Holds back every request not yet started until `duration` from now.
    /// - Parameter duration: How long to hold back.
    public func pause(for duration: Duration) async {
        let until = clock.now.advanced(by: max(duration, .zero))
        if let pausedUntil, pausedUntil >= until { return }
        pausedUntil = until
    }

    /// The number of requests waiting, for tests and diagnostics.
    public var waitingCount: Int { waiters.count }

    private func isOpen(at now: C.Instant) -> Bool {
        if let pausedUntil, now < pausedUntil { return false }
        if let lastStart, now < lastStart.advanced(by: interval) { return false }
        return true
    }

    private func earliestStart() -> C.Instant {
        var earliest = clock.now
        if let lastStart { earliest = max(earliest, lastStart.advanced(by: interval)) }
        if let pausedUntil { earliest = max(earliest, pausedUntil) }
        return earliest
    }

    private func startDispatching() {
        guard !dispatching else { return }
        dispatching = true
        Task { await self.dispatch() }
    }

    private func dispatch() async {
        while !waiters.isEmpty {
            let start = earliestStart()
            if clock.now < start {
                try? await clock.sleep(until: start, tolerance: nil)
                continue
            }
            let waiter = waiters.removeFirst()
            lastStart = clock.now
            waiter.continuation.resume()
        }
        dispatching = false
    }

    private func cancelWaiter(_ id: UInt64) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        let waiter = waiters.remove(at: index)
        waiter.continuation.resume(throwing: Self.cancelled())
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
