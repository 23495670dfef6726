/// What kind of label a label is.
///
/// Source: WS/2 label `type` (JSON) / the `type` attribute of `<label>` (XML).
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct LabelType: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Distributor`: A distributor.
    public static let distributor = LabelType(rawValue: "Distributor")
    /// `Holding`: A holding company.
    public static let holding = LabelType(rawValue: "Holding")
    /// `Production`: A production company.
    public static let production = LabelType(rawValue: "Production")
    /// `Original Production`: A label that produces new recordings.
    public static let originalProduction = LabelType(rawValue: "Original Production")
    /// `Bootleg Production`: A bootleg label.
    public static let bootlegProduction = LabelType(rawValue: "Bootleg Production")
    /// `Reissue Production`: A label that reissues existing recordings.
    public static let reissueProduction = LabelType(rawValue: "Reissue Production")
    /// `Publisher`: A music publisher.
    public static let publisher = LabelType(rawValue: "Publisher")
    /// `Rights Society`: A rights society.
    public static let rightsSociety = LabelType(rawValue: "Rights Society")
    /// `Imprint`: An imprint of another label.
    public static let imprint = LabelType(rawValue: "Imprint")
}
