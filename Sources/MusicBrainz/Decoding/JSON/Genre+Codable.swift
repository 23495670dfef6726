extension Genre {
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case disambiguation
        case count
        case aliases
        case annotation
        case relationships = "relations"
        case relationList = "relation-list"
    }

    /// Decodes a genre from WS/2 JSON (lookup, browse, search or nested shape).
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), name: try c.string(.name) ?? "")
        disambiguation = try c.nonEmptyString(.disambiguation)
        count = try c.int(.count)
        aliases = try c.value([Alias].self, .aliases)
        annotation = try c.nonEmptyString(.annotation)
        relationships = try Relationship.decodeList(
            from: c, relationsKey: .relationships, relationListKey: .relationList)
    }

    /// Encodes the genre as WS/2 JSON with the service's hyphenated keys; `nil` properties and
    /// empty intrinsic lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(count, forKey: .count)
        try c.encodeIfPresent(aliases, forKey: .aliases)
        try c.encodeIfPresent(annotation, forKey: .annotation)
        try c.encodeIfPresent(relationships, forKey: .relationships)
    }
}
