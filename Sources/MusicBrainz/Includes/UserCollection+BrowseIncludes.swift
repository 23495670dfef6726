extension UserCollection {
    /// The `inc` parameters of a collection browse (`/ws/2/collection?<linked>=<mbid>&inc=…`).
    ///
    /// Browse accepts fewer values than a lookup: no sub-queries of linked entities (browse
    /// those instead). Only the accepted values exist; combine them as an option set.
    ///
    /// `user-collections` adds the caller's private collections (needs authentication).
    ///
    /// Source: table 3.2 of the WS/2 reference.
    public struct BrowseIncludes: IncludeSet {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `user-collections`: The authenticated user's collections, private ones included (needs authentication).
        public static let userCollections = BrowseIncludes(rawValue: 1 << 0)

        /// The members that need authentication.
        public static let authenticatedMembers: BrowseIncludes = [.userCollections]

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(BrowseIncludes, String)] = [
            (.userCollections, "user-collections")
        ]
    }
}
