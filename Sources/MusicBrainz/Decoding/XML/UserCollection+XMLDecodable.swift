extension UserCollection {
    /// Decodes the collection from an MMD `<collection>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        editor = element.nonEmptyString("editor")
        type = element.attribute("type").map(CollectionType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        contentType = element.attribute("entity-type").flatMap(EntityType.init(anySpelling:))
    }
}
