import Foundation

extension RequestPipeline {
    /// The retry loop: the innermost step of the middleware chain (see ``RequestPipeline``).
    ///
    /// Each attempt waits for the rate limiter, goes through the transport, and has its status
    /// mapped by ``StatusTable``; the policy decides on the typed error. A rate limit pauses the
    /// host's queue (``RetryPolicy/hostPause(after:decision:)``); the retry then waits in that
    /// queue, and sleeps on its own only for what the pause does not cover. Waits end at once
    /// when the task is cancelled; a cancelled task is never retried.
    ///
    /// - Returns: The response of the last attempt: a 2xx, or the error status the policy gave
    ///   up on (its typed error kept in `verdict`), raw for the middlewares to see.
    /// - Throws: ``MusicBrainzError``: the transport's or the limiter's failure the policy gave
    ///   up on, or ``MusicBrainzError/Code/cancelled``.
    func attempts(
        _ request: HTTPRequest, verdict: StatusVerdict, operation: String,
        exchange: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws(MusicBrainzError) -> HTTPResponse {
        let elapsed = waiter.startStopwatch()
        let reporter = reporter(for: request, operation: operation)
        var attempt = 1
        // Until when (on the stopwatch) a retry event has announced the wait.
        var announcedUntil: Duration?
        while true {
            try Self.checkCancellation(request, cause: nil)
            var failure: MusicBrainzError
            var refused: HTTPResponse?
            do throws(MusicBrainzError) {
                let response = try await attemptOnce(
                    request, attempt: attempt, reporter: reporter, announcedUntil: announcedUntil, elapsed: elapsed,
                    exchange: exchange)
                let url = response.url ?? request.url
                let error = StatusTable.error(
                    for: response, requestURL: url, now: currentDate(), readMessage: readMessage)
                reporter?.report(.attemptFinished, attempt: attempt) {
                    $0.status = response.status
                    $0.error = error
                }
                guard let error else { return response }
                failure = error
                refused = response
            } catch {
                failure = error
            }
            if failure.code == .cancelled { throw failure }
            try Self.checkCancellation(request, cause: failure)
            let spread = jitter()
            let decision = retryPolicy.decision(
                for: failure, attempt: attempt, method: request.method, jitter: spread)
            if retryPolicy.waitsTooLong(failure, attempt: attempt, method: request.method, jitter: spread) {
                // Not retried because the wait is beyond the ceiling: the error says so.
                failure = failure.waitingTooLong(maximum: retryPolicy.maximumWait)
            }
            var heldByLimiter: Duration = .zero
            if let limiter, let pause = retryPolicy.hostPause(after: failure, decision: decision) {
                heldByLimiter = pause
                await limiter.pause(for: pause)
            }
            guard case .retry(let wait) = decision, withinDeadline(elapsed() + wait) else {
                guard let refused else { throw Self.settled(failure, of: request) }
                verdict.record(refused, failure)
                return refused
            }
            reporter?.report(.retrying, attempt: attempt + 1) {
                $0.error = failure
                $0.status = failure.statusCode
                $0.wait = wait
            }
            announcedUntil = elapsed() + wait
            // The paused limiter holds the next attempt for the wait, unless the wait is longer
            // than the host-wide pause (or nothing paused the host): then this request sleeps.
            if wait > heldByLimiter { try await sleep(wait, request) }
            attempt += 1
        }
    }

    /// One attempt: the rate limiter's permission, then the exchange, its failure wrapped once.
    /// With a reporter, a wait in the queue is announced (unless a retry event already said it,
    /// up to a second more), and so is the attempt's start and a transport failure.
    private func attemptOnce(
        _ request: HTTPRequest, attempt: Int, reporter: EventReporter?, announcedUntil: Duration?,
        elapsed: @escaping @Sendable () -> Duration,
        exchange: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws(MusicBrainzError) -> HTTPResponse {
        if let limiter {
            do {
                if let reporter {
                    try await limiter.waitForPermission(announcingWait: { wait in
                        if let announcedUntil, elapsed() + wait <= announcedUntil + .seconds(1) { return }
                        reporter.report(.waitingForRateLimit, attempt: attempt) { $0.wait = wait }
                    })
                } else {
                    try await limiter.waitForPermission()
                }
            } catch let error as MusicBrainzError {
                throw error.adding(requestURL: request.url)
            } catch {
                throw MusicBrainzError(
                    code: .cancelled, message: "The request was cancelled while waiting for the rate limiter.",
                    requestURL: request.url, underlyingError: error)
            }
        }
        reporter?.report(.attemptStarted, attempt: attempt)
        do {
            return try await exchange(request)
        } catch {
            let failure = Self.wrap(error, requestURL: request.url)
            reporter?.report(.attemptFinished, attempt: attempt) { $0.error = failure }
            throw failure
        }
    }

    /// The error a request ends with when the transport failed: for a write (a method that is
    /// not ``HTTPRequest/Method/isSafe``) that may have reached the server (a reset, a body or
    /// headers cut short, a timeout; not a connection that could not be made),
    /// ``MusicBrainzError/Code/outcomeUnknown`` around it; otherwise the failure itself.
    static func settled(_ failure: MusicBrainzError, of request: HTTPRequest) -> MusicBrainzError {
        guard !request.method.isSafe, failure.code == .transportFailed || failure.code == .timedOut,
            !failure.failedBeforeConnecting
        else { return failure }
        let cause = failure.code == .timedOut ? "the server did not answer in time" : "the connection failed"
        return MusicBrainzError(
            code: .outcomeUnknown,
            message:
                "The \(request.method) was sent but \(cause), so it may or may not have been applied; it was not sent again. Check what the server holds before sending it again. (\(failure.message))",
            requestURL: request.url, underlyingError: failure)
    }

    private func withinDeadline(_ time: Duration) -> Bool {
        guard let deadline = retryPolicy.deadline else { return true }
        return time <= deadline
    }

    private func sleep(_ duration: Duration, _ request: HTTPRequest) async throws(MusicBrainzError) {
        do {
            try await waiter.sleep(duration)
        } catch {
            throw MusicBrainzError(
                code: .cancelled, message: "The request was cancelled while waiting to retry.", requestURL: request.url,
                underlyingError: error)
        }
    }

    /// Throws ``MusicBrainzError/Code/cancelled`` when the task is cancelled.
    private static func checkCancellation(_ request: HTTPRequest, cause: MusicBrainzError?) throws(MusicBrainzError) {
        if Task.isCancelled {
            throw MusicBrainzError(
                code: .cancelled, message: "The request was cancelled.", requestURL: request.url, underlyingError: cause
            )
        }
    }
}

/// The typed error the retry loop made for the error response it gave up on, kept for the top
/// of the pipeline, so that the response reaching it through the middlewares is not mapped a
/// second time. One per request of a client.
final class StatusVerdict: @unchecked Sendable {
    // @unchecked: `last` is guarded by `lock` (a middleware may call `next` from several tasks).
    private let lock = NSLock()
    private var last: (response: HTTPResponse, error: MusicBrainzError)?

    /// Keeps the error of a response the loop returns.
    func record(_ response: HTTPResponse, _ error: MusicBrainzError) {
        lock.withLock { last = (response, error) }
    }

    /// The kept error when `response` is the one it was made for, else `nil` (a middleware
    /// answered with a response of its own, or changed it).
    func error(for response: HTTPResponse) -> MusicBrainzError? {
        lock.withLock {
            guard let last, last.response == response else { return nil }
            return last.error
        }
    }
}

/// Sleeps and measures time on a clock chosen at run time.
struct Waiter: Sendable {
    let sleep: @Sendable (Duration) async throws -> Void
    let startStopwatch: @Sendable () -> (@Sendable () -> Duration)

    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        sleep = { duration in try await clock.sleep(for: duration.clampedWait, tolerance: nil) }
        startStopwatch = {
            let start = clock.now
            return { start.duration(to: clock.now) }
        }
    }
}

extension MusicBrainzError {
    /// The error of a request that is not repeated because the server asked for a wait longer
    /// than the client's ``RetryPolicy/maximumWait``: its message says how long, and when to try
    /// again (``retryDate``).
    func waitingTooLong(maximum: Duration) -> MusicBrainzError {
        var error = self
        let asked =
            retryAfter.map { "The server asked to wait \(RequestEvent.text(for: $0))" } ?? "The retry would wait"
        error.message +=
            " \(asked), longer than this client waits (RetryPolicy.maximumWait: \(RequestEvent.text(for: maximum))), so the request was not repeated"
            + (retryDate.map { "; try again after \($0.formatted(.iso8601))." } ?? ".")
        return error
    }
}
