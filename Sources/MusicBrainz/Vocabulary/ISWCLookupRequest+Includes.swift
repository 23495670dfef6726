extension ISWCLookupRequest {
    /// The `inc` values of an ISWC lookup (`/ws/2/iswc/<iswc>?inc=…`), for the works it answers
    /// with.
    ///
    /// `artists` is left out (an alias of `artist-credits`).
    ///
    /// Source: table 2.3 of the WS/2 reference.
    public struct Includes: RatingIncludes, RelationshipIncludes {
        /// The bits of the set.
        public let rawValue: UInt64
        /// Creates a set from its bits, `rawValue`.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `aliases`: Aliases.
        public static let aliases = Includes(.aliases)
        /// `tags`: Folksonomy tags with vote counts.
        public static let tags = Includes(.tags)
        /// `user-tags`: The authenticated user's tags (needs authentication).
        public static let userTags = Includes(.userTags)

        /// Every member.
        public static let lookupMembers: Includes = [.ratingMembers, .relationshipMembers, aliases, tags, userTags]
    }
}
