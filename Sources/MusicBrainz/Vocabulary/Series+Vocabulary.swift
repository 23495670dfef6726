extension Series: BrowsableEntity {
    /// The `inc` values of series lookups (`/ws/2/series/<mbid>?inc=…`) and browses
    /// (`/ws/2/series?collection=<mbid>&inc=…`), which take the same ones: the
    /// ``UnratedStandardIncludes`` (series are not ratable).
    public typealias Includes = UnratedStandardIncludes<Series>
}

extension BrowseLink where Entity == Series {
    /// `collection`: The series in a collection (a private collection needs authentication).
    public static func collection(_ id: MBID) -> Self { Self(.collection, id) }
}
