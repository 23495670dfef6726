extension Area {
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case sortName = "sort-name"
        case disambiguation
        case type
        case typeID = "type-id"
        case iso31661Codes = "iso-3166-1-codes"
        case iso31662Codes = "iso-3166-2-codes"
        case iso31663Codes = "iso-3166-3-codes"
        case lifeSpan = "life-span"
        case aliases, annotation, tags
        case userTags = "user-tags"
        case genres
        case userGenres = "user-genres"
        case relationships = "relations"
        case relationList = "relation-list"
    }

    /// Decodes an area from WS/2 JSON (lookup, browse, search or nested shape).
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), name: try c.string(.name) ?? "")
        sortName = try c.string(.sortName)
        disambiguation = try c.nonEmptyString(.disambiguation)
        type = try c.value(AreaType.self, .type)
        typeID = try c.value(MBID.self, .typeID)
        iso31661Codes = try c.value([String].self, .iso31661Codes) ?? []
        iso31662Codes = try c.value([String].self, .iso31662Codes) ?? []
        iso31663Codes = try c.value([String].self, .iso31663Codes) ?? []
        lifeSpan = try c.value(LifeSpan.self, .lifeSpan)?.nilIfEmpty
        try decodeTaggedFields(from: c)
    }

    /// Encodes the area as WS/2 JSON with the service's hyphenated keys; `nil` properties and
    /// empty intrinsic lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(sortName, forKey: .sortName)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encodeIfPresent(typeID, forKey: .typeID)
        if !iso31661Codes.isEmpty { try c.encode(iso31661Codes, forKey: .iso31661Codes) }
        if !iso31662Codes.isEmpty { try c.encode(iso31662Codes, forKey: .iso31662Codes) }
        if !iso31663Codes.isEmpty { try c.encode(iso31663Codes, forKey: .iso31663Codes) }
        try c.encodeIfPresent(lifeSpan, forKey: .lifeSpan)
        try encodeTaggedFields(to: &c)
    }
}

extension Area.CodingKeys: TaggedCodingKeys {}
