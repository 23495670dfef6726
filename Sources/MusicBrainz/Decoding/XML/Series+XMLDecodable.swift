extension Series {
    /// Decodes a series from an MMD `<series>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(SeriesType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        try decodeTaggedFields(xml: element)
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMapping = XMLMapping(
        elements: ["series"],
        children: [
            "name", "disambiguation", "alias-list", "annotation", "tag-list", "user-tag-list", "genre-list",
            "user-genre-list", "relation-list",
        ],
        attributes: ["id", "type", "type-id"]
    )
}
