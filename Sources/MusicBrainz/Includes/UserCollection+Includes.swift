extension UserCollection {
    /// The `inc` parameters of a collection lookup (`/ws/2/collection/<mbid>?inc=…`).
    ///
    /// Only the values the web service accepts for this lookup exist; combine them as an option set,
    /// such as `[.aliases, .urlRelationships]`. ``IncludeSet/validate()`` checks the members that need
    /// another one (``dependencies``) before the request is sent.
    ///
    /// The service accepts entity names (`releases`, …) and `tags` here but a collection
    /// lookup never embeds them (fetch the contents with ``CollectionContentsRequest``), so the
    /// set is empty.
    ///
    /// Source: table 2.3 of the WS/2 reference.
    public struct Includes: IncludeSet {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] = []
    }
}
