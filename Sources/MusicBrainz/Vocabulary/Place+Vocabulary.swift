extension Place: BrowsableEntity {
    /// The `inc` values of place lookups (`/ws/2/place/<mbid>?inc=…`) and browses
    /// (`/ws/2/place?<link>=<mbid>&inc=…`), which take the same ones: the ``StandardIncludes``.
    public typealias Includes = StandardIncludes<Place>
}

extension BrowseLink where Entity == Place {
    /// `area`: The places linked to an area (where it is).
    public static func area(_ id: MBID) -> Self { Self(.area, id) }
    /// `collection`: The places in a collection (a private collection needs authentication).
    public static func collection(_ id: MBID) -> Self { Self(.collection, id) }
}
