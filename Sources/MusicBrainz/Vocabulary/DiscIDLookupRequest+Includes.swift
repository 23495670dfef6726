extension DiscIDLookupRequest {
    /// The `inc` values of a disc ID lookup (`/ws/2/discid/<discid>?inc=…`), for the releases it
    /// answers with.
    ///
    /// `media` and `discids` are always on for this lookup, so they are not members. `puids`,
    /// `artists` and `cdstubs` are left out (the CD stub switch is ``DiscIDLookupRequest/includesCDStubs``).
    ///
    /// Source: table 2.3 of the WS/2 reference.
    public struct Includes: RelationshipIncludes {
        /// The bits of the set.
        public let rawValue: UInt64
        /// Creates a set from its bits, `rawValue`.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `labels`: Labels and catalog numbers (label info) of the releases.
        public static let labels = Includes(.labels)
        /// `recordings`: The track lists of the releases' media, with their recordings.
        public static let recordings = Includes(.recordings)
        /// `release-groups`: The release group of each release.
        public static let releaseGroups = Includes(.releaseGroups)
        /// `isrcs`: ISRCs of the recordings.
        public static let isrcs = Includes(.isrcs)
        /// `aliases`: Aliases.
        public static let aliases = Includes(.aliases)
        /// `tags`: Folksonomy tags with vote counts.
        public static let tags = Includes(.tags)
        /// `user-tags`: The authenticated user's tags (needs authentication).
        public static let userTags = Includes(.userTags)
        /// `genres`: Genres with vote counts.
        public static let genres = Includes(.genres)
        /// `user-genres`: The authenticated user's genres (needs authentication).
        public static let userGenres = Includes(.userGenres)

        /// Every member.
        public static let lookupMembers: Includes = [
            .relationshipMembers, labels, recordings, releaseGroups, isrcs, aliases, tags, userTags, genres, userGenres,
        ]
    }
}
