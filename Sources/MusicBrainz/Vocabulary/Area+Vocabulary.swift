extension Area: BrowsableEntity {
    /// The `inc` values of area lookups (`/ws/2/area/<mbid>?inc=…`) and browses
    /// (`/ws/2/area?collection=<mbid>&inc=…`), which take the same ones: the ``StandardIncludes``.
    public typealias Includes = StandardIncludes<Area>
}

extension BrowseLink where Entity == Area {
    /// `collection`: The areas in a collection (a private collection needs authentication).
    public static func collection(_ id: MBID) -> Self { Self(.collection, id) }
}
