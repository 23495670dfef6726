extension Recording {
    /// The `inc` parameters of a recording lookup (`/ws/2/recording/<mbid>?inc=…`).
    ///
    /// Only the values the web service accepts for this lookup exist; combine them as an option set,
    /// such as `[.aliases, .urlRelationships]`. ``IncludeSet/validate()`` checks the members that need
    /// another one (``dependencies``) before the request is sent.
    ///
    /// `release-groups` has an effect only together with `releases` (it adds each release's
    /// release group); the service accepts it alone. `puids` and `artists` are left out.
    ///
    /// Source: table 2.3 of the WS/2 reference.
    public struct Includes: TaggingIncludes, RatingIncludes, RelationshipIncludes {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `artist-credits`: Artist credits of the entity and of the embedded releases, recordings, release groups and tracks.
        public static let artistCredits = Includes(rawValue: 1 << 0)
        /// `releases`: Embedded releases (at most 25 in a lookup; browse for more).
        public static let releases = Includes(rawValue: 1 << 1)
        /// `release-groups`: Embedded release groups (at most 25 in a lookup; browse for more), or a release's release group.
        public static let releaseGroups = Includes(rawValue: 1 << 2)
        /// `discids`: Disc IDs of the media (implies media). Needs `releases`.
        public static let discIDs = Includes(rawValue: 1 << 3)
        /// `media`: Media with their format and track count. Needs `releases`.
        public static let media = Includes(rawValue: 1 << 4)
        /// `isrcs`: ISRCs of the recordings.
        public static let isrcs = Includes(rawValue: 1 << 5)
        /// `work-level-rels`: Also load the relationships of the works reached through work relationships (with `work-rels`). Needs `work-rels`.
        public static let workLevelRelationships = Includes(rawValue: 1 << 6)

        /// The members that need authentication.
        public static let authenticatedMembers: Includes = [.userTags, .userGenres, .userRatings]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<Includes>] = [
            IncludeDependency(
                .discIDs, requiresOneOf: [.releases],
                reason: "it adds disc IDs to the media of the embedded releases"),
            IncludeDependency(
                .media, requiresOneOf: [.releases],
                reason: "it adds media to the embedded releases"),
            IncludeDependency(
                .workLevelRelationships, requiresOneOf: [.workRelationships],
                reason: "it loads the relationships of the works that work relationships reach"),
        ]

        /// The sub-queries that allow a release-group type filter on the lookup.
        public static let typeFilterSubqueries: Includes = [.releases]

        /// The sub-queries that allow a release status filter on the lookup.
        public static let statusFilterSubqueries: Includes = [.releases]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] =
            taggingWireNames + ratingWireNames + [
                (.artistCredits, "artist-credits"),
                (.releases, "releases"),
                (.releaseGroups, "release-groups"),
                (.discIDs, "discids"),
                (.media, "media"),
                (.isrcs, "isrcs"),
                (.workLevelRelationships, "work-level-rels"),
            ] + relationshipWireNames
    }
}
