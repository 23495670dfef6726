import Foundation

/// A search of one index: `GET /ws/2/<index>?query=<lucene>&limit=&offset=[&dismax=true]`.
///
/// ```swift
/// let request = SearchRequest<Release>(query: "release:\"Violin Concertos\"", limit: 5)
/// let page = try await client.send(request)
/// for hit in page.results { print(hit.score ?? 0, hit.item.title) }
/// ```
///
/// The query is Lucene syntax, sent as written. Search results carry only what the search
/// index stores; look an item up for everything.
public struct SearchRequest<Item: SearchableItem>: MusicBrainzRequest {
    /// A page of hits.
    public typealias Response = SearchResults<Item>

    /// The Lucene query, such as `release:"Violin Concertos" AND country:GB`. Must not be blank.
    public var query: String
    /// The number of hits per page, 1...100; `nil` leaves the server's default (25).
    public var limit: Int?
    /// The offset of the first hit, from 0; `nil` for 0.
    public var offset: Int?
    /// Whether to use Solr's dismax parser: the query is plain words matched against the
    /// index's default fields, with no field names or operators.
    public var dismax: Bool

    /// Creates a search.
    /// - Parameters:
    ///   - query: The Lucene query (not blank).
    ///   - limit: Hits per page, 1...100, or `nil` for the default of 25.
    ///   - offset: The offset of the first hit (0 or more), or `nil`.
    ///   - dismax: Whether to use the dismax parser; default `false`.
    public init(query: String, limit: Int? = nil, offset: Int? = nil, dismax: Bool = false) {
        self.query = query
        self.limit = limit
        self.offset = offset
        self.dismax = dismax
    }

    /// The index name, such as `release`.
    public var path: String { Item.searchIndexName }

    /// `query`, `limit`, `offset`, `dismax`.
    public var queryItems: [URLQueryItem] {
        var items = [URLQueryItem(name: "query", value: query)]
        if let limit { items.append(URLQueryItem(name: "limit", value: String(limit))) }
        if let offset { items.append(URLQueryItem(name: "offset", value: String(offset))) }
        if dismax { items.append(URLQueryItem(name: "dismax", value: "true")) }
        return items
    }

    /// `search-<index>`.
    public var operationName: String { "search-\(Item.searchIndexName)" }

    /// Refuses a blank query, a `limit` outside 1...100 and a negative `offset`.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        if query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw MusicBrainzError(code: .invalidRequest, message: "The search query is empty.")
        }
        if let limit, !(1...100).contains(limit) {
            throw MusicBrainzError(code: .invalidRequest, message: "limit must be between 1 and 100, not \(limit).")
        }
        if let offset, offset < 0 {
            throw MusicBrainzError(code: .invalidRequest, message: "offset must not be negative, not \(offset).")
        }
    }
}
