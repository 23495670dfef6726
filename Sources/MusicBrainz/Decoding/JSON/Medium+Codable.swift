extension Medium: Codable {
    enum CodingKeys: String, CodingKey {
        case id, title, position, format
        case formatID = "format-id"
        case discs
        case discCount = "disc-count"
        case trackCount = "track-count"
        case trackOffset = "track-offset"
        case tracks
        // Search results put tracks under "track" (SEARCH-604).
        case searchTracks = "track"
        case pregap
        case dataTracks = "data-tracks"
    }

    /// Decodes a medium from WS/2 JSON (lookup or search shape).
    /// - Throws: `DecodingError` when a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.value(MBID.self, .id),
            title: try c.nonEmptyString(.title),
            position: try c.int(.position),
            format: try c.value(MediumFormat.self, .format),
            formatID: try c.value(MBID.self, .formatID),
            discs: try c.value([Disc].self, .discs),
            discCount: try c.int(.discCount),
            trackCount: try c.int(.trackCount),
            trackOffset: try c.int(.trackOffset),
            tracks: try c.value([Track].self, .tracks) ?? c.value([Track].self, .searchTracks),
            pregap: try c.value(Track.self, .pregap),
            dataTracks: try c.value([Track].self, .dataTracks)
        )
    }

    /// Encodes the medium as WS/2 JSON; `nil` properties are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(id, forKey: .id)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(position, forKey: .position)
        try c.encodeIfPresent(format, forKey: .format)
        try c.encodeIfPresent(formatID, forKey: .formatID)
        try c.encodeIfPresent(discs, forKey: .discs)
        try c.encodeIfPresent(discCount, forKey: .discCount)
        try c.encodeIfPresent(trackCount, forKey: .trackCount)
        try c.encodeIfPresent(trackOffset, forKey: .trackOffset)
        try c.encodeIfPresent(tracks, forKey: .tracks)
        try c.encodeIfPresent(pregap, forKey: .pregap)
        try c.encodeIfPresent(dataTracks, forKey: .dataTracks)
    }
}
