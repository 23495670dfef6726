extension Tag: XMLDecodable {
    /// Decodes `<tag count="3"><name>rock</name></tag>` or `<user-tag><name>rock</name></user-tag>`.
    /// - Throws: ``MusicBrainzError`` when the count is not an integer.
    public init(xml element: XMLElementNode) throws {
        self.init(name: element.string("name") ?? "", count: try element.intAttribute("count"))
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(elements: ["tag-list"], children: ["tag"]),
        XMLMapping(elements: ["user-tag-list"], children: ["user-tag"]),
        XMLMapping(elements: ["tag", "user-tag"], children: ["name"], attributes: ["count"]),
    ]
}
