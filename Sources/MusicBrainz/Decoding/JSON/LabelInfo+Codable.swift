extension LabelInfo: Codable {
    enum CodingKeys: String, CodingKey {
        case catalogNumber = "catalog-number"
        case label
    }

    /// Decodes `{"catalog-number", "label"}`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(catalogNumber: try c.nonEmptyString(.catalogNumber), label: try c.value(Label.self, .label))
    }

    /// Encodes `{"catalog-number", "label"}`, leaving out `nil` values.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(catalogNumber, forKey: .catalogNumber)
        try c.encodeIfPresent(label, forKey: .label)
    }
}
