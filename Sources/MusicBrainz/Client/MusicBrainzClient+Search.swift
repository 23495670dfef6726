extension MusicBrainzClient {
    /// Searches an index with Lucene text sent as written: `GET /ws/2/<index>?query=…`.
    ///
    /// ```swift
    /// let page = try await client.search(Release.self, query: #"release:"Violin Concertos""#, limit: 5)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The item type, such as `Release.self`.
    ///   - query: A Lucene query (not blank).
    ///   - limit: Hits per request (this page), 1…100; `nil` for the server's default of 25.
    ///   - offset: The offset of the first hit; `nil` for 0.
    /// - Returns: One page of hits, best first.
    /// - Throws: ``MusicBrainzError`` (see ``send(_:)``); ``MusicBrainzError/Code/invalidRequest``
    ///   for a blank query or a `limit` outside 1…100.
    public func search<Item: SearchableItem>(
        _ type: Item.Type, query: String, limit: Int? = nil, offset: Int? = nil
    ) async throws -> SearchResults<Item> {
        try await send(SearchRequest<Item>(query: query, limit: limit, offset: offset))
    }

    /// Searches an index with a typed query: `GET /ws/2/<index>?query=…`.
    ///
    /// ```swift
    /// let hits = try await client.search(Recording.self, query: .field(.isrc, .isrc(isrc)))
    /// ```
    ///
    /// - Parameters:
    ///   - type: The item type, such as `Recording.self`.
    ///   - query: The query; values are escaped.
    ///   - limit: Hits per request (this page), 1…100; `nil` for the server's default of 25.
    ///   - offset: The offset of the first hit; `nil` for 0.
    /// - Returns: One page of hits, best first.
    /// - Throws: ``MusicBrainzError`` (see ``send(_:)``); ``MusicBrainzError/Code/invalidRequest``
    ///   for a query with nothing to search for or a `limit` outside 1…100.
    public func search<Item: SearchableItem>(
        _ type: Item.Type, query: SearchQuery<Item>, limit: Int? = nil, offset: Int? = nil
    ) async throws -> SearchResults<Item> {
        try await send(SearchRequest<Item>(query, limit: limit, offset: offset))
    }

    /// Every hit of a search with Lucene text sent as written, page after page, as an
    /// `AsyncSequence`.
    ///
    /// ```swift
    /// for try await hit in client.searchAll(Release.self, query: #"release:"Violin Concertos""#) { print(hit.item.title) }
    /// ```
    ///
    /// > Warning: Results can shift between pages while the index changes: a hit may be repeated
    /// > or skipped.
    ///
    /// - Parameters:
    ///   - type: The item type.
    ///   - query: A Lucene query (not blank).
    ///   - limit: Hits per request (each page), 1…100; default 100.
    /// - Returns: The hits with their scores; iterating sends one request per page, and throws
    ///   what ``search(_:query:limit:offset:)-(_,String,_,_)`` throws.
    public func searchAll<Item: SearchableItem>(
        _ type: Item.Type, query: String, limit: Int = 100
    ) -> PageItemSequence<SearchRequest<Item>> {
        pages(of: SearchRequest<Item>(query: query, limit: limit)).items
    }

    /// Every hit of a search with a typed query, page after page, as an `AsyncSequence`.
    ///
    /// ```swift
    /// for try await hit in client.searchAll(Recording.self, query: .field(.artistID, artistID)) { print(hit.item.title) }
    /// ```
    ///
    /// > Warning: Results can shift between pages while the index changes: a hit may be repeated
    /// > or skipped.
    ///
    /// - Parameters:
    ///   - type: The item type.
    ///   - query: The query; values are escaped.
    ///   - limit: Hits per request (each page), 1…100; default 100.
    /// - Returns: The hits with their scores; iterating sends one request per page, and throws
    ///   what ``search(_:query:limit:offset:)-(_,SearchQuery<Item>,_,_)`` throws.
    public func searchAll<Item: SearchableItem>(
        _ type: Item.Type, query: SearchQuery<Item>, limit: Int = 100
    ) -> PageItemSequence<SearchRequest<Item>> {
        pages(of: SearchRequest<Item>(query, limit: limit)).items
    }
}
