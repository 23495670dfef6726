import Foundation

/// Moves an ``HTTPRequest`` to a server and brings back its ``HTTPResponse``.
///
/// A transport knows nothing of MusicBrainz: the client adds headers, rate limiting and retries
/// around it, and decodes what it returns. The library ships ``URLSessionTransport`` and, with the
/// package trait `Curl`, ``CurlTransport`` (libcurl; ``DefaultTransport`` says which one a client
/// gets by default); the `MusicBrainzTesting` product adds `MockTransport`.
///
/// ## Implementation requirements
///
/// - Return every HTTP response, whatever its status: a 404 or a 503 is a response, not an error
///   (the client's request pipeline turns statuses into errors, the same way for every
///   transport). A connection that closes before the response's header block has ended is not a
///   response: throw ``MusicBrainzError/Code/transportFailed`` (not permanent).
/// - Follow 3xx redirects when ``HTTPRequest/followsRedirects`` is `true` (301 and 307 at least)
///   and report the final URL in ``HTTPResponse/url``; otherwise return the 3xx response itself.
///   Do not send `Authorization` (or `Cookie`) on to another origin: a redirect to a different
///   scheme, host or port goes without them.
/// - Send a write (a method that is not ``HTTPRequest/Method/isSafe``) once: never replay it on
///   your own, also not when a reused kept-alive connection dies before any answer (send writes
///   on a new connection). Whether a lost write is repeated is the retry policy's decision.
/// - Decompress `gzip` bodies, or do not ask for them.
/// - Bound what a server can make you do: refuse a body larger than a configurable limit
///   (both built-in transports default to 64 MiB) rather than growing without end, failing at
///   once when an uncompressed body's `Content-Length` already says so, and end a
///   request that takes longer than a configurable overall duration (both default to five
///   minutes) even while bytes trickle in.
/// - Throw only ``MusicBrainzError``: ``MusicBrainzError/Code/transportFailed`` for a refused,
///   reset or truncated connection or a TLS failure, ``MusicBrainzError/Code/timedOut`` when
///   ``HTTPRequest/timeout`` (or your default) passes without progress or the overall duration
///   passes, and ``MusicBrainzError/Code/cancelled`` when the calling task is cancelled. Set
///   ``MusicBrainzError/failedBeforeConnecting`` when no connection was made, and
///   ``MusicBrainzError/isPermanent`` for failures that would recur (too many redirects, a
///   malformed response, a body over the limit), so that the retry policy leaves them alone.
///   Never expose the error types of the underlying library.
/// - React to task cancellation promptly, freeing the connection, and never block a thread of
///   Swift's cooperative pool while waiting for the network.
/// - Verify TLS certificates by default.
/// - Be safe to call from many tasks at once.
///
/// The transport conformance suites in the package's tests (`TransportConformanceTests`,
/// `TransportLimitsTests`) check all of this against a loopback server; a new transport should
/// pass them. (The headers cut short case runs under libcurl only: with it, FoundationNetworking
/// stops the process, swift-corelibs-foundation issue 5285.)
public protocol HTTPTransport: Sendable {
    /// Sends a request and returns the whole response.
    ///
    /// - Parameter request: The request to send.
    /// - Returns: The response, whatever its status code.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/transportFailed``,
    ///   ``MusicBrainzError/Code/timedOut`` or ``MusicBrainzError/Code/cancelled``.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse

    /// Sends a request and streams a successful (2xx) response body into a file, without holding
    /// it in memory.
    ///
    /// The returned response has an empty ``HTTPResponse/body`` when the body went to the file.
    /// A response with a status outside 200...299 is returned with its body in memory and the file
    /// is not created.
    ///
    /// - Parameters:
    ///   - request: The request to send.
    ///   - destination: A file URL; an existing file is replaced.
    /// - Returns: The response (with an empty body when it was written to `destination`).
    /// - Throws: As ``send(_:)``, plus ``MusicBrainzError/Code/transportFailed`` when the file
    ///   cannot be written.
    func download(_ request: HTTPRequest, to destination: URL) async throws -> HTTPResponse
}

extension HTTPTransport {
    /// The default download: sends the request, then writes the buffered body to the file.
    ///
    /// Transports that can stream (both built-in ones do) replace this.
    public func download(_ request: HTTPRequest, to destination: URL) async throws -> HTTPResponse {
        var response = try await send(request)
        guard (200..<300).contains(response.status) else { return response }
        do {
            try response.body.write(to: destination, options: .atomic)
        } catch {
            throw MusicBrainzError(
                code: .transportFailed,
                message: "Could not write the downloaded body to \(destination.path).",
                requestURL: request.url,
                statusCode: response.status,
                underlyingError: error
            )
        }
        response.body = Data()
        return response
    }
}
