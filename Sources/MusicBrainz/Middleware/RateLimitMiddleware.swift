/// Waits for a ``RateLimiter`` before each attempt of a request.
///
/// The client places it inside ``RetryMiddleware``, so every attempt, retries included, waits
/// its turn.
public struct RateLimitMiddleware: HTTPMiddleware {
    /// The limiter to wait for.
    public let limiter: any RateLimiter

    /// Creates the middleware.
    /// - Parameter limiter: The limiter.
    public init(limiter: any RateLimiter) { self.limiter = limiter }

    /// Waits for the limiter, then passes the request on.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/cancelled`` when the task
    ///   is cancelled while waiting, or what the rest of the chain throws.
    public func intercept(
        _ request: HTTPRequest,
        context: MiddlewareContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        do {
            try await limiter.waitForPermission()
        } catch let error as MusicBrainzError {
            throw error.adding(requestURL: request.url)
        } catch {
            throw MusicBrainzError(
                code: .cancelled, message: "The request was cancelled while waiting for the rate limiter.",
                requestURL: request.url, underlyingError: error)
        }
        return try await next(request)
    }
}
