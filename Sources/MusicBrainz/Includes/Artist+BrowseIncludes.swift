extension Artist {
    /// The `inc` parameters of an artist browse (`/ws/2/artist?<linked>=<mbid>&inc=…`).
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

        /// `artist-credits`: Artist credits of the entity and of the embedded releases, recordings, release groups and tracks. Needs one of `recording-rels`, `release-rels`, `release-group-rels`.
        public static let artistCredits = BrowseIncludes(rawValue: 1 << 0)

        /// The members that need authentication.
        public static let authenticatedMembers: BrowseIncludes = [.userTags, .userGenres, .userRatings]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<BrowseIncludes>] = [
            IncludeDependency(
                .artistCredits,
                requiresOneOf: [.recordingRelationships, .releaseRelationships, .releaseGroupRelationships],
                reason:
                    "it is accepted here only with relationships to recordings, releases or release groups, whose artist credits it adds"
            )
        ]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(BrowseIncludes, String)] =
            taggingWireNames + ratingWireNames + [
                (.artistCredits, "artist-credits")
            ] + relationshipWireNames
    }
}
