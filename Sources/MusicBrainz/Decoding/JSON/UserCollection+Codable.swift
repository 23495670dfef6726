extension UserCollection {
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case disambiguation
        case editor
        case type
        case typeID = "type-id"
        case contentType = "entity-type"
    }

    /// Decodes the collection from WS/2 JSON.
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), name: try c.string(.name) ?? "")
        disambiguation = try c.nonEmptyString(.disambiguation)
        editor = try c.nonEmptyString(.editor)
        type = try c.value(CollectionType.self, .type)
        typeID = try c.value(MBID.self, .typeID)
        contentType = try c.string(.contentType).flatMap(EntityType.init(anySpelling:))
    }

    /// Encodes the collection as WS/2 JSON; `nil` properties and empty lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(editor, forKey: .editor)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encodeIfPresent(typeID, forKey: .typeID)
        try c.encodeIfPresent(contentType?.relationshipTypeName, forKey: .contentType)
    }
}
