extension TextRepresentation: XMLDecodable {
    /// Decodes `<text-representation><language/><script/></text-representation>`.
    public init(xml element: XMLElementNode) throws {
        self.init(language: element.nonEmptyString("language"), script: element.nonEmptyString("script"))
    }
}
