extension Release {
    /// Every track of the release in play order across its media: for each medium in order, its
    /// pregap (position 0) when the service sends one, its regular tracks, then its data tracks,
    /// each with its disc number, position, place in the play order and, where it differs from
    /// the release's, its own artist credit.
    ///
    /// ```swift
    /// let release = try await client.lookup(Release.self, id: mbid, including: [.recordings, .artistCredits])
    /// for entry in release.tracks where entry.kind != .data {
    ///     print(entry.trackPosition, entry.track.title, TrackLengthFormat().string(for: entry.track.length))
    /// }
    /// ```
    ///
    /// Empty when the release carries no track lists (it was fetched without
    /// `inc=recordings`, or is a search result without media). Computed on each access.
    ///
    /// Source: WS/2 release `media[]` with `pregap`, `tracks` and `data-tracks` of each medium.
    public var tracks: [ReleaseTrack] {
        var result: [ReleaseTrack] = []
        for (mediumIndex, medium) in (media ?? []).enumerated() {
            let disc = medium.position ?? mediumIndex + 1
            for entry in medium.tracksInPlayOrder {
                result.append(
                    ReleaseTrack(
                        track: entry.track, kind: entry.kind, mediumIndex: mediumIndex, discNumber: disc,
                        position: entry.position, playOrder: result.count + 1,
                        distinctArtistCredit: distinctCredit(of: entry.track)))
            }
        }
        return result
    }

    /// The track at a position: "disc 2, track 3".
    ///
    /// - Parameters:
    ///   - disc: The medium's position, from 1 (``Medium/position``; the medium's index plus one
    ///     when the response gave none).
    ///   - position: The position on the medium, from 1; 0 is the pregap. Data tracks have the
    ///     positions after the last regular track.
    /// - Returns: The track, or `nil` when the release has no such disc or track (or no track
    ///   lists).
    public func track(disc: Int, position: Int) -> ReleaseTrack? {
        tracks.first { $0.discNumber == disc && $0.position == position }
    }

    /// The tracks that use a recording, in play order (a recording can appear on several
    /// media of a release, as on a CD + DVD set).
    /// - Parameter recording: The recording's MBID.
    /// - Returns: The tracks; empty when none uses it.
    public func tracks(ofRecording recording: MBID) -> [ReleaseTrack] {
        tracks.filter { $0.track.recording?.id == recording }
    }

    /// The playing time of the whole release: the ``Medium/length`` of every medium added up.
    ///
    /// `nil` rather than a wrong sum: when the release has no media, or any medium's length is
    /// unknown (a missing or incomplete track list, a track of unknown length).
    public var length: Duration? {
        guard let media, !media.isEmpty else { return nil }
        var total = Duration.zero
        for medium in media {
            guard let length = medium.length else { return nil }
            total += length
        }
        return total
    }

    /// A track's artist credit when it differs from the release's, else `nil`.
    func distinctCredit(of track: Track) -> ArtistCredit? {
        guard let credit = track.artistCredit, let releaseCredit = artistCredit else { return nil }
        return credit.isSameCredit(as: releaseCredit) ? nil : credit
    }
}
