extension Artist {
    /// The `inc` parameters of an artist browse (`/ws/2/artist?<linked>=<mbid>&inc=…`).
    ///
    /// Browse accepts fewer values than a lookup: no sub-queries of linked entities (browse
    /// those instead). Only the accepted values exist; combine them as an option set.
    ///
    /// Source: table 3.2 of the WS/2 reference.
    public struct BrowseIncludes: IncludeSet {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `aliases`: Aliases.
        public static let aliases = BrowseIncludes(rawValue: 1 << 0)
        /// `annotation`: The annotation text.
        public static let annotation = BrowseIncludes(rawValue: 1 << 1)
        /// `tags`: Folksonomy tags with vote counts.
        public static let tags = BrowseIncludes(rawValue: 1 << 2)
        /// `user-tags`: The authenticated user's tags (needs authentication).
        public static let userTags = BrowseIncludes(rawValue: 1 << 3)
        /// `genres`: Genres with vote counts.
        public static let genres = BrowseIncludes(rawValue: 1 << 4)
        /// `user-genres`: The authenticated user's genres (needs authentication).
        public static let userGenres = BrowseIncludes(rawValue: 1 << 5)
        /// `ratings`: The average rating (0–5) and vote count.
        public static let ratings = BrowseIncludes(rawValue: 1 << 6)
        /// `user-ratings`: The authenticated user's rating (needs authentication).
        public static let userRatings = BrowseIncludes(rawValue: 1 << 7)
        /// `artist-credits`: Artist credits of the entity and of the embedded releases, recordings, release groups and tracks. Needs one of `recording-rels`, `release-rels`, `release-group-rels`.
        public static let artistCredits = BrowseIncludes(rawValue: 1 << 8)
        /// `area-rels`: Relationships to area entities.
        public static let areaRelationships = BrowseIncludes(rawValue: 1 << 9)
        /// `artist-rels`: Relationships to artist entities.
        public static let artistRelationships = BrowseIncludes(rawValue: 1 << 10)
        /// `event-rels`: Relationships to event entities.
        public static let eventRelationships = BrowseIncludes(rawValue: 1 << 11)
        /// `genre-rels`: Relationships to genre entities.
        public static let genreRelationships = BrowseIncludes(rawValue: 1 << 12)
        /// `instrument-rels`: Relationships to instrument entities.
        public static let instrumentRelationships = BrowseIncludes(rawValue: 1 << 13)
        /// `label-rels`: Relationships to label entities.
        public static let labelRelationships = BrowseIncludes(rawValue: 1 << 14)
        /// `place-rels`: Relationships to place entities.
        public static let placeRelationships = BrowseIncludes(rawValue: 1 << 15)
        /// `recording-rels`: Relationships to recording entities.
        public static let recordingRelationships = BrowseIncludes(rawValue: 1 << 16)
        /// `release-rels`: Relationships to release entities.
        public static let releaseRelationships = BrowseIncludes(rawValue: 1 << 17)
        /// `release-group-rels`: Relationships to release group entities.
        public static let releaseGroupRelationships = BrowseIncludes(rawValue: 1 << 18)
        /// `series-rels`: Relationships to series.
        public static let seriesRelationships = BrowseIncludes(rawValue: 1 << 19)
        /// `url-rels`: Relationships to URLs.
        public static let urlRelationships = BrowseIncludes(rawValue: 1 << 20)
        /// `work-rels`: Relationships to work entities.
        public static let workRelationships = BrowseIncludes(rawValue: 1 << 21)

        /// Every relationship include (`area-rels` … `work-rels`).
        public static let allRelationships: BrowseIncludes = [.areaRelationships, .artistRelationships, .eventRelationships, .genreRelationships, .instrumentRelationships, .labelRelationships, .placeRelationships, .recordingRelationships, .releaseRelationships, .releaseGroupRelationships, .seriesRelationships, .urlRelationships, .workRelationships]

        /// The members that need authentication.
        public static let authenticatedMembers: BrowseIncludes = [.userTags, .userGenres, .userRatings]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<BrowseIncludes>] = [
            IncludeDependency(
                .artistCredits, requiresOneOf: [.recordingRelationships, .releaseRelationships, .releaseGroupRelationships],
                reason: "it is accepted here only with relationships to recordings, releases or release groups, whose artist credits it adds"),
        ]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(BrowseIncludes, String)] = [
            (.aliases, "aliases"),
            (.annotation, "annotation"),
            (.tags, "tags"),
            (.userTags, "user-tags"),
            (.genres, "genres"),
            (.userGenres, "user-genres"),
            (.ratings, "ratings"),
            (.userRatings, "user-ratings"),
            (.artistCredits, "artist-credits"),
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
