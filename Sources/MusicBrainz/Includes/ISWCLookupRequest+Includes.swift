extension ISWCLookupRequest {
    /// The `inc` parameters of an ISWC lookup (`/ws/2/iswc/<iswc>?inc=…`).
    ///
    /// `artists` is left out (an alias of `artist-credits`).
    ///
    /// Source: table 2.3 of the WS/2 reference.
    public struct Includes: RatingIncludes, RelationshipIncludes {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `artist-credits`: Artist credits of the entity and of the embedded releases, recordings, release groups and tracks.
        public static let artistCredits = Includes(rawValue: 1 << 0)
        /// `aliases`: Aliases.
        public static let aliases = Includes(rawValue: 1 << 1)
        /// `tags`: Folksonomy tags with vote counts.
        public static let tags = Includes(rawValue: 1 << 2)
        /// `user-tags`: The authenticated user's tags (needs authentication).
        public static let userTags = Includes(rawValue: 1 << 3)

        /// The members that need authentication.
        public static let authenticatedMembers: Includes = [.userTags, .userRatings]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] =
            ratingWireNames + [
                (.artistCredits, "artist-credits"),
                (.aliases, "aliases"),
                (.tags, "tags"),
                (.userTags, "user-tags"),
            ] + relationshipWireNames
    }
}
