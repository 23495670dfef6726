/// What kind of area an area is: country, subdivision, city and so on.
///
/// Source: WS/2 area `type` (JSON) / the `type` attribute of `<area>` (XML).
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct AreaType: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Country`: A country.
    public static let country = AreaType(rawValue: "Country")
    /// `Subdivision`: A main administrative division of a country.
    public static let subdivision = AreaType(rawValue: "Subdivision")
    /// `County`: A smaller administrative division.
    public static let county = AreaType(rawValue: "County")
    /// `Municipality`: A small administrative division.
    public static let municipality = AreaType(rawValue: "Municipality")
    /// `City`: A city or town.
    public static let city = AreaType(rawValue: "City")
    /// `District`: A part of a city.
    public static let district = AreaType(rawValue: "District")
    /// `Island`: An island.
    public static let island = AreaType(rawValue: "Island")
}
