extension Artist {
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case sortName = "sort-name"
        case disambiguation
        case type
        case typeID = "type-id"
        case gender
        case genderID = "gender-id"
        case country
        case area
        case beginArea = "begin-area"
        case legacyBeginArea = "begin_area"
        case endArea = "end-area"
        case legacyEndArea = "end_area"
        case lifeSpan = "life-span"
        case ipis
        case isnis
        case recordings
        case recordingCount = "recording-count"
        case releases
        case releaseCount = "release-count"
        case releaseGroups = "release-groups"
        case releaseGroupCount = "release-group-count"
        case works
        case workCount = "work-count"
        case aliases, annotation, tags
        case userTags = "user-tags"
        case genres
        case userGenres = "user-genres"
        case relationships = "relations"
        case relationList = "relation-list"
        case rating
        case userRating = "user-rating"
    }

    /// Decodes an artist from WS/2 JSON (lookup, browse, search or nested shape).
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), name: try c.string(.name) ?? "")
        sortName = try c.string(.sortName)
        disambiguation = try c.nonEmptyString(.disambiguation)
        type = try c.value(ArtistType.self, .type)
        typeID = try c.value(MBID.self, .typeID)
        gender = try c.value(Gender.self, .gender)
        genderID = try c.value(MBID.self, .genderID)
        country = try c.nonEmptyString(.country)
        area = try c.value(Area.self, .area)
        beginArea = try c.value(Area.self, .beginArea) ?? c.value(Area.self, .legacyBeginArea)
        endArea = try c.value(Area.self, .endArea) ?? c.value(Area.self, .legacyEndArea)
        lifeSpan = try c.value(LifeSpan.self, .lifeSpan)?.nilIfEmpty
        ipis = try c.value([String].self, .ipis) ?? []
        isnis = try c.value([String].self, .isnis) ?? []
        try decodeTaggedFields(from: c)
        try decodeRatedFields(from: c)
        recordings = try c.value([Recording].self, .recordings)
        recordingCount = try c.int(.recordingCount)
        releases = try c.value([Release].self, .releases)
        releaseCount = try c.int(.releaseCount)
        releaseGroups = try c.value([ReleaseGroup].self, .releaseGroups)
        releaseGroupCount = try c.int(.releaseGroupCount)
        works = try c.value([Work].self, .works)
        workCount = try c.int(.workCount)
    }

    /// Encodes the artist as WS/2 JSON with the service's hyphenated keys; `nil` properties and
    /// empty intrinsic lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(sortName, forKey: .sortName)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encodeIfPresent(typeID, forKey: .typeID)
        try c.encodeIfPresent(gender, forKey: .gender)
        try c.encodeIfPresent(genderID, forKey: .genderID)
        try c.encodeIfPresent(country, forKey: .country)
        try c.encodeIfPresent(area, forKey: .area)
        try c.encodeIfPresent(beginArea, forKey: .beginArea)
        try c.encodeIfPresent(endArea, forKey: .endArea)
        try c.encodeIfPresent(lifeSpan, forKey: .lifeSpan)
        if !ipis.isEmpty { try c.encode(ipis, forKey: .ipis) }
        if !isnis.isEmpty { try c.encode(isnis, forKey: .isnis) }
        try encodeTaggedFields(to: &c)
        try encodeRatedFields(to: &c)
        try c.encodeIfPresent(recordings, forKey: .recordings)
        try c.encodeIfPresent(recordingCount, forKey: .recordingCount)
        try c.encodeIfPresent(releases, forKey: .releases)
        try c.encodeIfPresent(releaseCount, forKey: .releaseCount)
        try c.encodeIfPresent(releaseGroups, forKey: .releaseGroups)
        try c.encodeIfPresent(releaseGroupCount, forKey: .releaseGroupCount)
        try c.encodeIfPresent(works, forKey: .works)
        try c.encodeIfPresent(workCount, forKey: .workCount)
    }
}

extension Artist.CodingKeys: TaggedCodingKeys, RatedCodingKeys {}
