extension ISRCLookupRequest {
    /// The `inc` parameters of an ISRC lookup (`/ws/2/isrc/<isrc>?inc=…`).
    ///
    /// With `releases`, JSON recordings do not carry their releases (XML ones do): look the
    /// recording up for them. `puids` and `artists` are left out.
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
        /// `releases`: Embedded releases (at most 25 in a lookup; browse for more).
        public static let releases = Includes(rawValue: 1 << 1)
        /// `discids`: Disc IDs of the media (implies media). Needs `releases`.
        public static let discIDs = Includes(rawValue: 1 << 2)
        /// `media`: Media with their format and track count. Needs `releases`.
        public static let media = Includes(rawValue: 1 << 3)
        /// `isrcs`: ISRCs of the recordings.
        public static let isrcs = Includes(rawValue: 1 << 4)
        /// `aliases`: Aliases.
        public static let aliases = Includes(rawValue: 1 << 5)
        /// `tags`: Folksonomy tags with vote counts.
        public static let tags = Includes(rawValue: 1 << 6)
        /// `user-tags`: The authenticated user's tags (needs authentication).
        public static let userTags = Includes(rawValue: 1 << 7)
        /// `ratings`: The average rating (0–5) and vote count.
        public static let ratings = Includes(rawValue: 1 << 8)
        /// `user-ratings`: The authenticated user's rating (needs authentication).
        public static let userRatings = Includes(rawValue: 1 << 9)
        /// `area-rels`: Relationships to area entities.
        public static let areaRelationships = Includes(rawValue: 1 << 10)
        /// `artist-rels`: Relationships to artist entities.
        public static let artistRelationships = Includes(rawValue: 1 << 11)
        /// `event-rels`: Relationships to event entities.
        public static let eventRelationships = Includes(rawValue: 1 << 12)
        /// `genre-rels`: Relationships to genre entities.
        public static let genreRelationships = Includes(rawValue: 1 << 13)
        /// `instrument-rels`: Relationships to instrument entities.
        public static let instrumentRelationships = Includes(rawValue: 1 << 14)
        /// `label-rels`: Relationships to label entities.
        public static let labelRelationships = Includes(rawValue: 1 << 15)
        /// `place-rels`: Relationships to place entities.
        public static let placeRelationships = Includes(rawValue: 1 << 16)
        /// `recording-rels`: Relationships to recording entities.
        public static let recordingRelationships = Includes(rawValue: 1 << 17)
        /// `release-rels`: Relationships to release entities.
        public static let releaseRelationships = Includes(rawValue: 1 << 18)
        /// `release-group-rels`: Relationships to release group entities.
        public static let releaseGroupRelationships = Includes(rawValue: 1 << 19)
        /// `series-rels`: Relationships to series.
        public static let seriesRelationships = Includes(rawValue: 1 << 20)
        /// `url-rels`: Relationships to URLs.
        public static let urlRelationships = Includes(rawValue: 1 << 21)
        /// `work-rels`: Relationships to work entities.
        public static let workRelationships = Includes(rawValue: 1 << 22)

        /// Every relationship include (`area-rels` … `work-rels`).
        public static let allRelationships: Includes = [.areaRelationships, .artistRelationships, .eventRelationships, .genreRelationships, .instrumentRelationships, .labelRelationships, .placeRelationships, .recordingRelationships, .releaseRelationships, .releaseGroupRelationships, .seriesRelationships, .urlRelationships, .workRelationships]

        /// The members that need authentication.
        public static let authenticatedMembers: Includes = [.userTags, .userRatings]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<Includes>] = [
            IncludeDependency(
                .discIDs, requiresOneOf: [.releases],
                reason: "it adds disc IDs to the media of the embedded releases"),
            IncludeDependency(
                .media, requiresOneOf: [.releases],
                reason: "it adds media to the embedded releases"),
        ]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] = [
            (.artistCredits, "artist-credits"),
            (.releases, "releases"),
            (.discIDs, "discids"),
            (.media, "media"),
            (.isrcs, "isrcs"),
            (.aliases, "aliases"),
            (.tags, "tags"),
            (.userTags, "user-tags"),
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
