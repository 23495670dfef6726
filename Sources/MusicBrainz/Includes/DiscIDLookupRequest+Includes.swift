extension DiscIDLookupRequest {
    /// The `inc` parameters of a disc ID lookup (`/ws/2/discid/<discid>?inc=…`).
    ///
    /// `media` and `discids` are always on for this lookup, so they are not members. `puids`,
    /// `artists` and `cdstubs` are left out (the CD stub switch is ``DiscIDLookupRequest/includesCDStubs``).
    ///
    /// Source: table 2.3 of the WS/2 reference.
    public struct Includes: RelationshipIncludes {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `artist-credits`: Artist credits of the entity and of the embedded releases, recordings, release groups and tracks.
        public static let artistCredits = Includes(rawValue: 1 << 0)
        /// `labels`: Labels and catalog numbers (label info).
        public static let labels = Includes(rawValue: 1 << 1)
        /// `recordings`: Embedded recordings (at most 25 in a lookup; browse for more). On a release: the track lists of the media.
        public static let recordings = Includes(rawValue: 1 << 2)
        /// `release-groups`: Embedded release groups (at most 25 in a lookup; browse for more), or a release's release group.
        public static let releaseGroups = Includes(rawValue: 1 << 3)
        /// `isrcs`: ISRCs of the recordings.
        public static let isrcs = Includes(rawValue: 1 << 4)
        /// `aliases`: Aliases.
        public static let aliases = Includes(rawValue: 1 << 5)
        /// `tags`: Folksonomy tags with vote counts.
        public static let tags = Includes(rawValue: 1 << 6)
        /// `user-tags`: The authenticated user's tags (needs authentication).
        public static let userTags = Includes(rawValue: 1 << 7)
        /// `genres`: Genres with vote counts.
        public static let genres = Includes(rawValue: 1 << 8)
        /// `user-genres`: The authenticated user's genres (needs authentication).
        public static let userGenres = Includes(rawValue: 1 << 9)

        /// The members that need authentication.
        public static let authenticatedMembers: Includes = [.userTags, .userGenres]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] =
            [
                (.artistCredits, "artist-credits"),
                (.labels, "labels"),
                (.recordings, "recordings"),
                (.releaseGroups, "release-groups"),
                (.isrcs, "isrcs"),
                (.aliases, "aliases"),
                (.tags, "tags"),
                (.userTags, "user-tags"),
                (.genres, "genres"),
                (.userGenres, "user-genres"),
            ] + relationshipWireNames
    }
}
