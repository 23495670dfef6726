extension CDStub: Codable {
    enum CodingKeys: String, CodingKey {
        case id, title, artist, barcode, disambiguation, comment
        case trackCount = "track-count"
        case count, tracks
    }

    /// Decodes a CD stub of a disc ID lookup (`track-count`, `tracks`) or of a search (`count`,
    /// no tracks).
    /// - Throws: `DecodingError` when `id` is missing or not a disc ID.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(DiscID.self, forKey: .id),
            title: try c.string(.title) ?? "",
            artist: try c.string(.artist),
            barcode: try c.string(.barcode),
            disambiguation: try c.nonEmptyString(.disambiguation) ?? c.nonEmptyString(.comment),
            trackCount: try c.int(.trackCount) ?? c.int(.count),
            tracks: try c.value([CDStubTrack].self, .tracks)
        )
    }

    /// Encodes the CD stub in the disc ID lookup shape, leaving out `nil` values.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(artist, forKey: .artist)
        try c.encodeIfPresent(barcode, forKey: .barcode)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(trackCount, forKey: .trackCount)
        try c.encodeIfPresent(tracks, forKey: .tracks)
    }
}
