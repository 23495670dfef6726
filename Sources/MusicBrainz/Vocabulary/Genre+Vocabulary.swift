extension Genre: BrowsableEntity {
    /// The `inc` values of genre lookups (`/ws/2/genre/<mbid>`) and browses
    /// (`/ws/2/genre?collection=<mbid>`): none (the service ignores any), so the set is empty.
    ///
    /// Source: tables 2.3 and 3.2 of the WS/2 reference.
    public struct Includes: IncludeSet {
        /// The bits of the set.
        public let rawValue: UInt64
        /// Creates a set from its bits, `rawValue`.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// None.
        public static let lookupMembers: Includes = []
    }
}

extension BrowseLink where Entity == Genre {
    /// `collection`: The genres in a collection (a private collection needs authentication);
    /// ``AllGenresRequest`` lists every genre.
    public static func collection(_ id: MBID) -> Self { Self(.collection, id) }
}
