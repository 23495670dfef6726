extension Annotation: Codable {
    enum CodingKeys: String, CodingKey {
        case entity, type, name, text
        case annotationID = "id"
    }

    /// Decodes `{"type", "entity", "name", "text", "id"?}`.
    /// - Throws: `DecodingError` when `entity` is missing or not an MBID.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            entity: try c.decode(MBID.self, forKey: .entity),
            type: try c.nonEmptyString(.type),
            name: try c.string(.name),
            text: try c.string(.text),
            annotationID: try c.int(.annotationID)
        )
    }

    /// Encodes the annotation in the search shape, leaving out `nil` values.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encode(entity, forKey: .entity)
        try c.encodeIfPresent(name, forKey: .name)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encodeIfPresent(annotationID, forKey: .annotationID)
    }
}
