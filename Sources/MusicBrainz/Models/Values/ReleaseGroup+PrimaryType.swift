extension ReleaseGroup {
    /// The primary type of a release group: album, single, EP, broadcast or other.
    ///
    /// Source: WS/2 `primary-type` (JSON) / `<primary-type>` (XML). The `type=` browse filter
    /// takes the lower-cased names. An open vocabulary (see ``OpenVocabulary``).
    public struct PrimaryType: OpenVocabulary {
        /// The name as the web service writes it.
        public let rawValue: String
        /// Creates a value from its name; any text is accepted.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `Album`.
        public static let album = PrimaryType(rawValue: "Album")
        /// `Single`.
        public static let single = PrimaryType(rawValue: "Single")
        /// `EP`.
        public static let ep = PrimaryType(rawValue: "EP")
        /// `Broadcast`.
        public static let broadcast = PrimaryType(rawValue: "Broadcast")
        /// `Other`.
        public static let other = PrimaryType(rawValue: "Other")
    }
}
