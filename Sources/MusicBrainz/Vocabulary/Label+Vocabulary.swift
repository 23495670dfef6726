extension Label: BrowsableEntity {
    /// The `inc` values of label lookups (`/ws/2/label/<mbid>?inc=…`) and browses
    /// (`/ws/2/label?<link>=<mbid>&inc=…`).
    ///
    /// A browse takes no `releases`, `media` or `discids` (browse the releases instead); such a
    /// browse is refused before sending (``browseMembers``). `artist-credits` needs `releases`
    /// or one of `recording-rels`, `release-rels`, `release-group-rels`.
    ///
    /// Source: tables 2.3 and 3.2 of the WS/2 reference.
    public struct Includes: TaggingIncludes, RatingIncludes, RelationshipIncludes, ReleaseListIncludes {
        /// The bits of the set.
        public let rawValue: UInt64
        /// Creates a set from its bits, `rawValue`.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// Every member.
        public static let lookupMembers: Includes = [browseMembers, releaseListMembers]
        /// The folksonomy, rating and relationship includes, and `artist-credits`.
        public static let browseMembers: Includes = [.taggingMembers, .ratingMembers, .relationshipMembers]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<Includes>] =
            [artistCreditsRule(alsoUnlockedBy: .releases)] + releaseListDependencies

        /// `releases` takes a release-group type filter.
        public static let typeFilterSubqueries: Includes = .releases
        /// `releases` takes a release status filter.
        public static let statusFilterSubqueries: Includes = .releases
    }
}

extension BrowseLink where Entity == Label {
    /// `area`: The labels linked to an area (where it is based).
    public static func area(_ id: MBID) -> Self { Self(.area, id) }
    /// `collection`: The labels in a collection (a private collection needs authentication).
    public static func collection(_ id: MBID) -> Self { Self(.collection, id) }
    /// `release`: The labels linked to a release (by a label info entry).
    public static func release(_ id: MBID) -> Self { Self(.release, id) }
}
