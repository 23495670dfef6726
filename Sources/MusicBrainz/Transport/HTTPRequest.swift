import Foundation

/// An HTTP request as a transport sees it: method, absolute URL, header fields and an optional
/// body, all buffered in memory.
///
/// The client builds these from a ``MusicBrainzRequest``; a transport only moves the bytes.
public struct HTTPRequest: Sendable, Hashable {
    /// An HTTP method.
    public struct Method: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The method token, such as `GET`.
        public var rawValue: String
        /// Creates a method from its token.
        /// - Parameter rawValue: The method token, upper case (`GET`, `POST`, …).
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `GET`: lookups, browses and searches.
        public static let get = Method(rawValue: "GET")
        /// `HEAD`.
        public static let head = Method(rawValue: "HEAD")
        /// `POST`: tag, rating, ISRC and barcode submissions.
        public static let post = Method(rawValue: "POST")
        /// `PUT`: adding entities to a collection.
        public static let put = Method(rawValue: "PUT")
        /// `DELETE`: removing entities from a collection.
        public static let delete = Method(rawValue: "DELETE")
        /// The method token.
        public var description: String { rawValue }

        /// Whether repeating the request is harmless (RFC 9110 idempotent methods). `POST` is not.
        public var isIdempotent: Bool { self != .post }

        /// Whether the method only reads (RFC 9110 safe methods: `GET`, `HEAD`, `OPTIONS`,
        /// `TRACE`). Every other method is a write: the client sends it at most once unless the
        /// server proves it was not applied (see ``RetryPolicy``), and the built-in transports
        /// send it on a connection of its own, never on a kept-alive one that a transport would
        /// silently replay it on.
        public var isSafe: Bool { ["GET", "HEAD", "OPTIONS", "TRACE"].contains(rawValue) }
    }

    /// The HTTP method.
    public var method: Method
    /// The absolute URL, query string included.
    public var url: URL
    /// The header fields. The client sets `User-Agent`, `Accept` and, when configured,
    /// `Authorization`.
    public var headerFields: HTTPFields
    /// The request body, or `nil` for none.
    public var body: Data?
    /// The longest the transport may wait without progress before failing with
    /// ``MusicBrainzError/Code/timedOut``; `nil` uses the transport's default. The built-in
    /// transports read more than one day as one day.
    public var timeout: Duration?
    /// Whether the transport follows 3xx redirects (MusicBrainz answers a merged MBID with 301;
    /// the Cover Art Archive answers with 307). Default `true`.
    public var followsRedirects: Bool

    /// Creates a request.
    /// - Parameters:
    ///   - method: The HTTP method; default `GET`.
    ///   - url: The absolute URL.
    ///   - headerFields: The header fields.
    ///   - body: The body, or `nil`.
    ///   - timeout: The inactivity timeout, or `nil` for the transport's default.
    ///   - followsRedirects: Whether to follow redirects; default `true`.
    public init(
        method: Method = .get,
        url: URL,
        headerFields: HTTPFields = HTTPFields(),
        body: Data? = nil,
        timeout: Duration? = nil,
        followsRedirects: Bool = true
    ) {
        self.method = method
        self.url = url
        self.headerFields = headerFields
        self.body = body
        self.timeout = timeout
        self.followsRedirects = followsRedirects
    }
}
