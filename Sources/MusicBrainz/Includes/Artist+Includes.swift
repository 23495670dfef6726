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
    public struct Includes: IncludeSet {
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
        /// `area-rels`: Relationships to area entities.
        public static let areaRelationships = Includes(rawValue: 1 << 17)
        /// `artist-rels`: Relationships to artist entities.
        public static let artistRelationships = Includes(rawValue: 1 << 18)
        /// `event-rels`: Relationships to event entities.
        public static let eventRelationships = Includes(rawValue: 1 << 19)
        /// `genre-rels`: Relationships to genre entities.
        public static let genreRelationships = Includes(rawValue: 1 << 20)
        /// `instrument-rels`: Relationships to instrument entities.
        public static let instrumentRelationships = Includes(rawValue: 1 << 21)
        /// `label-rels`: Relationships to label entities.
        public static let labelRelationships = Includes(rawValue: 1 << 22)
        /// `place-rels`: Relationships to place entities.
        public static let placeRelationships = Includes(rawValue: 1 << 23)
        /// `recording-rels`: Relationships to recording entities.
        public static let recordingRelationships = Includes(rawValue: 1 << 24)
        /// `release-rels`: Relationships to release entities.
        public static let releaseRelationships = Includes(rawValue: 1 << 25)
        /// `release-group-rels`: Relationships to release group entities.
        public static let releaseGroupRelationships = Includes(rawValue: 1 << 26)
        /// `series-rels`: Relationships to series.
        public static let seriesRelationships = Includes(rawValue: 1 << 27)
        /// `url-rels`: Relationships to URLs.
        public static let urlRelationships = Includes(rawValue: 1 << 28)
        /// `work-rels`: Relationships to work entities.
        public static let workRelationships = Includes(rawValue: 1 << 29)

        /// Every relationship include (`area-rels` … `work-rels`).
        public static let allRelationships: Includes = [.areaRelationships, .artistRelationships, .eventRelationships, .genreRelationships, .instrumentRelationships, .labelRelationships, .placeRelationships, .recordingRelationships, .releaseRelationships, .releaseGroupRelationships, .seriesRelationships, .urlRelationships, .workRelationships]

        /// The members that need authentication.
        public static let authenticatedMembers: Includes = [.userTags, .userGenres, .userRatings]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<Includes>] = [
            IncludeDependency(
                .artistCredits, requiresOneOf: [.releases, .recordings, .releaseGroups, .works, .recordingRelationships, .releaseRelationships, .releaseGroupRelationships],
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
        public static let wireNames: [(Includes, String)] = [
            (.recordings, "recordings"),
            (.releases, "releases"),
            (.releaseGroups, "release-groups"),
            (.works, "works"),
            (.artistCredits, "artist-credits"),
            (.discIDs, "discids"),
            (.media, "media"),
            (.isrcs, "isrcs"),
            (.variousArtists, "various-artists"),
            (.aliases, "aliases"),
            (.annotation, "annotation"),
            (.tags, "tags"),
            (.userTags, "user-tags"),
            (.genres, "genres"),
            (.userGenres, "user-genres"),
            (.ratings, "ratings"),
            (.userRatings, "user-ratings"),
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
