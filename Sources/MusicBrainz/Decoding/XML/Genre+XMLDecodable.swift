extension Genre {
    /// Decodes a genre from an MMD `<genre>` (or `<user-genre>`) element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        count = try element.intAttribute("count")
        aliases = try element.list(Alias.self, "alias-list", "alias")
        annotation = element.annotation()
        relationships = try element.relationships()
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMapping = XMLMapping(
        elements: ["genre", "user-genre"],
        children: ["name", "disambiguation", "alias-list", "annotation", "relation-list"],
        attributes: ["id", "count"]
    )
}
