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
        var cost: Double
    }

    /// The track signals of one set of candidate tracks (the release, or one medium).
    struct TrackComparison {
        var titles: Double?
        var lengths: Double?
        var numbers: Double?
        var matches: [TrackMatch]
        /// The weighted average of the three, to pick the best medium.
        var overall: Double
    }

    /// Scores the query's tracks against the release's track lists into `scores`.
    func compareTracks(_ query: ReleaseQuery, _ release: Release, into scores: inout SignalScores) {
        let tracks = query.tracks
        let hasTitles = tracks.contains { ReleaseQuery.given($0.title) != nil }
        let hasLengths = tracks.contains { $0.length != nil }
        let hasNumbers = tracks.contains { $0.trackNumber != nil }
        guard hasTitles || hasLengths || hasNumbers else { return }
        guard Self.hasTrackList(release), let media = release.media else {
            if hasTitles { scores.signals[.trackTitles] = Self.unknown }
            if hasLengths { scores.signals[.trackLengths] = Self.unknown }
            if hasNumbers { scores.signals[.trackNumbers] = Self.unknown }
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
        let comparison: TrackComparison
        switch query.trackScope {
        case .release:
            comparison = compare(tracks, all, perMedium: false)
        case .medium:
            let candidates = perMedium.filter { !$0.isEmpty }.map { compare(tracks, $0, perMedium: true) }
            guard let best = candidates.max(by: { $0.overall < $1.overall }) else {
                comparison = compare(tracks, [], perMedium: true)
                break
            }
            comparison = best
        }
        if hasTitles { scores.signals[.trackTitles] = comparison.titles ?? 0 }
        if hasLengths { scores.signals[.trackLengths] = comparison.lengths ?? 0 }
        if hasNumbers { scores.signals[.trackNumbers] = comparison.numbers ?? 0 }
        scores.trackMatches = comparison.matches
    }

    /// Pairs the query's tracks with candidate tracks optimally and sums up the pairs.
    func compare(_ tracks: [LocalTrack], _ candidates: [CandidateTrack], perMedium: Bool) -> TrackComparison {
        let pairWeights = (
            title: weights.trackTitles > 0 ? weights.trackTitles : 0,
            length: weights.trackLengths > 0 ? weights.trackLengths : 0,
            number: weights.trackNumbers > 0 ? weights.trackNumbers : 0
        )
        var pairs: [[PairScore]] = []
        pairs.reserveCapacity(tracks.count)
        for track in tracks {
            pairs.append(candidates.map { pairScore(track, $0, perMedium: perMedium, weights: pairWeights) })
        }
        let assignment = OptimalAssignment.solve(pairs.map { $0.map(\.cost) })
        let extra = max(0, candidates.count - tracks.count)
        var sums = (title: 0.0, length: 0.0, number: 0.0)
        var matches: [TrackMatch] = []
        for (index, column) in assignment.enumerated() {
            guard let column else { continue }
            let pair = pairs[index][column]
            let candidate = candidates[column]
            sums.title += pair.title ?? 0
            sums.length += pair.length ?? (tracks[index].length == nil ? 0 : Self.unknown)
            sums.number += pair.number ?? 0
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
        return TrackComparison(
            titles: titles, lengths: lengths, numbers: numbers, matches: matches,
            overall: total > 0 ? weighted / total : 0)
    }

    /// The comparison of one query track with one candidate track; its cost is the weighted
    /// distance of the parts both have (0.5 when they share none).
    func pairScore(
        _ track: LocalTrack, _ candidate: CandidateTrack, perMedium: Bool,
        weights: (title: Double, length: Double, number: Double)
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
            let value = MatchText.similarity(title, candidate.track.title)
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
