import Foundation

extension Relationship: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Relationship { Relationship() }

    /// Each field of `Relationship` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ r: inout Relationship, _ m: inout M) throws {
        try m.vocabulary(&r.type, id: &r.typeID, .attribute("type"))
        try m.scalar(&r.direction, "direction")
        // XML gives the target type once per <relation-list>; search JSON leaves it out, and the
        // entity's key then tells it.
        try m.scalar(&r.targetType, WS2Key("target-type", xml: .parentAttribute("target-type")))
        try mapTarget(&r, &m)
        try m.scalar(&r.begin, "begin")
        try m.scalar(&r.end, "end")
        try m.scalar(&r.ended, "ended", default: false)
        if m.format == .xml {
            try m.list(&r.attributes, WS2ListKey("attributes", item: "attribute"))
        } else {
            // JSON: the names in order, and their type IDs, values and credits by name.
            var names: [String]? = r.attributes.map(\.name)
            var ids: [String: MBID]? = Dictionary(r.attributes.compactMap { a in a.typeID.map { (a.name, $0) } }) {
                a, _ in a
            }
            var values: [String: String]? = Dictionary(r.attributes.compactMap { a in a.value.map { (a.name, $0) } }) {
                a, _ in a
            }
            var credits: [String: String]? = Dictionary(
                r.attributes.compactMap { a in a.creditedAs.map { (a.name, $0) } }
            ) { a, _ in a }
            if credits?.isEmpty == true { credits = nil }
            try m.scalars(&names, WS2ListKey("attributes", item: "attribute"))
            try m.dictionary(&ids, "attribute-ids")
            try m.dictionary(&values, "attribute-values")
            try m.dictionary(&credits, "attribute-credits")
            if m.isDecoding {
                r.attributes = (names ?? []).map {
                    RelationshipAttribute(name: $0, typeID: ids?[$0], value: values?[$0], creditedAs: credits?[$0])
                }
            }
        }
        try m.scalar(&r.orderingKey, "ordering-key")
        try m.text(&r.sourceCredit, "source-credit", emptyIsNil: true)
        try m.text(&r.targetCredit, "target-credit", emptyIsNil: true)
    }

    /// Each target type's key: JSON `release_group`, XML `<release-group>`.
    static let targetKeys = EntityType.allCases.map {
        (type: $0, key: WS2Key(.interned($0.relationshipTypeName), xml: .child(.interned($0.elementName))))
    }

    /// The target: JSON keys it by target type (`artist`, `release_group`), XML names its element
    /// so (`<artist>`, `<release-group>`); an XML URL target is `<target id="…">https://…</target>`.
    /// A target that is not an entity is kept as a reference (its MBID or URL text).
    static func mapTarget<M: WS2Mapper>(_ r: inout Relationship, _ m: inout M) throws {
        if m.format == .xml && (r.targetType == .url || !m.isDecoding) {
            var id = r.target?.id
            try m.scalar(&id, .xmlOnly(.attributeOfChild("target", "id")))
            if m.isDecoding, let id {
                var resource: String?
                try m.scalar(&resource, .xmlOnly(.child("target")))
                r.target = .url(URLEntity(id: id, resource: resource ?? ""))
            }
        }
        for type in r.targetType.map({ [$0] }) ?? RelationshipTarget.targetTypes where r.target == nil || !m.isDecoding
        {
            if m.format == .xml && type == .url { continue }
            guard let key = targetKeys.first(where: { $0.type == type })?.key else { continue }
            func one<T: MusicBrainzModel>(_ wrap: (T) -> RelationshipTarget) throws {
                var entity = m.isDecoding ? nil : r.target?.entity as? T
                try m.object(&entity, key)
                if m.isDecoding, let entity { r.target = wrap(entity) }
            }
            switch type {
            case .area: try one(RelationshipTarget.area)
            case .artist: try one(RelationshipTarget.artist)
            case .event: try one(RelationshipTarget.event)
            case .genre: try one(RelationshipTarget.genre)
            case .instrument: try one(RelationshipTarget.instrument)
            case .label: try one(RelationshipTarget.label)
            case .place: try one(RelationshipTarget.place)
            case .recording: try one(RelationshipTarget.recording)
            case .release: try one(RelationshipTarget.release)
            case .releaseGroup: try one(RelationshipTarget.releaseGroup)
            case .series: try one(RelationshipTarget.series)
            case .url: try one(RelationshipTarget.url)
            case .work: try one(RelationshipTarget.work)
            case .collection: break
            }
            if m.isDecoding, r.target != nil, r.targetType == nil { r.targetType = type }
        }
        var reference: String?
        if case .reference(let text)? = r.target { reference = text }
        try m.scalar(&reference, WS2Key("target", xml: .child("target")))
        if m.isDecoding, r.target == nil, let text = reference?.trimmingCharacters(in: .whitespacesAndNewlines),
            !text.isEmpty
        {
            r.target = .reference(text)
        }
    }
}

extension RelationshipTarget {
    /// The target entity, whatever its type; `nil` for a reference.
    var entity: (any MusicBrainzModel)? {
        switch self {
        case .area(let entity): return entity
        case .artist(let entity): return entity
        case .event(let entity): return entity
        case .genre(let entity): return entity
        case .instrument(let entity): return entity
        case .label(let entity): return entity
        case .place(let entity): return entity
        case .recording(let entity): return entity
        case .release(let entity): return entity
        case .releaseGroup(let entity): return entity
        case .series(let entity): return entity
        case .url(let entity): return entity
        case .work(let entity): return entity
        case .reference: return nil
        }
    }
}
