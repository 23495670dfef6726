extension Work: BrowsableEntity {
    /// The `inc` values of work lookups (`/ws/2/work/<mbid>?inc=…`) and browses
    /// (`/ws/2/work?<link>=<mbid>&inc=…`), which take the same ones: the ``StandardIncludes``.
    public typealias Includes = StandardIncludes<Work>
}

extension BrowseLink where Entity == Work {
    /// `artist`: The works linked to an artist (by an artist–work relationship or through a
    /// recording credited to the artist).
    public static func artist(_ id: MBID) -> Self { Self(.artist, id) }
    /// `collection`: The works in a collection (a private collection needs authentication).
    public static func collection(_ id: MBID) -> Self { Self(.collection, id) }
}
