extension Alias: Codable {
    enum CodingKeys: String, CodingKey {
        case name
        case sortName = "sort-name"
        case locale
        case isPrimary = "primary"
        case type
        case typeID = "type-id"
        case begin, end, ended
        // Search results write the dates under other keys.
        case beginDate = "begin-date"
        case endDate = "end-date"
    }

    /// Decodes an alias in the lookup shape (`begin`, `end`, `ended`) or the search shape
    /// (`begin-date`, `end-date`); `primary` may be `true`, `false` or `null`.
    /// - Throws: `DecodingError` when a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.string(.name) ?? "",
            sortName: try c.string(.sortName),
            locale: try c.nonEmptyString(.locale),
            isPrimary: try c.bool(.isPrimary) ?? false,
            type: try c.value(AliasType.self, .type),
            typeID: try c.value(MBID.self, .typeID),
            begin: try c.date(.begin) ?? c.date(.beginDate),
            end: try c.date(.end) ?? c.date(.endDate),
            ended: try c.bool(.ended) ?? false
        )
    }

    /// Encodes the alias in the lookup shape.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(sortName, forKey: .sortName)
        try c.encodeIfPresent(locale, forKey: .locale)
        try c.encode(isPrimary, forKey: .isPrimary)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encodeIfPresent(typeID, forKey: .typeID)
        try c.encodeIfPresent(begin, forKey: .begin)
        try c.encodeIfPresent(end, forKey: .end)
        try c.encode(ended, forKey: .ended)
    }
}
