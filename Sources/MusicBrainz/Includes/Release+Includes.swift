extension Release {
    /// The `inc` parameters of a release lookup (`/ws/2/release/<mbid>?inc=…`).
    ///
    /// Only the values the web service accepts for this lookup exist; combine them as an option set,
    /// such as `[.aliases, .urlRelationships]`. ``IncludeSet/validate()`` checks the members that need
    /// another one (``dependencies``) before the request is sent.
    ///
    /// Releases have no rating; `ratings` shows those of the embedded release group, recordings
    /// and credited artists. `puids` and `artists` are left out.
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
        /// `labels`: Labels and catalog numbers (label info).
        public static let labels = Includes(rawValue: 1 << 1)
        /// `recordings`: Embedded recordings (at most 25 in a lookup; browse for more). On a release: the track lists of the media.
        public static let recordings = Includes(rawValue: 1 << 2)
        /// `release-groups`: Embedded release groups (at most 25 in a lookup; browse for more), or a release's release group.
        public static let releaseGroups = Includes(rawValue: 1 << 3)
        /// `media`: Media with their format and track count.
        public static let media = Includes(rawValue: 1 << 4)
        /// `discids`: Disc IDs of the media (implies media).
        public static let discIDs = Includes(rawValue: 1 << 5)
        /// `isrcs`: ISRCs of the recordings. Needs `recordings`.
        public static let isrcs = Includes(rawValue: 1 << 6)
        /// `collections`: Public collections that contain the release (and the user's private ones when the request is authenticated).
        public static let collections = Includes(rawValue: 1 << 7)
        /// `user-collections`: The authenticated user's collections, private ones included (needs authentication).
        public static let userCollections = Includes(rawValue: 1 << 8)
        /// `recording-level-rels`: Also load the relationships of each track's recording (with `recordings`; honoured for releases of at most 500 recordings). Needs `recordings`.
        public static let recordingLevelRelationships = Includes(rawValue: 1 << 9)
        /// `release-group-level-rels`: Also load the relationships of the release group (with `release-groups`). Needs `release-groups`.
        public static let releaseGroupLevelRelationships = Includes(rawValue: 1 << 10)
        /// `work-level-rels`: Also load the relationships of the works reached through work relationships (with `work-rels`). Needs `work-rels`.
        public static let workLevelRelationships = Includes(rawValue: 1 << 11)

        /// The members that need authentication.
        public static let authenticatedMembers: Includes = [.userCollections, .userTags, .userGenres, .userRatings]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<Includes>] = [
            IncludeDependency(
                .isrcs, requiresOneOf: [.recordings],
                reason: "it adds ISRCs to the recordings of the track lists"),
            IncludeDependency(
                .recordingLevelRelationships, requiresOneOf: [.recordings],
                reason: "it loads the relationships of the recordings of the track lists"),
            IncludeDependency(
                .releaseGroupLevelRelationships, requiresOneOf: [.releaseGroups],
                reason: "it loads the relationships of the embedded release group"),
            IncludeDependency(
                .workLevelRelationships, requiresOneOf: [.workRelationships],
                reason: "it loads the relationships of the works that work relationships reach"),
        ]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] =
            taggingWireNames + ratingWireNames + [
                (.artistCredits, "artist-credits"),
                (.labels, "labels"),
                (.recordings, "recordings"),
                (.releaseGroups, "release-groups"),
                (.media, "media"),
                (.discIDs, "discids"),
                (.isrcs, "isrcs"),
                (.collections, "collections"),
                (.userCollections, "user-collections"),
                (.recordingLevelRelationships, "recording-level-rels"),
                (.releaseGroupLevelRelationships, "release-group-level-rels"),
                (.workLevelRelationships, "work-level-rels"),
            ] + relationshipWireNames
    }
}
