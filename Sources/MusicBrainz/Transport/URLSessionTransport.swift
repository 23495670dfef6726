import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default ``HTTPTransport``, over Foundation's `URLSession`.
///
/// It uses an ephemeral session with no cache and no cookies, lets the session decompress
/// `gzip` bodies, keeps connections alive, and follows redirects unless the request asks it not
/// to. `URLError`s become ``MusicBrainzError``s: `timedOut` → ``MusicBrainzError/Code/timedOut``,
/// `cancelled` → ``MusicBrainzError/Code/cancelled``, anything else →
/// ``MusicBrainzError/Code/transportFailed``.
///
/// On Linux `URLSession` comes from FoundationNetworking and is backed by libcurl; the
/// `MusicBrainzCurl` product offers a faster transport that talks to libcurl directly.
///
/// ## Limitations on Linux
///
/// Two behaviours of FoundationNetworking (measured with Swift 6.3 on Debian 12) reach this
/// transport:
///
/// - A `POST` that is redirected with 307 or 308 is repeated as a `POST` **without its body**.
///   The package's transport conformance tests record this as a known issue. Lookups, browses
///   and searches are `GET`s without a body and are not affected.
/// - While a request waits for the server, the session busy-polls: a request to a server that
///   never answers kept a core 60–100% busy until the timeout, with a bare `URLSession` program
///   as well.
///
/// `CurlTransport` in the `MusicBrainzCurl` product has neither problem.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let nonRedirectingSession: URLSession
    private let defaultTimeout: Duration

    /// Creates a transport with its own sessions.
    ///
    /// - Parameters:
    ///   - timeout: The inactivity timeout for requests that do not set
    ///     ``HTTPRequest/timeout``; default 60 seconds.
    ///   - maximumConnectionsPerHost: How many connections to one host may be open at once;
    ///     default 8.
    public init(timeout: Duration = .seconds(60), maximumConnectionsPerHost: Int = 8) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpMaximumConnectionsPerHost = max(1, maximumConnectionsPerHost)
        configuration.timeoutIntervalForRequest = timeout.timeInterval
        self.defaultTimeout = timeout
        self.session = URLSession(configuration: configuration)
        self.nonRedirectingSession = URLSession(
            configuration: configuration,
            delegate: RedirectRefusingDelegate(),
            delegateQueue: nil
        )
    }

    deinit {
        session.finishTasksAndInvalidate()
        nonRedirectingSession.finishTasksAndInvalidate()
    }

    /// Sends the request through `URLSession.data(for:)`.
    ///
    /// - Parameter request: The request.
    /// - Returns: The response, whatever its status.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/transportFailed``,
    ///   ``MusicBrainzError/Code/timedOut`` or ``MusicBrainzError/Code/cancelled``;
    ///   ``MusicBrainzError/Code/invalidRequest`` for a `GET` with a body, which URLSession cannot
    ///   send on Linux.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let urlRequest = try makeURLRequest(request)
        let chosen = request.followsRedirects ? session : nonRedirectingSession
        do {
            try Task.checkCancellation()
            let (data, response) = try await chosen.data(for: urlRequest)
            return try makeResponse(response, body: data, request: request)
        } catch {
            throw Self.mapError(error, request: request)
        }
    }

    /// Streams a 2xx body into a file through `URLSession.download(for:)`.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - destination: The file to write; an existing file is replaced.
    /// - Returns: The response, with an empty body when it went to the file.
    /// - Throws: As ``send(_:)``, or ``MusicBrainzError/Code/transportFailed`` when the file
    ///   cannot be moved into place.
    public func download(_ request: HTTPRequest, to destination: URL) async throws -> HTTPResponse {
        let urlRequest = try makeURLRequest(request)
        let chosen = request.followsRedirects ? session : nonRedirectingSession
        let temporary: URL
        let urlResponse: URLResponse
        do {
            try Task.checkCancellation()
            (temporary, urlResponse) = try await chosen.download(for: urlRequest)
        } catch {
            throw Self.mapError(error, request: request)
        }
        defer { try? FileManager.default.removeItem(at: temporary) }
        var response = try makeResponse(urlResponse, body: Data(), request: request)
        guard (200..<300).contains(response.status) else {
            response.body = (try? Data(contentsOf: temporary)) ?? Data()
            return response
        }
        do {
            if FileManager.default.fileExists(atPath: destination.path) {
                try FileManager.default.removeItem(at: destination)
            }
            try FileManager.default.moveItem(at: temporary, to: destination)
        } catch {
            throw MusicBrainzError(
                code: .transportFailed,
                message: "Could not move the downloaded body to \(destination.path).",
                requestURL: request.url,
                statusCode: response.status,
                underlyingError: error
            )
        }
        return response
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
        urlRequest.timeoutInterval = (request.timeout ?? defaultTimeout).timeInterval
        for field in request.headerFields {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }

    private func makeResponse(_ response: URLResponse, body: Data, request: HTTPRequest) throws -> HTTPResponse {
        guard let http = response as? HTTPURLResponse else {
            throw MusicBrainzError(
                code: .transportFailed,
                message: "The response is not an HTTP response.",
                requestURL: request.url
            )
        }
        var fields = HTTPFields()
        for (name, value) in http.allHeaderFields {
            fields.append(name: String(describing: name), value: String(describing: value))
        }
        return HTTPResponse(status: http.statusCode, headerFields: fields, body: body, url: http.url)
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
            default:
                var error = MusicBrainzError(
                    code: .transportFailed,
                    message: "The connection failed: \(urlError.localizedDescription)",
                    requestURL: request.url,
                    underlyingError: urlError
                )
                error.failedBeforeConnecting =
                    Self.beforeConnecting.contains(urlError.code) || Self.isTLSFailure(urlError)
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

/// Refuses every redirect, so the 3xx response itself reaches the caller.
private final class RedirectRefusingDelegate: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}

extension Duration {
    /// The duration in seconds as a `TimeInterval`.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }

    /// The duration in whole milliseconds, rounded toward zero.
    var wholeMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
