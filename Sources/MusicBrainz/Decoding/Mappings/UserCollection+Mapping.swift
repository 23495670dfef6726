extension UserCollection {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: UserCollection { UserCollection(id: .unmapped, name: "") }

    /// Each field of `UserCollection` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ c: inout UserCollection, _ m: inout M) throws {
        try m.identity(&c.id, .attribute("id"))
        try m.scalar(&c.name, "name", default: "")
        try m.text(&c.disambiguation, "disambiguation", emptyIsNil: true)
        try m.text(&c.editor, "editor", emptyIsNil: true)
        try m.text(&c.collectionDescription, "description", emptyIsNil: true)
        try m.vocabulary(&c.type, id: &c.typeID, .attribute("type"))
        if !m.isDecoding, c.contentType == nil { c.contentType = c.items?.entityType }
        try m.scalar(&c.contentType, .attribute("entity-type"))
        // The content type names the list; without it, any list tells it.
        for type in c.contentType.map({ [$0] }) ?? CollectionItems.entityTypes {
            try CollectionItems.map(&c.items, type: type, count: &c.itemCount, &m)
            if m.isDecoding, c.items != nil || c.itemCount != nil {
                if c.contentType == nil { c.contentType = type }
                break
            }
        }
    }
}

extension CollectionItems {
    /// The items of one entity type: JSON `releases` with `release-count`, XML
    /// `<release-list count="…">`.
    static func map<M: WS2Mapper>(
        _ items: inout CollectionItems?, type: EntityType, count: inout Int?, _ m: inout M
    ) throws {
        func one<T: MusicBrainzEntity>(_ wrap: ([T]) -> CollectionItems, _ unwrap: (CollectionItems) -> [T]?) throws {
            var list = items.flatMap(unwrap)
            if m.isDecoding || items == nil || items?.entityType == type {
                try m.list(
                    &list, WS2ListKey(.interned(type.pluralName), item: .interned(type.elementName)), count: &count)
            }
            if m.isDecoding, let list, !list.isEmpty { items = wrap(list) }
        }
        switch type {
        case .area: try one(CollectionItems.areas) { if case .areas(let list) = $0 { list } else { nil } }
        case .artist: try one(CollectionItems.artists) { if case .artists(let list) = $0 { list } else { nil } }
        case .event: try one(CollectionItems.events) { if case .events(let list) = $0 { list } else { nil } }
        case .genre: try one(CollectionItems.genres) { if case .genres(let list) = $0 { list } else { nil } }
        case .instrument:
            try one(CollectionItems.instruments) { if case .instruments(let list) = $0 { list } else { nil } }
        case .label: try one(CollectionItems.labels) { if case .labels(let list) = $0 { list } else { nil } }
        case .place: try one(CollectionItems.places) { if case .places(let list) = $0 { list } else { nil } }
        case .recording:
            try one(CollectionItems.recordings) { if case .recordings(let list) = $0 { list } else { nil } }
        case .release: try one(CollectionItems.releases) { if case .releases(let list) = $0 { list } else { nil } }
        case .releaseGroup:
            try one(CollectionItems.releaseGroups) { if case .releaseGroups(let list) = $0 { list } else { nil } }
        case .series: try one(CollectionItems.series) { if case .series(let list) = $0 { list } else { nil } }
        case .work: try one(CollectionItems.works) { if case .works(let list) = $0 { list } else { nil } }
        case .url, .collection: break
        }
    }
}
