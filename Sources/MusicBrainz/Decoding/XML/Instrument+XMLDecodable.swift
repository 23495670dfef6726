extension Instrument {
    /// Decodes the instrument from an MMD `<instrument>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(InstrumentType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        instrumentDescription = element.nonEmptyString("description")
    }
}
