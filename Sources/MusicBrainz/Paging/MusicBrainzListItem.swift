/// A value that appears in lists of browse and search results: every core entity, and the
/// search-only results (annotations, tags, CD stubs).
public protocol MusicBrainzListItem: MusicBrainzModel, Hashable {
    /// How lists of this item are named in both formats.
    static var listItemNames: ListItemNames { get }
}

extension MusicBrainzEntity {
    /// The list names of the entity type, such as `releases` / `<release-list>`.
    public static var listItemNames: ListItemNames { ListItemNames(entityType) }
}
