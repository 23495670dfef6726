extension CDStubTrack: Codable {
    enum CodingKeys: String, CodingKey { case title, artist, length }

    /// Decodes `{"title", "artist", "length"}` (length in milliseconds).
    /// - Throws: `DecodingError` when a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(title: try c.string(.title) ?? "", artist: try c.string(.artist), length: try c.milliseconds(.length))
    }

    /// Encodes the track, leaving out `nil` values.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(artist, forKey: .artist)
        try c.encodeMilliseconds(length, forKey: .length)
    }
}
