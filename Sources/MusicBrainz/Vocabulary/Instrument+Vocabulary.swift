extension Instrument: BrowsableEntity {
    /// The `inc` values of instrument lookups (`/ws/2/instrument/<mbid>?inc=…`) and browses
    /// (`/ws/2/instrument?collection=<mbid>&inc=…`), which take the same ones: the
    /// ``UnratedStandardIncludes`` (instruments are not ratable).
    public typealias Includes = UnratedStandardIncludes<Instrument>
}

extension BrowseLink where Entity == Instrument {
    /// `collection`: The instruments in a collection (a private collection needs authentication).
    public static func collection(_ id: MBID) -> Self { Self(.collection, id) }
}
