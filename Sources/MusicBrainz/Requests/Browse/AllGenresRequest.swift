import Foundation

/// Every genre, a page at a time, sorted by name: `GET /ws/2/genre/all?limit=&offset=`.
///
/// ```swift
/// for try await genre in client.pages(of: AllGenresRequest(limit: 100)).items { print(genre.name) }
/// ```
///
/// Source: section 3.4 of the WS/2 reference.
public struct AllGenresRequest: PagedRequest {
    /// A page of genres.
    public typealias Response = BrowseResults<Genre>

    /// Genres per request (one page), 1…100; `nil` for 25.
    public var limit: Int?
    /// The offset of the first genre; `nil` for 0.
    public var offset: Int?

    /// Creates a request for a page of every genre.
    /// - Parameters:
    ///   - limit: Genres per request (one page), 1…100, or `nil` for 25.
    ///   - offset: The offset of the first genre, or `nil`.
    public init(limit: Int? = nil, offset: Int? = nil) {
        self.limit = limit
        self.offset = offset
    }

    /// `genre/all`.
    public var path: String { "genre/all" }

    /// `limit` and `offset`, when set.
    public var queryItems: [URLQueryItem] { PagingParameters.queryItems(limit: limit, offset: offset) }

    /// `browse-genre-all`.
    public var operationName: String { "browse-genre-all" }
}
