import Foundation
import MusicBrainz

/// One request and its response as a ``RecordingTransport`` writes them and a
/// ``ReplayTransport`` reads them: one JSON file per exchange, meant to be read, diffed and
/// edited by hand.
///
/// ```json
/// {
///   "format" : "swift-musicbrainz-exchange/1",
///   "request" : {
///     "method" : "GET",
///     "url" : "https://musicbrainz.org/ws/2/release/b84ee12a-…?inc=labels&fmt=json",
///     "headers" : [ [ "User-Agent", "MyTagger/1.2 ( https://example.org )" ], [ "Accept", "application/json" ] ]
///   },
///   "response" : {
///     "status" : 200,
///     "url" : "https://musicbrainz.org/ws/2/release/b84ee12a-…?inc=labels&fmt=json",
///     "headers" : [ [ "Content-Type", "application/json; charset=utf-8" ], [ "ETag", "\"…\"" ] ],
///     "body" : "{\"id\":\"b84ee12a-…\",\"title\":\"Violin Concertos\", …}"
///   }
/// }
/// ```
///
/// - `format`: `swift-musicbrainz-exchange/1`; a file of another format is refused.
/// - `request.headers`, `response.headers`: `[name, value]` pairs in order. `Authorization`,
///   `Proxy-Authorization` and `Cookie` are never written, nor `Set-Cookie`; the URLs lose any
///   user name, password and `access_token` parameter.
/// - `body`: the body as text when it is UTF-8; otherwise `bodyBase64`, the bytes in base64.
///   Absent for no body.
/// - `response.url`: the URL that answered after redirects.
///
/// Files are named `<number>-<method>-<last path segment>.json` (`0001-GET-b84ee12a-….json`),
/// numbered in the order the exchanges finished.
public struct RecordedExchange: Sendable, Hashable, Codable {
    /// The format identifier of version 1.
    public static let formatVersion = "swift-musicbrainz-exchange/1"

    /// A recorded request.
    public struct Request: Sendable, Hashable, Codable {
        /// The method, such as `GET`.
        public var method: String
        /// The URL, without credentials.
        public var url: String
        /// The header fields as `[name, value]` pairs, without credentials.
        public var headers: [[String]]
        /// The body as text, when UTF-8.
        public var body: String?
        /// The body in base64, when not UTF-8.
        public var bodyBase64: String?
    }

    /// A recorded response.
    public struct Response: Sendable, Hashable, Codable {
        /// The HTTP status.
        public var status: Int
        /// The final URL, without credentials.
        public var url: String?
        /// The header fields as `[name, value]` pairs, without `Set-Cookie`.
        public var headers: [[String]]
        /// The body as text, when UTF-8.
        public var body: String?
        /// The body in base64, when not UTF-8.
        public var bodyBase64: String?
    }

    /// ``formatVersion``.
    public var format: String
    /// The request.
    public var request: Request
    /// The response.
    public var response: Response

    /// Records an exchange, leaving credentials out.
    /// - Parameters:
    ///   - request: The request.
    ///   - response: Its response, with its body.
    public init(request: HTTPRequest, response: HTTPResponse) {
        format = Self.formatVersion
        let requestBody = Self.encode(request.body)
        self.request = Request(
            method: request.method.rawValue, url: Self.withoutCredentials(request.url),
            headers: Self.fields(request.headerFields, dropping: ["authorization", "proxy-authorization", "cookie"]),
            body: requestBody.text, bodyBase64: requestBody.base64)
        let responseBody = Self.encode(response.body.isEmpty ? nil : response.body)
        self.response = Response(
            status: response.status, url: response.url.map(Self.withoutCredentials),
            headers: Self.fields(response.headerFields, dropping: ["set-cookie"]), body: responseBody.text,
            bodyBase64: responseBody.base64)
    }

    /// The response as a transport returns it.
    public var httpResponse: HTTPResponse {
        HTTPResponse(
            status: response.status,
            headerFields: HTTPFields(
                response.headers.compactMap { $0.count == 2 ? .init(name: $0[0], value: $0[1]) : nil }),
            body: Self.decode(text: response.body, base64: response.bodyBase64),
            url: response.url.flatMap(URL.init(string:)))
    }

    /// A URL as it is recorded and matched: without user name, password and `access_token`.
    public static func withoutCredentials(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return url.absoluteString
        }
        components.user = nil
        components.password = nil
        if let items = components.percentEncodedQueryItems {
            let kept = items.filter { $0.name.lowercased() != "access_token" }
            components.percentEncodedQueryItems = kept.isEmpty ? nil : kept
        }
        return components.url?.absoluteString ?? url.absoluteString
    }

    private static func fields(_ fields: HTTPFields, dropping names: Set<String>) -> [[String]] {
        fields.filter { !names.contains($0.name.lowercased()) }.map { [$0.name, $0.value] }
    }

    private static func encode(_ body: Data?) -> (text: String?, base64: String?) {
        guard let body else { return (nil, nil) }
        if let text = String(data: body, encoding: .utf8) { return (text, nil) }
        return (nil, body.base64EncodedString())
    }

    private static func decode(text: String?, base64: String?) -> Data {
        if let text { return Data(text.utf8) }
        if let base64, let data = Data(base64Encoded: base64) { return data }
        return Data()
    }
}
