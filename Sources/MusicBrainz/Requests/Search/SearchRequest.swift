import Foundation

/// A search of one index: `GET /ws/2/<index>?query=<lucene>&limit=&offset=[&dismax=true]`.
///
/// ```swift
/// let request = SearchRequest<Release>(.field(.release, .phrase("Violin Concertos")) && .field(.country, "GB"), limit: 5)
/// let page = try await client.send(request)
/// for hit in page.items { print(hit.score ?? 0, hit.item.title) }
///
/// let raw = SearchRequest<Release>(query: #"release:"Violin Concertos" AND country:GB"#)   // Lucene as written
/// let words = SearchRequest<Artist>.dismax("queen")                                         // plain words
/// ```
///
/// Search results carry only what the search index stores; look an item up for everything.
/// Iterate every page with ``MusicBrainzClient/pages(of:)`` or
/// ``MusicBrainzClient/searchAll(_:query:limit:)-(_,SearchQuery<Item>,_)``.
///
/// Checked before sending: a query with nothing to search for, `limit` outside 1…100, a negative
/// `offset`, and a dismax search with fields or operators.
///
/// Source: section 4 of the WS/2 reference.
public struct SearchRequest<Item: SearchableItem>: PagedRequest {
    /// A page of hits.
    public typealias Response = SearchResults<Item>

    /// The query.
    public var query: SearchQuery<Item>
    /// The number of hits per request (one page), 1…100; `nil` leaves the server's default (25).
    public var limit: Int?
    /// The offset of the first hit, from 0; `nil` for 0.
    public var offset: Int?
    /// Whether to use Solr's dismax parser: the query is plain words matched against the
    /// index's default fields, with no field names or operators.
    public var dismax: Bool

    /// Creates a search from a typed query.
    /// - Parameters:
    ///   - query: The query.
    ///   - limit: Hits per request (one page), 1…100, or `nil` for the default of 25.
    ///   - offset: The offset of the first hit (0 or more), or `nil`.
    public init(_ query: SearchQuery<Item>, limit: Int? = nil, offset: Int? = nil) {
        self.query = query
        self.limit = limit
        self.offset = offset
        self.dismax = false
    }

    /// Creates a search from Lucene text, sent as written.
    /// - Parameters:
    ///   - query: The Lucene query (not blank).
    ///   - limit: Hits per request (one page), 1…100, or `nil` for the default of 25.
    ///   - offset: The offset of the first hit (0 or more), or `nil`.
    ///   - dismax: Whether to use the dismax parser; default `false`.
    public init(query: String, limit: Int? = nil, offset: Int? = nil, dismax: Bool = false) {
        self.query = .raw(query)
        self.limit = limit
        self.offset = offset
        self.dismax = dismax
    }

    /// A dismax search: plain words matched against the index's default fields with their
    /// boosts; no field names, operators or escaping.
    /// - Parameters:
    ///   - words: The words.
    ///   - limit: Hits per request (one page), 1…100, or `nil` for the default of 25.
    ///   - offset: The offset of the first hit, or `nil`.
    /// - Returns: The request.
    public static func dismax(_ words: String, limit: Int? = nil, offset: Int? = nil) -> SearchRequest {
        SearchRequest(query: words, limit: limit, offset: offset, dismax: true)
    }

    /// The text of the `query` parameter: the Lucene text, or the plain words of a dismax search.
    public var queryString: String { dismax ? (query.plainWords ?? query.luceneString) : query.luceneString }

    /// The index name, such as `release`.
    public var path: String { Item.searchIndexName }

    /// `query`, `limit`, `offset`, `dismax`.
    public var queryItems: [URLQueryItem] {
        var items = [URLQueryItem(name: "query", value: queryString)]
        items += PagingParameters.queryItems(limit: limit, offset: offset)
        if dismax { items.append(URLQueryItem(name: "dismax", value: "true")) }
        return items
    }

    /// `search-<index>`.
    public var operationName: String { "search-\(Item.searchIndexName)" }

    /// At most 100 hits per page.
    public static var maximumLimit: Int { 100 }

    /// Refuses a query with nothing to search for, a `limit` outside 1…100, an `offset` outside 0…2147483647,
    /// and a dismax search whose query has fields or operators.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        try query.validate()
        if queryString.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw MusicBrainzError(code: .invalidRequest, message: "The search query is empty.")
        }
        if dismax && !query.isPlainText {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "A dismax search takes plain words, not fields or operators: \(query.luceneString)")
        }
        try PagingParameters.validate(limit: limit, offset: offset, maximum: Self.maximumLimit)
    }
}
