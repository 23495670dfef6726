extension Label {
    /// Decodes a label from an MMD `<label>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        sortName = element.string("sort-name")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(LabelType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        labelCode = try element.int("label-code")
        country = element.nonEmptyString("country")
        area = try element.decode(Area.self, "area")
        lifeSpan = try element.decode(LifeSpan.self, "life-span")?.nilIfEmpty
        ipis = element.stringList("ipi-list", "ipi") ?? []
        isnis = element.stringList("isni-list", "isni") ?? []
    }
}
