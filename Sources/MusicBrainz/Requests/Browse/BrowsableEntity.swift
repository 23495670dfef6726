/// An entity that can be browsed: listed by another entity it is linked to, a page at a time
/// (`GET /ws/2/<entity>?<linked>=<mbid>&limit=&offset=&inc=`).
///
/// Every core entity except ``URLEntity`` is browsable. ``BrowseLink`` has the links the service
/// accepts for each, and a browse takes the entity's ``MusicBrainzEntity/Includes``, narrowed to
/// its ``IncludeSet/browseMembers`` (checked before sending).
///
/// Source: section 3 of the WS/2 reference.
public protocol BrowsableEntity: MusicBrainzEntity, MusicBrainzListItem {}
