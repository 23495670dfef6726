/// Scores candidate releases against what a caller knows (a ``ReleaseQuery``), ranks them and
/// says whether the best one is a confident match: the release matcher.
///
/// A matcher is a value that holds the tuning (``weights``, the verdict thresholds, the track
/// length tolerance, how many candidates to fetch and look up); it does no I/O of its own.
/// ``MusicBrainzClient/identifyRelease(_:matcher:)`` uses it with a search, and
/// ``MusicBrainzClient/identifyDisc(_:matcher:includesCDStubs:)`` and
/// ``MusicBrainzClient/identifyAlbum(named:artist:tracks:matcher:)`` with a disc ID lookup and
/// a local track list. ``rank(_:candidates:)`` scores releases you already have.
///
/// ```swift
/// var matcher = ReleaseMatcher()
/// matcher.minimumLead = 0.1          // call more results ambiguous
/// let result = try await client.identifyRelease(
///     ReleaseQuery(title: "In Rainbows", artist: "Radiohead", format: .vinyl), matcher: matcher)
/// ```
///
/// How candidates are scored, and why a search score of 100 decides nothing: <doc:IdentifyingAlbums>.
///
/// Source: the scoring of Picard 3.0 (`picard/matching.py`) and beets
/// (`beets/autotag/distance.py`), section 16 of the WS/2 reference, tuned on the matching
/// benchmark (BENCHMARKS.md).
public struct ReleaseMatcher: Sendable, Hashable {
    /// The weight of each signal; default ``ReleaseMatchWeights/default``.
    public var weights: ReleaseMatchWeights
    /// The confidence below which the best candidate is ``ReleaseMatchVerdict/noMatch``, in
    /// [0, 1]; default 0.7.
    public var minimumConfidence: Double
    /// The lead over the runner-up below which the verdict is
    /// ``ReleaseMatchVerdict/ambiguous(lead:)``, in [0, 1]; default 0.03.
    public var minimumLead: Double
    /// The length difference that still counts as the same length; default 2 seconds (a TOC,
    /// a rip and MusicBrainz's milliseconds rarely differ by more).
    public var lengthTolerance: Duration
    /// How far beyond ``lengthTolerance`` a length difference falls linearly to a score of 0;
    /// default 20 seconds (Picard uses 30 s without a tolerance, beets 30 s after 10 s).
    public var lengthLimit: Duration
    /// How many search hits to fetch as candidates, 25…100; default 50 (Picard's
    /// `query_limit`).
    public var searchLimit: Int
    /// How many of the best candidates to look up for their track lists when the query has
    /// track titles or lengths and the search results have none, 0…25; default 3.
    public var lookupLimit: Int

    /// The `inc` of the lookups the matcher makes: recordings, artist credits, labels, release
    /// groups and media, everything a candidate is scored on.
    public static let lookupIncludes: Release.Includes = [
        .recordings, .artistCredits, .labels, .releaseGroups, .media,
    ]

    /// Creates a matcher.
    /// - Parameters:
    ///   - weights: The signal weights; default ``ReleaseMatchWeights/default``.
    ///   - minimumConfidence: The confidence of a match, 0…1; default 0.7.
    ///   - minimumLead: The lead of a confident match, 0…1; default 0.03.
    ///   - lengthTolerance: The length difference that counts as none; default 2 s.
    ///   - lengthLimit: The further difference at which lengths score 0; default 20 s.
    ///   - searchLimit: The search hits to fetch, 25…100; default 50.
    ///   - lookupLimit: The candidates to look up for track lists, 0…25; default 3.
    public init(
        weights: ReleaseMatchWeights = .default,
        minimumConfidence: Double = 0.7,
        minimumLead: Double = 0.03,
        lengthTolerance: Duration = .seconds(2),
        lengthLimit: Duration = .seconds(20),
        searchLimit: Int = 50,
        lookupLimit: Int = 3
    ) {
        self.weights = weights
        self.minimumConfidence = minimumConfidence
        self.minimumLead = minimumLead
        self.lengthTolerance = lengthTolerance
        self.lengthLimit = lengthLimit
        self.searchLimit = searchLimit
        self.lookupLimit = lookupLimit
    }

    /// Refuses a setting outside its range.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``
    ///   naming the setting: a weight below 0 or not finite, a threshold outside 0…1, a
    ///   negative tolerance, a limit of 0 or less, a search limit outside 25…100 or a lookup
    ///   limit outside 0…25.
    public func validate() throws(MusicBrainzError) {
        func invalid(_ message: String) -> MusicBrainzError {
            MusicBrainzError(code: .invalidRequest, message: message)
        }
        try weights.validate()
        guard (0...1).contains(minimumConfidence) else {
            throw invalid("The minimum confidence must be 0…1, not \(minimumConfidence).")
        }
        guard (0...1).contains(minimumLead) else { throw invalid("The minimum lead must be 0…1, not \(minimumLead).") }
        guard lengthTolerance >= .zero else {
            throw invalid("The length tolerance must not be negative, not \(lengthTolerance).")
        }
        guard lengthLimit > .zero else { throw invalid("The length limit must be positive, not \(lengthLimit).") }
        guard (25...100).contains(searchLimit) else {
            throw invalid("The search limit must be 25…100 hits, not \(searchLimit).")
        }
        guard (0...25).contains(lookupLimit) else {
            throw invalid("The lookup limit must be 0…25 releases, not \(lookupLimit).")
        }
    }

    // MARK: - Ranking

    /// Scores releases you already have against a query and ranks them; no request is sent.
    ///
    /// The releases are compared as they are: a release without a track list scores the
    /// neutral 0.5 on the track signals of a query with tracks (look the few best up with
    /// ``lookupIncludes`` for a fair comparison, as ``match(_:searchResults:lookUp:)`` does).
    ///
    /// - Parameters:
    ///   - query: What is known about the release. A query with no fact gives every candidate
    ///     confidence 0 (``ReleaseQuery/validate()`` refuses it).
    ///   - candidates: The releases, in the order that breaks ties (a search's order).
    /// - Returns: The candidates ranked, best first, with the verdict.
    public func rank(_ query: ReleaseQuery, candidates: [Release]) -> ReleaseMatchResult {
        let scored = candidates.enumerated().map { index, release in
            score(query, release: release, searchRank: index)
        }
        return result(query, scored)
    }

    /// Matches a query against search results: scores every hit, looks up the few best when the
    /// query has track titles or lengths and the hits have no track lists, scores those again
    /// and ranks them all.
    ///
    /// This is the core of ``MusicBrainzClient/identifyRelease(_:matcher:)``, for apps that
    /// search or look up through their own cache.
    ///
    /// - Parameters:
    ///   - query: What is known about the release.
    ///   - searchResults: The hits of a release search, in their order.
    ///   - lookUp: Looks a release up by MBID with ``lookupIncludes``; called at most
    ///     ``lookupLimit`` times, one after the other. A release it reports as
    ///     ``MusicBrainzError/Code/notFound`` keeps its search shape.
    /// - Returns: The candidates ranked, best first, with the verdict.
    /// - Throws: ``MusicBrainzError`` from `lookUp`, other than `notFound`.
    public func match(
        _ query: ReleaseQuery, searchResults: [SearchResult<Release>],
        lookUp: @Sendable (MBID) async throws(MusicBrainzError) -> Release
    ) async throws(MusicBrainzError) -> ReleaseMatchResult {
        var scored = searchResults.enumerated().map { index, hit in
            score(query, release: hit.item, searchRank: index, searchScore: hit.score)
        }
        if query.hasTrackDetails && lookupLimit > 0 {
            let chosen = ranked(scored).filter { !Self.hasTrackList($0.release) }.prefix(lookupLimit)
            for candidate in chosen {
                let full: Release
                do {
                    full = try await lookUp(candidate.release.id)
                } catch  where error.code == .notFound {
                    continue
                }
                scored[candidate.searchRank] = score(
                    query, release: full, searchRank: candidate.searchRank, searchScore: candidate.searchScore,
                    wasLookedUp: true)
            }
        }
        return result(query, scored)
    }

    /// Scores one release against a query.
    ///
    /// - Parameters:
    ///   - query: What is known about the release.
    ///   - release: The candidate.
    ///   - searchRank: Its position among the candidates, which breaks ties; default 0.
    ///   - searchScore: Its search score, if it came from a search.
    ///   - wasLookedUp: Whether it was looked up for its track list.
    /// - Returns: The candidate with its confidence and signal scores.
    public func score(
        _ query: ReleaseQuery, release: Release, searchRank: Int = 0, searchScore: Int? = nil,
        wasLookedUp: Bool = false
    ) -> ReleaseCandidate {
        let scores = signalScores(query, release)
        return ReleaseCandidate(
            release: release, confidence: confidence(of: scores.signals), signals: scores.signals,
            searchScore: searchScore, searchRank: searchRank, wasLookedUp: wasLookedUp,
            trackMatches: scores.trackMatches)
    }

    /// A candidate's confidence from its signal scores: each tier's weighted average, combined
    /// as Picard 3.0 does (see ``ReleaseMatchWeights``).
    /// - Parameter signals: The signal scores, each in [0, 1].
    /// - Returns: The confidence, in [0, 1]; 0 when no signal with a weight was scored.
    public func confidence(of signals: [ReleaseMatchSignal: Double]) -> Double {
        var sums: [ReleaseMatchSignal.Tier: (score: Double, weight: Double)] = [:]
        for (signal, value) in signals {
            let weight = weights[signal]
            guard weight > 0 else { continue }
            let current = sums[signal.tier] ?? (0, 0)
            sums[signal.tier] = (current.score + value * weight, current.weight + weight)
        }
        func average(_ tier: ReleaseMatchSignal.Tier) -> Double? {
            guard let sum = sums[tier], sum.weight > 0 else { return nil }
            return sum.score / sum.weight
        }
        let identifiers = average(.identifiers)
        let similarity = average(.similarity)
        let preferences = average(.preferences)
        let value: Double
        switch identifiers {
        case nil:
            switch (similarity, preferences) {
            case (let similarity?, let preferences?): value = 0.9 * similarity + 0.1 * preferences
            case (let similarity?, nil): value = similarity
            case (nil, let preferences?): value = preferences
            case (nil, nil): value = 0
            }
        case let identifiers? where identifiers >= 0.9:
            let base = similarity ?? 1
            value = 0.85 + 0.1 * base + 0.05 * (preferences ?? base)
        case let identifiers? where identifiers <= 0.1:
            value = min(0.3, 0.3 * (similarity ?? 0))
        case let identifiers?:
            let base = similarity ?? 0.5
            value = 0.4 * identifiers + 0.5 * base + 0.1 * (preferences ?? base)
        }
        return max(0, min(1, value))
    }

    /// The verdict on candidates ranked best first (see ``ReleaseMatchVerdict``).
    /// - Parameter ranked: The candidates, best first.
    /// - Returns: The verdict.
    public func verdict(for ranked: [ReleaseCandidate]) -> ReleaseMatchVerdict {
        guard let best = ranked.first, best.confidence >= minimumConfidence else { return .noMatch }
        let lead = best.confidence - (ranked.dropFirst().first?.confidence ?? 0)
        return lead < minimumLead ? .ambiguous(lead: lead) : .confident(lead: lead)
    }

    /// Candidates by confidence, ties in their search order.
    func ranked(_ candidates: [ReleaseCandidate]) -> [ReleaseCandidate] {
        candidates.sorted { a, b in
            a.confidence != b.confidence ? a.confidence > b.confidence : a.searchRank < b.searchRank
        }
    }

    /// The result of scored candidates.
    func result(_ query: ReleaseQuery, _ scored: [ReleaseCandidate]) -> ReleaseMatchResult {
        let order = ranked(scored)
        return ReleaseMatchResult(query: query, candidates: order, verdict: verdict(for: order))
    }

    /// Whether a release carries its track lists (a lookup with `inc=recordings`, not a search
    /// hit).
    static func hasTrackList(_ release: Release) -> Bool {
        guard let media = release.media, !media.isEmpty else { return false }
        return media.contains { !($0.tracks ?? []).isEmpty }
    }
}
