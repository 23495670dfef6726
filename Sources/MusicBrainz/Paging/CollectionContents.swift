/// A collection's summary and one page of its items.
///
/// Source: WS/2 `/ws/2/collection/<mbid>/<plural>`; JSON the collection object with the
/// `<entity>-count` key and the plural array (`"releases": […]`, absent when the page is empty);
/// XML `<collection><release-list count>…</release-list></collection>` (no `offset` is written).
public struct CollectionContents<Item: BrowsableEntity>: MusicBrainzResponse, PagedResponse, Hashable {
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

}
