/// Intercepts every HTTP exchange of a client: to log, to add headers, to answer from a cache,
/// to authenticate, to record, to fail on purpose in tests.
///
/// Both clients (``MusicBrainzClient``, ``CoverArtArchiveClient``) run their middlewares in the
/// order given, outermost first; inside them comes the client's own request pipeline: for each
/// attempt the rate limiter, the transport and the status check, with the ``RetryPolicy``
/// deciding on retries. So your middleware sees one call per request of the client, and the
/// retry's attempts happen inside it. Retry and rate limiting are not middlewares you add: the
/// client has exactly one of each, in the right place.
///
/// A middleware sits *outside* the status check: `next` returns the raw ``HTTPResponse`` for
/// every status, a `404`, a `401` with its `WWW-Authenticate`, a `304`, or the `503` the
/// retries gave up on, and throws only for failures without a response (a lost connection,
/// cancellation). What your middleware returns is what the client checks: return a `2xx` and
/// the client decodes it; return an error status and the client throws its typed
/// ``MusicBrainzError``. So a middleware can answer a `401` by calling `next` again with
/// credentials, or turn a `304` into the cached `200`:
///
/// ```swift
/// struct StatusLog: HTTPMiddleware {
///     func intercept(
///         _ request: HTTPRequest, context: MiddlewareContext,
///         next: @Sendable (HTTPRequest) async throws -> HTTPResponse
///     ) async throws -> HTTPResponse {
///         let response = try await next(request)
///         print(context.operation, response.status)   // 200, 404, 503, …
///         return response
///     }
/// }
/// ```
///
/// ## Implementation requirements
///
/// - Call `next` once for each exchange you want (each call runs the client's retries and
///   rate limiting afresh, so a second call after a `401` waits its turn in the host's queue),
///   and return its response, a response of your own, or throw.
/// - Throw only ``MusicBrainzError`` (another error reaches the caller as
///   ``MusicBrainzError/Code/transportFailed``, a `CancellationError` as
///   ``MusicBrainzError/Code/cancelled``).
/// - Be `Sendable`: one middleware serves every task of the client at once.
public protocol HTTPMiddleware: Sendable {
    /// Handles one exchange.
    ///
    /// - Parameters:
    ///   - request: The request, with the client's headers already set.
    ///   - context: What the request is for.
    ///   - next: Passes the request on to the rest of the chain.
    /// - Returns: The response, whatever its status.
    /// - Throws: ``MusicBrainzError``.
    func intercept(
        _ request: HTTPRequest,
        context: MiddlewareContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse
}
