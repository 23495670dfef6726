extension Medium {
    /// The medium's tracks in play order: the pregap (position 0) when there is one, the
    /// regular tracks, then the data tracks, each with its kind and position.
    ///
    /// A track without a position takes the one its place in the list gives (after
    /// ``trackOffset``); data tracks without one follow the last regular track.
    var tracksInPlayOrder: [(track: Track, kind: ReleaseTrack.Kind, position: Int)] {
        var result: [(track: Track, kind: ReleaseTrack.Kind, position: Int)] = []
        if let pregap { result.append((pregap, .pregap, pregap.position ?? 0)) }
        var last = trackOffset ?? 0
        for (index, track) in (tracks ?? []).enumerated() {
            let position = track.position ?? (trackOffset ?? 0) + index + 1
            result.append((track, .regular, position))
            last = max(last, position)
        }
        for (index, track) in (dataTracks ?? []).enumerated() {
            result.append((track, .data, track.position ?? last + index + 1))
        }
        return result
    }

    /// Whether ``tracks`` holds the medium's whole track list: tracks were returned
    /// (`inc=recordings`), the first is track 1 (``trackOffset`` 0 or missing), and as many as
    /// ``trackCount`` says when it says. Search results, which hold only the matching tracks,
    /// fail this.
    public var hasCompleteTrackList: Bool {
        guard let tracks else { return false }
        if let trackOffset, trackOffset > 0 { return false }
        if let trackCount, trackCount != tracks.count { return false }
        return true
    }

    /// The playing time of the medium: the lengths of the pregap and the regular tracks added
    /// up (data tracks are not played and not counted).
    ///
    /// `nil` rather than a wrong sum: when the track list is missing or incomplete
    /// (``hasCompleteTrackList``), or when the length of any counted track is unknown.
    /// A medium with an empty complete track list lasts zero seconds.
    ///
    /// Source: the `length` (milliseconds) of the medium's `pregap` and `tracks` in WS/2.
    public var length: Duration? {
        guard hasCompleteTrackList else { return nil }
        var total = Duration.zero
        for entry in tracksInPlayOrder where entry.kind != .data {
            guard let length = entry.track.length else { return nil }
            total += length
        }
        return total
    }
}
