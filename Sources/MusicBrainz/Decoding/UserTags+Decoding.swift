extension UserTags {
    enum CodingKeys: String, CodingKey {
        case tags = "user-tags"
    }

    /// Decodes `{"user-tags": [{"name": …}, …]}`; a missing list is empty.
    /// - Throws: `DecodingError` when a tag has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(tags: try c.value([Tag].self, .tags) ?? [])
    }

    /// Encodes `{"user-tags": […]}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(tags, forKey: .tags)
    }

    /// Decodes `<metadata><user-tag-list><user-tag><name/></user-tag>…</user-tag-list></metadata>`.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xmlDocument root: XMLElementNode) throws {
        self.init(tags: try root.list(Tag.self, "user-tag-list", "user-tag") ?? [])
    }

    /// Decodes the root element (the same as ``init(xmlDocument:)``).
    public init(xml element: XMLElementNode) throws { try self.init(xmlDocument: element) }
}

extension UserRating {
    enum CodingKeys: String, CodingKey {
        case value = "user-rating"
    }

    /// Decodes `{"user-rating": {"value": 80}}`; `null` or a missing key is no rating.
    /// - Throws: `DecodingError` when the value is not a number.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(value: try c.userRating(.value))
    }

    /// Encodes `{"user-rating": {"value": 80}}`, or `{}` without a rating.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeUserRating(value, forKey: .value)
    }

    /// Decodes `<metadata><user-rating>80</user-rating></metadata>`; no element is no rating.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the value
    ///   is not a number.
    public init(xmlDocument root: XMLElementNode) throws {
        self.init(value: try root.double("user-rating"))
    }

    /// Decodes the root element (the same as ``init(xmlDocument:)``).
    public init(xml element: XMLElementNode) throws { try self.init(xmlDocument: element) }
}
