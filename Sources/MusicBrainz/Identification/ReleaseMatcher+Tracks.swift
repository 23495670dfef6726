extension ReleaseMatcher {
    /// One track of a candidate release, with where it sits.
    struct CandidateTrack {
        var track: Track
        var mediumIndex: Int
        var mediumPosition: Int?
        /// The position on its medium, from 1.
        var position: Int?
        /// The position in the whole release, from 1.
        var releasePosition: Int
    }

    /// The parts of one pair's comparison, each in [0, 1] or `nil` when not compared.
    struct PairScore {
        var title: Double?
        var length: Double?
        var number: Double?
        var artist: Double?
        var cost: Double
    }

    /// The track signals of one set of candidate tracks (the release, or one medium).
    struct TrackComparison {
        var titles: Double?
        var lengths: Double?
        var numbers: Double?
        var artists: Double?
        var matches: [TrackMatch]
        /// The medium compared, when the query's tracks were compared with one medium; `nil`
        /// for the whole release.
        var medium: Int?
        /// The weighted average of the three, to pick the best medium.
        var overall: Double
    }

    /// Scores the query's tracks against the release's track lists into `scores`, and the track
    /// count against the release, or against the one medium the tracks were compared with.
    ///
    /// What the tracks are compared with:
    /// - ``ReleaseQuery/TrackScope/medium`` (a CD's TOC): each medium on its own; the best counts.
    /// - ``ReleaseQuery/TrackScope/release`` with tracks that all name one disc number: that
    ///   medium (the ten tracks of disc 1 of a two-CD album are compared with its first medium, not
    ///   with all twenty-two tracks), when the release has it.
    /// - Otherwise the whole release; and, for tracks without disc numbers on a release of
    ///   several media, also each medium on its own, which counts when it fits better by more
    ///   than 0.02 (a track list that is one medium of the release).
    func compareTracks(_ query: ReleaseQuery, _ release: Release, into scores: inout SignalScores) {
        let tracks = query.tracks
        let hasTitles = tracks.contains { ReleaseQuery.given($0.title) != nil }
        let hasLengths = tracks.contains { $0.length != nil }
        let hasNumbers = tracks.contains { $0.trackNumber != nil }
        let hasArtists = Self.trackArtistsTellApart(query)
        let partial = query.isPartialTrackList
        func countScore(medium: Int?) {
            if let count = query.effectiveTrackCount {
                scores.signals[.trackCount] =
                    medium.flatMap { index in
                        Self.mediumTrackCount(release, index).map { Self.trackCountScore(count, $0) }
                    }
                    ?? Self.trackCountScore(count, release, scope: query.trackScope)
            } else if partial, let highest = tracks.compactMap(\.trackNumber).max() {
                // A few tracks of an album: the release must have as many tracks as their numbers say.
                let available = medium.flatMap { Self.mediumTrackCount(release, $0) } ?? Self.totalTrackCount(release)
                scores.signals[.trackCount] = available.map { $0 >= highest ? 1 : 0 } ?? Self.unknown
            }
        }
        guard hasTitles || hasLengths || hasNumbers else {
            countScore(medium: nil)
            return
        }
        guard Self.hasTrackList(release), let media = release.media else {
            if hasTitles { scores.signals[.trackTitles] = Self.unknown }
            if hasLengths { scores.signals[.trackLengths] = Self.unknown }
            if hasNumbers { scores.signals[.trackNumbers] = Self.unknown }
            if hasArtists { scores.signals[.trackArtists] = Self.unknown }
            countScore(medium: nil)
            return
        }
        var all: [CandidateTrack] = []
        var perMedium = [[CandidateTrack]](repeating: [], count: media.count)
        // The regular tracks in play order (pregaps and data tracks are not on the query's side).
        for entry in release.tracks where entry.kind == .regular {
            let candidate = CandidateTrack(
                track: entry.track, mediumIndex: entry.mediumIndex, mediumPosition: media[entry.mediumIndex].position,
                position: entry.position, releasePosition: all.count + 1)
            perMedium[entry.mediumIndex].append(candidate)
            all.append(candidate)
        }
        func bestMedium() -> TrackComparison? {
            let compared = perMedium.enumerated().filter { !$0.element.isEmpty }.map { index, tracks in
                var comparison = compare(query, release, tracks, perMedium: true, partial: partial)
                comparison.medium = index
                return comparison
            }
            return compared.max { $0.overall < $1.overall }
        }
        let discs = Set(tracks.compactMap(\.discNumber))
        var comparison: TrackComparison
        switch query.trackScope {
        case .medium:
            comparison = bestMedium() ?? compare(query, release, [], perMedium: true, partial: partial)
        case .release:
            if discs.count == 1, media.count > 1, let disc = discs.first,
                let index = media.indices.first(where: { (media[$0].position ?? $0 + 1) == disc })
            {
                comparison = compare(query, release, perMedium[index], perMedium: true, partial: partial)
                comparison.medium = index
            } else {
                comparison = compare(query, release, all, perMedium: false, partial: partial)
                if discs.isEmpty, media.count > 1, var medium = bestMedium(),
                    medium.overall - Self.oneMediumCost > comparison.overall
                {
                    medium.titles = medium.titles.map { $0 - Self.oneMediumCost }
                    medium.lengths = medium.lengths.map { $0 - Self.oneMediumCost }
                    medium.numbers = medium.numbers.map { $0 - Self.oneMediumCost }
                    comparison = medium
                }
            }
        }
        if hasTitles { scores.signals[.trackTitles] = comparison.titles ?? 0 }
        if hasLengths { scores.signals[.trackLengths] = comparison.lengths ?? 0 }
        if hasNumbers { scores.signals[.trackNumbers] = comparison.numbers ?? 0 }
        if hasArtists { scores.signals[.trackArtists] = comparison.artists ?? 0 }
        scores.trackMatches = comparison.matches
        countScore(medium: comparison.medium)
    }

    /// What a local track list compared with one medium of a release costs on each track
    /// signal, when its tracks name no disc: it is a part of the release.
    static let oneMediumCost = 0.02

    /// The number of tracks of the medium at `index`, when known.
    static func mediumTrackCount(_ release: Release, _ index: Int) -> Int? {
        guard let media = release.media, media.indices.contains(index) else { return nil }
        return media[index].trackCount ?? media[index].tracks?.count
    }

    /// The number of tracks of the whole release, when known.
    static func totalTrackCount(_ release: Release) -> Int? {
        let counts = (release.media ?? []).map { $0.trackCount ?? $0.tracks?.count }
        if !counts.isEmpty, counts.allSatisfy({ $0 != nil }) { return counts.reduce(0) { $0 + ($1 ?? 0) } }
        return release.trackCount
    }

    /// Whether the query's track artists are worth comparing: some track names an artist, and
    /// not every one is the album artist (a compilation, or an album with guests).
    static func trackArtistsTellApart(_ query: ReleaseQuery) -> Bool {
        let artists = query.tracks.compactMap { ReleaseQuery.given($0.artist) }.map(MatchText.fold)
        guard !artists.isEmpty else { return false }
        let album = ReleaseQuery.given(query.artist).map(MatchText.fold)
        return artists.contains { $0 != album }
    }

    /// Pairs the query's tracks with candidate tracks optimally and sums up the pairs; `partial`:
    /// the query holds a few tracks of the release, so its unpaired tracks do not count against it.
    func compare(
        _ query: ReleaseQuery, _ release: Release, _ candidates: [CandidateTrack], perMedium: Bool, partial: Bool
    ) -> TrackComparison {
        let tracks = query.tracks
        let compareArtists = Self.trackArtistsTellApart(query)
        let pairWeights = (
            title: weights.trackTitles > 0 ? weights.trackTitles : 0,
            length: weights.trackLengths > 0 ? weights.trackLengths : 0,
            number: weights.trackNumbers > 0 ? weights.trackNumbers : 0
        )
        var pairs: [[PairScore]] = []
        pairs.reserveCapacity(tracks.count)
        for track in tracks {
            pairs.append(
                candidates.map {
                    pairScore(
                        track, $0, perMedium: perMedium, weights: pairWeights,
                        releaseCredit: compareArtists ? release.artistCredit : nil)
                })
        }
        let assignment = OptimalAssignment.solve(pairs.map { $0.map(\.cost) })
        let extra = partial ? 0 : max(0, candidates.count - tracks.count)
        var sums = (title: 0.0, length: 0.0, number: 0.0, artist: 0.0)
        var matches: [TrackMatch] = []
        for (index, column) in assignment.enumerated() {
            guard let column else { continue }
            let pair = pairs[index][column]
            let candidate = candidates[column]
            sums.title += pair.title ?? 0
            sums.length += pair.length ?? (tracks[index].length == nil ? 0 : Self.unknown)
            sums.number += pair.number ?? 0
            sums.artist += pair.artist ?? 0
            var difference: Duration?
            if let wanted = tracks[index].length, let actual = candidate.track.length { difference = actual - wanted }
            matches.append(
                TrackMatch(
                    queryIndex: index, mediumPosition: candidate.mediumPosition, mediumIndex: candidate.mediumIndex,
                    track: candidate.track, similarity: 1 - pair.cost, titleSimilarity: pair.title,
                    lengthDifference: difference))
        }
        func share(_ sum: Double, _ counted: Int) -> Double? {
            guard counted > 0 else { return nil }
            return sum / Double(counted + extra)
        }
        let titles = share(sums.title, tracks.filter { ReleaseQuery.given($0.title) != nil }.count)
        let lengths = share(sums.length, tracks.filter { $0.length != nil }.count)
        let numbers = share(sums.number, tracks.filter { $0.trackNumber != nil }.count)
        let artists =
            compareArtists ? share(sums.artist, tracks.filter { ReleaseQuery.given($0.artist) != nil }.count) : nil
        var weighted = 0.0
        var total = 0.0
        for (value, weight) in [
            (titles, pairWeights.title), (lengths, pairWeights.length), (numbers, pairWeights.number),
        ] {
            guard let value else { continue }
            let w = weight > 0 ? weight : 1
            weighted += value * w
            total += w
        }
        if let artists, weights.trackArtists > 0 {
            weighted += artists * weights.trackArtists
            total += weights.trackArtists
        }
        return TrackComparison(
            titles: titles, lengths: lengths, numbers: numbers, artists: artists, matches: matches, medium: nil,
            overall: total > 0 ? weighted / total : 0)
    }

    /// The comparison of one query track with one candidate track; its cost is the weighted
    /// distance of the parts both have (0.5 when they share none).
    func pairScore(
        _ track: LocalTrack, _ candidate: CandidateTrack, perMedium: Bool,
        weights: (title: Double, length: Double, number: Double), releaseCredit: ArtistCredit? = nil
    ) -> PairScore {
        var score = PairScore(cost: Self.unknown)
        var weighted = 0.0
        var total = 0.0
        func add(_ value: Double, _ weight: Double) {
            let w = weight > 0 ? weight : (weights.title + weights.length + weights.number == 0 ? 1 : 0)
            weighted += (1 - value) * w
            total += w
        }
        if let title = ReleaseQuery.given(track.title) {
            let value = MatchText.titleSimilarity(title, candidate.track.title)
            score.title = value
            add(value, weights.title)
        }
        if let wanted = track.length, let actual = candidate.track.length {
            let value = lengthScore(wanted, actual)
            score.length = value
            add(value, weights.length)
        }
        if let number = track.trackNumber {
            let matches: Bool
            if let disc = track.discNumber, !perMedium, let medium = candidate.mediumPosition {
                matches = disc == medium && number == candidate.position
            } else if perMedium {
                matches = number == candidate.position
            } else {
                matches = number == candidate.position || number == candidate.releasePosition
            }
            score.number = matches ? 1 : 0
            add(score.number ?? 0, weights.number)
        }
        if let releaseCredit, let artist = ReleaseQuery.given(track.artist) {
            let value = Self.artistScore(artist, candidate.track.artistCredit ?? releaseCredit)
            score.artist = value
            add(value, self.weights.trackArtists)
        }
        if total > 0 { score.cost = weighted / total }
        return score
    }

    /// The length score: 1 within ``lengthTolerance``, falling linearly to 0 over
    /// ``lengthLimit`` beyond it.
    func lengthScore(_ wanted: Duration, _ actual: Duration) -> Double {
        let difference = abs(Self.seconds(actual - wanted)) - Self.seconds(lengthTolerance)
        guard difference > 0 else { return 1 }
        return max(0, 1 - difference / Self.seconds(lengthLimit))
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let components = duration.components
        return Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
