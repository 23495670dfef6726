extension Coordinates: Codable {
    enum CodingKeys: String, CodingKey { case latitude, longitude }

    /// Decodes `{"latitude", "longitude"}`, as numbers (lookups) or strings (search results).
    /// - Throws: `DecodingError` when a coordinate is missing or not a number.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let latitude = try c.double(.latitude), let longitude = try c.double(.longitude) else {
            throw DecodingError.dataCorruptedError(
                forKey: .latitude, in: c, debugDescription: "coordinates need a latitude and a longitude")
        }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// Encodes `{"latitude", "longitude"}` as numbers.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(latitude, forKey: .latitude)
        try c.encode(longitude, forKey: .longitude)
    }
}
