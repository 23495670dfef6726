extension UserCollection {
    enum CodingKeys: String, CodingKey {
        case id, name, disambiguation, editor, type
        case collectionDescription = "description"
        case typeID = "type-id"
        case contentType = "entity-type"
        case areaCount = "area-count"
        case artistCount = "artist-count"
        case eventCount = "event-count"
        case genreCount = "genre-count"
        case instrumentCount = "instrument-count"
        case labelCount = "label-count"
        case placeCount = "place-count"
        case recordingCount = "recording-count"
        case releaseCount = "release-count"
        case releaseGroupCount = "release-group-count"
        case seriesCount = "series-count"
        case workCount = "work-count"
        case areas, artists, events, genres, instruments, labels, places, recordings, releases
        case releaseGroups = "release-groups"
        case series, works
    }

    /// Decodes the collection from WS/2 JSON: a summary with its `<entity>-count`, or a page
    /// of `/ws/2/collection/<mbid>/<plural>` with the items under `<plural>`.
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), name: try c.string(.name) ?? "")
        disambiguation = try c.nonEmptyString(.disambiguation)
        editor = try c.nonEmptyString(.editor)
        collectionDescription = try c.nonEmptyString(.collectionDescription)
        type = try c.value(CollectionType.self, .type)
        typeID = try c.value(MBID.self, .typeID)
        contentType = try c.string(.contentType).flatMap(EntityType.init(anySpelling:))
        // The entity type names the keys; without it, look for any of them.
        let candidates = contentType.map { [$0] } ?? CollectionItems.entityTypes
        for candidate in candidates {
            guard let keys = Self.keys(for: candidate) else { continue }
            if itemCount == nil { itemCount = try c.int(keys.count) }
            if items == nil { items = try Self.decodeItems(candidate, from: c, key: keys.items) }
            if itemCount != nil || items != nil {
                contentType = contentType ?? candidate
                break
            }
        }
    }

    /// Encodes the collection as WS/2 JSON, with `<entity>-count` and the items under
    /// `<plural>`; `nil` properties are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(editor, forKey: .editor)
        try c.encodeIfPresent(collectionDescription, forKey: .collectionDescription)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encodeIfPresent(typeID, forKey: .typeID)
        try c.encodeIfPresent(contentType?.relationshipTypeName, forKey: .contentType)
        if let type = contentType ?? items?.entityType, let keys = Self.keys(for: type) {
            try c.encodeIfPresent(itemCount, forKey: keys.count)
            switch items {
            case .areas(let list)?: try c.encode(list, forKey: keys.items)
            case .artists(let list)?: try c.encode(list, forKey: keys.items)
            case .events(let list)?: try c.encode(list, forKey: keys.items)
            case .genres(let list)?: try c.encode(list, forKey: keys.items)
            case .instruments(let list)?: try c.encode(list, forKey: keys.items)
            case .labels(let list)?: try c.encode(list, forKey: keys.items)
            case .places(let list)?: try c.encode(list, forKey: keys.items)
            case .recordings(let list)?: try c.encode(list, forKey: keys.items)
            case .releases(let list)?: try c.encode(list, forKey: keys.items)
            case .releaseGroups(let list)?: try c.encode(list, forKey: keys.items)
            case .series(let list)?: try c.encode(list, forKey: keys.items)
            case .works(let list)?: try c.encode(list, forKey: keys.items)
            case nil: break
            }
        }
    }

    /// The count and list keys of an entity type; `nil` for types a collection cannot hold.
    static func keys(for type: EntityType) -> (count: CodingKeys, items: CodingKeys)? {
        switch type {
        case .area: return (.areaCount, .areas)
        case .artist: return (.artistCount, .artists)
        case .event: return (.eventCount, .events)
        case .genre: return (.genreCount, .genres)
        case .instrument: return (.instrumentCount, .instruments)
        case .label: return (.labelCount, .labels)
        case .place: return (.placeCount, .places)
        case .recording: return (.recordingCount, .recordings)
        case .release: return (.releaseCount, .releases)
        case .releaseGroup: return (.releaseGroupCount, .releaseGroups)
        case .series: return (.seriesCount, .series)
        case .work: return (.workCount, .works)
        case .url, .collection: return nil
        }
    }

    /// The items under `key`, as the entity type says; `nil` when the key is missing.
    static func decodeItems(
        _ type: EntityType, from c: KeyedDecodingContainer<CodingKeys>, key: CodingKeys
    ) throws
        -> CollectionItems?
    {
        switch type {
        case .area: return try c.value([Area].self, key).map(CollectionItems.areas)
        case .artist: return try c.value([Artist].self, key).map(CollectionItems.artists)
        case .event: return try c.value([Event].self, key).map(CollectionItems.events)
        case .genre: return try c.value([Genre].self, key).map(CollectionItems.genres)
        case .instrument: return try c.value([Instrument].self, key).map(CollectionItems.instruments)
        case .label: return try c.value([Label].self, key).map(CollectionItems.labels)
        case .place: return try c.value([Place].self, key).map(CollectionItems.places)
        case .recording: return try c.value([Recording].self, key).map(CollectionItems.recordings)
        case .release: return try c.value([Release].self, key).map(CollectionItems.releases)
        case .releaseGroup: return try c.value([ReleaseGroup].self, key).map(CollectionItems.releaseGroups)
        case .series: return try c.value([Series].self, key).map(CollectionItems.series)
        case .work: return try c.value([Work].self, key).map(CollectionItems.works)
        case .url, .collection: return nil
        }
    }
}
