import Foundation
import MusicBrainz

/// An ``/MusicBrainz/HTTPTransport`` for tests: answers from a handler you supply and records
/// every request, so a test runs without the network.
///
/// ```swift
/// let transport = MockTransport { request in
///     HTTPResponse(status: 200, headerFields: ["Content-Type": "application/json"], body: data)
/// }
/// let client = MusicBrainzClient(configuration: configuration, transport: transport)
/// _ = try await client.lookup(Release.self, id: id)
/// #expect(transport.requests.count == 1)
/// ```
///
/// The client treats the handler's response exactly as a server's: it checks the status,
/// decodes the body in the format its `Content-Type` names (`application/json` or
/// `application/xml`; without one, the format the body starts with), and retries a `503`, `429`
/// or `5xx` as its ``/MusicBrainz/RetryPolicy`` says (a `503` or `429` also pauses the client's
/// rate limiter). Give the client `retryPolicy: .none` and
/// `rateLimit: .unlimited` so that a test never waits, or a ``TestClock`` to test the waits.
///
/// A handler that throws a ``/MusicBrainz/MusicBrainzError`` simulates a transport failure;
/// another error reaches the caller as ``/MusicBrainz/MusicBrainzError/Code/transportFailed``
/// (`CancellationError` as ``/MusicBrainz/MusicBrainzError/Code/cancelled``), as from any
/// transport. Downloads (``/MusicBrainz/HTTPTransport/download(_:to:)``) use the protocol's
/// default: the handler's response, its body written to the file when the status is 2xx.
///
/// Safe to use from many tasks at once: the recorded requests are guarded by a lock.
public final class MockTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked: `recorded` is guarded by `lock`; the handler is Sendable.
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []
    private let handler: @Sendable (HTTPRequest) async throws -> HTTPResponse

    /// Creates a transport that answers with the handler.
    /// - Parameter handler: Returns the response for a request (any status: a `404` or a `503`
    ///   is a response, not an error), or throws: a ``/MusicBrainz/MusicBrainzError`` with
    ///   ``/MusicBrainz/MusicBrainzError/Code/transportFailed``,
    ///   ``/MusicBrainz/MusicBrainzError/Code/timedOut`` or
    ///   ``/MusicBrainz/MusicBrainzError/Code/cancelled`` simulates that failure. It is called
    ///   once per attempt, so a retried request calls it again.
    public init(handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.handler = handler
    }

    /// A transport that answers every request with the same status, content type and body, and
    /// the request's URL as the response's final URL (no redirect).
    ///
    /// ```swift
    /// let transport = MockTransport.constant(body: Data(#"{"id": "…", "title": "…"}"#.utf8))
    /// let notFound = MockTransport.constant(status: 404, body: Data(#"{"error": "Not Found"}"#.utf8))
    /// ```
    ///
    /// - Parameters:
    ///   - status: The HTTP status code, such as 200 or 503; default 200.
    ///   - contentType: The `Content-Type` header; default `application/json`. Use
    ///     `application/xml` for an XML body.
    ///   - body: The body, such as a saved WS/2 response.
    /// - Returns: The transport.
    public static func constant(
        status: Int = 200, contentType: String = "application/json", body: Data
    )
        -> MockTransport
    {
        MockTransport { request in
            HTTPResponse(status: status, headerFields: ["Content-Type": contentType], body: body, url: request.url)
        }
    }

    /// A transport that fails every request with a ``/MusicBrainz/MusicBrainzError`` (message
    /// "MockTransport failure", with the request's URL), without answering.
    ///
    /// A client retries ``/MusicBrainz/MusicBrainzError/Code/transportFailed`` and
    /// ``/MusicBrainz/MusicBrainzError/Code/timedOut`` as its ``/MusicBrainz/RetryPolicy``
    /// says, so a test of the failure itself should use `retryPolicy: .none`.
    ///
    /// - Parameter code: The error code; default
    ///   ``/MusicBrainz/MusicBrainzError/Code/transportFailed``.
    /// - Returns: The transport.
    public static func failing(_ code: MusicBrainzError.Code = .transportFailed) -> MockTransport {
        MockTransport { request in
            throw MusicBrainzError(code: code, message: "MockTransport failure", requestURL: request.url)
        }
    }

    /// Every request sent so far, in the order they reached the transport: one per attempt, so
    /// a retried request appears once per attempt. Each has the client's headers (User-Agent,
    /// `Accept`) and its full URL with the query, such as `…/ws/2/release/<mbid>?inc=labels&fmt=json`.
    public var requests: [HTTPRequest] {
        lock.withLock { recorded }
    }

    /// Records the request and answers with the handler.
    /// - Parameter request: The request.
    /// - Returns: The handler's response.
    /// - Throws: What the handler throws.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        lock.withLock { recorded.append(request) }
        return try await handler(request)
    }
}
