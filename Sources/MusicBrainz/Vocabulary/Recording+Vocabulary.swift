extension Recording: BrowsableEntity {
    /// The `inc` values of recording lookups (`/ws/2/recording/<mbid>?inc=…`) and browses
    /// (`/ws/2/recording?<link>=<mbid>&inc=…`).
    ///
    /// A browse takes no `releases`, `release-groups`, `media` or `discids` (browse the releases
    /// instead); such a browse is refused before sending (``browseMembers``). `release-groups`
    /// has an effect only together with `releases` (it adds each release's release group); the
    /// service accepts it alone.
    ///
    /// Source: tables 2.3 and 3.2 of the WS/2 reference.
    public struct Includes: TaggingIncludes, RatingIncludes, RelationshipIncludes, ReleaseListIncludes {
        /// The bits of the set.
        public let rawValue: UInt64
        /// Creates a set from its bits, `rawValue`.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `release-groups`: The release group of each embedded release.
        public static let releaseGroups = Includes(.releaseGroups)
        /// `isrcs`: ISRCs of the recording.
        public static let isrcs = Includes(.isrcs)
        /// `work-level-rels`: Also load the relationships of the works reached through work
        /// relationships (with `work-rels`). Needs `work-rels`.
        public static let workLevelRelationships = Includes(.workLevelRelationships)

        /// Every member.
        public static let lookupMembers: Includes = [browseMembers, releaseListMembers, releaseGroups]
        /// The folksonomy, rating and relationship includes, `artist-credits`, `isrcs` and
        /// `work-level-rels`.
        public static let browseMembers: Includes = [
            .taggingMembers, .ratingMembers, .relationshipMembers, isrcs, workLevelRelationships,
        ]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<Includes>] =
            releaseListDependencies + [
                IncludeDependency(
                    .workLevelRelationships, requiresOneOf: .workRelationships,
                    reason: "it loads the relationships of the works that work relationships reach")
            ]

        /// `releases` takes a release-group type filter.
        public static let typeFilterSubqueries: Includes = .releases
        /// `releases` takes a release status filter.
        public static let statusFilterSubqueries: Includes = .releases
    }
}

extension BrowseLink where Entity == Recording {
    /// `artist`: The recordings linked to an artist (credited on it).
    public static func artist(_ id: MBID) -> Self { Self(.artist, id) }
    /// `collection`: The recordings in a collection (a private collection needs authentication).
    public static func collection(_ id: MBID) -> Self { Self(.collection, id) }
    /// `release`: The recordings linked to a release (on its track list).
    public static func release(_ id: MBID) -> Self { Self(.release, id) }
    /// `work`: The recordings linked to a work (a recording of it).
    public static func work(_ id: MBID) -> Self { Self(.work, id) }
}
