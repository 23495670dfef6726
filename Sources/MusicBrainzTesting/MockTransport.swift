import Foundation
import MusicBrainz

/// An ``HTTPTransport`` for tests: answers from a handler you supply and records every request.
///
/// ```swift
/// let transport = MockTransport { request in
///     HTTPResponse(status: 200, headerFields: ["Content-Type": "application/json"], body: data)
/// }
/// let client = MusicBrainzClient(configuration: configuration, transport: transport)
/// _ = try await client.lookup(Release.self, id: id)
/// #expect(transport.requests.count == 1)
/// ```
public final class MockTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked: `recorded` is guarded by `lock`; the handler is Sendable.
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []
    private let handler: @Sendable (HTTPRequest) async throws -> HTTPResponse

    /// Creates a transport that answers with the handler.
    /// - Parameter handler: Returns the response for a request, or throws (a
    ///   ``MusicBrainzError`` to simulate a transport failure).
    public init(handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.handler = handler
    }

    /// A transport that answers every request with the same status, content type and body.
    /// - Parameters:
    ///   - status: The status code; default 200.
    ///   - contentType: The `Content-Type`; default `application/json`.
    ///   - body: The body.
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

    /// A transport that fails every request with a transport error.
    /// - Parameter code: The error code; default ``MusicBrainzError/Code/transportFailed``.
    /// - Returns: The transport.
    public static func failing(_ code: MusicBrainzError.Code = .transportFailed) -> MockTransport {
        MockTransport { request in
            throw MusicBrainzError(code: code, message: "MockTransport failure", requestURL: request.url)
        }
    }

    /// Every request sent so far, in order.
    public var requests: [HTTPRequest] {
        lock.withLock { recorded }
    }

    /// Records the request and answers with the handler.
    /// - Throws: What the handler throws.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        lock.withLock { recorded.append(request) }
        return try await handler(request)
    }
}
