extension Place {
    /// Decodes the place from an MMD `<place>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(PlaceType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        address = element.nonEmptyString("address")
        area = try element.decode(Area.self, "area")
        coordinates = try element.decode(Coordinates.self, "coordinates")
        lifeSpan = try element.decode(LifeSpan.self, "life-span")?.nilIfEmpty
    }
}
