extension URLEntity {
    /// The `inc` values of URL lookups (`/ws/2/url/<mbid>?inc=…` and `/ws/2/url?resource=…&inc=…`):
    /// the relationship includes and `artist-credits`, which needs `recording-rels`,
    /// `release-rels` or `release-group-rels`. URLs cannot be browsed.
    ///
    /// Source: table 2.3 of the WS/2 reference.
    public struct Includes: RelationshipIncludes {
        /// The bits of the set.
        public let rawValue: UInt64
        /// Creates a set from its bits, `rawValue`.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// The relationship includes and `artist-credits`.
        public static let lookupMembers: Includes = relationshipMembers
        /// `artist-credits` needs a relationship whose artist credits it adds.
        public static let dependencies = [artistCreditsRule()]
    }
}
