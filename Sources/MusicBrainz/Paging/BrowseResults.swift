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
public struct BrowseResults<Item: MusicBrainzListItem>: MusicBrainzResponse, Hashable {
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

}
