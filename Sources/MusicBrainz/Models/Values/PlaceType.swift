/// What kind of place a place is: studio, venue, stadium and so on.
///
/// Source: WS/2 place `type` (JSON) / the `type` attribute of `<place>` (XML).
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct PlaceType: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Studio`.
    public static let studio = PlaceType(rawValue: "Studio")
    /// `Venue`.
    public static let venue = PlaceType(rawValue: "Venue")
    /// `Stadium`.
    public static let stadium = PlaceType(rawValue: "Stadium")
    /// `Indoor arena`.
    public static let indoorArena = PlaceType(rawValue: "Indoor arena")
    /// `Religious building`.
    public static let religiousBuilding = PlaceType(rawValue: "Religious building")
    /// `Other`.
    public static let other = PlaceType(rawValue: "Other")
}
