import Foundation

/// Identical requests in flight at the same time, joined: the first caller's request goes out
/// in an unstructured task, every caller (the first included) waits for its answer.
///
/// A caller that is cancelled stops waiting at once with ``MusicBrainzError/Code/cancelled``;
/// the others keep waiting and get the answer. When the last caller of a request is gone, its
/// task is cancelled (the request stops, freeing its rate-limit slot), and a caller arriving
/// after that starts afresh. A request that has finished is forgotten: a later identical
/// request goes out again (keeping answers is ``ResponseCache``'s work).
///
/// Used by ``RequestPipeline`` when the configuration's `sharesIdenticalRequests` is set.
actor InFlightRequests {
    /// What makes two requests identical: the whole request (method, URL, headers, body) and
    /// the whole context (operation, credential identity, cache directive).
    struct Key: Hashable, Sendable {
        var request: HTTPRequest
        var context: MiddlewareContext
    }

    /// One request in flight and the callers waiting for it. Only touched on the actor.
    private final class Flight {
        let id: UInt64
        var task: Task<Void, Never>?
        var waiters: [UInt64: CheckedContinuation<Result<HTTPResponse, MusicBrainzError>, Never>] = [:]

        init(id: UInt64) { self.id = id }
    }

    private var flights: [Key: Flight] = [:]
    private var lastID: UInt64 = 0
    /// How many requests went out (one per flight), for tests and statistics.
    private(set) var startedCount = 0
    /// How many callers joined a request already in flight.
    private(set) var joinedCount = 0
    /// How many requests are in flight now.
    var inFlightCount: Int { flights.count }

    /// The answer to a request: the one in flight with the same key, or a new one from
    /// `operation`.
    ///
    /// - Parameters:
    ///   - key: The request and its context.
    ///   - operation: Sends the request; run in an unstructured task, not cancelled by any one
    ///     caller.
    /// - Returns: The response or the typed error; ``MusicBrainzError/Code/cancelled`` for a
    ///   caller whose task was cancelled while it waited.
    func response(
        for key: Key, operation: @escaping @Sendable () async throws(MusicBrainzError) -> HTTPResponse
    ) async -> Result<HTTPResponse, MusicBrainzError> {
        lastID &+= 1
        let waiter = lastID
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                enroll(key, waiter: waiter, continuation: continuation, operation: operation)
            }
        } onCancel: {
            Task { await self.leave(key, waiter: waiter) }
        }
    }

    private func enroll(
        _ key: Key, waiter: UInt64,
        continuation: CheckedContinuation<Result<HTTPResponse, MusicBrainzError>, Never>,
        operation: @escaping @Sendable () async throws(MusicBrainzError) -> HTTPResponse
    ) {
        if Task.isCancelled {
            continuation.resume(returning: .failure(Self.cancelled(key)))
            return
        }
        if let flight = flights[key] {
            joinedCount += 1
            flight.waiters[waiter] = continuation
            return
        }
        lastID &+= 1
        let flight = Flight(id: lastID)
        flight.waiters[waiter] = continuation
        flights[key] = flight
        startedCount += 1
        let id = flight.id
        flight.task = Task {
            let result: Result<HTTPResponse, MusicBrainzError>
            do throws(MusicBrainzError) {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            self.finish(key, id: id, result: result)
        }
    }

    /// A caller's task was cancelled: it stops waiting; the last one out cancels the request.
    private func leave(_ key: Key, waiter: UInt64) {
        guard let flight = flights[key], let continuation = flight.waiters.removeValue(forKey: waiter) else { return }
        continuation.resume(returning: .failure(Self.cancelled(key)))
        if flight.waiters.isEmpty {
            flight.task?.cancel()
            flights[key] = nil
        }
    }

    private func finish(_ key: Key, id: UInt64, result: Result<HTTPResponse, MusicBrainzError>) {
        guard let flight = flights[key], flight.id == id else { return }
        flights[key] = nil
        for continuation in flight.waiters.values { continuation.resume(returning: result) }
        flight.waiters.removeAll()
    }

    private static func cancelled(_ key: Key) -> MusicBrainzError {
        MusicBrainzError(
            code: .cancelled, message: "The request was cancelled while waiting for an identical request in flight.",
            requestURL: key.request.url)
    }
}
