extension Instrument {
    /// Decodes an instrument from an MMD `<instrument>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(InstrumentType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        instrumentDescription = element.nonEmptyString("description")
        try decodeTaggedFields(xml: element)
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMapping = XMLMapping(
        elements: ["instrument"],
        children: [
            "name", "disambiguation", "description", "alias-list", "annotation", "tag-list", "user-tag-list",
            "genre-list", "user-genre-list", "relation-list",
        ],
        attributes: ["id", "type", "type-id"]
    )
}
