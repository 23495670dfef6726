import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPTransport`` over Foundation's `URLSession`: the default on Apple platforms, and on
/// Linux when the package is built without the `Curl` trait (see ``DefaultTransport``).
///
/// It uses an ephemeral session with no cache and no cookies, lets the session decompress
/// `gzip` bodies, keeps connections alive, and follows redirects unless the request asks it not
/// to. A write (a method that is not ``HTTPRequest/Method/isSafe``) goes out through a session of
/// its own, so on a new connection: a session sends a request again on its own when a kept-alive
/// connection dies before any answer (FoundationNetworking even without its body), which for a
/// write could apply it twice. `URLError`s become ``MusicBrainzError``s: `timedOut` → ``MusicBrainzError/Code/timedOut``,
/// `cancelled` → ``MusicBrainzError/Code/cancelled``, anything else →
/// ``MusicBrainzError/Code/transportFailed``.
///
/// - Limits: a request fails with ``MusicBrainzError/Code/timedOut`` when its inactivity
///   timeout passes without a byte, or when the whole request takes longer than
///   ``maximumDuration`` (default five minutes) however steadily the bytes flow; a response
///   body larger than ``maximumBodySize`` (default 64 MiB) fails with
///   ``MusicBrainzError/Code/transportFailed`` and ``MusicBrainzError/isPermanent`` set, without
///   being read to the end. A download's 2xx body goes to its file and is held to
///   ``maximumDownloadSize`` (default 1 GiB) instead, failing the same way and leaving the
///   destination as it was.
/// - Redirects: followed (up to FoundationNetworking's 20) when
///   ``HTTPRequest/followsRedirects`` is `true`. `Authorization`, `Proxy-Authorization` and
///   `Cookie` are not sent on to another origin (a different scheme, host or port). A redirect
///   loop fails with ``MusicBrainzError/isPermanent`` set.
///
/// On Linux `URLSession` comes from FoundationNetworking and is backed by libcurl;
/// ``CurlTransport`` (package trait `Curl`) talks to libcurl directly, and is faster.
///
/// ## Limitations on Linux
///
/// Four behaviours of FoundationNetworking (measured with Swift 6.3 on Debian 12) reach this
/// transport:
///
/// - A server (or proxy) that closes the connection after the status line but before the
///   header block ends **crashes the process**: FoundationNetworking stops with "Transfer
///   completed, but there's no response" (swift-corelibs-foundation issue 5285; the fix, pull
///   request 5286, is not in Swift 6.3). No transport code runs before the crash, so this
///   transport cannot turn it into an error. Use `CurlTransport` when the server is not
///   trusted; it reports such a response as an error.
/// - A `POST` that is redirected with 307 or 308 is repeated as a `POST` **without its body**.
///   The package's transport conformance tests record this as a known issue. Lookups, browses
///   and searches are `GET`s without a body and are not affected.
/// - While a request waits for the server, the session busy-polls: a request to a server that
///   never answers kept a core 60–100% busy until the timeout, with a bare `URLSession` program
///   as well.
/// - Every request **leaks the parts of its URL**: FoundationNetworking checks the host of each
///   request with libcurl's URL parser and frees the handle but not the scheme, host, port, path
///   and query it holds (fixed in swift-corelibs-foundation pull request 5498, which is not in
///   Swift 6.3.x). For a release lookup that is about 240 bytes of heap per request, which never
///   comes back: the resident set of a long-running process grows 25 MB per 100,000 lookups, with
///   a bare `URLSession` program as well.
///
/// ``CurlTransport`` has none of these problems, which is why it is the default on Linux when the
/// package is built with the `Curl` trait: build a Linux app with it.
public final class URLSessionTransport: HTTPTransport {
    /// The default ``maximumBodySize``: 64 MiB, far above any WS/2 response (a browse page of
    /// 100 releases with every include is a few megabytes).
    public static let defaultMaximumBodySize = 64 * 1024 * 1024

    /// The most bytes of a response body kept in memory; a larger body fails the request with
    /// ``MusicBrainzError/Code/transportFailed`` (``MusicBrainzError/isPermanent`` set, so it is
    /// not retried). Counted after decompression. Does not apply to a 2xx body that
    /// ``download(_:to:)`` writes to a file (see ``maximumDownloadSize``).
    public let maximumBodySize: Int

    /// The default ``maximumDownloadSize``: 1 GiB, far above any cover-art original (the
    /// largest are scans of some 100 MB), small enough that a hostile server cannot fill a disk.
    public static let defaultMaximumDownloadSize = 1 << 30

    /// The most bytes of a 2xx body that ``download(_:to:)`` writes to its file; a larger body
    /// (declared by `Content-Length`, or counted as it arrives, after decompression) fails the
    /// request with ``MusicBrainzError/Code/transportFailed`` (``MusicBrainzError/isPermanent``
    /// set) and leaves the destination as it was.
    public let maximumDownloadSize: Int

    /// The longest a request may take from start to end, redirects included, however steadily
    /// the bytes flow; `nil` for no limit. Passing it fails the request with
    /// ``MusicBrainzError/Code/timedOut``. At most one day.
    public let maximumDuration: Duration?

    private let session: URLSession
    private let delegate: URLSessionTransportDelegate
    private let defaultTimeout: Duration
    /// The settings of ``session``, for the session of each write.
    private let configuration: URLSessionConfiguration

    /// Creates a transport with its own session.
    ///
    /// - Parameters:
    ///   - timeout: The inactivity timeout for requests that do not set
    ///     ``HTTPRequest/timeout``; default 60 seconds. Between one millisecond and one day.
    ///   - maximumConnectionsPerHost: How many connections to one host may be open at once;
    ///     default 8.
    ///   - maximumDuration: The limit on a whole request, from start to end; default five
    ///     minutes (a 100 MB cover-art original at 400 kB/s takes about four), `nil` for no
    ///     limit. At most one day.
    ///   - maximumBodySize: The most bytes of a response body held in memory; default
    ///     ``defaultMaximumBodySize`` (64 MiB).
    ///   - maximumDownloadSize: The most bytes a download writes to its file; default
    ///     ``defaultMaximumDownloadSize`` (1 GiB).
    public init(
        timeout: Duration = .seconds(60),
        maximumConnectionsPerHost: Int = 8,
        maximumDuration: Duration? = .seconds(300),
        maximumBodySize: Int = URLSessionTransport.defaultMaximumBodySize,
        maximumDownloadSize: Int = URLSessionTransport.defaultMaximumDownloadSize
    ) {
        let timeout = Self.inactivityTimeout(timeout)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpMaximumConnectionsPerHost = max(1, maximumConnectionsPerHost)
        configuration.timeoutIntervalForRequest = timeout.timeInterval
        // Honoured on Apple platforms; FoundationNetworking ignores it, so the transfer keeps
        // its own deadline as well.
        if let maximumDuration {
            configuration.timeoutIntervalForResource = max(maximumDuration.clampedWait, .milliseconds(1)).timeInterval
        }
        self.defaultTimeout = timeout
        self.maximumDuration = maximumDuration.map { max($0.clampedWait, .milliseconds(1)) }
        self.maximumBodySize = max(0, maximumBodySize)
        self.maximumDownloadSize = max(0, maximumDownloadSize)
        let delegate = URLSessionTransportDelegate()
        self.delegate = delegate
        self.configuration = configuration
        self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends the request and collects the whole body in memory.
    ///
    /// - Parameter request: The request.
    /// - Returns: The response, whatever its status.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/transportFailed`` (also for a
    ///   body over ``maximumBodySize`` or a redirect loop, both with
    ///   ``MusicBrainzError/isPermanent``), ``MusicBrainzError/Code/timedOut`` (inactivity or
    ///   ``maximumDuration``) or ``MusicBrainzError/Code/cancelled``;
    ///   ``MusicBrainzError/Code/invalidRequest`` for a `GET` with a body, which URLSession cannot
    ///   send on Linux.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await perform(request, file: nil)
    }

    /// Streams a 2xx body into a file as it arrives, never holding it in memory.
    ///
    /// The body goes to a temporary file beside `destination`, which replaces `destination`
    /// only when the whole body has arrived; a failed or cancelled download leaves
    /// `destination` untouched. A response outside 200...299 is returned with its body in
    /// memory (at most ``maximumBodySize``) and no file is written.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - destination: A file URL in an existing, writable folder; an existing regular file
    ///     is replaced. Anything else there (a symbolic link, even to a regular file, a folder,
    ///     a FIFO, a device) is refused before the request is sent.
    /// - Returns: The response, with an empty body when it went to the file.
    /// - Throws: As ``send(_:)``; ``MusicBrainzError/Code/transportFailed`` when the file
    ///   cannot be written or the body passes ``maximumDownloadSize`` (then with
    ///   ``MusicBrainzError/isPermanent``); ``MusicBrainzError/Code/invalidRequest`` for a
    ///   destination that is not a regular file, ``MusicBrainzError/Code/fileAccessFailed`` when
    ///   it cannot be inspected.
    public func download(_ request: HTTPRequest, to destination: URL) async throws -> HTTPResponse {
        try DownloadFile.checkDestination(destination)
        return try await perform(
            request, file: DownloadFile(destination: destination, maximumSize: maximumDownloadSize))
    }

    private func perform(_ request: HTTPRequest, file: DownloadFile?) async throws -> HTTPResponse {
        let urlRequest = try makeURLRequest(request)
        if Task.isCancelled { throw Self.mapError(CancellationError(), request: request) }
        let transfer = URLSessionTransfer(request: request, maximumBodySize: maximumBodySize, file: file)
        let maximumDuration = self.maximumDuration
        // A write goes out through a session of its own, so on a new connection: a session
        // sends a request again, unasked, when the kept-alive connection it reused dies before
        // any answer (FoundationNetworking through libcurl, without the body), which for a write
        // the server read before the connection died would apply it twice. A new connection is
        // never replayed; the pipeline decides instead. The session ends with the write.
        let writeSession = request.method.isSafe ? nil : makeWriteSession()
        let delegate = writeSession?.delegate ?? self.delegate
        let session = writeSession?.session ?? self.session
        // The task is created, resumed and cancelled on the delegate's control queue, never
        // inline: FoundationNetworking blocks the calling thread in all three while the session
        // is busy, which would stall the Swift concurrency pool.
        let handle = URLSessionTransportDelegate.TaskHandle()
        defer { delegate.finish(handle, invalidating: writeSession?.session) }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard transfer.start(continuation) else { return }
                if let maximumDuration { transfer.startDeadline(maximumDuration) { delegate.cancel(handle) } }
                delegate.start(urlRequest, in: session, for: transfer, handle: handle)
            }
        } onCancel: {
            // Ends the call at once, whatever URLSession does with the task.
            if transfer.fail(Self.mapError(CancellationError(), request: request)) { delegate.cancel(handle) }
        }
    }

    /// A session with this transport's settings and a delegate of its own (task identifiers
    /// are numbered per session), for one write.
    private func makeWriteSession() -> (session: URLSession, delegate: URLSessionTransportDelegate) {
        let delegate = URLSessionTransportDelegate()
        return (URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil), delegate)
    }

    /// A timeout within one millisecond and one day: FoundationNetworking crashes on intervals
    /// near `Int64.max` nanoseconds and reads zero as "none".
    static func inactivityTimeout(_ timeout: Duration) -> Duration {
        max(timeout.clampedWait, .milliseconds(1))
    }

    private func makeURLRequest(_ request: HTTPRequest) throws(MusicBrainzError) -> URLRequest {
        if request.method == .get, let body = request.body, !body.isEmpty {
            // FoundationNetworking fails such a request with a misleading "resource exceeds
            // maximum size"; say what is wrong before any I/O instead.
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "URLSession cannot send a body with GET; use CurlTransport or another method.",
                requestURL: request.url)
        }
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.timeoutInterval = Self.inactivityTimeout(request.timeout ?? defaultTimeout).timeInterval
        for field in request.headerFields {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }

    /// `URLError` codes that mean no connection was made.
    private static let beforeConnecting: Set<URLError.Code> = [
        .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .unsupportedURL, .badURL,
        .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
        .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
        .clientCertificateRequired, .notConnectedToInternet,
    ]

    /// Whether FoundationNetworking reported a TLS handshake or certificate failure: on Linux it
    /// passes libcurl's message ("SSL certificate problem: self-signed certificate", "SSL: no
    /// alternative certificate subject name matches…") with the code `unknown`.
    private static func isTLSFailure(_ error: URLError) -> Bool {
        error.code == .unknown && error.localizedDescription.hasPrefix("SSL")
    }

    /// `URLError` codes of failures that repeating the request would only repeat: a redirect
    /// loop or a redirect to a scheme libcurl does not speak, a URL that cannot be requested, a
    /// response that cannot be parsed or decoded.
    private static let permanent: Set<URLError.Code> = [
        .httpTooManyRedirects, .redirectToNonExistentLocation, .unsupportedURL, .badURL, .badServerResponse,
        .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData, .dataLengthExceedsMaximum,
    ]

    /// The messages libcurl gives FoundationNetworking for responses it cannot read, which
    /// reach us with the code `unknown`: a header value that is not UTF-8 ("Failed writing
    /// header"), a body in a broken content encoding, a reply that is not HTTP. The same request
    /// gets the same response, so they are permanent.
    private static let malformedResponseMessages = [
        "Failed writing header", "Error while processing content unencoding",
        "Unrecognized or bad HTTP Content or Transfer-Encoding", "Weird server reply",
    ]

    /// Whether FoundationNetworking could not read the response (see
    /// ``malformedResponseMessages``).
    private static func isMalformedResponse(_ error: URLError) -> Bool {
        let text = error.localizedDescription
        return error.code == .unknown && malformedResponseMessages.contains { text.hasPrefix($0) }
    }

    static func mapError(_ error: any Error, request: HTTPRequest) -> MusicBrainzError {
        if let error = error as? MusicBrainzError { return error.adding(requestURL: request.url) }
        if error is CancellationError {
            return MusicBrainzError(
                code: .cancelled, message: "The request was cancelled.", requestURL: request.url)
        }
        if let urlError = error as? URLError {
            switch urlError.code {
            case .timedOut:
                return MusicBrainzError(
                    code: .timedOut,
                    message: "The server did not answer in time.",
                    requestURL: request.url,
                    underlyingError: urlError
                )
            case .cancelled:
                return MusicBrainzError(
                    code: .cancelled,
                    message: "The request was cancelled.",
                    requestURL: request.url,
                    underlyingError: urlError
                )
            case .httpTooManyRedirects:
                var error = MusicBrainzError(
                    code: .transportFailed,
                    message:
                        "The server redirected too many times (a redirect loop?): \(urlError.localizedDescription).",
                    requestURL: request.url,
                    underlyingError: urlError
                )
                error.isPermanent = true
                return error
            default:
                let malformed = Self.isMalformedResponse(urlError)
                var error = MusicBrainzError(
                    code: .transportFailed,
                    message: malformed
                        ? "The response could not be read: \(urlError.localizedDescription)"
                        : "The connection failed: \(urlError.localizedDescription)",
                    requestURL: request.url,
                    underlyingError: urlError
                )
                error.failedBeforeConnecting =
                    Self.beforeConnecting.contains(urlError.code) || Self.isTLSFailure(urlError)
                error.isPermanent = Self.permanent.contains(urlError.code) || malformed
                return error
            }
        }
        return MusicBrainzError(
            code: .transportFailed,
            message: "The connection failed: \(error)",
            requestURL: request.url,
            underlyingError: error
        )
    }
}
