import Foundation

/// A client of the Cover Art Archive (`coverartarchive.org`): listings of a release's or
/// release group's images, image URLs at a chosen size, image downloads, and the front cover
/// of a release with its release group's as a fallback.
///
/// ```swift
/// let coverArt = CoverArtArchiveClient(configuration: .init(
///     userAgent: UserAgent(application: "MyPlayer", version: "2.0", contact: "me@example.org")))
/// if let cover = try await coverArt.resolve(.front, of: .release(mbid), size: .thumbnail500) {
///     print(cover.url, cover.size)        // the 500 thumbnail, or the next size that exists
/// }
/// let bytes = try await coverArt.imageData(.front, of: .releaseGroup(groupMBID), size: .thumbnail250)
/// ```
///
/// "No cover art" is `nil`, never an error: a 404 from the archive (no images, no such image,
/// no such release) and a listing without the image asked for both give `nil`. Real failures
/// throw ``MusicBrainzError``: ``MusicBrainzError/Code/badRequest`` (the archive refused the
/// request, HTTP 400), ``MusicBrainzError/Code/rateLimited`` and
/// ``MusicBrainzError/Code/serverError`` after the retry policy gave up, and the transport's
/// ``MusicBrainzError/Code/transportFailed``, ``MusicBrainzError/Code/timedOut`` and
/// ``MusicBrainzError/Code/cancelled``.
///
/// The client works like ``MusicBrainzClient`` and shares its request pipeline: the same
/// ``HTTPTransport``s (URLSession, libcurl, mocks), the same ``HTTPMiddleware``s, retry policy,
/// rate limiting and status errors, in the same order (your middlewares, then for each attempt
/// the rate limiter, the transport and the status check), with its own configuration. The
/// archive answers almost everything with 307 redirects (to archive.org); the transport follows
/// them, and the rate limiter counts the first request of each chain.
public struct CoverArtArchiveClient: Sendable {
    /// The configuration.
    public let configuration: Configuration
    /// The transport that moves the bytes.
    public var transport: any HTTPTransport { pipeline.transport }
    /// The middlewares, outermost first.
    public var middlewares: [any HTTPMiddleware] { pipeline.middlewares }
    /// The request pipeline, the same as ``MusicBrainzClient``'s.
    var pipeline: RequestPipeline

    /// Creates a client.
    ///
    /// The clock, jitter and date are for tests, which pass a manual clock and fixed values.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - transport: The transport; default ``DefaultTransport/shared`` (libcurl on Linux with
    ///     the `Curl` trait, else `URLSession`), which every client made without one shares.
    ///   - middlewares: Middlewares run around each request, outermost first; default none.
    ///   - clock: The clock the retries wait with; default the continuous clock.
    ///   - jitter: Numbers in 0...1 that spread backoff waits; default
    ///     ``RetryPolicy/systemJitter`` (random).
    ///   - currentDate: The wall-clock date, to read `Retry-After` HTTP dates; default `Date()`.
    public init<C: Clock>(
        configuration: Configuration,
        transport: any HTTPTransport = DefaultTransport.shared,
        middlewares: [any HTTPMiddleware] = [],
        clock: C = ContinuousClock(),
        jitter: @escaping @Sendable () -> Double = RetryPolicy.systemJitter,
        currentDate: @escaping @Sendable () -> Date = { Date() }
    ) where C.Duration == Duration {
        self.configuration = configuration
        self.pipeline = RequestPipeline(
            transport: transport, middlewares: middlewares, userAgent: configuration.userAgent, accept: nil,
            timeout: configuration.timeout, retryPolicy: configuration.retryPolicy,
            limiter: configuration.rateLimit.resolvedLimiter(forHost: configuration.baseURL.host ?? ""), clock: clock,
            jitter: jitter, currentDate: currentDate, readMessage: { CoverArtErrorBody.message(in: $0) },
            sharesIdenticalRequests: configuration.sharesIdenticalRequests, events: configuration.eventHandler)
    }

    /// A `GET` of a URL with the client's User-Agent and timeout. The URL must be http or https
    /// (in any case; the scheme is sent in lower case) with a host.
    func makeRequest(_ url: URL, accept: String?) throws(MusicBrainzError) -> HTTPRequest {
        guard let components = URLComponents.webURL(url) else {
            throw MusicBrainzError(
                code: .invalidRequest, message: "\(url.absoluteString) is not an http or https URL with a host.")
        }
        var fields = HTTPFields()
        if let accept { fields["Accept"] = accept }
        return try pipeline.request(url: components.url ?? url, headerFields: fields)
    }

    /// Sends a request through the pipeline: the 2xx response, or `nil` on 404 ("no cover
    /// art"); any other status throws its typed error.
    func send(_ request: HTTPRequest, operation: String) async throws(MusicBrainzError) -> HTTPResponse? {
        do throws(MusicBrainzError) {
            return try await pipeline.send(request, operation: operation)
        } catch {
            if error.code == .notFound { return nil }
            throw error
        }
    }

    /// Streams a request's 2xx body into a file through the pipeline; `nil` on 404.
    func download(
        _ request: HTTPRequest, to destination: URL, operation: String
    ) async throws(MusicBrainzError)
        -> HTTPResponse?
    {
        do throws(MusicBrainzError) {
            return try await pipeline.download(request, to: destination, operation: operation)
        } catch {
            if error.code == .notFound { return nil }
            throw error
        }
    }
}
