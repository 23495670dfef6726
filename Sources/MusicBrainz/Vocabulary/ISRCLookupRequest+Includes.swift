extension ISRCLookupRequest {
    /// The `inc` values of an ISRC lookup (`/ws/2/isrc/<isrc>?inc=…`), for the recordings it
    /// answers with.
    ///
    /// With `releases`, JSON recordings do not carry their releases (XML ones do): look the
    /// recording up for them. `puids` and `artists` are left out.
    ///
    /// Source: table 2.3 of the WS/2 reference.
    public struct Includes: RatingIncludes, RelationshipIncludes, ReleaseListIncludes {
        /// The bits of the set.
        public let rawValue: UInt64
        /// Creates a set from its bits, `rawValue`.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `isrcs`: ISRCs of the recordings.
        public static let isrcs = Includes(.isrcs)
        /// `aliases`: Aliases.
        public static let aliases = Includes(.aliases)
        /// `tags`: Folksonomy tags with vote counts.
        public static let tags = Includes(.tags)
        /// `user-tags`: The authenticated user's tags (needs authentication).
        public static let userTags = Includes(.userTags)

        /// Every member.
        public static let lookupMembers: Includes = [
            .ratingMembers, .relationshipMembers, .releaseListMembers, isrcs, aliases, tags, userTags,
        ]
        /// `media` and `discids` need `releases`.
        public static let dependencies = releaseListDependencies
    }
}
