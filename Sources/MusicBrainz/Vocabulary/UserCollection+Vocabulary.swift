extension UserCollection: BrowsableEntity {
    /// The `inc` values of collection browses (`/ws/2/collection?<link>=<mbid>&inc=…`):
    /// `user-collections`, which adds the caller's private collections (needs authentication).
    ///
    /// A collection lookup (`/ws/2/collection/<mbid>`) takes none: the service accepts entity
    /// names (`releases`, …) and `tags` there but never embeds them (fetch the contents with
    /// ``CollectionContentsRequest``), so a lookup with `user-collections` is refused before
    /// sending (``lookupMembers``).
    ///
    /// Source: tables 2.3 and 3.2 of the WS/2 reference.
    public struct Includes: IncludeSet {
        /// The bits of the set.
        public let rawValue: UInt64
        /// Creates a set from its bits, `rawValue`.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `user-collections`: The authenticated user's collections, private ones included
        /// (needs authentication). Browses only.
        public static let userCollections = Includes(.userCollections)

        /// None.
        public static let lookupMembers: Includes = []
        /// `user-collections`.
        public static let browseMembers: Includes = userCollections
    }
}

extension BrowseLink where Entity == UserCollection {
    /// `area`: The collections linked to an area.
    public static func area(_ id: MBID) -> Self { Self(.area, id) }
    /// `artist`: The collections linked to an artist.
    public static func artist(_ id: MBID) -> Self { Self(.artist, id) }
    /// `editor`: The public collections of an editor, by user name (with `user-collections` and
    /// authenticated as that editor, the private ones too).
    public static func editor(_ name: String) -> Self { Self(.editor, value: name) }
    /// `event`: The collections linked to an event.
    public static func event(_ id: MBID) -> Self { Self(.event, id) }
    /// `genre`: The collections that contain a genre.
    public static func genre(_ id: MBID) -> Self { Self(.genre, id) }
    /// `instrument`: The collections that contain an instrument.
    public static func instrument(_ id: MBID) -> Self { Self(.instrument, id) }
    /// `label`: The collections linked to a label.
    public static func label(_ id: MBID) -> Self { Self(.label, id) }
    /// `place`: The collections linked to a place.
    public static func place(_ id: MBID) -> Self { Self(.place, id) }
    /// `recording`: The collections linked to a recording.
    public static func recording(_ id: MBID) -> Self { Self(.recording, id) }
    /// `release`: The collections linked to a release.
    public static func release(_ id: MBID) -> Self { Self(.release, id) }
    /// `release-group`: The collections linked to a release group.
    public static func releaseGroup(_ id: MBID) -> Self { Self(.releaseGroup, id) }
    /// `series`: The collections linked to a series.
    public static func series(_ id: MBID) -> Self { Self(.series, id) }
    /// `work`: The collections linked to a work.
    public static func work(_ id: MBID) -> Self { Self(.work, id) }
}
