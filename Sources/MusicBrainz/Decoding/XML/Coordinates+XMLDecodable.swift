extension Coordinates: XMLDecodable {
    /// Decodes `<coordinates><latitude/><longitude/></coordinates>`.
    /// - Throws: ``MusicBrainzError`` when a coordinate is missing or not a number.
    public init(xml element: XMLElementNode) throws {
        guard let latitude = try element.double("latitude"), let longitude = try element.double("longitude") else {
            throw element.failure("<coordinates> needs a <latitude> and a <longitude>.")
        }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(elements: ["coordinates"], children: ["latitude", "longitude"])
    ]
}
