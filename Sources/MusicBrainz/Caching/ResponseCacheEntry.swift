import Foundation

/// A response a ``ResponseCacheStore`` keeps, with when it was fetched and until when it is
/// fresh.
public struct ResponseCacheEntry: Sendable, Hashable {
    /// The HTTP status: 200 (or another 2xx), or 404 for a remembered "not found".
    public var status: Int
    /// The response's header fields (`Content-Type`, `ETag`, …).
    public var headerFields: HTTPFields
    /// The body; empty when it is kept in a file (a download, see ``bodyByteCount``) and the
    /// entry was read without it.
    public var body: Data
    /// The URL that answered after redirects, if known.
    public var url: URL?
    /// When the response was fetched or last revalidated.
    public var storedAt: Date
    /// Until when the entry is fresh (answered without sending anything).
    public var expiresAt: Date
    /// The MBIDs the request named (in its path or query), lower case: a write that touches
    /// one of them removes the entry.
    public var subjects: [String]
    /// When set, this entry keeps no answer of its own: the answer is the entry of this URL
    /// (with the same method, format and identity). A cover image's redirect URL
    /// (`/release/<mbid>/front-500`) points so at the image's final URL.
    public var aliasURL: URL?
    /// The size of the body in bytes (for a body kept in a file, the file's size).
    public var bodyByteCount: Int64

    /// Creates an entry.
    /// - Parameters:
    ///   - status: The HTTP status.
    ///   - headerFields: The header fields.
    ///   - body: The body.
    ///   - url: The final URL.
    ///   - storedAt: When it was fetched.
    ///   - expiresAt: Until when it is fresh.
    ///   - subjects: The MBIDs the request named.
    ///   - aliasURL: The URL whose entry answers instead, if any.
    ///   - bodyByteCount: The body's size; `nil` for `body.count`.
    public init(
        status: Int, headerFields: HTTPFields = HTTPFields(), body: Data = Data(), url: URL? = nil, storedAt: Date,
        expiresAt: Date, subjects: [String] = [], aliasURL: URL? = nil, bodyByteCount: Int64? = nil
    ) {
        self.status = status
        self.headerFields = headerFields
        self.body = body
        self.url = url
        self.storedAt = storedAt
        self.expiresAt = expiresAt
        self.subjects = subjects
        self.aliasURL = aliasURL
        self.bodyByteCount = bodyByteCount ?? Int64(body.count)
    }

    /// The entry's `ETag`, exactly as the server sent it.
    public var etag: String? { headerFields["ETag"] }

    /// The response the entry stands for, with its body (empty for a body in a file).
    public var response: HTTPResponse {
        HTTPResponse(status: status, headerFields: headerFields, body: body, url: url)
    }

    /// About how many bytes the entry takes in memory: body, headers and URLs.
    var approximateByteCount: Int {
        var count =
            128 + body.count + (url?.absoluteString.utf8.count ?? 0) + (aliasURL?.absoluteString.utf8.count ?? 0)
        for field in headerFields { count += field.name.utf8.count + field.value.utf8.count + 4 }
        return count + subjects.count * 40
    }
}
