extension Label {
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case sortName = "sort-name"
        case disambiguation
        case type
        case typeID = "type-id"
        case labelCode = "label-code"
        case country
        case area
        case lifeSpan = "life-span"
        case ipis
        case isnis
        case releases
        case releaseCount = "release-count"
        case aliases, annotation, tags
        case userTags = "user-tags"
        case genres
        case userGenres = "user-genres"
        case relationships = "relations"
        case relationList = "relation-list"
        case rating
        case userRating = "user-rating"
    }

    /// Decodes a label from WS/2 JSON (lookup, browse, search or nested shape).
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), name: try c.string(.name) ?? "")
        sortName = try c.string(.sortName)
        disambiguation = try c.nonEmptyString(.disambiguation)
        type = try c.value(LabelType.self, .type)
        typeID = try c.value(MBID.self, .typeID)
        labelCode = try c.int(.labelCode)
        country = try c.nonEmptyString(.country)
        area = try c.value(Area.self, .area)
        lifeSpan = try c.value(LifeSpan.self, .lifeSpan)?.nilIfEmpty
        ipis = try c.value([String].self, .ipis) ?? []
        isnis = try c.value([String].self, .isnis) ?? []
        try decodeTaggedFields(from: c)
        try decodeRatedFields(from: c)
        releases = try c.value([Release].self, .releases)
        releaseCount = try c.int(.releaseCount)
    }

    /// Encodes the label as WS/2 JSON with the service's hyphenated keys; `nil` properties and
    /// empty intrinsic lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(sortName, forKey: .sortName)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encodeIfPresent(typeID, forKey: .typeID)
        try c.encodeIfPresent(labelCode, forKey: .labelCode)
        try c.encodeIfPresent(country, forKey: .country)
        try c.encodeIfPresent(area, forKey: .area)
        try c.encodeIfPresent(lifeSpan, forKey: .lifeSpan)
        if !ipis.isEmpty { try c.encode(ipis, forKey: .ipis) }
        if !isnis.isEmpty { try c.encode(isnis, forKey: .isnis) }
        try encodeTaggedFields(to: &c)
        try encodeRatedFields(to: &c)
        try c.encodeIfPresent(releases, forKey: .releases)
        try c.encodeIfPresent(releaseCount, forKey: .releaseCount)
    }
}

extension Label.CodingKeys: TaggedCodingKeys, RatedCodingKeys {}
