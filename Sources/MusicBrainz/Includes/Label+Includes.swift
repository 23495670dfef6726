extension Label {
    /// The `inc` parameters of a label lookup (`/ws/2/label/<mbid>?inc=…`).
    ///
    /// Only the values the web service accepts for this lookup exist; combine them as an option set,
    /// such as `[.aliases, .urlRelationships]`. ``IncludeSet/validate()`` checks the members that need
    /// another one (``dependencies``) before the request is sent.
    ///
    /// Source: table 2.3 of the WS/2 reference.
    public struct Includes: TaggingIncludes, RatingIncludes, RelationshipIncludes {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `releases`: Embedded releases (at most 25 in a lookup; browse for more).
        public static let releases = Includes(rawValue: 1 << 0)
        /// `artist-credits`: Artist credits of the entity and of the embedded releases, recordings, release groups and tracks. Needs one of `releases`, `recording-rels`, `release-rels`, `release-group-rels`.
        public static let artistCredits = Includes(rawValue: 1 << 1)
        /// `discids`: Disc IDs of the media (implies media). Needs `releases`.
        public static let discIDs = Includes(rawValue: 1 << 2)
        /// `media`: Media with their format and track count. Needs `releases`.
        public static let media = Includes(rawValue: 1 << 3)

        /// The members that need authentication.
        public static let authenticatedMembers: Includes = [.userTags, .userGenres, .userRatings]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<Includes>] = [
            IncludeDependency(
                .artistCredits,
                requiresOneOf: [.releases, .recordingRelationships, .releaseRelationships, .releaseGroupRelationships],
                reason: "it adds the artist credits of the embedded releases"),
            IncludeDependency(
                .discIDs, requiresOneOf: [.releases],
                reason: "it adds disc IDs to the media of the embedded releases"),
            IncludeDependency(
                .media, requiresOneOf: [.releases],
                reason: "it adds media to the embedded releases"),
        ]

        /// The sub-queries that allow a release-group type filter on the lookup.
        public static let typeFilterSubqueries: Includes = [.releases]

        /// The sub-queries that allow a release status filter on the lookup.
        public static let statusFilterSubqueries: Includes = [.releases]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] =
            taggingWireNames + ratingWireNames + [
                (.releases, "releases"),
                (.artistCredits, "artist-credits"),
                (.discIDs, "discids"),
                (.media, "media"),
            ] + relationshipWireNames
    }
}
