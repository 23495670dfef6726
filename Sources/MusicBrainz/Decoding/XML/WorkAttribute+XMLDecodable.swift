extension WorkAttribute: XMLDecodable {
    /// Decodes `<attribute type="Key" type-id="…" value-id="…">C major</attribute>`.
    /// - Throws: ``MusicBrainzError`` when an ID is not an MBID.
    public init(xml element: XMLElementNode) throws {
        self.init(
            type: element.attribute("type") ?? "",
            typeID: try element.mbidAttribute("type-id"),
            value: element.text,
            valueID: try element.mbidAttribute("value-id")
        )
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report. The
    /// `<attribute>` element is shared with relationship attributes.
    static let xmlMappings = [
        XMLMapping(elements: ["attribute-list"], children: ["attribute"]),
        XMLMapping(elements: ["attribute"], attributes: ["type", "type-id", "value-id"]),
    ]
}
