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
    public struct BrowseIncludes: IncludeSet {
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
        /// `aliases`: Aliases.
        public static let aliases = BrowseIncludes(rawValue: 1 << 7)
        /// `annotation`: The annotation text.
        public static let annotation = BrowseIncludes(rawValue: 1 << 8)
        /// `tags`: Folksonomy tags with vote counts.
        public static let tags = BrowseIncludes(rawValue: 1 << 9)
        /// `user-tags`: The authenticated user's tags (needs authentication).
        public static let userTags = BrowseIncludes(rawValue: 1 << 10)
        /// `genres`: Genres with vote counts.
        public static let genres = BrowseIncludes(rawValue: 1 << 11)
        /// `user-genres`: The authenticated user's genres (needs authentication).
        public static let userGenres = BrowseIncludes(rawValue: 1 << 12)
        /// `ratings`: The average rating (0–5) and vote count.
        public static let ratings = BrowseIncludes(rawValue: 1 << 13)
        /// `user-ratings`: The authenticated user's rating (needs authentication).
        public static let userRatings = BrowseIncludes(rawValue: 1 << 14)
        /// `recording-level-rels`: Also load the relationships of each track's recording (with `recordings`; honoured for releases of at most 500 recordings). Needs `recordings`.
        public static let recordingLevelRelationships = BrowseIncludes(rawValue: 1 << 15)
        /// `release-group-level-rels`: Also load the relationships of the release group (with `release-groups`). Needs `release-groups`.
        public static let releaseGroupLevelRelationships = BrowseIncludes(rawValue: 1 << 16)
        /// `work-level-rels`: Also load the relationships of the works reached through work relationships (with `work-rels`). Needs `work-rels`.
        public static let workLevelRelationships = BrowseIncludes(rawValue: 1 << 17)
        /// `area-rels`: Relationships to area entities.
        public static let areaRelationships = BrowseIncludes(rawValue: 1 << 18)
        /// `artist-rels`: Relationships to artist entities.
        public static let artistRelationships = BrowseIncludes(rawValue: 1 << 19)
        /// `event-rels`: Relationships to event entities.
        public static let eventRelationships = BrowseIncludes(rawValue: 1 << 20)
        /// `genre-rels`: Relationships to genre entities.
        public static let genreRelationships = BrowseIncludes(rawValue: 1 << 21)
        /// `instrument-rels`: Relationships to instrument entities.
        public static let instrumentRelationships = BrowseIncludes(rawValue: 1 << 22)
        /// `label-rels`: Relationships to label entities.
        public static let labelRelationships = BrowseIncludes(rawValue: 1 << 23)
        /// `place-rels`: Relationships to place entities.
        public static let placeRelationships = BrowseIncludes(rawValue: 1 << 24)
        /// `recording-rels`: Relationships to recording entities.
        public static let recordingRelationships = BrowseIncludes(rawValue: 1 << 25)
        /// `release-rels`: Relationships to release entities.
        public static let releaseRelationships = BrowseIncludes(rawValue: 1 << 26)
        /// `release-group-rels`: Relationships to release group entities.
        public static let releaseGroupRelationships = BrowseIncludes(rawValue: 1 << 27)
        /// `series-rels`: Relationships to series.
        public static let seriesRelationships = BrowseIncludes(rawValue: 1 << 28)
        /// `url-rels`: Relationships to URLs.
        public static let urlRelationships = BrowseIncludes(rawValue: 1 << 29)
        /// `work-rels`: Relationships to work entities.
        public static let workRelationships = BrowseIncludes(rawValue: 1 << 30)

        /// Every relationship include (`area-rels` … `work-rels`).
        public static let allRelationships: BrowseIncludes = [.areaRelationships, .artistRelationships, .eventRelationships, .genreRelationships, .instrumentRelationships, .labelRelationships, .placeRelationships, .recordingRelationships, .releaseRelationships, .releaseGroupRelationships, .seriesRelationships, .urlRelationships, .workRelationships]

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
        public static let wireNames: [(BrowseIncludes, String)] = [
            (.artistCredits, "artist-credits"),
            (.labels, "labels"),
            (.recordings, "recordings"),
            (.releaseGroups, "release-groups"),
            (.media, "media"),
            (.discIDs, "discids"),
            (.isrcs, "isrcs"),
            (.aliases, "aliases"),
            (.annotation, "annotation"),
            (.tags, "tags"),
            (.userTags, "user-tags"),
            (.genres, "genres"),
            (.userGenres, "user-genres"),
            (.ratings, "ratings"),
            (.userRatings, "user-ratings"),
            (.recordingLevelRelationships, "recording-level-rels"),
            (.releaseGroupLevelRelationships, "release-group-level-rels"),
            (.workLevelRelationships, "work-level-rels"),
            (.areaRelationships, "area-rels"),
            (.artistRelationships, "artist-rels"),
            (.eventRelationships, "event-rels"),
            (.genreRelationships, "genre-rels"),
            (.instrumentRelationships, "instrument-rels"),
            (.labelRelationships, "label-rels"),
            (.placeRelationships, "place-rels"),
            (.recordingRelationships, "recording-rels"),
            (.releaseRelationships, "release-rels"),
            (.releaseGroupRelationships, "release-group-rels"),
            (.seriesRelationships, "series-rels"),
            (.urlRelationships, "url-rels"),
            (.workRelationships, "work-rels"),
        ]
    }
}
