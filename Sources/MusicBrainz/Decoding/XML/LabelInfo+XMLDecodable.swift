extension LabelInfo: XMLDecodable {
    /// Decodes `<label-info><catalog-number/><label id>…</label></label-info>`.
    public init(xml element: XMLElementNode) throws {
        self.init(catalogNumber: element.nonEmptyString("catalog-number"), label: try element.decode(Label.self, "label"))
    }
}
