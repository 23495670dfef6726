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
        case artistCredit = "artist-credit"
        case artistCreditID = "artist-credit-id"
        case attributes
        case aliases, annotation, tags
        case userTags = "user-tags"
        case genres
        case userGenres = "user-genres"
        case relationships = "relations"
        case relationList = "relation-list"
        case rating
        case userRating = "user-rating"
    }

    /// Decodes a work from WS/2 JSON (lookup, browse, search or nested shape).
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
        artistCredit = try ArtistCredit.decode(from: c, creditKey: .artistCredit, idKey: .artistCreditID)
        attributes = try c.value([WorkAttribute].self, .attributes) ?? []
        try decodeTaggedFields(from: c)
        try decodeRatedFields(from: c)
    }

    /// Encodes the work as WS/2 JSON with the service's hyphenated keys; `nil` properties and
    /// empty intrinsic lists are left out.
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
        try artistCredit?.encode(to: &c, creditKey: .artistCredit, idKey: .artistCreditID)
        if !attributes.isEmpty { try c.encode(attributes, forKey: .attributes) }
        try encodeTaggedFields(to: &c)
        try encodeRatedFields(to: &c)
    }
}

extension Work.CodingKeys: TaggedCodingKeys, RatedCodingKeys {}
