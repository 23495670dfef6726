/// The physical packaging of a release.
///
/// Source: WS/2 `packaging` (JSON) / `<packaging>` (XML) of a release.
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct ReleasePackaging: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Jewel Case`: The traditional CD case.
    public static let jewelCase = ReleasePackaging(rawValue: "Jewel Case")
    /// `Slim Jewel Case`: A thinner jewel case.
    public static let slimJewelCase = ReleasePackaging(rawValue: "Slim Jewel Case")
    /// `Digipak`: A folded cardboard sleeve with a plastic tray.
    public static let digipak = ReleasePackaging(rawValue: "Digipak")
    /// `Cardboard/Paper Sleeve`: A sleeve of cardboard or paper.
    public static let cardboardPaperSleeve = ReleasePackaging(rawValue: "Cardboard/Paper Sleeve")
    /// `Keep Case`: The usual DVD case.
    public static let keepCase = ReleasePackaging(rawValue: "Keep Case")
    /// `None`: No packaging (for example a digital release).
    public static let none = ReleasePackaging(rawValue: "None")
    /// `Other`: Another packaging.
    public static let other = ReleasePackaging(rawValue: "Other")
}
