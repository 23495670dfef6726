extension Track: Codable {
    enum CodingKeys: String, CodingKey {
        case id, position, number, title, length
        case artistCredit = "artist-credit"
        case recording
    }

    /// Decodes a track from WS/2 JSON.
    /// - Throws: `DecodingError` when a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let recording = try c.value(Recording.self, .recording)
        self.init(
            id: try c.value(MBID.self, .id),
            position: try c.int(.position),
            number: try c.string(.number),
            title: try c.string(.title) ?? recording?.title ?? "",
            length: try c.milliseconds(.length),
            artistCredit: try c.value([NameCredit].self, .artistCredit).map { ArtistCredit(nameCredits: $0) }
                ?? recording?.artistCredit,
            recording: recording
        )
    }

    /// Encodes the track as WS/2 JSON; `nil` properties are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(id, forKey: .id)
        try c.encodeIfPresent(position, forKey: .position)
        try c.encodeIfPresent(number, forKey: .number)
        try c.encode(title, forKey: .title)
        try c.encodeMilliseconds(length, forKey: .length)
        try c.encodeIfPresent(artistCredit?.nameCredits, forKey: .artistCredit)
        try c.encodeIfPresent(recording, forKey: .recording)
    }
}
