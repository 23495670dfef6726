extension MusicBrainzClient {
    /// Identifies a local album (the tracks an app holds, from its own media library): finds the
    /// release and pairs each local track with a track of it.
    ///
    /// ```swift
    /// let tracks = items.map { item in
    ///     LocalTrack(title: item.title, artist: item.artist, length: .seconds(item.playbackDuration),
    ///                trackNumber: item.albumTrackNumber, discNumber: item.discNumber)
    /// }
    /// let result = try await client.identifyAlbum(named: "Rumours", tracks: tracks)
    /// if let match = result.match {
    ///     let release = match.release                          // with credits, labels, release group
    ///     let first = match.trackMatch(forQueryTrackAt: 0)     // the release's track for tracks[0]
    /// }
    /// ```
    ///
    /// The query is the album name, the artist, the barcode, the track count and every track's
    /// title, artist, length and numbers (``ReleaseQuery/TrackScope/release``); the candidates'
    /// track lists come from lookups of the few best search hits, so the best candidate has its
    /// complete track list, credits, labels and release group, ready to show. Its
    /// ``ReleaseCandidate/trackMatches`` is the optimal pairing of the local tracks with its
    /// tracks.
    ///
    /// Tracks that all name one disc (the ten files of disc 1 of a two-CD album) are compared with
    /// that medium, not the whole release; tracks whose numbers go beyond their count (one file,
    /// track 5) are a part of the release, so a release with fewer tracks than that cannot be it;
    /// tracks whose artists differ from the album artist (a compilation) are compared with each
    /// release track's credit. See <doc:IdentifyingAlbums>.
    ///
    /// - Parameters:
    ///   - album: The album name; `nil` when unknown.
    ///   - artist: The album artist; `nil` to take the artist of at least half of the tracks
    ///     ("Various Artists" when three or more artists share the tracks and none has half).
    ///   - barcode: The album's barcode, when the files carry one; default `nil`.
    ///   - tracks: The local tracks, in order; at least one.
    ///   - matcher: The weights and thresholds.
    /// - Returns: The candidates ranked, best first, with the verdict.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` before sending
    ///   when there is no track, nothing to search for (no album name, artist or track artist),
    ///   or a value out of range (``ReleaseQuery/validate()``); otherwise the errors of
    ///   ``identifyRelease(_:matcher:)``.
    public func identifyAlbum(
        named album: String?, artist: String? = nil, barcode: Barcode? = nil, tracks: [LocalTrack],
        matcher: ReleaseMatcher = ReleaseMatcher()
    ) async throws(MusicBrainzError) -> ReleaseMatchResult {
        guard !tracks.isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "A local album needs at least one track.")
        }
        let query = ReleaseQuery(
            title: album, artist: ReleaseQuery.given(artist) ?? Self.albumArtist(of: tracks), tracks: tracks,
            trackScope: .release, barcode: barcode)
        return try await identifyRelease(query, matcher: matcher)
    }

    /// The artist of at least half of the tracks, "Various Artists" when three or more share
    /// them and none has half, or `nil`.
    static func albumArtist(of tracks: [LocalTrack]) -> String? {
        var counts: [String: (name: String, count: Int)] = [:]
        for track in tracks {
            guard let artist = ReleaseQuery.given(track.artist) else { continue }
            let key = MatchText.fold(artist)
            counts[key] = (counts[key]?.name ?? artist, (counts[key]?.count ?? 0) + 1)
        }
        let ordered = counts.values.sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
        if let top = ordered.first, top.count * 2 >= tracks.count { return top.name }
        return counts.count >= 3 ? "Various Artists" : nil
    }
}
