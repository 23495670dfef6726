import Foundation

/// The middleware stack of a client, folded around a final step: the caller's middlewares
/// (outermost first), then ``RetryMiddleware``, then ``RateLimitMiddleware`` when there is a
/// limiter, then the final step (a transport's `send` or `download`).
///
/// ``MusicBrainzClient`` and ``CoverArtArchiveClient`` share it, so both order their middlewares
/// the same way and wrap errors once: a ``MusicBrainzError`` gains the request URL, a
/// `CancellationError` becomes ``MusicBrainzError/Code/cancelled``, anything else
/// ``MusicBrainzError/Code/transportFailed``.
struct MiddlewareChain: Sendable {
    private let middlewares: [any HTTPMiddleware]

    /// Builds the stack.
    /// - Parameters:
    ///   - middlewares: The caller's middlewares, outermost first.
    ///   - retryPolicy: The retry policy.
    ///   - limiter: The rate limiter, or `nil` for none.
    ///   - clock: The clock retries wait on.
    ///   - jitter: The jitter source of the retry backoff.
    ///   - currentDate: The wall-clock date, for `Retry-After` HTTP dates.
    init<C: Clock>(
        middlewares: [any HTTPMiddleware], retryPolicy: RetryPolicy, limiter: (any RateLimiter)?, clock: C,
        jitter: @escaping @Sendable () -> Double = RetryMiddleware.systemJitter,
        currentDate: @escaping @Sendable () -> Date = { Date() }
    ) where C.Duration == Duration {
        var chain = middlewares
        chain.append(
            RetryMiddleware(
                policy: retryPolicy, limiter: limiter, clock: clock, jitter: jitter, currentDate: currentDate))
        if let limiter { chain.append(RateLimitMiddleware(limiter: limiter)) }
        self.middlewares = chain
    }

    /// Runs a request through every middleware and then the final step.
    /// - Parameters:
    ///   - request: The request.
    ///   - context: What the request is for.
    ///   - final: The innermost step, such as `transport.send`.
    /// - Returns: The response, whatever its status.
    /// - Throws: ``MusicBrainzError`` only.
    func run(
        _ request: HTTPRequest,
        context: MiddlewareContext,
        final: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws(MusicBrainzError) -> HTTPResponse {
        let chain = middlewares
        @Sendable func run(_ index: Int, _ request: HTTPRequest) async throws -> HTTPResponse {
            if index == chain.count {
                return try await final(request)
            }
            return try await chain[index].intercept(request, context: context) { request in
                try await run(index + 1, request)
            }
        }
        do {
            return try await run(0, request)
        } catch let error as MusicBrainzError {
            throw error.adding(requestURL: request.url)
        } catch is CancellationError {
            throw MusicBrainzError(code: .cancelled, message: "The request was cancelled.", requestURL: request.url)
        } catch {
            throw MusicBrainzError(
                code: .transportFailed, message: "The request failed: \(error)", requestURL: request.url,
                underlyingError: error)
        }
    }
}
