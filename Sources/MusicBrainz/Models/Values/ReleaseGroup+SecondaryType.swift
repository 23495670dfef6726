extension ReleaseGroup {
    /// A secondary type of a release group: compilation, soundtrack, live, remix and so on.
    ///
    /// Source: WS/2 `secondary-types` (JSON) / `<secondary-type-list>` (XML). The `type=` browse
    /// filter takes the lower-cased names. An open vocabulary (see ``OpenVocabulary``).
    public struct SecondaryType: OpenVocabulary {
        /// The name as the web service writes it.
        public let rawValue: String
        /// Creates a value from its name; any text is accepted.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `Compilation`.
        public static let compilation = SecondaryType(rawValue: "Compilation")
        /// `Soundtrack`.
        public static let soundtrack = SecondaryType(rawValue: "Soundtrack")
        /// `Spokenword`.
        public static let spokenword = SecondaryType(rawValue: "Spokenword")
        /// `Interview`.
        public static let interview = SecondaryType(rawValue: "Interview")
        /// `Audiobook`.
        public static let audiobook = SecondaryType(rawValue: "Audiobook")
        /// `Audio drama`.
        public static let audioDrama = SecondaryType(rawValue: "Audio drama")
        /// `Live`.
        public static let live = SecondaryType(rawValue: "Live")
        /// `Remix`.
        public static let remix = SecondaryType(rawValue: "Remix")
        /// `DJ-mix`.
        public static let djMix = SecondaryType(rawValue: "DJ-mix")
        /// `Mixtape/Street`.
        public static let mixtapeStreet = SecondaryType(rawValue: "Mixtape/Street")
        /// `Demo`.
        public static let demo = SecondaryType(rawValue: "Demo")
        /// `Field recording`.
        public static let fieldRecording = SecondaryType(rawValue: "Field recording")
    }
}
