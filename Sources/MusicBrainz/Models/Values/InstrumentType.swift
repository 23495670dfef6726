/// What kind of instrument an instrument is.
///
/// Source: WS/2 instrument `type` (JSON) / the `type` attribute of `<instrument>` (XML).
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct InstrumentType: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Wind instrument`.
    public static let windInstrument = InstrumentType(rawValue: "Wind instrument")
    /// `String instrument`.
    public static let stringInstrument = InstrumentType(rawValue: "String instrument")
    /// `Percussion instrument`.
    public static let percussionInstrument = InstrumentType(rawValue: "Percussion instrument")
    /// `Electronic instrument`.
    public static let electronicInstrument = InstrumentType(rawValue: "Electronic instrument")
    /// `Other instrument`.
    public static let otherInstrument = InstrumentType(rawValue: "Other instrument")
}
