extension LabelInfo: XMLDecodable {
    /// Decodes `<label-info><catalog-number/><label id>…</label></label-info>`.
    public init(xml element: XMLElementNode) throws {
        self.init(
            catalogNumber: element.nonEmptyString("catalog-number"), label: try element.decode(Label.self, "label"))
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(elements: ["label-info-list"], children: ["label-info"]),
        XMLMapping(elements: ["label-info"], children: ["catalog-number", "label"]),
    ]
}
