extension Release {
    enum CodingKeys: String, CodingKey {
        case id, title, disambiguation, status
        case statusID = "status-id"
        case quality, packaging
        case packagingID = "packaging-id"
        case textRepresentation = "text-representation"
        case artistCredit = "artist-credit"
        case artistCreditID = "artist-credit-id"
        case releaseGroup = "release-group"
        case date, country
        case releaseEvents = "release-events"
        case barcode, asin
        case labelInfo = "label-info"
        case media
        case trackCount = "track-count"
        case coverArtArchive = "cover-art-archive"
        case collections
        case aliases, annotation, tags
        case userTags = "user-tags"
        case genres
        case userGenres = "user-genres"
        case relationships = "relations"
        case relationList = "relation-list"
    }

    /// Decodes a release from WS/2 JSON (lookup, browse or search shape).
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), title: try c.string(.title) ?? "")
        disambiguation = try c.nonEmptyString(.disambiguation)
        status = try c.value(ReleaseStatus.self, .status)
        statusID = try c.value(MBID.self, .statusID)
        quality = try c.value(DataQuality.self, .quality)
        packaging = try c.value(ReleasePackaging.self, .packaging)
        packagingID = try c.value(MBID.self, .packagingID)
        textRepresentation = try c.value(TextRepresentation.self, .textRepresentation)?.nilIfEmpty
        artistCredit = try ArtistCredit.decode(from: c, creditKey: .artistCredit, idKey: .artistCreditID)
        releaseGroup = try c.value(ReleaseGroup.self, .releaseGroup)
        date = try c.date(.date)
        country = try c.nonEmptyString(.country)
        releaseEvents = try c.value([ReleaseEvent].self, .releaseEvents)
        barcode = try c.string(.barcode)
        asin = try c.nonEmptyString(.asin)
        labelInfo = try c.value([LabelInfo].self, .labelInfo)
        media = try c.value([Medium].self, .media)
        trackCount = try c.int(.trackCount)
        coverArtArchive = try c.value(CoverArtArchiveStatus.self, .coverArtArchive)
        try decodeTaggedFields(from: c)
        collections = try c.value([UserCollection].self, .collections)
    }

    /// Encodes the release as WS/2 JSON with the service's hyphenated keys; `nil` properties are
    /// left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(status, forKey: .status)
        try c.encodeIfPresent(statusID, forKey: .statusID)
        try c.encodeIfPresent(quality, forKey: .quality)
        try c.encodeIfPresent(packaging, forKey: .packaging)
        try c.encodeIfPresent(packagingID, forKey: .packagingID)
        try c.encodeIfPresent(textRepresentation, forKey: .textRepresentation)
        try artistCredit?.encode(to: &c, creditKey: .artistCredit, idKey: .artistCreditID)
        try c.encodeIfPresent(releaseGroup, forKey: .releaseGroup)
        try c.encodeIfPresent(date, forKey: .date)
        try c.encodeIfPresent(country, forKey: .country)
        try c.encodeIfPresent(releaseEvents, forKey: .releaseEvents)
        try c.encodeIfPresent(barcode, forKey: .barcode)
        try c.encodeIfPresent(asin, forKey: .asin)
        try c.encodeIfPresent(labelInfo, forKey: .labelInfo)
        try c.encodeIfPresent(media, forKey: .media)
        try c.encodeIfPresent(trackCount, forKey: .trackCount)
        try c.encodeIfPresent(coverArtArchive, forKey: .coverArtArchive)
        try encodeTaggedFields(to: &c)
        try c.encodeIfPresent(collections, forKey: .collections)
    }
}

extension Release.CodingKeys: TaggedCodingKeys {}
