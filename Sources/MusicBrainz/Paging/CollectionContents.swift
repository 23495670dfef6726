/// A collection's summary and one page of its items.
///
/// Source: WS/2 `/ws/2/collection/<mbid>/<plural>`; JSON the collection object with the
/// `<entity>-count` key and the plural array (`"releases": […]`, absent when the page is empty);
/// XML `<collection><release-list count>…</release-list></collection>` (no `offset` is written).
public struct CollectionContents<Item: BrowsableEntity>: MusicBrainzResponse, PagedResponse, Hashable, Encodable {
    /// The collection. Its own ``UserCollection/items`` is `nil` here: the page is in ``items``.
    public var collection: UserCollection
    /// The number of items in the whole collection.
    public var totalCount: Int
    /// The items of this page.
    public var items: [Item]

    /// Creates a page of collection contents.
    /// - Parameters:
    ///   - collection: The collection.
    ///   - totalCount: The number of items in the collection.
    ///   - items: The items of the page.
    public init(collection: UserCollection, totalCount: Int, items: [Item]) {
        var summary = collection
        summary.items = nil
        self.collection = summary
        self.totalCount = totalCount
        self.items = items
    }

    /// Decodes the collection object with its `<entity>-count` and plural array.
    /// - Throws: `DecodingError` when the collection or an item cannot be decoded.
    public init(from decoder: any Decoder) throws {
        let page = try BrowseResults<Item>(from: decoder)
        self.init(collection: try UserCollection(from: decoder), totalCount: page.totalCount, items: page.items)
    }

    /// Encodes the collection object with the count and the items, as the service writes it.
    public func encode(to encoder: any Encoder) throws {
        try collection.encode(to: encoder)
        let names = Item.listItemNames
        var c = encoder.container(keyedBy: AnyCodingKey.self)
        try c.encode(totalCount, forKey: AnyCodingKey(names.jsonCountKey))
        try c.encode(items, forKey: AnyCodingKey(names.jsonArrayKey))
    }

    /// Decodes `<collection>` with its item list.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        let collection = try UserCollection(xml: element)
        guard let list = element.child(Item.listItemNames.xmlListElement) else {
            self.init(collection: collection, totalCount: 0, items: [])
            return
        }
        let page = try BrowseResults<Item>(xml: list)
        self.init(collection: collection, totalCount: page.totalCount, items: page.items)
    }

    /// Decodes the `<collection>` child of `<metadata>`.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when there is none.
    public init(xmlDocument root: XMLElementNode) throws {
        guard let element = root.child(EntityType.collection.elementName) else {
            throw root.failure("The document has no <collection> element.")
        }
        try self.init(xml: element)
    }
}
