import Foundation

/// A request to the MusicBrainz web service: where it goes, what it sends, and how its answer
/// is decoded. The Swift counterpart of the Objective-C `MBRequest`.
///
/// The library provides the requests of every WS/2 resource (``LookupRequest``,
/// ``SearchRequest`` and others); ``MusicBrainzClient/send(_:)`` sends any of them. A request is
/// a value: build it, inspect its URL with ``MusicBrainzClient/url(for:)``, send it.
///
/// Conform your own type to reach a resource the library does not model; the defaults give a
/// `GET` without body that decodes ``Response`` with ``ResponseDecoder``.
public protocol MusicBrainzRequest: Sendable {
    /// The value the response decodes into.
    associatedtype Response: Sendable

    /// The HTTP method; default `GET`.
    var method: HTTPRequest.Method { get }

    /// The path below the WS/2 root, without a leading slash, such as
    /// `release/aff4a693-5970-4e2e-bd46-e2ee49c22de7`.
    var path: String { get }

    /// The query parameters in order, already valid (the client percent-encodes them and adds
    /// `fmt`). `inc` values are joined with `+` (see ``IncludeSet/parameterValue``).
    var queryItems: [URLQueryItem] { get }

    /// The request body; default `nil`.
    var body: Data? { get }

    /// Whether the request needs credentials (a `user-*` include, a private collection, a
    /// submission); default `false`. The client refuses such a request with
    /// ``MusicBrainzError/Code/invalidRequest`` when it has no credentials.
    var requiresAuthentication: Bool { get }

    /// What needs the credentials, for the error when there are none, such as
    /// `inc=user-tags`; default "the request".
    var authenticationReason: String { get }

    /// A short name of the operation for logs and middlewares, such as `lookup-release`.
    var operationName: String { get }

    /// Checks what the type system cannot (ranges, dependent parameters) before anything is
    /// sent; default: nothing to check.
    ///
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    func validate() throws(MusicBrainzError)

    /// Decodes a successful (2xx) response body.
    ///
    /// - Parameters:
    ///   - body: The body.
    ///   - format: The format the body is in (detected from the response when it differs from
    ///     the one asked for).
    ///   - decoder: The decoder to use.
    /// - Returns: The response value.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/decodingFailed``.
    func decode(_ body: Data, format: ResponseFormat, decoder: ResponseDecoder) throws(MusicBrainzError) -> Response
}

extension MusicBrainzRequest {
    /// `GET`.
    public var method: HTTPRequest.Method { .get }
    /// No body.
    public var body: Data? { nil }
    /// No credentials needed.
    public var requiresAuthentication: Bool { false }
    /// "the request".
    public var authenticationReason: String { "the request" }
    /// Nothing to check.
    public func validate() throws(MusicBrainzError) {}
}

extension MusicBrainzRequest where Response: MusicBrainzResponse {
    /// Decodes ``Response`` with ``ResponseDecoder/decode(_:from:format:)``.
    public func decode(
        _ body: Data, format: ResponseFormat, decoder: ResponseDecoder
    ) throws(MusicBrainzError) -> Response {
        try decoder.decode(Response.self, from: body, format: format)
    }
}
