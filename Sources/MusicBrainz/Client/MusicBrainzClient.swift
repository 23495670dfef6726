import Foundation

/// A client of the MusicBrainz web service (WS/2): the Swift counterpart of the Objective-C
/// `MBConnection`.
///
/// A client holds a ``Configuration`` (base URL, User-Agent, format, rate limit, retry policy,
/// credentials), a transport and optional middlewares. It is a value: copy it freely; copies
/// share the transport and, through ``SharedRateLimiters``, the rate limit of their host.
///
/// ```swift
/// let client = MusicBrainzClient(configuration: .init(
///     userAgent: UserAgent(application: "MyTagger", version: "1.2", contact: "https://example.org")))
/// let hits = try await client.search(Release.self, query: "release:\"Violin Concertos\"", limit: 1)
/// if let first = hits.items.first {
///     let release = try await client.lookup(Release.self, id: first.item.id,
///                                          including: [.recordings, .artistCredits, .labels, .releaseGroups])
///     print(release.title, release.media?.count ?? 0)
/// }
/// ```
///
/// Every request goes through: validation (``MusicBrainzError/Code/invalidRequest`` before any
/// I/O), your middlewares (which see the raw response of every status), then for each attempt
/// the rate limiter, the transport and the status check, with the retry policy deciding on the
/// typed error; a successful body is then decoded in whichever format it came. The Cover Art
/// Archive's client shares the same pipeline (see <doc:RateLimitingAndRetries>).
public struct MusicBrainzClient: Sendable {
    /// The configuration.
    public let configuration: Configuration
    /// The transport that moves the bytes.
    public var transport: any HTTPTransport { pipeline.transport }
    /// The middlewares, outermost first.
    public var middlewares: [any HTTPMiddleware] { pipeline.middlewares }
    /// The request pipeline: headers, middlewares, retries, rate limiting, status errors.
    var pipeline: RequestPipeline
    private let decoder = ResponseDecoder()

    /// Creates a client.
    ///
    /// The clock, jitter and date are for tests, which pass a manual clock (`TestClock` of the
    /// `MusicBrainzTesting` product) and fixed values so that retries run instantly and
    /// deterministically. The clock serves the retries (backoff sleeps and the
    /// ``RetryPolicy/deadline``). A rate limiter brings its own clock: to test pacing, give the
    /// configuration `.custom(IntervalRateLimiter(interval: …, clock: sameClock))`.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - transport: The transport; default ``DefaultTransport/shared``: ``CurlTransport`` on
    ///     Linux when the package is built with the `Curl` trait (build a Linux app with it:
    ///     FoundationNetworking's `URLSession` stops the process on a connection closed in the
    ///     middle of the response headers), ``URLSessionTransport`` otherwise. Every client made
    ///     without a transport shares that one.
    ///   - middlewares: Middlewares run around each request, outermost first; default none.
    ///   - clock: The clock the retries wait with; default the continuous clock.
    ///   - jitter: Numbers in 0...1 that spread backoff waits (0 gives half the backoff, 1 all
    ///     of it); default ``RetryPolicy/systemJitter`` (random).
    ///   - currentDate: The wall-clock date, to read `Retry-After` HTTP dates and
    ///     `X-RateLimit-Reset`; default `Date()`.
    public init<C: Clock>(
        configuration: Configuration,
        transport: any HTTPTransport = DefaultTransport.shared,
        middlewares: [any HTTPMiddleware] = [],
        clock: C = ContinuousClock(),
        jitter: @escaping @Sendable () -> Double = RetryPolicy.systemJitter,
        currentDate: @escaping @Sendable () -> Date = { Date() }
    ) where C.Duration == Duration {
        self.configuration = configuration
        var digest: DigestAuthenticator?
        if case .digest(let username, let password)? = configuration.credentials?.value {
            digest = DigestAuthenticator(username: username, password: password)
        }
        self.pipeline = RequestPipeline(
            transport: transport, middlewares: middlewares, userAgent: configuration.userAgent,
            accept: configuration.format.mediaType, timeout: configuration.timeout,
            retryPolicy: configuration.retryPolicy, limiter: configuration.resolvedLimiter(), clock: clock,
            jitter: jitter, currentDate: currentDate, readMessage: { ServerErrorPayload.parse($0)?.message },
            sharesIdenticalRequests: configuration.sharesIdenticalRequests, digest: digest,
            events: configuration.eventHandler)
        pipeline.tiers = configuration.readTiers.map(ResolvedReadTier.init)
        pipeline.maximumAge = configuration.maximumAge
        pipeline.baseURL = configuration.baseURL
    }

    /// Sends a request and decodes its response. The counterpart of `MBConnection`'s
    /// `enqueueRequest:`.
    ///
    /// - Parameter request: The request.
    /// - Returns: The decoded response.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` before sending;
    ///   ``MusicBrainzError/Code/notFound``, ``MusicBrainzError/Code/badRequest``,
    ///   ``MusicBrainzError/Code/unauthorized``, ``MusicBrainzError/Code/forbidden``,
    ///   ``MusicBrainzError/Code/signInRequired`` (an ``OAuthSession`` whose token the service
    ///   refused even after one refresh, or whose refresh token the provider refused),
    ///   ``MusicBrainzError/Code/rateLimited``, ``MusicBrainzError/Code/serverError`` or
    ///   ``MusicBrainzError/Code/unexpectedStatus`` for an error status (with the server's
    ///   message); ``MusicBrainzError/Code/unexpectedContentType`` or
    ///   ``MusicBrainzError/Code/decodingFailed`` for a body that cannot be decoded;
    ///   ``MusicBrainzError/Code/transportFailed``, ``MusicBrainzError/Code/timedOut`` or
    ///   ``MusicBrainzError/Code/cancelled`` from the exchange.
    public func send<Request: MusicBrainzRequest>(_ request: Request) async throws -> Request.Response {
        let httpRequest = try makeHTTPRequest(for: request)
        let response = try await sendAuthorized(httpRequest, operation: request.operationName)
        return try decode(response, for: request, requestURL: response.url ?? httpRequest.url)
    }

    /// The URL a request would be sent to, with `fmt=json` when the format is JSON. Nothing is
    /// sent; the request is validated.
    ///
    /// - Parameter request: The request.
    /// - Returns: The absolute URL.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public func url<Request: MusicBrainzRequest>(for request: Request) throws -> URL {
        try makeHTTPRequest(for: request).url
    }

    /// The HTTP request a request would be sent as, without sending it: the method, the URL
    /// (with `client` for a submission and `fmt=json` for JSON), the `User-Agent`, `Accept` and
    /// `Content-Type` fields and the body. A dry run prints it.
    ///
    /// The credentials are checked (and a request that needs them is refused without them) but
    /// never added: the bearer token goes on right before sending, and a Digest answer needs the
    /// server's challenge. So the value can be printed or logged safely.
    ///
    /// - Parameter request: The request.
    /// - Returns: The request, validated.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``, as
    ///   ``send(_:)`` would before sending.
    public func preparedRequest<Request: MusicBrainzRequest>(
        for request: Request
    ) throws(MusicBrainzError)
        -> HTTPRequest
    {
        try makeHTTPRequest(for: request)
    }

    /// The request's `HTTPRequest`: validated, with its URL (and, for a submission without its
    /// own `client`, the one the User-Agent gives) and body, its credentials checked; the
    /// bearer token is added by ``authorize(_:)``, the pipeline adds the base headers (and
    /// checks the User-Agent).
    func makeHTTPRequest<Request: MusicBrainzRequest>(for request: Request) throws(MusicBrainzError) -> HTTPRequest {
        try request.validate()
        if request.requiresAuthentication && configuration.credentials == nil {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "\(request.operationName) needs authentication for \(request.authenticationReason), but the client has no credentials."
            )
        }
        var items = request.queryItems
        if let submission = request as? any SubmissionRequest, submission.client == nil {
            items.append(URLQueryItem(name: "client", value: try configuration.userAgent.clientParameter()))
        }
        if configuration.format == .json { items.append(URLQueryItem(name: "fmt", value: "json")) }
        let url = try Self.makeURL(base: configuration.baseURL, path: request.path, queryItems: items)
        var fields = HTTPFields()
        if let credentials = configuration.credentials {
            try credentials.validate()
            if credentials.scheme == .bearer {
                try Self.checkBearerTransport(configuration.baseURL)
            }
        }
        if request.body != nil {
            fields["Content-Type"] = "application/xml; charset=UTF-8"
        }
        return try pipeline.request(request.method, url: url, headerFields: fields, body: request.body)
    }

    /// Refuses to send a bearer token to a base URL that is neither https nor a loopback
    /// address: anyone on the way could read it.
    static func checkBearerTransport(_ base: URL) throws(MusicBrainzError) {
        let scheme = base.scheme?.lowercased()
        guard scheme == "https" || URL.isLoopbackHost(base.host) else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "A bearer token goes only over HTTPS (or to a loopback address), and the base URL \(base.absoluteString) is plain http."
            )
        }
    }

    /// Joins the base URL and a path, and percent-encodes every query value strictly (RFC 3986
    /// unreserved characters only), except the `+` that joins `inc` values.
    static func makeURL(base: URL, path: String, queryItems: [URLQueryItem]) throws(MusicBrainzError) -> URL {
        var components = try baseComponents(of: base)
        var basePath = components.percentEncodedPath
        while basePath.hasSuffix("/") { basePath.removeLast() }
        let encodedPath = path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: .unreservedPathSegment) ?? String($0) }
            .joined(separator: "/")
        components.percentEncodedPath = basePath + "/" + encodedPath
        if !queryItems.isEmpty {
            components.percentEncodedQueryItems = queryItems.map { item in
                let value = item.value ?? ""
                let encoded: String
                if item.name == "inc" {
                    encoded = value.split(separator: "+").map { String($0).strictlyPercentEncoded }.joined(
                        separator: "+")
                } else {
                    encoded = value.strictlyPercentEncoded
                }
                return URLQueryItem(name: item.name.strictlyPercentEncoded, value: encoded)
            }
        }
        guard let url = components.url else {
            throw MusicBrainzError(code: .invalidRequest, message: "Could not build a URL for \(path).")
        }
        return url
    }

    /// The parts of a base URL, checked: an http or https URL (the scheme in any case, made
    /// lower case) with a host, and without a query or fragment, which a request's own query
    /// would silently replace.
    static func baseComponents(of base: URL) throws(MusicBrainzError) -> URLComponents {
        guard let components = URLComponents.webURL(base) else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The base URL \(base.absoluteString) is not an http or https URL with a host, such as https://musicbrainz.org/ws/2."
            )
        }
        guard components.percentEncodedQuery == nil, components.percentEncodedFragment == nil else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The base URL \(base.absoluteString) has a query or fragment (after ? or #); give the root alone, such as https://musicbrainz.org/ws/2."
            )
        }
        return components
    }

    /// Decodes a successful response in the format its body is in.
    func decode<Request: MusicBrainzRequest>(
        _ response: HTTPResponse, for request: Request, requestURL url: URL
    )
        throws(MusicBrainzError) -> Request.Response
    {
        let format = try ResponseValidator.format(of: response, expected: configuration.format, requestURL: url)
        do {
            return try request.decode(response.body, format: format, decoder: decoder)
        } catch {
            throw error.adding(requestURL: url, statusCode: response.status)
        }
    }
}

extension CharacterSet {
    /// RFC 3986 unreserved characters: `A–Z a–z 0–9 - . _ ~`.
    static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    /// Unreserved characters plus the sub-delimiters and `:@` that a path segment may hold.
    static let unreservedPathSegment = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*,;=:@")
}

extension String {
    /// Percent-encodes everything but RFC 3986 unreserved characters (so `+`, `&`, `=`, `/`
    /// and spaces are all encoded).
    var strictlyPercentEncoded: String {
        addingPercentEncoding(withAllowedCharacters: .unreserved) ?? self
    }
}
