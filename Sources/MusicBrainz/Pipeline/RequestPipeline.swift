import Foundation

/// The one request pipeline of ``MusicBrainzClient`` and ``CoverArtArchiveClient``: both hold
/// one, and neither builds its own chain, headers, retries or status errors.
///
/// It owns the transport, the caller's middlewares, the base headers (`User-Agent` and, for
/// MusicBrainz, `Accept`), the per-attempt timeout, the retry policy, the rate limiter, and the
/// injected clock, jitter and date.
///
/// ## What happens to a request
///
/// A client builds its ``HTTPRequest`` with ``request(_:url:headerFields:body:)`` (base headers
/// and timeout), then calls ``send(_:operation:)`` or ``download(_:to:operation:)``:
///
/// 1. **The caller's middlewares**, outermost first. They see one call per request of the
///    client and the raw ``HTTPResponse`` of every status: they sit *outside* the status
///    mapping. So a middleware can log a 503 the retries gave up on, answer a 401 and its
///    `WWW-Authenticate` by calling `next` again with credentials (Digest), turn a 304 into the
///    cached 200, or record the exchange. Whatever `next` throws is already a
///    ``MusicBrainzError``.
/// 2. **The retry loop**, which `next` of the innermost middleware enters; each call runs it
///    afresh. For each attempt:
///    1. the **rate limiter**: the attempt waits its turn in the host's queue (retries
///       included);
///    2. the **transport** moves the bytes; a failure becomes a ``MusicBrainzError`` here, once
///       (``wrap(_:requestURL:)``);
///    3. the **status table** (``StatusTable``) turns a status outside 200...299 into a
///       ``MusicBrainzError``, once per response: the code, `Retry-After`, the server's message,
///       the rate-limit kind;
///    4. the **retry policy** decides on that typed error (``RetryPolicy/decision(for:attempt:method:jitter:)``);
///       a rate limit pauses the host's queue (``RetryPolicy`` says for how long), and the retry
///       then waits in that queue or sleeps its backoff on the injected clock.
///
///    When the policy gives up on a status, the loop hands the raw response back out to the
///    middlewares and keeps the typed error it made for it; when it gives up on a transport
///    failure it throws that error.
///
///    With HTTP Digest credentials, the **Digest stage** sits between the middlewares and the
///    retry loop (``digestAttempts(_:verdict:authenticator:exchange:)``): it answers the
///    service's `401` challenge by running the loop again with a signed request, and signs
///    each attempt with the next nonce count right before the transport. So the middlewares
///    see one call per request and its final answer, and a `POST` is still repeated only after
///    a `503` or `429` (a `401` means nothing was stored).
/// 3. **Back at the top**, a 2xx response goes to the client to decode. Any other is thrown as
///    the typed error the loop made for it; only when a middleware answered with a response
///    of its own is that one mapped afresh.
///
/// Because retry and rate limiting are not middlewares, a caller cannot add them twice or put
/// them in the wrong order; ``HTTPMiddleware``, ``RetryPolicy`` and ``RateLimiter`` are the
/// extension points.
struct RequestPipeline: Sendable {
    /// The transport.
    let transport: any HTTPTransport
    /// The caller's middlewares, outermost first.
    let middlewares: [any HTTPMiddleware]
    /// Who is asking; validated before each request is built.
    let userAgent: UserAgent
    /// The `Accept` header of every request, or `nil` for none (a request may set its own).
    let accept: String?
    /// The per-attempt inactivity timeout.
    let timeout: Duration
    /// When failed attempts are repeated.
    var retryPolicy: RetryPolicy
    /// The host's queue, or `nil` for no pacing.
    var limiter: (any RateLimiter)?
    /// The read tiers before the server, in order (``ReadTier``); empty for none.
    var tiers: [ResolvedReadTier] = []
    /// The oldest answer a read tier may give (``MusicBrainzClient/Configuration/maximumAge``).
    var maximumAge: Duration?
    /// The server's root, onto whose paths a mirror's root is put; `nil` without tiers.
    var baseURL: URL?
    /// Sleeps and measures on the injected clock.
    let waiter: Waiter
    /// Spreads backoff waits.
    let jitter: @Sendable () -> Double
    /// The wall-clock date, for `Retry-After` HTTP dates and `X-RateLimit-Reset`.
    let currentDate: @Sendable () -> Date
    /// Reads the server's message from an error body.
    let readMessage: @Sendable (Data) -> String?
    /// Where identical GETs in flight at once are joined, or `nil` when each goes out on its
    /// own (see ``InFlightRequests``).
    let sharing: InFlightRequests?
    /// The cache directive every request of this pipeline carries in its ``MiddlewareContext``
    /// (``MusicBrainzClient/withCacheDirective(_:)``); `nil` for the cache's own settings.
    var cacheDirective: CacheDirective?
    /// The HTTP Digest state when the client has Digest credentials, else `nil`.
    let digest: DigestAuthenticator?
    /// The client's event handler (``RequestEvent``), or `nil`.
    let events: (@Sendable (RequestEvent) -> Void)?

    /// Creates a pipeline.
    /// - Parameters:
    ///   - transport: The transport.
    ///   - middlewares: The caller's middlewares, outermost first.
    ///   - userAgent: Who is asking.
    ///   - accept: The `Accept` header of every request, or `nil`.
    ///   - timeout: The per-attempt inactivity timeout.
    ///   - retryPolicy: The retry policy.
    ///   - limiter: The host's queue, or `nil`.
    ///   - clock: The clock retries sleep on and the deadline is measured with.
    ///   - jitter: Numbers in 0...1 that spread backoff waits.
    ///   - currentDate: The wall-clock date.
    ///   - readMessage: Reads the server's message from an error body.
    ///   - sharesIdenticalRequests: Whether identical GETs in flight at once go out once.
    ///   - digest: The HTTP Digest state, for a client with Digest credentials; default none.
    ///   - events: The event handler; default none.
    init<C: Clock>(
        transport: any HTTPTransport, middlewares: [any HTTPMiddleware], userAgent: UserAgent, accept: String?,
        timeout: Duration, retryPolicy: RetryPolicy, limiter: (any RateLimiter)?, clock: C,
        jitter: @escaping @Sendable () -> Double, currentDate: @escaping @Sendable () -> Date,
        readMessage: @escaping @Sendable (Data) -> String?, sharesIdenticalRequests: Bool = false,
        digest: DigestAuthenticator? = nil, events: (@Sendable (RequestEvent) -> Void)? = nil
    ) where C.Duration == Duration {
        self.sharing = sharesIdenticalRequests ? InFlightRequests() : nil
        self.transport = transport
        self.middlewares = middlewares
        self.userAgent = userAgent
        self.accept = accept
        self.timeout = timeout
        self.retryPolicy = retryPolicy
        self.limiter = limiter
        self.waiter = Waiter(clock)
        self.jitter = jitter
        self.currentDate = currentDate
        self.readMessage = readMessage
        self.digest = digest
        self.events = events
    }

    /// A request with the base headers (`User-Agent`, `Accept`) and the timeout; `headerFields`
    /// are added after them and replace a base header of the same name.
    ///
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` when the
    ///   User-Agent is anonymous or malformed.
    func request(
        _ method: HTTPRequest.Method = .get, url: URL, headerFields: HTTPFields = HTTPFields(), body: Data? = nil
    ) throws(MusicBrainzError) -> HTTPRequest {
        try userAgent.validate()
        var fields = HTTPFields()
        fields["User-Agent"] = userAgent.description
        if let accept { fields["Accept"] = accept }
        for field in headerFields { fields[field.name] = field.value }
        return HTTPRequest(method: method, url: url, headerFields: fields, body: body, timeout: timeout.clampedWait)
    }

    /// Sends a request through the whole pipeline.
    ///
    /// With ``sharing``, a `GET` identical to one already in flight (the same request and
    /// context) waits for that one's answer instead of going out again.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - operation: The operation name for the middlewares.
    ///   - credentialIdentity: The digest of the credential the request carries, `nil` when
    ///     anonymous (``MiddlewareContext/credentialIdentity``).
    /// - Returns: The response, whose status is in 200...299.
    /// - Throws: ``MusicBrainzError``: the mapped status (``StatusTable``), or the transport's,
    ///   the rate limiter's or a middleware's failure.
    func send(
        _ request: HTTPRequest, operation: String, credentialIdentity: String? = nil
    ) async throws(MusicBrainzError) -> HTTPResponse {
        let transport = self.transport
        let context = makeContext(operation, credentialIdentity: credentialIdentity, destination: nil)
        guard let sharing, request.method == .get else {
            return try await run(request, context: context) { try await transport.send($0) }
        }
        let pipeline = self
        return try await sharing.response(for: InFlightRequests.Key(request: request, context: context)) {
            () async throws(MusicBrainzError) -> HTTPResponse in
            try await pipeline.run(request, context: context) { try await transport.send($0) }
        }.get()
    }

    /// The context of one request.
    private func makeContext(_ operation: String, credentialIdentity: String?, destination: URL?) -> MiddlewareContext {
        var context = MiddlewareContext(operation: operation)
        context.credentialIdentity = credentialIdentity
        context.cacheDirective = cacheDirective
        context.downloadDestination = destination
        context.events = EventSink(handler: events)
        return context
    }

    /// Sends a request through the whole pipeline and streams a 2xx body into a file.
    /// - Returns: The response (status in 200...299, empty body: it went to `destination`).
    /// - Throws: As ``send(_:operation:)``.
    func download(
        _ request: HTTPRequest, to destination: URL, operation: String
    ) async throws(MusicBrainzError)
        -> HTTPResponse
    {
        let transport = self.transport
        let context = makeContext(operation, credentialIdentity: nil, destination: destination)
        return try await run(request, context: context) { try await transport.download($0, to: destination) }
    }

    /// Folds the middlewares around the retry loop, runs the request through them and turns
    /// what comes out into a 2xx response or a typed error.
    private func run(
        _ request: HTTPRequest, context: MiddlewareContext,
        exchange: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws(MusicBrainzError) -> HTTPResponse {
        let verdict = StatusVerdict()
        let middlewares = self.middlewares
        let pipeline = self
        @Sendable func server(_ request: HTTPRequest) async throws -> HTTPResponse {
            if let digest = pipeline.digest {
                return try await pipeline.digestAttempts(
                    request, verdict: verdict, authenticator: digest, operation: context.operation,
                    exchange: exchange)
            }
            return try await pipeline.attempts(
                request, verdict: verdict, operation: context.operation, exchange: exchange)
        }
        @Sendable func step(_ index: Int, _ request: HTTPRequest) async throws -> HTTPResponse {
            guard index < middlewares.count else {
                guard !pipeline.tiers.isEmpty else { return try await server(request) }
                return try await pipeline.tiered(
                    request, context: context, verdict: verdict, from: 0, exchange: exchange, server: server)
            }
            return try await middlewares[index].intercept(request, context: context) { try await step(index + 1, $0) }
        }
        let response: HTTPResponse
        do {
            response = try await step(0, request)
        } catch {
            throw Self.wrap(error, requestURL: request.url)
        }
        if let error = verdict.error(for: response) { throw error }
        // A response the retry loop did not see (a middleware's own): mapped here, once.
        let url = response.url ?? request.url
        if let error = StatusTable.error(for: response, requestURL: url, now: currentDate(), readMessage: readMessage) {
            throw error
        }
        return response
    }

    /// Any error as the library's error, wrapped once: a ``MusicBrainzError`` gains the request
    /// URL where it has none, a `CancellationError` becomes ``MusicBrainzError/Code/cancelled``,
    /// anything else ``MusicBrainzError/Code/transportFailed``.
    static func wrap(_ error: any Error, requestURL: URL) -> MusicBrainzError {
        if let error = error as? MusicBrainzError { return error.adding(requestURL: requestURL) }
        if error is CancellationError {
            return MusicBrainzError(
                code: .cancelled, message: "The request was cancelled.", requestURL: requestURL, underlyingError: error)
        }
        return MusicBrainzError(
            code: .transportFailed, message: "The request failed: \(error)", requestURL: requestURL,
            underlyingError: error)
    }
}
