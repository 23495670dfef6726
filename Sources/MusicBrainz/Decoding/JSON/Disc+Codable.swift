extension Disc: Codable {
    enum CodingKeys: String, CodingKey {
        case id, sectors
        case offsetCount = "offset-count"
        case offsets, releases
        case releaseCount = "release-count"
    }

    /// Decodes `{"id", "sectors", "offset-count", "offsets", "releases"?}`.
    /// - Throws: `DecodingError` when `id` is missing or not a disc ID.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(DiscID.self, forKey: .id),
            sectors: try c.int(.sectors),
            offsetCount: try c.int(.offsetCount),
            offsets: try c.value([Int].self, .offsets),
            releases: try c.value([Release].self, .releases),
            releaseCount: try c.int(.releaseCount)
        )
    }

    /// Encodes the disc, leaving out `nil` values.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(sectors, forKey: .sectors)
        try c.encodeIfPresent(offsetCount, forKey: .offsetCount)
        try c.encodeIfPresent(offsets, forKey: .offsets)
        try c.encodeIfPresent(releases, forKey: .releases)
        try c.encodeIfPresent(releaseCount, forKey: .releaseCount)
    }
}
