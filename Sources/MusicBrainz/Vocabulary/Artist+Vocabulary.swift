extension Artist: BrowsableEntity {
    /// The `inc` values of artist lookups (`/ws/2/artist/<mbid>?inc=…`) and browses
    /// (`/ws/2/artist?<link>=<mbid>&inc=…`).
    ///
    /// A browse takes no sub-query (`recordings`, `releases`, `release-groups`, `works`) nor what
    /// extends one (`discids`, `media`, `isrcs`, `various-artists`): browse those entities
    /// instead. Such a browse is refused before sending (``browseMembers``). `artist-credits`
    /// needs a sub-query or one of `recording-rels`, `release-rels`, `release-group-rels`.
    ///
    /// Source: tables 2.3 and 3.2 of the WS/2 reference.
    public struct Includes: TaggingIncludes, RatingIncludes, RelationshipIncludes, ReleaseListIncludes {
        /// The bits of the set.
        public let rawValue: UInt64
        /// Creates a set from its bits, `rawValue`.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `recordings`: Embedded recordings (at most 25 in a lookup; browse for more).
        public static let recordings = Includes(.recordings)
        /// `release-groups`: Embedded release groups (at most 25 in a lookup; browse for more).
        public static let releaseGroups = Includes(.releaseGroups)
        /// `works`: Embedded works (at most 25 in a lookup; browse for more).
        public static let works = Includes(.works)
        /// `isrcs`: ISRCs of the embedded recordings. Needs `recordings`.
        public static let isrcs = Includes(.isrcs)
        /// `various-artists`: Releases where the artist appears only in track artist credits, not
        /// in the release's artist credit. Needs `releases`.
        public static let variousArtists = Includes(.variousArtists)

        /// Every member.
        public static let lookupMembers: Includes = [
            browseMembers, releaseListMembers, recordings, releaseGroups, works, isrcs, variousArtists,
        ]
        /// The folksonomy, rating and relationship includes, and `artist-credits`.
        public static let browseMembers: Includes = [.taggingMembers, .ratingMembers, .relationshipMembers]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<Includes>] =
            [artistCreditsRule(alsoUnlockedBy: [.releases, .recordings, .releaseGroups, .works])]
            + releaseListDependencies + [
                IncludeDependency(
                    .isrcs, requiresOneOf: .recordings, reason: "it adds ISRCs to the embedded recordings"),
                IncludeDependency(
                    .variousArtists, requiresOneOf: .releases,
                    reason: "it lists releases where the artist appears only in track artist credits"),
            ]

        /// `releases` and `release-groups` take a release-group type filter.
        public static let typeFilterSubqueries: Includes = [.releases, .releaseGroups]
        /// `releases` takes a release status filter.
        public static let statusFilterSubqueries: Includes = .releases
    }
}

extension BrowseLink where Entity == Artist {
    /// `area`: The artists linked to an area (whose area it is).
    public static func area(_ id: MBID) -> Self { Self(.area, id) }
    /// `collection`: The artists in a collection (a private collection needs authentication).
    public static func collection(_ id: MBID) -> Self { Self(.collection, id) }
    /// `recording`: The artists linked to a recording (credited on it).
    public static func recording(_ id: MBID) -> Self { Self(.recording, id) }
    /// `release`: The artists linked to a release (credited on it or its tracks).
    public static func release(_ id: MBID) -> Self { Self(.release, id) }
    /// `release-group`: The artists linked to a release group (credited on it).
    public static func releaseGroup(_ id: MBID) -> Self { Self(.releaseGroup, id) }
    /// `work`: The artists linked to a work (related to it).
    public static func work(_ id: MBID) -> Self { Self(.work, id) }
}
