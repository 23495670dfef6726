extension Event {
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case disambiguation
        case type
        case typeID = "type-id"
        case time
        case setlist
        case cancelled
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

    /// Decodes an event from WS/2 JSON (lookup, browse, search or nested shape).
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), name: try c.string(.name) ?? "")
        disambiguation = try c.nonEmptyString(.disambiguation)
        type = try c.value(EventType.self, .type)
        typeID = try c.value(MBID.self, .typeID)
        time = try c.nonEmptyString(.time)
        setlist = try c.nonEmptyString(.setlist)
        cancelled = try c.bool(.cancelled) ?? false
        lifeSpan = try c.value(LifeSpan.self, .lifeSpan)?.nilIfEmpty
        try decodeTaggedFields(from: c)
        try decodeRatedFields(from: c)
    }

    /// Encodes the event as WS/2 JSON with the service's hyphenated keys; `nil` properties and
    /// empty intrinsic lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encodeIfPresent(typeID, forKey: .typeID)
        try c.encodeIfPresent(time, forKey: .time)
        try c.encodeIfPresent(setlist, forKey: .setlist)
        try c.encode(cancelled, forKey: .cancelled)
        try c.encodeIfPresent(lifeSpan, forKey: .lifeSpan)
        try encodeTaggedFields(to: &c)
        try encodeRatedFields(to: &c)
    }
}

extension Event.CodingKeys: TaggedCodingKeys, RatedCodingKeys {}
