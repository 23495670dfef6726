extension Event: BrowsableEntity {
    /// The `inc` values of event lookups (`/ws/2/event/<mbid>?inc=…`) and browses
    /// (`/ws/2/event?<link>=<mbid>&inc=…`), which take the same ones: the ``StandardIncludes``.
    public typealias Includes = StandardIncludes<Event>
}

extension BrowseLink where Entity == Event {
    /// `area`: The events linked to an area by a relationship.
    public static func area(_ id: MBID) -> Self { Self(.area, id) }
    /// `artist`: The events linked to an artist by a relationship.
    public static func artist(_ id: MBID) -> Self { Self(.artist, id) }
    /// `collection`: The events in a collection (a private collection needs authentication).
    public static func collection(_ id: MBID) -> Self { Self(.collection, id) }
    /// `event`: The events linked to an event by a relationship.
    public static func event(_ id: MBID) -> Self { Self(.event, id) }
    /// `place`: The events linked to a place by a relationship.
    public static func place(_ id: MBID) -> Self { Self(.place, id) }
    /// `series`: The events linked to a series (part of it).
    public static func series(_ id: MBID) -> Self { Self(.series, id) }
}
