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
    public struct Includes: IncludeSet {
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
        /// `aliases`: Aliases.
        public static let aliases = Includes(rawValue: 1 << 9)
        /// `annotation`: The annotation text.
        public static let annotation = Includes(rawValue: 1 << 10)
        /// `tags`: Folksonomy tags with vote counts.
        public static let tags = Includes(rawValue: 1 << 11)
        /// `user-tags`: The authenticated user's tags (needs authentication).
        public static let userTags = Includes(rawValue: 1 << 12)
        /// `genres`: Genres with vote counts.
        public static let genres = Includes(rawValue: 1 << 13)
        /// `user-genres`: The authenticated user's genres (needs authentication).
        public static let userGenres = Includes(rawValue: 1 << 14)
        /// `ratings`: The average rating (0–5) and vote count.
        public static let ratings = Includes(rawValue: 1 << 15)
        /// `user-ratings`: The authenticated user's rating (needs authentication).
        public static let userRatings = Includes(rawValue: 1 << 16)
        /// `recording-level-rels`: Also load the relationships of each track's recording (with `recordings`; honoured for releases of at most 500 recordings). Needs `recordings`.
        public static let recordingLevelRelationships = Includes(rawValue: 1 << 17)
        /// `release-group-level-rels`: Also load the relationships of the release group (with `release-groups`). Needs `release-groups`.
        public static let releaseGroupLevelRelationships = Includes(rawValue: 1 << 18)
        /// `work-level-rels`: Also load the relationships of the works reached through work relationships (with `work-rels`). Needs `work-rels`.
        public static let workLevelRelationships = Includes(rawValue: 1 << 19)
        /// `area-rels`: Relationships to area entities.
        public static let areaRelationships = Includes(rawValue: 1 << 20)
        /// `artist-rels`: Relationships to artist entities.
        public static let artistRelationships = Includes(rawValue: 1 << 21)
        /// `event-rels`: Relationships to event entities.
        public static let eventRelationships = Includes(rawValue: 1 << 22)
        /// `genre-rels`: Relationships to genre entities.
        public static let genreRelationships = Includes(rawValue: 1 << 23)
        /// `instrument-rels`: Relationships to instrument entities.
        public static let instrumentRelationships = Includes(rawValue: 1 << 24)
        /// `label-rels`: Relationships to label entities.
        public static let labelRelationships = Includes(rawValue: 1 << 25)
        /// `place-rels`: Relationships to place entities.
        public static let placeRelationships = Includes(rawValue: 1 << 26)
        /// `recording-rels`: Relationships to recording entities.
        public static let recordingRelationships = Includes(rawValue: 1 << 27)
        /// `release-rels`: Relationships to release entities.
        public static let releaseRelationships = Includes(rawValue: 1 << 28)
        /// `release-group-rels`: Relationships to release group entities.
        public static let releaseGroupRelationships = Includes(rawValue: 1 << 29)
        /// `series-rels`: Relationships to series.
        public static let seriesRelationships = Includes(rawValue: 1 << 30)
        /// `url-rels`: Relationships to URLs.
        public static let urlRelationships = Includes(rawValue: 1 << 31)
        /// `work-rels`: Relationships to work entities.
        public static let workRelationships = Includes(rawValue: 1 << 32)

        /// Every relationship include (`area-rels` … `work-rels`).
        public static let allRelationships: Includes = [.areaRelationships, .artistRelationships, .eventRelationships, .genreRelationships, .instrumentRelationships, .labelRelationships, .placeRelationships, .recordingRelationships, .releaseRelationships, .releaseGroupRelationships, .seriesRelationships, .urlRelationships, .workRelationships]

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
        public static let wireNames: [(Includes, String)] = [
            (.artistCredits, "artist-credits"),
            (.labels, "labels"),
            (.recordings, "recordings"),
            (.releaseGroups, "release-groups"),
            (.media, "media"),
            (.discIDs, "discids"),
            (.isrcs, "isrcs"),
            (.collections, "collections"),
            (.userCollections, "user-collections"),
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
