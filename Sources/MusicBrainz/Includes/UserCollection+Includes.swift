extension UserCollection {
    /// The `inc` parameters of a collection lookup (`/ws/2/collection/<mbid>?inc=…`).
    ///
    /// Only the values the web service accepts for this entity exist. Combine them as an option set:
    /// `[.aliases, .urlRelationships]`.
    public struct Includes: IncludeSet {
        /// The bits of the set.
        public let rawValue: UInt64

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }


        /// Every member with its wire spelling, in `inc` order.
        public static let wireNames: [(Includes, String)] = [
        ]
    }
}
