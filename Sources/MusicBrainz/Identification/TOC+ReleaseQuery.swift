extension TOC {
    /// The length of each track, from the offsets at 75 sectors a second: each track runs to
    /// the next track's offset, the last one to the lead-out.
    public var trackLengths: [Duration] {
        offsets.indices.map { index in
            let end = index + 1 < offsets.count ? offsets[index + 1] : leadoutOffset
            let sectors = end - offsets[index]
            // Sectors of 1/75 s: whole seconds, the rest to the nanosecond.
            return .seconds(sectors / 75) + .nanoseconds(Int64(sectors % 75) * 1_000_000_000 / 75)
        }
    }

    /// The query the matcher compares releases with: the track lengths and numbers of this one
    /// medium, and its disc ID.
    public var releaseQuery: ReleaseQuery { releaseQuery(hints: ReleaseQuery()) }

    /// The query of this medium with what else is known about its release: the hints' facts and
    /// preferences, with this TOC's track count, tracks (one medium) and disc ID in place of
    /// theirs.
    /// - Parameter hints: What else is known (title, artist, country, format, date, barcode,
    ///   label, catalog number, preferences).
    /// - Returns: The query.
    public func releaseQuery(hints: ReleaseQuery) -> ReleaseQuery {
        var query = hints
        query.trackCount = trackCount
        query.tracks = trackLengths.enumerated().map { index, length in
            LocalTrack(length: length, trackNumber: firstTrack + index)
        }
        query.trackScope = .medium
        query.discID = discID
        return query
    }
}
