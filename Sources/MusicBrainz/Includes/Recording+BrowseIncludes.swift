extension Recording {
    /// The `inc` parameters of a recording browse (`/ws/2/recording?<linked>=<mbid>&inc=…`).
    ///
    /// Browse accepts fewer values than a lookup: no sub-queries of linked entities (browse
    /// those instead). Only the accepted values exist; combine them as an option set.
    ///
    /// Source: table 3.2 of the WS/2 reference.
    public struct BrowseIncludes: TaggingIncludes, RatingIncludes, RelationshipIncludes {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `artist-credits`: Artist credits of the entity and of the embedded releases, recordings, release groups and tracks.
        public static let artistCredits = BrowseIncludes(rawValue: 1 << 0)
        /// `isrcs`: ISRCs of the recordings.
        public static let isrcs = BrowseIncludes(rawValue: 1 << 1)
        /// `work-level-rels`: Also load the relationships of the works reached through work relationships (with `work-rels`). Needs `work-rels`.
        public static let workLevelRelationships = BrowseIncludes(rawValue: 1 << 2)

        /// The members that need authentication.
        public static let authenticatedMembers: BrowseIncludes = [.userTags, .userGenres, .userRatings]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<BrowseIncludes>] = [
            IncludeDependency(
                .workLevelRelationships, requiresOneOf: [.workRelationships],
                reason: "it loads the relationships of the works that work relationships reach")
        ]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(BrowseIncludes, String)] =
            taggingWireNames + ratingWireNames + [
                (.artistCredits, "artist-credits"),
                (.isrcs, "isrcs"),
                (.workLevelRelationships, "work-level-rels"),
            ] + relationshipWireNames
    }
}
