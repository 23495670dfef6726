extension URLEntity {
    /// The `inc` parameters of a URL lookup (`/ws/2/url/<mbid>?inc=…`).
    ///
    /// Only the values the web service accepts for this entity exist. Combine them as an option set:
    /// `[.aliases, .urlRelationships]`.
    public struct Includes: IncludeSet {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `area-rels`: Relationships to entities of type `area` (`area-rels`).
        public static let areaRelationships = Includes(rawValue: 1 << 0)
        /// `artist-rels`: Relationships to entities of type `artist` (`artist-rels`).
        public static let artistRelationships = Includes(rawValue: 1 << 1)
        /// `event-rels`: Relationships to entities of type `event` (`event-rels`).
        public static let eventRelationships = Includes(rawValue: 1 << 2)
        /// `genre-rels`: Relationships to entities of type `genre` (`genre-rels`).
        public static let genreRelationships = Includes(rawValue: 1 << 3)
        /// `instrument-rels`: Relationships to entities of type `instrument` (`instrument-rels`).
        public static let instrumentRelationships = Includes(rawValue: 1 << 4)
        /// `label-rels`: Relationships to entities of type `label` (`label-rels`).
        public static let labelRelationships = Includes(rawValue: 1 << 5)
        /// `place-rels`: Relationships to entities of type `place` (`place-rels`).
        public static let placeRelationships = Includes(rawValue: 1 << 6)
        /// `recording-rels`: Relationships to entities of type `recording` (`recording-rels`).
        public static let recordingRelationships = Includes(rawValue: 1 << 7)
        /// `release-rels`: Relationships to entities of type `release` (`release-rels`).
        public static let releaseRelationships = Includes(rawValue: 1 << 8)
        /// `release-group-rels`: Relationships to entities of type `release-group` (`release-group-rels`).
        public static let releaseGroupRelationships = Includes(rawValue: 1 << 9)
        /// `series-rels`: Relationships to entities of type `series` (`series-rels`).
        public static let seriesRelationships = Includes(rawValue: 1 << 10)
        /// `url-rels`: Relationships to entities of type `url` (`url-rels`).
        public static let urlRelationships = Includes(rawValue: 1 << 11)
        /// `work-rels`: Relationships to entities of type `work` (`work-rels`).
        public static let workRelationships = Includes(rawValue: 1 << 12)

        /// Every relationship include (`area-rels` … `work-rels`).
        public static let allRelationships: Includes = [.areaRelationships, .artistRelationships, .eventRelationships, .genreRelationships, .instrumentRelationships, .labelRelationships, .placeRelationships, .recordingRelationships, .releaseRelationships, .releaseGroupRelationships, .seriesRelationships, .urlRelationships, .workRelationships]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] = [
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
