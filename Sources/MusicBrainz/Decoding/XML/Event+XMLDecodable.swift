extension Event {
    /// Decodes the event from an MMD `<event>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(EventType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        time = element.nonEmptyString("time")
        setlist = element.nonEmptyString("setlist")
        cancelled = try element.bool("cancelled") ?? false
        lifeSpan = try element.decode(LifeSpan.self, "life-span")?.nilIfEmpty
    }
}
