import Foundation

/// Reports the events of one request's retry loop to the client's event handler
/// (``RequestEvent``); only made when the client has a handler.
struct EventReporter: Sendable {
    let handler: @Sendable (RequestEvent) -> Void
    let request: HTTPRequest
    let operation: String
    let maximumAttempts: Int

    /// Reports an event of a kind about an attempt, filled in by `fill`.
    func report(
        _ kind: RequestEvent.Kind, attempt: Int, _ fill: (inout RequestEvent) -> Void = { _ in }
    ) {
        var event = RequestEvent(
            kind: kind, request: request, operation: operation, attempt: attempt, maximumAttempts: maximumAttempts)
        fill(&event)
        handler(event)
    }
}

extension RequestPipeline {
    /// The reporter of a request's events, or `nil` when the client has no event handler.
    func reporter(for request: HTTPRequest, operation: String) -> EventReporter? {
        events.map {
            EventReporter(
                handler: $0, request: request, operation: operation, maximumAttempts: max(1, retryPolicy.maxAttempts))
        }
    }
}
