extension Place {
    /// The `inc` parameters of a place lookup (`/ws/2/place/<mbid>?inc=…`).
    ///
    /// Only the values the web service accepts for this entity exist. Combine them as an option set:
    /// `[.aliases, .urlRelationships]`.
    public struct Includes: IncludeSet {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `aliases`: Aliases.
        public static let aliases = Includes(rawValue: 1 << 0)
        /// `annotation`: The annotation text.
        public static let annotation = Includes(rawValue: 1 << 1)
        /// `tags`: Folksonomy tags with vote counts.
        public static let tags = Includes(rawValue: 1 << 2)
        /// `user-tags`: The authenticated user's tags (needs authentication).
        public static let userTags = Includes(rawValue: 1 << 3)
        /// `genres`: Genres with vote counts.
        public static let genres = Includes(rawValue: 1 << 4)
        /// `user-genres`: The authenticated user's genres (needs authentication).
        public static let userGenres = Includes(rawValue: 1 << 5)
        /// `ratings`: The average rating (0–5) and vote count.
        public static let ratings = Includes(rawValue: 1 << 6)
        /// `user-ratings`: The authenticated user's rating (needs authentication).
        public static let userRatings = Includes(rawValue: 1 << 7)
        /// `area-rels`: Relationships to entities of type `area` (`area-rels`).
        public static let areaRelationships = Includes(rawValue: 1 << 8)
        /// `artist-rels`: Relationships to entities of type `artist` (`artist-rels`).
        public static let artistRelationships = Includes(rawValue: 1 << 9)
        /// `event-rels`: Relationships to entities of type `event` (`event-rels`).
        public static let eventRelationships = Includes(rawValue: 1 << 10)
        /// `genre-rels`: Relationships to entities of type `genre` (`genre-rels`).
        public static let genreRelationships = Includes(rawValue: 1 << 11)
        /// `instrument-rels`: Relationships to entities of type `instrument` (`instrument-rels`).
        public static let instrumentRelationships = Includes(rawValue: 1 << 12)
        /// `label-rels`: Relationships to entities of type `label` (`label-rels`).
        public static let labelRelationships = Includes(rawValue: 1 << 13)
        /// `place-rels`: Relationships to entities of type `place` (`place-rels`).
        public static let placeRelationships = Includes(rawValue: 1 << 14)
        /// `recording-rels`: Relationships to entities of type `recording` (`recording-rels`).
        public static let recordingRelationships = Includes(rawValue: 1 << 15)
        /// `release-rels`: Relationships to entities of type `release` (`release-rels`).
        public static let releaseRelationships = Includes(rawValue: 1 << 16)
        /// `release-group-rels`: Relationships to entities of type `release-group` (`release-group-rels`).
        public static let releaseGroupRelationships = Includes(rawValue: 1 << 17)
        /// `series-rels`: Relationships to entities of type `series` (`series-rels`).
        public static let seriesRelationships = Includes(rawValue: 1 << 18)
        /// `url-rels`: Relationships to entities of type `url` (`url-rels`).
        public static let urlRelationships = Includes(rawValue: 1 << 19)
        /// `work-rels`: Relationships to entities of type `work` (`work-rels`).
        public static let workRelationships = Includes(rawValue: 1 << 20)

        /// Every relationship include (`area-rels` … `work-rels`).
        public static let allRelationships: Includes = [.areaRelationships, .artistRelationships, .eventRelationships, .genreRelationships, .instrumentRelationships, .labelRelationships, .placeRelationships, .recordingRelationships, .releaseRelationships, .releaseGroupRelationships, .seriesRelationships, .urlRelationships, .workRelationships]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] = [
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
