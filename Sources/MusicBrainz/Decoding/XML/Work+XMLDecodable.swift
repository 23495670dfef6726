extension Work {
    /// Decodes a work from an MMD `<work>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), title: element.string("title") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(WorkType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        language = element.nonEmptyString("language")
        languages = element.stringList("language-list", "language") ?? []
        iswcs = element.stringList("iswc-list", "iswc") ?? element.string("iswc").map { [$0] } ?? []
        artistCredit = try element.decode(ArtistCredit.self, "artist-credit")
        attributes = try element.list(WorkAttribute.self, "attribute-list", "attribute") ?? []
        try decodeTaggedFields(xml: element)
        try decodeRatedFields(xml: element)
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMapping = XMLMapping(
        elements: ["work"],
        children: [
            "title", "disambiguation", "language", "language-list", "iswc-list", "iswc", "artist-credit",
            "attribute-list", "alias-list", "annotation", "tag-list", "user-tag-list", "genre-list", "user-genre-list",
            "rating", "user-rating", "relation-list",
        ],
        attributes: ["id", "type", "type-id"]
    )
}
