extension Area {
    /// The `inc` parameters of an area lookup (`/ws/2/area/<mbid>?inc=…`).
    ///
    /// Only the values the web service accepts for this lookup exist; combine them as an option set,
    /// such as `[.aliases, .urlRelationships]`. ``IncludeSet/validate()`` checks the members that need
    /// another one (``dependencies``) before the request is sent.
    ///
    /// Areas are not ratable: `ratings` is accepted but yields nothing.
    ///
    /// Source: table 2.3 of the WS/2 reference.
    public struct Includes: TaggingIncludes, RatingIncludes, RelationshipIncludes {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `artist-credits`: Artist credits of the entity and of the embedded releases, recordings, release groups and tracks. Needs one of `recording-rels`, `release-rels`, `release-group-rels`.
        public static let artistCredits = Includes(rawValue: 1 << 0)

        /// The members that need authentication.
        public static let authenticatedMembers: Includes = [.userTags, .userGenres, .userRatings]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<Includes>] = [
            IncludeDependency(
                .artistCredits,
                requiresOneOf: [.recordingRelationships, .releaseRelationships, .releaseGroupRelationships],
                reason:
                    "it is accepted here only with relationships to recordings, releases or release groups, whose artist credits it adds"
            )
        ]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] =
            taggingWireNames + ratingWireNames + [
                (.artistCredits, "artist-credits")
            ] + relationshipWireNames
    }
}
