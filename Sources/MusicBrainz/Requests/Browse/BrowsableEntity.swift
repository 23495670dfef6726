/// An entity that can be browsed: listed by another entity it is linked to, a page at a time
/// (`GET /ws/2/<entity>?<linked>=<mbid>&limit=&offset=&inc=`).
///
/// Every core entity except ``URLEntity`` is browsable. ``BrowseLink`` lists the linked entities
/// the service accepts and ``BrowseIncludes`` the `inc` values a browse takes, which can be
/// fewer than a lookup's.
///
/// Source: section 3 of the WS/2 reference.
public protocol BrowsableEntity: MusicBrainzEntity, MusicBrainzListItem {
    /// The linked entities this entity can be browsed by.
    associatedtype BrowseLink: BrowseLinkParameter
    /// The `inc` values of a browse of this entity.
    associatedtype BrowseIncludes: IncludeSet
}
