/// How carefully a release's data has been checked: low, normal or high.
///
/// Source: WS/2 `quality` (JSON) / `<quality>` (XML) of a release. Unknown quality is reported as `normal`.
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct DataQuality: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `low`: The data is known to be incomplete or poor.
    public static let low = DataQuality(rawValue: "low")
    /// `normal`: The default.
    public static let normal = DataQuality(rawValue: "normal")
    /// `high`: The data has been checked and is locked against casual changes.
    public static let high = DataQuality(rawValue: "high")
}
