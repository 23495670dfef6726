extension ReleaseGroup: BrowsableEntity {
    /// The `inc` values of release group lookups (`/ws/2/release-group/<mbid>?inc=…`) and
    /// browses (`/ws/2/release-group?<link>=<mbid>&inc=…`).
    ///
    /// A browse takes no `releases`, `media` or `discids` (browse the releases instead); such a
    /// browse is refused before sending (``browseMembers``).
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

        /// `media` and `discids` need `releases`.
        public static let dependencies = releaseListDependencies

        /// `releases` takes a release status filter.
        public static let statusFilterSubqueries: Includes = .releases
    }
}

extension BrowseLink where Entity == ReleaseGroup {
    /// `artist`: The release groups linked to an artist (in its artist credit); takes the
    /// `type` and `release-group-status` filters.
    public static func artist(_ id: MBID) -> Self { Self(.artist, id) }
    /// `collection`: The release groups in a collection (a private collection needs
    /// authentication).
    public static func collection(_ id: MBID) -> Self { Self(.collection, id) }
    /// `release`: The release groups linked to a release (the release group of the release).
    public static func release(_ id: MBID) -> Self { Self(.release, id) }
}
