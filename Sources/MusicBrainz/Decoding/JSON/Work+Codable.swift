extension Work {
    enum CodingKeys: String, CodingKey {
        case id
        case title
        case disambiguation
        case type
        case typeID = "type-id"
        case language
        case languages
        case iswcs
    }

    /// Decodes the work from WS/2 JSON.
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), title: try c.string(.title) ?? "")
        disambiguation = try c.nonEmptyString(.disambiguation)
        type = try c.value(WorkType.self, .type)
        typeID = try c.value(MBID.self, .typeID)
        language = try c.nonEmptyString(.language)
        languages = try c.value([String].self, .languages) ?? []
        iswcs = try c.value([String].self, .iswcs) ?? []
    }

    /// Encodes the work as WS/2 JSON; `nil` properties and empty lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encodeIfPresent(typeID, forKey: .typeID)
        try c.encodeIfPresent(language, forKey: .language)
        if !languages.isEmpty { try c.encode(languages, forKey: .languages) }
        if !iswcs.isEmpty { try c.encode(iswcs, forKey: .iswcs) }
    }
}
