/// One page of a browse: a slice of the entities linked to another entity, with the total
/// number there are.
///
/// Source: WS/2 browse responses, JSON `{"release-count": 146, "release-offset": 25,
/// "releases": […]}`, XML `<release-list count="146" offset="25">`.
///
/// Pages can shift while you read them: entities added or removed between two requests move the
/// rest, so a later page may repeat or skip an item. Advance ``offset`` by the number of items
/// actually returned (`nextOffset`), never by the limit: release browses with `inc=recordings`
/// can return fewer items than asked.
public struct BrowseResults<Item: MusicBrainzListItem>: MusicBrainzResponse, Hashable, Encodable {
    /// The total number of items the browse matches (not only this page).
    public var totalCount: Int
    /// The position of this page's first item in the whole list, from 0.
    public var offset: Int
    /// The items of this page.
    public var items: [Item]

    /// Creates a page.
    /// - Parameters:
    ///   - totalCount: The total number of items.
    ///   - offset: The offset of the first item.
    ///   - items: The items.
    public init(totalCount: Int, offset: Int, items: [Item]) {
        self.totalCount = totalCount
        self.offset = offset
        self.items = items
    }

    /// The offset of the page after this one: ``offset`` plus the number of items returned
    /// (`Int.max` at most, whatever offset the server reported).
    public var nextOffset: Int { offset.saturatingAdd(items.count) }

    /// Whether this is the last page: no items came back, or ``nextOffset`` reached
    /// ``totalCount``.
    public var isLastPage: Bool { items.isEmpty || nextOffset >= totalCount }

    /// Decodes `{"<type>-count", "<type>-offset", "<plural>": […]}` (also `count` / `offset`).
    /// - Throws: `DecodingError` when an item cannot be decoded.
    public init(from decoder: any Decoder) throws {
        let names = Item.listItemNames
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        let items = try c.value([Item].self, AnyCodingKey(names.jsonArrayKey)) ?? []
        self.init(
            totalCount: try c.int(AnyCodingKey(names.jsonCountKey)) ?? c.int(AnyCodingKey("count")) ?? items.count,
            offset: try c.int(AnyCodingKey(names.jsonOffsetKey)) ?? c.int(AnyCodingKey("offset")) ?? 0,
            items: items
        )
    }

    /// Encodes the page in the WS/2 browse shape.
    public func encode(to encoder: any Encoder) throws {
        let names = Item.listItemNames
        var c = encoder.container(keyedBy: AnyCodingKey.self)
        try c.encode(totalCount, forKey: AnyCodingKey(names.jsonCountKey))
        try c.encode(offset, forKey: AnyCodingKey(names.jsonOffsetKey))
        try c.encode(items, forKey: AnyCodingKey(names.jsonArrayKey))
    }

    /// Decodes `<metadata><release-list count offset>…</release-list></metadata>`. A missing
    /// list (an empty artist browse) is an empty page.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xmlDocument root: XMLElementNode) throws {
        let names = Item.listItemNames
        guard let list = root.child(names.xmlListElement) else {
            self.init(totalCount: 0, offset: 0, items: [])
            return
        }
        try self.init(xml: list)
    }

    /// Decodes a list element such as `<release-list count="146" offset="25">`.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml list: XMLElementNode) throws {
        let names = Item.listItemNames
        let items = try list.children(names.xmlItemElement).map { try Item(xml: $0) }
        self.init(
            totalCount: try list.intAttribute("count") ?? items.count,
            offset: try list.intAttribute("offset") ?? 0,
            items: items
        )
    }
}
