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
    /// medium.
    public var releaseQuery: ReleaseQuery {
        ReleaseQuery(
            trackCount: trackCount,
            tracks: trackLengths.enumerated().map { index, length in
                LocalTrack(length: length, trackNumber: firstTrack + index)
            },
            trackScope: .medium)
    }
}
