extension Release {
    /// The `inc` parameters of a release lookup (`/ws/2/release/<mbid>?inc=…`).
    ///
    /// Only the values the web service accepts for this entity exist. Combine them as an option set:
    /// `[.aliases, .urlRelationships]`.
    public struct Includes: IncludeSet {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `artist-credits`: Artist credits of the entity and of embedded releases, recordings, release groups and tracks.
        public static let artistCredits = Includes(rawValue: 1 << 0)
        /// `labels`: Labels and catalog numbers.
        public static let labels = Includes(rawValue: 1 << 1)
        /// `recordings`: Embedded recordings (at most 25 in a lookup; browse for more). On a release: the track lists.
        public static let recordings = Includes(rawValue: 1 << 2)
        /// `release-groups`: Embedded release groups (at most 25 in a lookup), or a release's release group.
        public static let releaseGroups = Includes(rawValue: 1 << 3)
        /// `media`: Media with their format and track count.
        public static let media = Includes(rawValue: 1 << 4)
        /// `discids`: Disc IDs of the media (implies media).
        public static let discIDs = Includes(rawValue: 1 << 5)
        /// `isrcs`: ISRCs of the recordings (needs recordings where the entity embeds them).
        public static let isrcs = Includes(rawValue: 1 << 6)
        /// `collections`: Public collections that contain the release (and the user's private ones when authenticated).
        public static let collections = Includes(rawValue: 1 << 7)
        /// `user-collections`: The authenticated user's collections that contain the release (needs authentication).
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
        /// `recording-level-rels`: Relationships to entities of type `recording-level` (`recording-level-rels`).
        public static let recordingLevelRelationships = Includes(rawValue: 1 << 17)
        /// `release-group-level-rels`: Relationships to entities of type `release-group-level` (`release-group-level-rels`).
        public static let releaseGroupLevelRelationships = Includes(rawValue: 1 << 18)
        /// `work-level-rels`: Relationships to entities of type `work-level` (`work-level-rels`).
        public static let workLevelRelationships = Includes(rawValue: 1 << 19)
        /// `area-rels`: Relationships to entities of type `area` (`area-rels`).
        public static let areaRelationships = Includes(rawValue: 1 << 20)
        /// `artist-rels`: Relationships to entities of type `artist` (`artist-rels`).
        public static let artistRelationships = Includes(rawValue: 1 << 21)
        /// `event-rels`: Relationships to entities of type `event` (`event-rels`).
        public static let eventRelationships = Includes(rawValue: 1 << 22)
        /// `genre-rels`: Relationships to entities of type `genre` (`genre-rels`).
        public static let genreRelationships = Includes(rawValue: 1 << 23)
        /// `instrument-rels`: Relationships to entities of type `instrument` (`instrument-rels`).
        public static let instrumentRelationships = Includes(rawValue: 1 << 24)
        /// `label-rels`: Relationships to entities of type `label` (`label-rels`).
        public static let labelRelationships = Includes(rawValue: 1 << 25)
        /// `place-rels`: Relationships to entities of type `place` (`place-rels`).
        public static let placeRelationships = Includes(rawValue: 1 << 26)
        /// `recording-rels`: Relationships to entities of type `recording` (`recording-rels`).
        public static let recordingRelationships = Includes(rawValue: 1 << 27)
        /// `release-rels`: Relationships to entities of type `release` (`release-rels`).
        public static let releaseRelationships = Includes(rawValue: 1 << 28)
        /// `release-group-rels`: Relationships to entities of type `release-group` (`release-group-rels`).
        public static let releaseGroupRelationships = Includes(rawValue: 1 << 29)
        /// `series-rels`: Relationships to entities of type `series` (`series-rels`).
        public static let seriesRelationships = Includes(rawValue: 1 << 30)
        /// `url-rels`: Relationships to entities of type `url` (`url-rels`).
        public static let urlRelationships = Includes(rawValue: 1 << 31)
        /// `work-rels`: Relationships to entities of type `work` (`work-rels`).
        public static let workRelationships = Includes(rawValue: 1 << 32)

        /// Every relationship include (`area-rels` … `work-rels`).
        public static let allRelationships: Includes = [.areaRelationships, .artistRelationships, .eventRelationships, .genreRelationships, .instrumentRelationships, .labelRelationships, .placeRelationships, .recordingRelationships, .releaseRelationships, .releaseGroupRelationships, .seriesRelationships, .urlRelationships, .workRelationships]

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
