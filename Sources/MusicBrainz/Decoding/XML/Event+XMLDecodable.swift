extension Event {
    /// Decodes an event from an MMD `<event>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(EventType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        time = element.nonEmptyString("time")
        setlist = element.nonEmptyString("setlist")
        cancelled = try element.bool("cancelled") ?? false
        lifeSpan = try element.decode(LifeSpan.self, "life-span")?.nilIfEmpty
        try decodeTaggedFields(xml: element)
        try decodeRatedFields(xml: element)
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMapping = XMLMapping(
        elements: ["event"],
        children: [
            "name", "disambiguation", "time", "setlist", "cancelled", "life-span", "alias-list", "annotation",
            "tag-list", "user-tag-list", "genre-list", "user-genre-list", "rating", "user-rating", "relation-list",
        ],
        attributes: ["id", "type", "type-id"]
    )
}
