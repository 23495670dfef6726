extension UserCollection {
    /// Decodes a collection from an MMD `<collection id type entity-type>` element: its name,
    /// editor, and the `<<entity>-list count>` that counts (and on a contents page, holds) its
    /// items. An empty item list reads as `nil` items, as JSON leaves the array out then.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        editor = element.nonEmptyString("editor")
        collectionDescription = element.nonEmptyString("description")
        type = element.attribute("type").map(CollectionType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        contentType = element.attribute("entity-type").flatMap(EntityType.init(anySpelling:))
        let candidates = contentType.map { [$0] } ?? CollectionItems.entityTypes
        for candidate in candidates {
            guard let list = element.child(candidate.listElementName) else { continue }
            itemCount = try list.intAttribute("count")
            items = try Self.items(candidate, in: list)
            contentType = contentType ?? candidate
            break
        }
    }

    /// The items of an entity list; `nil` when it holds none.
    static func items(_ type: EntityType, in list: XMLElementNode) throws -> CollectionItems? {
        let elements = list.children(type.elementName)
        guard !elements.isEmpty else { return nil }
        switch type {
        case .area: return .areas(try elements.map { try Area(xml: $0) })
        case .artist: return .artists(try elements.map { try Artist(xml: $0) })
        case .event: return .events(try elements.map { try Event(xml: $0) })
        case .genre: return .genres(try elements.map { try Genre(xml: $0) })
        case .instrument: return .instruments(try elements.map { try Instrument(xml: $0) })
        case .label: return .labels(try elements.map { try Label(xml: $0) })
        case .place: return .places(try elements.map { try Place(xml: $0) })
        case .recording: return .recordings(try elements.map { try Recording(xml: $0) })
        case .release: return .releases(try elements.map { try Release(xml: $0) })
        case .releaseGroup: return .releaseGroups(try elements.map { try ReleaseGroup(xml: $0) })
        case .series: return .series(try elements.map { try Series(xml: $0) })
        case .work: return .works(try elements.map { try Work(xml: $0) })
        case .url, .collection: return nil
        }
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMapping = XMLMapping(
        elements: ["collection"],
        children: [
            "name", "disambiguation", "editor", "description", "area-list", "artist-list", "event-list", "genre-list",
            "instrument-list", "label-list", "place-list", "recording-list", "release-list", "release-group-list",
            "series-list", "work-list",
        ],
        attributes: ["id", "type", "type-id", "entity-type"]
    )
}
