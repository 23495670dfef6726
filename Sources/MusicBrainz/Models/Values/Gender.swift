/// The gender of a person or character artist.
///
/// Source: WS/2 artist `gender` (JSON) / `<gender>` (XML).
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct Gender: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Male`: Male.
    public static let male = Gender(rawValue: "Male")
    /// `Female`: Female.
    public static let female = Gender(rawValue: "Female")
    /// `Non-binary`: Non-binary.
    public static let nonBinary = Gender(rawValue: "Non-binary")
    /// `Other`: Another gender.
    public static let other = Gender(rawValue: "Other")
    /// `Not applicable`: Gender does not apply.
    public static let notApplicable = Gender(rawValue: "Not applicable")
}
