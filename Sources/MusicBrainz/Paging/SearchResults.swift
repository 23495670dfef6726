/// One page of search results: the hits with their scores, and the total number of hits.
///
/// Source: WS/2 search responses, JSON `{"created", "count", "offset", "<plural>": […]}`, XML
/// `<metadata created><release-list count offset>`.
///
/// Pages can shift while you read them (the index changes), so a later page may repeat or skip
/// a hit. Advance ``offset`` by the number of hits actually returned.
public struct SearchResults<Item: MusicBrainzListItem>: MusicBrainzResponse, Hashable, Encodable {
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

    /// Decodes `{"created", "count", "offset", "<plural>": […]}`; a missing array is empty.
    public init(from decoder: any Decoder) throws {
        let names = Item.listItemNames
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        let results = try c.value([SearchResult<Item>].self, AnyCodingKey(names.jsonArrayKey)) ?? []
        self.init(
            created: try c.string(AnyCodingKey("created")),
            totalCount: try c.int(AnyCodingKey("count")) ?? results.count,
            offset: try c.int(AnyCodingKey("offset")) ?? 0,
            items: results
        )
    }

    /// Encodes the page in the WS/2 search shape.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: AnyCodingKey.self)
        try c.encodeIfPresent(created, forKey: AnyCodingKey("created"))
        try c.encode(totalCount, forKey: AnyCodingKey("count"))
        try c.encode(offset, forKey: AnyCodingKey("offset"))
        try c.encode(items, forKey: AnyCodingKey(Item.listItemNames.jsonArrayKey))
    }

    /// Decodes `<metadata created><release-list count offset>…</release-list></metadata>`; a
    /// missing list is an empty page.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xmlDocument root: XMLElementNode) throws {
        let names = Item.listItemNames
        guard let list = root.child(names.xmlListElement) else {
            self.init(created: root.attribute("created"), totalCount: 0, offset: 0, items: [])
            return
        }
        let results = try list.children(names.xmlItemElement).map { try SearchResult<Item>(xml: $0) }
        self.init(
            created: root.attribute("created"),
            totalCount: try list.intAttribute("count") ?? results.count,
            offset: try list.intAttribute("offset") ?? 0,
            items: results
        )
    }

    /// Decodes the page from its root element (the same as ``init(xmlDocument:)``).
    public init(xml element: XMLElementNode) throws { try self.init(xmlDocument: element) }
}
