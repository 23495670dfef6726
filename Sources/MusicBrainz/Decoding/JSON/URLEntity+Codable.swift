extension URLEntity {
    enum CodingKeys: String, CodingKey {
        case id
        case resource
        case relationships = "relations"
        case relationList = "relation-list"
    }

    /// Decodes a URL from WS/2 JSON (lookup, browse, search or nested shape).
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), resource: try c.string(.resource) ?? "")
        relationships = try Relationship.decodeList(
            from: c, relationsKey: .relationships, relationListKey: .relationList)
    }

    /// Encodes the URL as WS/2 JSON with the service's hyphenated keys; `nil` properties and
    /// empty intrinsic lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(resource, forKey: .resource)
        try c.encodeIfPresent(relationships, forKey: .relationships)
    }
}
