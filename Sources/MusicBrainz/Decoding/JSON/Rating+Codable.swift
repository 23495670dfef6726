extension Rating: Codable {
    enum CodingKeys: String, CodingKey {
        case value
        case votesCount = "votes-count"
    }

    /// Decodes `{"value": 4.35 | null, "votes-count": 3}`.
    /// - Throws: `DecodingError` when a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(value: try c.double(.value), votesCount: try c.int(.votesCount) ?? 0)
    }

    /// Encodes `{"value", "votes-count"}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(value, forKey: .value)
        try c.encode(votesCount, forKey: .votesCount)
    }
}
