import Foundation

/// An HTTP response as a transport returns it: status, header fields and the whole body.
public struct HTTPResponse: Sendable, Hashable {
    /// The HTTP status code, such as 200 or 503.
    public var status: Int
    /// The header fields (for example `Content-Type`, `Retry-After`).
    public var headerFields: HTTPFields
    /// The body, decompressed if the server sent it with a `Content-Encoding`. Empty for a
    /// download written to a file.
    public var body: Data
    /// The URL that answered, after any redirects were followed; `nil` when the transport does
    /// not know.
    public var url: URL?

    /// Creates a response.
    /// - Parameters:
    ///   - status: The HTTP status code.
    ///   - headerFields: The header fields.
    ///   - body: The body.
    ///   - url: The final URL after redirects, if known.
    public init(status: Int, headerFields: HTTPFields = HTTPFields(), body: Data = Data(), url: URL? = nil) {
        self.status = status
        self.headerFields = headerFields
        self.body = body
        self.url = url
    }

    /// The media type of `Content-Type` in lower case without parameters, such as
    /// `application/json`; `nil` when the header is missing.
    public var mediaType: String? {
        guard let value = headerFields["Content-Type"] else { return nil }
        let type = value.split(separator: ";", maxSplits: 1).first ?? ""
        let trimmed = type.trimmingCharacters(in: .whitespaces).lowercased()
        return trimmed.isEmpty ? nil : trimmed
    }
}
