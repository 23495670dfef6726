extension Recording {
    enum CodingKeys: String, CodingKey {
        case id, title, disambiguation, length, video
        case firstReleaseDate = "first-release-date"
        case artistCredit = "artist-credit"
        case artistCreditID = "artist-credit-id"
        case isrcs, releases
    }

    /// Decodes a recording from WS/2 JSON (lookup, browse or search shape).
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(MBID.self, forKey: .id), title: try c.string(.title) ?? "")
        disambiguation = try c.nonEmptyString(.disambiguation)
        length = try c.milliseconds(.length)
        isVideo = try c.bool(.video) ?? false
        firstReleaseDate = try c.date(.firstReleaseDate)
        artistCredit = try ArtistCredit.decode(from: c, creditKey: .artistCredit, idKey: .artistCreditID)
        isrcs = try c.value([String].self, .isrcs)
        releases = try c.value([Release].self, .releases)
    }

    /// Encodes the recording as WS/2 JSON; `nil` properties are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeMilliseconds(length, forKey: .length)
        try c.encode(isVideo, forKey: .video)
        try c.encodeIfPresent(firstReleaseDate, forKey: .firstReleaseDate)
        try artistCredit?.encode(to: &c, creditKey: .artistCredit, idKey: .artistCreditID)
        try c.encodeIfPresent(isrcs, forKey: .isrcs)
        try c.encodeIfPresent(releases, forKey: .releases)
    }
}
