/// One page of search results: the hits with their scores, and the total number of hits.
///
/// Source: WS/2 search responses, JSON `{"created", "count", "offset", "<plural>": […]}`, XML
/// `<metadata created><release-list count offset>`.
///
/// Pages can shift while you read them (the index changes), so a later page may repeat or skip
/// a hit. Advance ``offset`` by the number of hits actually returned.
public struct SearchResults<Item: MusicBrainzListItem>: MusicBrainzResponse, Hashable {
    /// When the search server made the response (ISO 8601, UTC), as it wrote it; `nil` when absent.
    public var created: String?
    /// The total number of hits (not only this page).
    public var totalCount: Int
    /// The position of this page's first hit in the whole list, from 0.
    public var offset: Int
    /// The hits of this page, best first: each a ``SearchResult`` with its ``SearchResult/item``
    /// and ``SearchResult/score``.
    public var items: [SearchResult<Item>]

    /// Creates a page of results.
    /// - Parameters:
    ///   - created: The creation time text.
    ///   - totalCount: The total number of hits.
    ///   - offset: The offset of the first hit.
    ///   - items: The hits.
    public init(created: String? = nil, totalCount: Int, offset: Int, items: [SearchResult<Item>]) {
        self.created = created
        self.totalCount = totalCount
        self.offset = offset
        self.items = items
    }

    /// The offset of the next page: ``offset`` plus the number of hits returned (`Int.max` at
    /// most, whatever offset the server reported).
    public var nextOffset: Int { offset.saturatingAdd(items.count) }

    /// Whether this is the last page.
    public var isLastPage: Bool { items.isEmpty || nextOffset >= totalCount }

}
