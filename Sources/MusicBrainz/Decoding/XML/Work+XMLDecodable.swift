extension Work {
    /// Decodes the work from an MMD `<work>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), title: element.string("title") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(WorkType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        language = element.nonEmptyString("language")
        languages = element.stringList("language-list", "language") ?? []
        iswcs = element.stringList("iswc-list", "iswc") ?? []
    }
}
