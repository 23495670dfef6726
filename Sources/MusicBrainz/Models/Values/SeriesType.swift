/// What kind of series a series is.
///
/// Source: WS/2 series `type` (JSON) / the `type` attribute of `<series>` (XML).
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct SeriesType: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Release group series`.
    public static let releaseGroupSeries = SeriesType(rawValue: "Release group series")
    /// `Release series`.
    public static let releaseSeries = SeriesType(rawValue: "Release series")
    /// `Recording series`.
    public static let recordingSeries = SeriesType(rawValue: "Recording series")
    /// `Work series`.
    public static let workSeries = SeriesType(rawValue: "Work series")
    /// `Catalogue`.
    public static let catalogue = SeriesType(rawValue: "Catalogue")
    /// `Event series`.
    public static let eventSeries = SeriesType(rawValue: "Event series")
    /// `Tour`.
    public static let tour = SeriesType(rawValue: "Tour")
    /// `Festival`.
    public static let festival = SeriesType(rawValue: "Festival")
    /// `Run`.
    public static let run = SeriesType(rawValue: "Run")
    /// `Residency`.
    public static let residency = SeriesType(rawValue: "Residency")
    /// `Artist series`.
    public static let artistSeries = SeriesType(rawValue: "Artist series")
}
