/// The geographic position of a place.
///
/// Source: WS/2 place `coordinates` (JSON; numbers in lookups, strings in search results) /
/// `<coordinates><latitude/><longitude/></coordinates>` (XML).
public struct Coordinates: Sendable, Hashable {
    /// The latitude in decimal degrees, -90...90 (north positive).
    public var latitude: Double
    /// The longitude in decimal degrees, -180...180 (east positive).
    public var longitude: Double

    /// Creates coordinates.
    /// - Parameters:
    ///   - latitude: Degrees north, -90...90.
    ///   - longitude: Degrees east, -180...180.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
