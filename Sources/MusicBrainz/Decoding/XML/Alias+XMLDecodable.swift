extension Alias: XMLDecodable {
    /// Decodes `<alias locale sort-name type type-id primary="primary" begin-date end-date>Name</alias>`.
    /// - Throws: ``MusicBrainzError`` when a type ID or date has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(
            name: element.text,
            sortName: element.attribute("sort-name"),
            locale: element.attribute("locale").flatMap { $0.isEmpty ? nil : $0 },
            isPrimary: element.attribute("primary") == "primary",
            type: element.attribute("type").map(AliasType.init(rawValue:)),
            typeID: try element.mbidAttribute("type-id"),
            begin: try element.dateAttribute("begin-date"),
            end: try element.dateAttribute("end-date")
        )
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(elements: ["alias-list"], children: ["alias"]),
        XMLMapping(
            elements: ["alias"],
            attributes: ["locale", "sort-name", "type", "type-id", "primary", "begin-date", "end-date"]),
    ]
}
