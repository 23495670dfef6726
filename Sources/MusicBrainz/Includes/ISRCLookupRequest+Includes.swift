extension ISRCLookupRequest {
    /// The `inc` parameters of an ISRC lookup (`/ws/2/isrc/<isrc>?inc=…`).
    ///
    /// With `releases`, JSON recordings do not carry their releases (XML ones do): look the
    /// recording up for them. `puids` and `artists` are left out.
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
        /// `releases`: Embedded releases (at most 25 in a lookup; browse for more).
        public static let releases = Includes(rawValue: 1 << 1)
        /// `discids`: Disc IDs of the media (implies media). Needs `releases`.
        public static let discIDs = Includes(rawValue: 1 << 2)
        /// `media`: Media with their format and track count. Needs `releases`.
        public static let media = Includes(rawValue: 1 << 3)
        /// `isrcs`: ISRCs of the recordings.
        public static let isrcs = Includes(rawValue: 1 << 4)
        /// `aliases`: Aliases.
        public static let aliases = Includes(rawValue: 1 << 5)
        /// `tags`: Folksonomy tags with vote counts.
        public static let tags = Includes(rawValue: 1 << 6)
        /// `user-tags`: The authenticated user's tags (needs authentication).
        public static let userTags = Includes(rawValue: 1 << 7)

        /// The members that need authentication.
        public static let authenticatedMembers: Includes = [.userTags, .userRatings]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<Includes>] = [
            IncludeDependency(
                .discIDs, requiresOneOf: [.releases],
                reason: "it adds disc IDs to the media of the embedded releases"),
            IncludeDependency(
                .media, requiresOneOf: [.releases],
                reason: "it adds media to the embedded releases"),
        ]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] =
            ratingWireNames + [
                (.artistCredits, "artist-credits"),
                (.releases, "releases"),
                (.discIDs, "discids"),
                (.media, "media"),
                (.isrcs, "isrcs"),
                (.aliases, "aliases"),
                (.tags, "tags"),
                (.userTags, "user-tags"),
            ] + relationshipWireNames
    }
}
