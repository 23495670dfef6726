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
    let retryPolicy: RetryPolicy
    /// The host's queue, or `nil` for no pacing.
    let limiter: (any RateLimiter)?
    /// Sleeps and measures on the injected clock.
    let waiter: Waiter
    /// Spreads backoff waits.
    let jitter: @Sendable () -> Double
    /// The wall-clock date, for `Retry-After` HTTP dates and `X-RateLimit-Reset`.
    let currentDate: @Sendable () -> Date
    /// Reads the server's message from an error body.
    let readMessage: @Sendable (Data) -> String?

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
    init<C: Clock>(
        transport: any HTTPTransport, middlewares: [any HTTPMiddleware], userAgent: UserAgent, accept: String?,
        timeout: Duration, retryPolicy: RetryPolicy, limiter: (any RateLimiter)?, clock: C,
        jitter: @escaping @Sendable () -> Double, currentDate: @escaping @Sendable () -> Date,
        readMessage: @escaping @Sendable (Data) -> String?
    ) where C.Duration == Duration {
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
    /// - Returns: The response, whose status is in 200...299.
    /// - Throws: ``MusicBrainzError``: the mapped status (``StatusTable``), or the transport's,
    ///   the rate limiter's or a middleware's failure.
    func send(_ request: HTTPRequest, operation: String) async throws(MusicBrainzError) -> HTTPResponse {
        let transport = self.transport
        return try await run(request, operation: operation) { try await transport.send($0) }
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
        return try await run(request, operation: operation) { try await transport.download($0, to: destination) }
    }

    /// Folds the middlewares around the retry loop, runs the request through them and turns
    /// what comes out into a 2xx response or a typed error.
    private func run(
        _ request: HTTPRequest, operation: String,
        exchange: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws(MusicBrainzError) -> HTTPResponse {
        let context = MiddlewareContext(operation: operation)
        let verdict = StatusVerdict()
        let middlewares = self.middlewares
        let pipeline = self
        @Sendable func step(_ index: Int, _ request: HTTPRequest) async throws -> HTTPResponse {
            guard index < middlewares.count else {
                return try await pipeline.attempts(request, verdict: verdict, exchange: exchange)
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
