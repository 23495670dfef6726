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
        case aliases
        case annotation
        case tags
        case userTags = "user-tags"
        case genres
        case userGenres = "user-genres"
        case rating
        case userRating = "user-rating"
        case relationships = "relations"
        case relationList = "relation-list"
        case releases
        case releaseCount = "release-count"
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
        aliases = try c.value([Alias].self, .aliases)
        annotation = try c.nonEmptyString(.annotation)
        tags = try c.value([Tag].self, .tags)
        userTags = try c.value([Tag].self, .userTags)
        genres = try c.value([Genre].self, .genres)
        userGenres = try c.value([Genre].self, .userGenres)
        rating = try c.value(Rating.self, .rating)?.nilIfEmpty
        userRating = try c.userRating(.userRating)
        relationships = try Relationship.decodeList(
            from: c, relationsKey: .relationships, relationListKey: .relationList)
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
        try c.encodeIfPresent(aliases, forKey: .aliases)
        try c.encodeIfPresent(annotation, forKey: .annotation)
        try c.encodeIfPresent(tags, forKey: .tags)
        try c.encodeIfPresent(userTags, forKey: .userTags)
        try c.encodeIfPresent(genres, forKey: .genres)
        try c.encodeIfPresent(userGenres, forKey: .userGenres)
        try c.encodeIfPresent(rating, forKey: .rating)
        try c.encodeUserRating(userRating, forKey: .userRating)
        try c.encodeIfPresent(relationships, forKey: .relationships)
        try c.encodeIfPresent(releases, forKey: .releases)
        try c.encodeIfPresent(releaseCount, forKey: .releaseCount)
    }
}
