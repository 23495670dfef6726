extension Relationship: Codable {
    enum CodingKeys: String, CodingKey {
        case type
        case typeID = "type-id"
        case direction
        case targetType = "target-type"
        case target
        case begin, end, ended
        case attributes
        case attributeIDs = "attribute-ids"
        case attributeValues = "attribute-values"
        case attributeCredits = "attribute-credits"
        case orderingKey = "ordering-key"
        case sourceCredit = "source-credit"
        case targetCredit = "target-credit"
        case area, artist, event, genre, instrument, label, place, recording, release
        case releaseGroup = "release_group"
        case series, url, work
    }

    /// Decodes a relationship in the lookup shape or the search shape (no `target-type`, a
    /// bare `target` MBID).
    /// - Throws: `DecodingError` when a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let names = try c.value([String].self, .attributes) ?? []
        let ids = try c.value([String: MBID].self, .attributeIDs) ?? [:]
        let values = try c.value([String: String].self, .attributeValues) ?? [:]
        let credits = try c.value([String: String].self, .attributeCredits) ?? [:]
        var targetType = try c.string(.targetType).flatMap(EntityType.init(anySpelling:))
        var target: RelationshipTarget?
        if let targetType {
            target = try Self.decodeTarget(targetType, from: c)
        } else {
            // Search results leave out target-type: the entity's key tells it.
            for candidate in RelationshipTarget.targetTypes where c.contains(Self.key(for: candidate)) {
                targetType = candidate
                target = try Self.decodeTarget(candidate, from: c)
                break
            }
        }
        if target == nil, let reference = try c.nonEmptyString(.target) {
            target = .reference(reference)
        }
        self.init(
            type: try c.value(RelationshipType.self, .type),
            typeID: try c.value(MBID.self, .typeID),
            direction: try c.value(RelationshipDirection.self, .direction),
            targetType: targetType,
            target: target,
            begin: try c.date(.begin),
            end: try c.date(.end),
            ended: try c.bool(.ended) ?? false,
            attributes: names.map {
                RelationshipAttribute(name: $0, typeID: ids[$0], value: values[$0], creditedAs: credits[$0])
            },
            orderingKey: try c.int(.orderingKey),
            sourceCredit: try c.nonEmptyString(.sourceCredit),
            targetCredit: try c.nonEmptyString(.targetCredit)
        )
    }

    /// Encodes the relationship in the lookup shape: the attribute names with their
    /// `attribute-ids`, `attribute-values` and (when any) `attribute-credits` maps, and the
    /// target under its `target-type` key.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encodeIfPresent(typeID, forKey: .typeID)
        try c.encodeIfPresent(direction, forKey: .direction)
        try c.encodeIfPresent(targetType?.relationshipTypeName, forKey: .targetType)
        try c.encodeIfPresent(begin, forKey: .begin)
        try c.encodeIfPresent(end, forKey: .end)
        try c.encode(ended, forKey: .ended)
        var ids: [String: MBID] = [:]
        var values: [String: String] = [:]
        var credits: [String: String] = [:]
        for attribute in attributes {
            if let typeID = attribute.typeID { ids[attribute.name] = typeID }
            if let value = attribute.value { values[attribute.name] = value }
            if let credit = attribute.creditedAs { credits[attribute.name] = credit }
        }
        try c.encode(attributes.map(\.name), forKey: .attributes)
        try c.encode(ids, forKey: .attributeIDs)
        try c.encode(values, forKey: .attributeValues)
        if !credits.isEmpty { try c.encode(credits, forKey: .attributeCredits) }
        try c.encodeIfPresent(orderingKey, forKey: .orderingKey)
        try c.encodeIfPresent(sourceCredit, forKey: .sourceCredit)
        try c.encodeIfPresent(targetCredit, forKey: .targetCredit)
        switch target {
        case .area(let entity)?: try c.encode(entity, forKey: .area)
        case .artist(let entity)?: try c.encode(entity, forKey: .artist)
        case .event(let entity)?: try c.encode(entity, forKey: .event)
        case .genre(let entity)?: try c.encode(entity, forKey: .genre)
        case .instrument(let entity)?: try c.encode(entity, forKey: .instrument)
        case .label(let entity)?: try c.encode(entity, forKey: .label)
        case .place(let entity)?: try c.encode(entity, forKey: .place)
        case .recording(let entity)?: try c.encode(entity, forKey: .recording)
        case .release(let entity)?: try c.encode(entity, forKey: .release)
        case .releaseGroup(let entity)?: try c.encode(entity, forKey: .releaseGroup)
        case .series(let entity)?: try c.encode(entity, forKey: .series)
        case .url(let entity)?: try c.encode(entity, forKey: .url)
        case .work(let entity)?: try c.encode(entity, forKey: .work)
        case .reference(let reference)?: try c.encode(reference, forKey: .target)
        case nil: break
        }
    }

    /// The JSON key of a target entity type.
    static func key(for type: EntityType) -> CodingKeys {
        switch type {
        case .area: return .area
        case .artist: return .artist
        case .event: return .event
        case .genre: return .genre
        case .instrument: return .instrument
        case .label: return .label
        case .place: return .place
        case .recording: return .recording
        case .release: return .release
        case .releaseGroup: return .releaseGroup
        case .series: return .series
        case .url: return .url
        case .work: return .work
        case .collection: return .target
        }
    }

    /// The target entity under the key of `type`; `nil` when the key is missing or `null`.
    static func decodeTarget(
        _ type: EntityType, from c: KeyedDecodingContainer<CodingKeys>
    ) throws
        -> RelationshipTarget?
    {
        switch type {
        case .area: return try c.value(Area.self, .area).map(RelationshipTarget.area)
        case .artist: return try c.value(Artist.self, .artist).map(RelationshipTarget.artist)
        case .event: return try c.value(Event.self, .event).map(RelationshipTarget.event)
        case .genre: return try c.value(Genre.self, .genre).map(RelationshipTarget.genre)
        case .instrument: return try c.value(Instrument.self, .instrument).map(RelationshipTarget.instrument)
        case .label: return try c.value(Label.self, .label).map(RelationshipTarget.label)
        case .place: return try c.value(Place.self, .place).map(RelationshipTarget.place)
        case .recording: return try c.value(Recording.self, .recording).map(RelationshipTarget.recording)
        case .release: return try c.value(Release.self, .release).map(RelationshipTarget.release)
        case .releaseGroup: return try c.value(ReleaseGroup.self, .releaseGroup).map(RelationshipTarget.releaseGroup)
        case .series: return try c.value(Series.self, .series).map(RelationshipTarget.series)
        case .url: return try c.value(URLEntity.self, .url).map(RelationshipTarget.url)
        case .work: return try c.value(Work.self, .work).map(RelationshipTarget.work)
        case .collection: return nil
        }
    }

    /// Reads an entity's relationships: the `relations` array, or the search shape
    /// `"relation-list": [{"relations": […]}, …]` (SEARCH-444); `nil` when neither is present.
    static func decodeList<Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, relationsKey: Key, relationListKey: Key
    ) throws -> [Relationship]? {
        if let relations = try container.decodeIfPresent([Relationship].self, forKey: relationsKey) {
            return relations
        }
        guard let groups = try container.decodeIfPresent([SearchRelationGroup].self, forKey: relationListKey) else {
            return nil
        }
        return groups.flatMap(\.relations)
    }

    /// One item of a search result's `relation-list`.
    private struct SearchRelationGroup: Decodable {
        var relations: [Relationship]

        enum CodingKeys: String, CodingKey { case relations }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            relations = try c.value([Relationship].self, .relations) ?? []
        }
    }
}
