extension Tag: Codable {
    enum CodingKeys: String, CodingKey { case name, count }

    /// Decodes `{"name", "count"}` (user tags have no `count`).
    /// - Throws: `DecodingError` when a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.string(.name) ?? "", count: try c.int(.count))
    }

    /// Encodes `{"name", "count"}`, leaving out a `nil` count.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(count, forKey: .count)
    }
}
