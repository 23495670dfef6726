extension URLEntity {
    enum CodingKeys: String, CodingKey {
        case id
        case resource
    }

    /// Decodes the url from WS/2 JSON.
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), resource: try c.string(.resource) ?? "")
    }

    /// Encodes the url as WS/2 JSON; `nil` properties and empty lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(resource, forKey: .resource)
    }
}
