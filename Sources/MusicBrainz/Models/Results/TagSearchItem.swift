/// A tag name found by a search of the tag index.
///
/// Source: WS/2 `/ws/2/tag?query=…`; JSON `{"name", "score"}`, XML `<tag><name/></tag>`. (Tags of
/// an entity come with `inc=tags` on a lookup instead.)
public struct TagSearchItem: Sendable, Hashable {
    /// The tag name, such as `shoegaze`.
    public var name: String

    /// Creates a tag search item.
    /// - Parameter name: The tag name.
    public init(name: String) { self.name = name }
}

extension TagSearchItem: MusicBrainzListItem {
    /// `tags` / `<tag-list>` / `<tag>`.
    public static var listItemNames: ListItemNames {
        ListItemNames(
            jsonArrayKey: "tags", jsonCountKey: "tag-count", jsonOffsetKey: "tag-offset", xmlListElement: "tag-list",
            xmlItemElement: "tag")
    }
}
