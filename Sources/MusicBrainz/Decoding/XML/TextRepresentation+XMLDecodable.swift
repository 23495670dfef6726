extension TextRepresentation: XMLDecodable {
    /// Decodes `<text-representation><language/><script/></text-representation>`.
    public init(xml element: XMLElementNode) throws {
        self.init(language: element.nonEmptyString("language"), script: element.nonEmptyString("script"))
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(elements: ["text-representation"], children: ["language", "script"])
    ]
}
