extension Place {
    /// Decodes a place from an MMD `<place>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(PlaceType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        address = element.nonEmptyString("address")
        area = try element.decode(Area.self, "area")
        coordinates = try element.decode(Coordinates.self, "coordinates")
        lifeSpan = try element.decode(LifeSpan.self, "life-span")?.nilIfEmpty
        try decodeTaggedFields(xml: element)
        try decodeRatedFields(xml: element)
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMapping = XMLMapping(
        elements: ["place"],
        children: [
            "name", "disambiguation", "address", "area", "coordinates", "life-span", "alias-list", "annotation",
            "tag-list", "user-tag-list", "genre-list", "user-genre-list", "rating", "user-rating", "relation-list",
        ],
        attributes: ["id", "type", "type-id"]
    )
}
