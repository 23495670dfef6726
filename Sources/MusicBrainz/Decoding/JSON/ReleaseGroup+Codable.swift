extension ReleaseGroup {
    enum CodingKeys: String, CodingKey {
        case id
        case title
        case disambiguation
        case primaryType = "primary-type"
        case primaryTypeID = "primary-type-id"
        case secondaryTypes = "secondary-types"
        case secondaryTypeIDs = "secondary-type-ids"
        case firstReleaseDate = "first-release-date"
        case artistCredit = "artist-credit"
        case artistCreditID = "artist-credit-id"
        case releases
        case releaseCount = "release-count"
        case aliases, annotation, tags
        case userTags = "user-tags"
        case genres
        case userGenres = "user-genres"
        case relationships = "relations"
        case relationList = "relation-list"
        case rating
        case userRating = "user-rating"
    }

    /// Decodes a release group from WS/2 JSON (lookup, browse, search or nested shape).
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), title: try c.string(.title) ?? "")
        disambiguation = try c.nonEmptyString(.disambiguation)
        primaryType = try c.value(PrimaryType.self, .primaryType)
        primaryTypeID = try c.value(MBID.self, .primaryTypeID)
        secondaryTypes = try c.value([SecondaryType].self, .secondaryTypes) ?? []
        secondaryTypeIDs = try c.value([MBID].self, .secondaryTypeIDs) ?? []
        firstReleaseDate = try c.date(.firstReleaseDate)
        artistCredit = try ArtistCredit.decode(from: c, creditKey: .artistCredit, idKey: .artistCreditID)
        try decodeTaggedFields(from: c)
        try decodeRatedFields(from: c)
        releases = try c.value([Release].self, .releases)
        releaseCount = try c.int(.releaseCount)
    }

    /// Encodes the release group as WS/2 JSON with the service's hyphenated keys; `nil` properties and
    /// empty intrinsic lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(primaryType, forKey: .primaryType)
        try c.encodeIfPresent(primaryTypeID, forKey: .primaryTypeID)
        try c.encode(secondaryTypes, forKey: .secondaryTypes)
        try c.encode(secondaryTypeIDs, forKey: .secondaryTypeIDs)
        try c.encodeIfPresent(firstReleaseDate, forKey: .firstReleaseDate)
        try artistCredit?.encode(to: &c, creditKey: .artistCredit, idKey: .artistCreditID)
        try encodeTaggedFields(to: &c)
        try encodeRatedFields(to: &c)
        try c.encodeIfPresent(releases, forKey: .releases)
        try c.encodeIfPresent(releaseCount, forKey: .releaseCount)
    }
}

extension ReleaseGroup.CodingKeys: TaggedCodingKeys, RatedCodingKeys {}
