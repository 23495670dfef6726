extension MusicBrainzClient {
    /// Searches an index: `GET /ws/2/<index>?query=…`.
    ///
    /// ```swift
    /// let page = try await client.search(Release.self, query: "release:\"Violin Concertos\"", limit: 5)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The item type, such as `Release.self`.
    ///   - query: A Lucene query (not blank).
    ///   - limit: Hits per page, 1...100; `nil` for the server's default of 25.
    ///   - offset: The offset of the first hit; `nil` for 0.
    /// - Returns: One page of hits, best first.
    /// - Throws: ``MusicBrainzError`` (see ``send(_:)``); ``MusicBrainzError/Code/invalidRequest``
    ///   for a blank query or a `limit` outside 1...100.
    public func search<Item: SearchableItem>(
        _ type: Item.Type, query: String, limit: Int? = nil, offset: Int? = nil
    ) async throws -> SearchResults<Item> {
        try await send(SearchRequest<Item>(query: query, limit: limit, offset: offset))
    }
}
