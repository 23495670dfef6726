extension Series {
    /// Decodes the series from an MMD `<series>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(SeriesType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
    }
}
