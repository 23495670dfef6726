extension WorkAttribute: Codable {
    enum CodingKeys: String, CodingKey {
        case type
        case typeID = "type-id"
        case value
        case valueID = "value-id"
    }

    /// Decodes `{"type", "type-id", "value", "value-id"?}`.
    /// - Throws: `DecodingError` when a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            type: try c.string(.type) ?? "",
            typeID: try c.value(MBID.self, .typeID),
            value: try c.string(.value) ?? "",
            valueID: try c.value(MBID.self, .valueID)
        )
    }

    /// Encodes `{"type", "type-id", "value", "value-id"}`, leaving out `nil` values.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type, forKey: .type)
        try c.encodeIfPresent(typeID, forKey: .typeID)
        try c.encode(value, forKey: .value)
        try c.encodeIfPresent(valueID, forKey: .valueID)
    }
}
