/// Intercepts every HTTP exchange of a client: to log, to add headers, to record, to fail on
/// purpose in tests.
///
/// The client runs its middlewares in the order given, outermost first; inside them come the
/// client's own retry (``RetryMiddleware``) and rate limiting (``RateLimitMiddleware``), then the
/// transport. So your middleware sees one call per ``MusicBrainzClient/send(_:)``, and the
/// retry's attempts happen inside it.
///
/// ## Implementation requirements
///
/// - Call `next` at most once per attempt you want to make, and return its response or throw.
/// - Throw only ``MusicBrainzError`` (wrap other errors with code
///   ``MusicBrainzError/Code/transportFailed`` or another fitting code).
/// - Be `Sendable`: one middleware serves every task of the client at once.
public protocol HTTPMiddleware: Sendable {
    /// Handles one exchange.
    ///
    /// - Parameters:
    ///   - request: The request, with the client's headers already set.
    ///   - context: What the request is for.
    ///   - next: Passes the request on to the rest of the chain.
    /// - Returns: The response.
    /// - Throws: ``MusicBrainzError``.
    func intercept(
        _ request: HTTPRequest,
        context: MiddlewareContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse
}
