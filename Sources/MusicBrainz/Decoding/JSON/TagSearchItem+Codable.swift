extension TagSearchItem: Codable {
    enum CodingKeys: String, CodingKey { case name }

    /// Decodes `{"name"}`.
    /// - Throws: `DecodingError` when `name` is missing.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.decode(String.self, forKey: .name))
    }

    /// Encodes `{"name"}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
    }
}
