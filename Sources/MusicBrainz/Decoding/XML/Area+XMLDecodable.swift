extension Area {
    /// Decodes an area from an MMD `<area>` (or `<begin-area>`, `<end-area>`) element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        sortName = element.string("sort-name")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(AreaType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        iso31661Codes = element.stringList("iso-3166-1-code-list", "iso-3166-1-code") ?? []
        iso31662Codes = element.stringList("iso-3166-2-code-list", "iso-3166-2-code") ?? []
        iso31663Codes = element.stringList("iso-3166-3-code-list", "iso-3166-3-code") ?? []
        lifeSpan = try element.decode(LifeSpan.self, "life-span")?.nilIfEmpty
        try decodeTaggedFields(xml: element)
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMapping = XMLMapping(
        elements: ["area", "begin-area", "end-area"],
        children: [
            "name", "sort-name", "disambiguation", "iso-3166-1-code-list", "iso-3166-2-code-list",
            "iso-3166-3-code-list", "life-span", "alias-list", "annotation", "tag-list", "user-tag-list", "genre-list",
            "user-genre-list", "relation-list",
        ],
        attributes: ["id", "type", "type-id"]
    )
}
