import Foundation

/// A lookup of up to 100 URLs at once: `GET /ws/2/url?resource=<url>&resource=<url>…&inc=…`.
///
/// ```swift
/// let found = try await client.send(URLBatchLookupRequest(resources: ["https://a.example/", "https://b.example/"]))
/// for url in found.items { print(url.id, url.resource) }
/// ```
///
/// Each URL is a repeated `resource` parameter, percent-encoded whole. Unknown URLs are simply
/// absent from the result (never a 404). The order is the service's: by URL in XML, by MBID in
/// JSON. A single URL is answered with a single entity by the service; this request turns that
/// into a one-item list too.
///
/// Checked before sending: 1…100 resources (the service silently drops the rest), none empty.
///
/// Source: section 5.4 of the WS/2 reference.
public struct URLBatchLookupRequest: MusicBrainzRequest {
    /// The URLs found.
    public typealias Response = BrowseResults<URLEntity>

    /// The URLs to look up, 1…100.
    public var resources: [String]
    /// The `inc` parameters (relationships only).
    public var includes: URLEntity.Includes

    /// Creates a batch URL lookup.
    /// - Parameters:
    ///   - resources: The URLs, 1…100.
    ///   - includes: The `inc` parameters; default none.
    public init(resources: [String], including includes: URLEntity.Includes = []) {
        self.resources = resources
        self.includes = includes
    }

    /// The most URLs one request takes: 100.
    public static let maximumResources = 100

    /// `url`.
    public var path: String { EntityType.url.pathName }

    /// One `resource` per URL, then `inc`.
    public var queryItems: [URLQueryItem] {
        var items = resources.map { URLQueryItem(name: "resource", value: $0) }
        if let inc = includes.parameterValue { items.append(URLQueryItem(name: "inc", value: inc)) }
        return items
    }

    /// `lookup-url`.
    public var operationName: String { "lookup-url" }

    /// Refuses no resources, more than 100, an empty one, and dependent includes without what
    /// they depend on.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        guard (1...Self.maximumResources).contains(resources.count) else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "A URL lookup takes 1 to \(Self.maximumResources) resources, not \(resources.count).")
        }
        for resource in resources { try Self.validate(resource: resource) }
        try includes.validate()
    }

    static func validate(resource: String) throws(MusicBrainzError) {
        if resource.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw MusicBrainzError(code: .invalidRequest, message: "The URL to look up is empty.")
        }
    }

    /// Decodes a URL list, or the single URL entity the service answers for one resource.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/decodingFailed``.
    public func decode(
        _ body: Data, format: ResponseFormat, decoder: ResponseDecoder
    ) throws(MusicBrainzError)
        -> BrowseResults<URLEntity>
    {
        try decoder.decode(URLListOrSingle.self, from: body, format: format).page
    }
}

/// The body of a URL lookup: a `url-list`, or a single `url`.
struct URLListOrSingle: MusicBrainzResponse {
    var page = BrowseResults<URLEntity>(totalCount: 0, offset: 0, items: [])

    static var unmapped: URLListOrSingle { URLListOrSingle() }

    static var xmlDocumentElements: [String] { [""] }

    static func map<M: WS2Mapper>(_ value: inout URLListOrSingle, _ m: inout M) throws {
        var single: URLEntity?
        if m.format == .xml {
            try m.object(&single, "url")
        } else if m.has(.attribute("id")) {
            var entity = URLEntity.unmapped
            try m.inline(&entity)
            single = entity
        }
        if let single {
            value.page = BrowseResults(totalCount: 1, offset: 0, items: [single])
        } else {
            try m.inline(&value.page)
        }
    }
}
