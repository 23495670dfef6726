extension ISRCLookupResult: Codable {
    enum CodingKeys: String, CodingKey { case isrc, recordings }

    /// Decodes `{"isrc", "recordings": […]}`; missing recordings are an empty list.
    /// - Throws: `DecodingError` when `isrc` is missing or not an ISRC.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            isrc: try c.decode(ISRC.self, forKey: .isrc), recordings: try c.value([Recording].self, .recordings) ?? [])
    }

    /// Encodes `{"isrc", "recordings"}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(isrc, forKey: .isrc)
        try c.encode(recordings, forKey: .recordings)
    }
}
