extension URLEntity {
    /// Decodes a URL from an MMD `<url>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), resource: element.string("resource") ?? "")
        relationships = try element.relationships()
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMapping = XMLMapping(
        elements: ["url"],
        children: ["resource", "relation-list"],
        attributes: ["id"]
    )
}
