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
/// The client works like ``MusicBrainzClient``: the same ``HTTPTransport``s (URLSession,
/// libcurl, mocks), the same ``HTTPMiddleware``s, retry policy and rate limiting, in the same
/// order (your middlewares, retry, rate limit, transport), with its own configuration. The
/// archive answers almost everything with 307 redirects (to archive.org); the transport
/// follows them, and the rate limiter counts the first request of each chain.
public struct CoverArtArchiveClient: Sendable {
    /// The configuration.
    public let configuration: Configuration
    /// The transport that moves the bytes.
    public let transport: any HTTPTransport
    /// The middlewares, outermost first.
    public let middlewares: [any HTTPMiddleware]
    private let chain: MiddlewareChain

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - transport: The transport; default a new ``URLSessionTransport``. Pass the one your
    ///     ``MusicBrainzClient`` uses to share its connections.
    ///   - middlewares: Middlewares run around each request, outermost first; default none.
    public init(
        configuration: Configuration,
        transport: any HTTPTransport = URLSessionTransport(),
        middlewares: [any HTTPMiddleware] = []
    ) {
        self.init(
            configuration: configuration, transport: transport, middlewares: middlewares, clock: ContinuousClock())
    }

    /// Creates a client whose retries wait on the given clock (tests pass a manual clock).
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - transport: The transport.
    ///   - middlewares: Middlewares run around each request, outermost first.
    ///   - clock: The clock the retry middleware waits with.
    public init<C: Clock>(
        configuration: Configuration,
        transport: any HTTPTransport,
        middlewares: [any HTTPMiddleware] = [],
        clock: C
    ) where C.Duration == Duration {
        self.configuration = configuration
        self.transport = transport
        self.middlewares = middlewares
        self.chain = MiddlewareChain(
            middlewares: middlewares, retryPolicy: configuration.retryPolicy,
            limiter: configuration.rateLimit.resolvedLimiter(forHost: configuration.baseURL.host ?? ""), clock: clock)
    }

    /// A `GET` of a URL with the client's User-Agent and timeout. The URL must be http or https
    /// (in any case; the scheme is sent in lower case) with a host.
    func makeRequest(_ url: URL, accept: String?) throws(MusicBrainzError) -> HTTPRequest {
        try configuration.userAgent.validate()
        guard let components = URLComponents.webURL(url) else {
            throw MusicBrainzError(
                code: .invalidRequest, message: "\(url.absoluteString) is not an http or https URL with a host.")
        }
        var fields = HTTPFields()
        fields["User-Agent"] = configuration.userAgent.description
        if let accept { fields["Accept"] = accept }
        return HTTPRequest(
            method: .get, url: components.url ?? url, headerFields: fields, timeout: configuration.timeout.clampedWait)
    }

    /// Sends a request through the middlewares and returns the response, whatever its status.
    func send(_ request: HTTPRequest, operation: String) async throws(MusicBrainzError) -> HTTPResponse {
        let transport = self.transport
        return try await chain.run(request, context: MiddlewareContext(operation: operation)) { request in
            try await transport.send(request)
        }
    }

    /// Streams a request's 2xx body into a file through the middlewares.
    func download(
        _ request: HTTPRequest, to destination: URL, operation: String
    ) async throws(MusicBrainzError)
        -> HTTPResponse
    {
        let transport = self.transport
        return try await chain.run(request, context: MiddlewareContext(operation: operation)) { request in
            try await transport.download(request, to: destination)
        }
    }

    /// The error for a response outside 200...299 (404 included), with the archive's message.
    static func error(for response: HTTPResponse, request: HTTPRequest) -> MusicBrainzError {
        ResponseValidator.error(
            for: response, requestURL: response.url ?? request.url,
            serverMessage: CoverArtErrorBody.message(in: response.body))
    }
}
