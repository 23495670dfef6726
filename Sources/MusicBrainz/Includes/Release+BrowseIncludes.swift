extension Release {
    /// The `inc` parameters of a release browse (`/ws/2/release?<linked>=<mbid>&inc=…`).
    ///
    /// Browse accepts fewer values than a lookup: no sub-queries of linked entities (browse
    /// those instead). Only the accepted values exist; combine them as an option set.
    ///
    /// Unlike a lookup, a release browse takes no `collections`. Release browses with
    /// `recordings` may return fewer releases than the limit (the service caps the tracks per
    /// response).
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
        /// `labels`: Labels and catalog numbers (label info).
        public static let labels = BrowseIncludes(rawValue: 1 << 1)
        /// `recordings`: Embedded recordings (at most 25 in a lookup; browse for more). On a release: the track lists of the media.
        public static let recordings = BrowseIncludes(rawValue: 1 << 2)
        /// `release-groups`: Embedded release groups (at most 25 in a lookup; browse for more), or a release's release group.
        public static let releaseGroups = BrowseIncludes(rawValue: 1 << 3)
        /// `media`: Media with their format and track count.
        public static let media = BrowseIncludes(rawValue: 1 << 4)
        /// `discids`: Disc IDs of the media (implies media).
        public static let discIDs = BrowseIncludes(rawValue: 1 << 5)
        /// `isrcs`: ISRCs of the recordings. Needs `recordings`.
        public static let isrcs = BrowseIncludes(rawValue: 1 << 6)
        /// `recording-level-rels`: Also load the relationships of each track's recording (with `recordings`; honoured for releases of at most 500 recordings). Needs `recordings`.
        public static let recordingLevelRelationships = BrowseIncludes(rawValue: 1 << 7)
        /// `release-group-level-rels`: Also load the relationships of the release group (with `release-groups`). Needs `release-groups`.
        public static let releaseGroupLevelRelationships = BrowseIncludes(rawValue: 1 << 8)
        /// `work-level-rels`: Also load the relationships of the works reached through work relationships (with `work-rels`). Needs `work-rels`.
        public static let workLevelRelationships = BrowseIncludes(rawValue: 1 << 9)

        /// The members that need authentication.
        public static let authenticatedMembers: BrowseIncludes = [.userTags, .userGenres, .userRatings]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<BrowseIncludes>] = [
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
        public static let wireNames: [(BrowseIncludes, String)] =
            taggingWireNames + ratingWireNames + [
                (.artistCredits, "artist-credits"),
                (.labels, "labels"),
                (.recordings, "recordings"),
                (.releaseGroups, "release-groups"),
                (.media, "media"),
                (.discIDs, "discids"),
                (.isrcs, "isrcs"),
                (.recordingLevelRelationships, "recording-level-rels"),
                (.releaseGroupLevelRelationships, "release-group-level-rels"),
                (.workLevelRelationships, "work-level-rels"),
            ] + relationshipWireNames
    }
}
