import Foundation

/// The one error type of the library: every failure of a request, a transport or a decoder is a
/// `MusicBrainzError`.
///
/// An error carries what went wrong (``code`` and ``message``), where (``requestURL``, without
/// credentials; ``decodingPath`` for a body that could not be decoded) and what the server said
/// (``statusCode``, ``serverMessage``, ``retryAfter``). Transports and middlewares wrap their own
/// failures into this type once; an error that already is a `MusicBrainzError` gains missing
/// context but is never wrapped again.
///
/// Match on ``code``:
///
/// ```swift
/// do {
///     let release = try await client.lookup(Release.self, id: mbid)
/// } catch let error as MusicBrainzError where error.code == .notFound {
///     print("no such release")
/// }
/// ```
public struct MusicBrainzError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is. New codes can be added without breaking existing `switch`es
    /// because ``Code`` is a struct; compare with `==`.
    public var code: Code

    /// A sentence, in this library's words, that says what went wrong.
    public var message: String

    /// The URL of the request that failed, with any user name, password and `access_token`
    /// query parameter removed. `nil` when the failure happened before a URL was built, or when
    /// decoding a body that did not come from a request (``ResponseDecoder``).
    public var requestURL: URL?

    /// The HTTP status code of the response, when there was one.
    public var statusCode: Int?

    /// The message the server put in its error body: the `<error><text>` elements of an XML
    /// error document but the trailing help line, joined with `; ` when there are several, the
    /// `error` key of a JSON error (`{"error": "Not Found", "help": …}`), or the `message` of a
    /// search server error (`{"error": {"code": 400, "message": …}}`). `nil` when the body had
    /// no such message (for example an HTML error page from a proxy).
    public var serverMessage: String?

    /// For ``Code/rateLimited`` and ``Code/serverError``: how long the server asked the client to
    /// wait, from a `Retry-After` header (seconds or an HTTP date) or, for ``Code/rateLimited``
    /// only, `X-RateLimit-Reset`; at most one day.
    public var retryAfter: Duration?

    /// When ``retryAfter`` is set: the wall-clock date from which the server said to try again
    /// (the client's date when the answer arrived, plus ``retryAfter``). A request whose wait
    /// would be longer than ``RetryPolicy/maximumWait`` fails at once with it.
    public var retryDate: Date?

    /// For ``Code/rateLimited``: whether this client was throttled
    /// (``RateLimitKind/clientThrottled``) or the whole service was shedding load
    /// (``RateLimitKind/serviceOverloaded``), read from the response's `X-RateLimit-Zone`,
    /// message and `Retry-After`. `nil` for every other code.
    public var rateLimitKind: RateLimitKind?

    /// For ``Code/decodingFailed``: the path of the element or key that could not be decoded,
    /// such as `/metadata/release/medium-list/medium[1]/track-list/track[2]/@id` (XML) or
    /// `media[0].tracks[1].id` (JSON).
    public var decodingPath: String?

    /// For ``Code/invalidRequest``: the form field that was refused, such as `mediums.0.toc`
    /// (``ReleaseSeed/validate(for:)``); `nil` for every other refusal.
    public var field: String?

    /// For ``Code/transportFailed``: whether the exchange failed before a connection was made
    /// (connection refused, unknown host, TLS handshake or certificate failure). Such failures
    /// are not retried: repeating them at once rarely helps. `false` for everything else,
    /// including a connection reset or a body cut short.
    public var failedBeforeConnecting: Bool = false

    /// For ``Code/transportFailed``: whether repeating the request unchanged would fail the same
    /// way, so retrying is pointless. Such failures are not retried.
    ///
    /// Set by the transports for a redirect loop or too many redirects, a redirect to a scheme
    /// other than http or https, a response the transport cannot parse (a malformed status line
    /// or header, a header that is not UTF-8 for `URLSessionTransport`, a body in an unknown
    /// content encoding), and a body over the transport's maximum size. `false` for everything
    /// else, including a connection reset or a body cut short, which may pass.
    public var isPermanent: Bool = false

    /// The underlying error that caused this one (a `URLError`, a libcurl failure, a
    /// `DecodingError`), when there is one.
    public var underlyingError: (any Error)?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - message: A sentence that says what went wrong.
    ///   - requestURL: The URL of the failing request; credentials are removed from it.
    ///   - statusCode: The HTTP status code, if a response arrived.
    ///   - serverMessage: The message of the server's error body, if any.
    ///   - retryAfter: The wait the server asked for, if any.
    ///   - decodingPath: The element or key path of a decoding failure.
    ///   - underlyingError: The cause, if any.
    public init(
        code: Code,
        message: String,
        requestURL: URL? = nil,
        statusCode: Int? = nil,
        serverMessage: String? = nil,
        retryAfter: Duration? = nil,
        decodingPath: String? = nil,
        underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.requestURL = requestURL.map(Self.redacted)
        self.statusCode = statusCode
        self.serverMessage = serverMessage
        self.retryAfter = retryAfter
        self.decodingPath = decodingPath
        self.underlyingError = underlyingError
    }

    /// A one-line description: code, message, status, server message, path and URL.
    public var description: String {
        var parts = ["MusicBrainzError.\(code): \(message)"]
        if let statusCode { parts.append("HTTP \(statusCode)") }
        if let serverMessage { parts.append("server said: \"\(serverMessage)\"") }
        if let rateLimitKind { parts.append("rate limit: \(rateLimitKind)") }
        if let retryAfter { parts.append("retry after \(retryAfter)") }
        if let retryDate { parts.append("retry at \(retryDate.formatted(.iso8601))") }
        if let decodingPath { parts.append("at \(decodingPath)") }
        if let field { parts.append("field \(field)") }
        if let requestURL { parts.append("request: \(requestURL.absoluteString)") }
        return parts.joined(separator: "; ")
    }

    /// Returns the URL without user name, password and `access_token` query parameter.
    static func redacted(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return url
        }
        components.user = nil
        components.password = nil
        if let items = components.percentEncodedQueryItems,
            items.contains(where: { $0.name == "access_token" })
        {
            let kept = items.filter { $0.name != "access_token" }
            components.percentEncodedQueryItems = kept.isEmpty ? nil : kept
        }
        return components.url ?? url
    }

    /// Returns a copy with the request URL and status filled in where they are missing.
    func adding(requestURL: URL?, statusCode: Int? = nil) -> MusicBrainzError {
        var copy = self
        if copy.requestURL == nil, let requestURL { copy.requestURL = Self.redacted(requestURL) }
        if copy.statusCode == nil { copy.statusCode = statusCode }
        return copy
    }
}
