extension Instrument {
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case disambiguation
        case type
        case typeID = "type-id"
        case instrumentDescription = "description"
        case aliases, annotation, tags
        case userTags = "user-tags"
        case genres
        case userGenres = "user-genres"
        case relationships = "relations"
        case relationList = "relation-list"
    }

    /// Decodes an instrument from WS/2 JSON (lookup, browse, search or nested shape).
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), name: try c.string(.name) ?? "")
        disambiguation = try c.nonEmptyString(.disambiguation)
        type = try c.value(InstrumentType.self, .type)
        typeID = try c.value(MBID.self, .typeID)
        instrumentDescription = try c.nonEmptyString(.instrumentDescription)
        try decodeTaggedFields(from: c)
    }

    /// Encodes the instrument as WS/2 JSON with the service's hyphenated keys; `nil` properties and
    /// empty intrinsic lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encodeIfPresent(typeID, forKey: .typeID)
        try c.encodeIfPresent(instrumentDescription, forKey: .instrumentDescription)
        try encodeTaggedFields(to: &c)
    }
}

extension Instrument.CodingKeys: TaggedCodingKeys {}
