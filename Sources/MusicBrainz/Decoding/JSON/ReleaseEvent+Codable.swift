extension ReleaseEvent: Codable {
    enum CodingKeys: String, CodingKey { case date, area }

    /// Decodes `{"date", "area"}`; an empty date reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(date: try c.date(.date), area: try c.value(Area.self, .area))
    }

    /// Encodes `{"date", "area"}`, leaving out `nil` values.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(date, forKey: .date)
        try c.encodeIfPresent(area, forKey: .area)
    }
}
