extension Artist {
    enum CodingKeys: String, CodingKey {
        case id, name
        case sortName = "sort-name"
        case disambiguation, type
        case typeID = "type-id"
        case gender
        case genderID = "gender-id"
        case country, area
        case beginArea = "begin-area"
        case endArea = "end-area"
        case lifeSpan = "life-span"
        case ipis, isnis
    }

    /// Decodes an artist from WS/2 JSON (lookup, browse, search or nested shape).
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), name: try c.string(.name) ?? "")
        sortName = try c.string(.sortName)
        disambiguation = try c.nonEmptyString(.disambiguation)
        type = try c.value(ArtistType.self, .type)
        typeID = try c.value(MBID.self, .typeID)
        gender = try c.value(Gender.self, .gender)
        genderID = try c.value(MBID.self, .genderID)
        country = try c.nonEmptyString(.country)
        area = try c.value(Area.self, .area)
        beginArea = try c.value(Area.self, .beginArea)
        endArea = try c.value(Area.self, .endArea)
        lifeSpan = try c.value(LifeSpan.self, .lifeSpan)?.nilIfEmpty
        ipis = try c.value([String].self, .ipis) ?? []
        isnis = try c.value([String].self, .isnis) ?? []
    }

    /// Encodes the artist as WS/2 JSON; `nil` properties and empty code lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(sortName, forKey: .sortName)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encodeIfPresent(typeID, forKey: .typeID)
        try c.encodeIfPresent(gender, forKey: .gender)
        try c.encodeIfPresent(genderID, forKey: .genderID)
        try c.encodeIfPresent(country, forKey: .country)
        try c.encodeIfPresent(area, forKey: .area)
        try c.encodeIfPresent(beginArea, forKey: .beginArea)
        try c.encodeIfPresent(endArea, forKey: .endArea)
        try c.encodeIfPresent(lifeSpan, forKey: .lifeSpan)
        if !ipis.isEmpty { try c.encode(ipis, forKey: .ipis) }
        if !isnis.isEmpty { try c.encode(isnis, forKey: .isnis) }
    }
}
