extension URLEntity {
    /// The `inc` parameters of a URL lookup (`/ws/2/url/<mbid>` and `/ws/2/url?resource=…?inc=…`).
    ///
    /// Only the values the web service accepts for this lookup exist; combine them as an option set,
    /// such as `[.aliases, .urlRelationships]`. ``IncludeSet/validate()`` checks the members that need
    /// another one (``dependencies``) before the request is sent.
    ///
    /// URLs take only relationship includes.
    ///
    /// Source: table 2.3 of the WS/2 reference.
    public struct Includes: IncludeSet {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `artist-credits`: Artist credits of the entity and of the embedded releases, recordings, release groups and tracks. Needs one of `recording-rels`, `release-rels`, `release-group-rels`.
        public static let artistCredits = Includes(rawValue: 1 << 0)
        /// `area-rels`: Relationships to area entities.
        public static let areaRelationships = Includes(rawValue: 1 << 1)
        /// `artist-rels`: Relationships to artist entities.
        public static let artistRelationships = Includes(rawValue: 1 << 2)
        /// `event-rels`: Relationships to event entities.
        public static let eventRelationships = Includes(rawValue: 1 << 3)
        /// `genre-rels`: Relationships to genre entities.
        public static let genreRelationships = Includes(rawValue: 1 << 4)
        /// `instrument-rels`: Relationships to instrument entities.
        public static let instrumentRelationships = Includes(rawValue: 1 << 5)
        /// `label-rels`: Relationships to label entities.
        public static let labelRelationships = Includes(rawValue: 1 << 6)
        /// `place-rels`: Relationships to place entities.
        public static let placeRelationships = Includes(rawValue: 1 << 7)
        /// `recording-rels`: Relationships to recording entities.
        public static let recordingRelationships = Includes(rawValue: 1 << 8)
        /// `release-rels`: Relationships to release entities.
        public static let releaseRelationships = Includes(rawValue: 1 << 9)
        /// `release-group-rels`: Relationships to release group entities.
        public static let releaseGroupRelationships = Includes(rawValue: 1 << 10)
        /// `series-rels`: Relationships to series.
        public static let seriesRelationships = Includes(rawValue: 1 << 11)
        /// `url-rels`: Relationships to URLs.
        public static let urlRelationships = Includes(rawValue: 1 << 12)
        /// `work-rels`: Relationships to work entities.
        public static let workRelationships = Includes(rawValue: 1 << 13)

        /// Every relationship include (`area-rels` … `work-rels`).
        public static let allRelationships: Includes = [.areaRelationships, .artistRelationships, .eventRelationships, .genreRelationships, .instrumentRelationships, .labelRelationships, .placeRelationships, .recordingRelationships, .releaseRelationships, .releaseGroupRelationships, .seriesRelationships, .urlRelationships, .workRelationships]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<Includes>] = [
            IncludeDependency(
                .artistCredits, requiresOneOf: [.recordingRelationships, .releaseRelationships, .releaseGroupRelationships],
                reason: "it is accepted here only with relationships to recordings, releases or release groups, whose artist credits it adds"),
        ]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] = [
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
