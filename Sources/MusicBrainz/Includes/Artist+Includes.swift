extension Artist {
    /// The `inc` parameters of an artist lookup (`/ws/2/artist/<mbid>?inc=…`).
    ///
    /// Only the values the web service accepts for this lookup exist; combine them as an option set,
    /// such as `[.aliases, .urlRelationships]`. ``IncludeSet/validate()`` checks the members that need
    /// another one (``dependencies``) before the request is sent.
    ///
    /// `puids` (accepted for compatibility, returns nothing) and `artists` (an alias of
    /// `artist-credits`) are left out.
    ///
    /// Source: table 2.3 of the WS/2 reference.
    public struct Includes: TaggingIncludes, RatingIncludes, RelationshipIncludes {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `recordings`: Embedded recordings (at most 25 in a lookup; browse for more). On a release: the track lists of the media.
        public static let recordings = Includes(rawValue: 1 << 0)
        /// `releases`: Embedded releases (at most 25 in a lookup; browse for more).
        public static let releases = Includes(rawValue: 1 << 1)
        /// `release-groups`: Embedded release groups (at most 25 in a lookup; browse for more), or a release's release group.
        public static let releaseGroups = Includes(rawValue: 1 << 2)
        /// `works`: Embedded works (at most 25 in a lookup; browse for more).
        public static let works = Includes(rawValue: 1 << 3)
        /// `artist-credits`: Artist credits of the entity and of the embedded releases, recordings, release groups and tracks. Needs one of `releases`, `recordings`, `release-groups`, `works`, `recording-rels`, `release-rels`, `release-group-rels`.
        public static let artistCredits = Includes(rawValue: 1 << 4)
        /// `discids`: Disc IDs of the media (implies media). Needs `releases`.
        public static let discIDs = Includes(rawValue: 1 << 5)
        /// `media`: Media with their format and track count. Needs `releases`.
        public static let media = Includes(rawValue: 1 << 6)
        /// `isrcs`: ISRCs of the recordings. Needs `recordings`.
        public static let isrcs = Includes(rawValue: 1 << 7)
        /// `various-artists`: Releases where the artist appears only in track artist credits, not in the release's artist credit. Needs `releases`.
        public static let variousArtists = Includes(rawValue: 1 << 8)

        /// The members that need authentication.
        public static let authenticatedMembers: Includes = [.userTags, .userGenres, .userRatings]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<Includes>] = [
            IncludeDependency(
                .artistCredits,
                requiresOneOf: [
                    .releases, .recordings, .releaseGroups, .works, .recordingRelationships, .releaseRelationships,
                    .releaseGroupRelationships,
                ],
                reason: "it adds the artist credits of embedded releases, recordings, release groups or works"),
            IncludeDependency(
                .discIDs, requiresOneOf: [.releases],
                reason: "it adds disc IDs to the media of the embedded releases"),
            IncludeDependency(
                .media, requiresOneOf: [.releases],
                reason: "it adds media to the embedded releases"),
            IncludeDependency(
                .isrcs, requiresOneOf: [.recordings],
                reason: "it adds ISRCs to the embedded recordings"),
            IncludeDependency(
                .variousArtists, requiresOneOf: [.releases],
                reason: "it lists releases where the artist appears only in track artist credits"),
        ]

        /// The sub-queries that allow a release-group type filter on the lookup.
        public static let typeFilterSubqueries: Includes = [.releases, .releaseGroups]

        /// The sub-queries that allow a release status filter on the lookup.
        public static let statusFilterSubqueries: Includes = [.releases]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] =
            taggingWireNames + ratingWireNames + [
                (.recordings, "recordings"),
                (.releases, "releases"),
                (.releaseGroups, "release-groups"),
                (.works, "works"),
                (.artistCredits, "artist-credits"),
                (.discIDs, "discids"),
                (.media, "media"),
                (.isrcs, "isrcs"),
                (.variousArtists, "various-artists"),
            ] + relationshipWireNames
    }
}
