import Foundation

/// A lookup of one URL by the URL itself: `GET /ws/2/url?resource=<url>&inc=…`.
///
/// ```swift
/// let url = try await client.send(URLLookupRequest(resource: "https://www.discogs.com/artist/1", including: [.artistRelationships]))
/// ```
///
/// The service canonicalises the URL (lower-case scheme and host, default port removed) and then
/// matches it exactly: `http://` and `https://`, or a trailing slash, make different URLs. The
/// whole value is percent-encoded (a `+` in the URL is sent as `%2B`). An unknown URL gives
/// ``MusicBrainzError/Code/notFound``; look several up at once with ``URLBatchLookupRequest``.
///
/// Source: section 5.4 of the WS/2 reference.
public struct URLLookupRequest: MusicBrainzRequest {
    /// The URL entity.
    public typealias Response = URLEntity

    /// The URL to look up, such as `https://www.discogs.com/artist/1`.
    public var resource: String
    /// The `inc` parameters (relationships only).
    public var includes: URLEntity.Includes

    /// Creates a URL lookup.
    /// - Parameters:
    ///   - resource: The URL.
    ///   - includes: The `inc` parameters; default none.
    public init(resource: String, including includes: URLEntity.Includes = []) {
        self.resource = resource
        self.includes = includes
    }

    /// `url`.
    public var path: String { EntityType.url.pathName }

    /// `resource` and `inc`.
    public var queryItems: [URLQueryItem] {
        var items = [URLQueryItem(name: "resource", value: resource)]
        if let inc = includes.parameterValue { items.append(URLQueryItem(name: "inc", value: inc)) }
        return items
    }

    /// `lookup-url`.
    public var operationName: String { "lookup-url" }

    /// Refuses an empty resource and dependent includes without what they depend on.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        try URLBatchLookupRequest.validate(resource: resource)
        try includes.validate()
    }
}
