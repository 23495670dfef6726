extension Place {
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case disambiguation
        case type
        case typeID = "type-id"
        case address
        case area
        case coordinates
        case lifeSpan = "life-span"
        case aliases, annotation, tags
        case userTags = "user-tags"
        case genres
        case userGenres = "user-genres"
        case relationships = "relations"
        case relationList = "relation-list"
        case rating
        case userRating = "user-rating"
    }

    /// Decodes a place from WS/2 JSON (lookup, browse, search or nested shape).
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), name: try c.string(.name) ?? "")
        disambiguation = try c.nonEmptyString(.disambiguation)
        type = try c.value(PlaceType.self, .type)
        typeID = try c.value(MBID.self, .typeID)
        address = try c.nonEmptyString(.address)
        area = try c.value(Area.self, .area)
        coordinates = try c.value(Coordinates.self, .coordinates)
        lifeSpan = try c.value(LifeSpan.self, .lifeSpan)?.nilIfEmpty
        try decodeTaggedFields(from: c)
        try decodeRatedFields(from: c)
    }

    /// Encodes the place as WS/2 JSON with the service's hyphenated keys; `nil` properties and
    /// empty intrinsic lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encodeIfPresent(typeID, forKey: .typeID)
        try c.encodeIfPresent(address, forKey: .address)
        try c.encodeIfPresent(area, forKey: .area)
        try c.encodeIfPresent(coordinates, forKey: .coordinates)
        try c.encodeIfPresent(lifeSpan, forKey: .lifeSpan)
        try encodeTaggedFields(to: &c)
        try encodeRatedFields(to: &c)
    }
}

extension Place.CodingKeys: TaggedCodingKeys, RatedCodingKeys {}
