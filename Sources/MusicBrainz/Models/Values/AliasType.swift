/// What kind of name an alias is: an artist name, a legal name, a search hint, and so on.
///
/// Source: WS/2 alias `type` (JSON) / the `type` attribute of `<alias>` (XML). The list depends
/// on the entity type and lives in the MusicBrainz database.
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct AliasType: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Artist name`: a name the artist uses or used.
    public static let artistName = AliasType(rawValue: "Artist name")
    /// `Legal name`: the artist's legal name.
    public static let legalName = AliasType(rawValue: "Legal name")
    /// `Search hint`: a misspelling or variant that helps searches find the entity.
    public static let searchHint = AliasType(rawValue: "Search hint")
    /// `Label name`: a name the label uses or used.
    public static let labelName = AliasType(rawValue: "Label name")
    /// `Area name`: a name of the area.
    public static let areaName = AliasType(rawValue: "Area name")
    /// `Work name`: a name of the work.
    public static let workName = AliasType(rawValue: "Work name")
    /// `Recording name`: a name of the recording.
    public static let recordingName = AliasType(rawValue: "Recording name")
    /// `Release name`: a name of the release.
    public static let releaseName = AliasType(rawValue: "Release name")
    /// `Release group name`: a name of the release group.
    public static let releaseGroupName = AliasType(rawValue: "Release group name")
    /// `Series name`: a name of the series.
    public static let seriesName = AliasType(rawValue: "Series name")
    /// `Event name`: a name of the event.
    public static let eventName = AliasType(rawValue: "Event name")
    /// `Place name`: a name of the place.
    public static let placeName = AliasType(rawValue: "Place name")
    /// `Instrument name`: a name of the instrument.
    public static let instrumentName = AliasType(rawValue: "Instrument name")
    /// `Brand name`: a brand name of an instrument.
    public static let brandName = AliasType(rawValue: "Brand name")
}
