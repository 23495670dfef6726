/// Scores candidate releases against what a caller knows (a ``ReleaseQuery``), ranks them and
/// says whether the best one is a confident match: the release matcher.
///
/// A matcher is a value that holds the tuning (``weights``, the verdict thresholds, the track
/// length tolerance, how many candidates to fetch and look up); it does no I/O of its own.
/// ``MusicBrainzClient/identifyRelease(_:matcher:)`` uses it with a search, and
/// ``MusicBrainzClient/identifyDisc(_:hints:matcher:includesCDStubs:)`` and
/// ``MusicBrainzClient/identifyAlbum(named:artist:barcode:tracks:matcher:)`` with a disc ID lookup and
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
    /// The kind of release a query is taken to be for when it gives no
    /// ``ReleaseQuery/primaryType``, track count or tracks; default `.album`, since a name typed
    /// on its own is most often an album's: the album beats a single or an EP of the same name,
    /// and a single is never a match for it. `nil` compares no type.
    public var assumedPrimaryType: ReleaseGroup.PrimaryType?

    /// The `inc` of the lookups the matcher makes: recordings, artist credits, labels, release
    /// groups and media, everything a candidate is scored on; the same as ``albumIncludes``, so a
    /// candidate the matcher looked up is already the complete album.
    public static let lookupIncludes: Release.Includes = albumIncludes

    /// Creates a matcher.
    /// - Parameters:
    ///   - weights: The signal weights; default ``ReleaseMatchWeights/default``.
    ///   - minimumConfidence: The confidence of a match, 0…1; default 0.7.
    ///   - minimumLead: The lead of a confident match, 0…1; default 0.03.
    ///   - lengthTolerance: The length difference that counts as none; default 2 s.
    ///   - lengthLimit: The further difference at which lengths score 0; default 20 s.
    ///   - searchLimit: The search hits to fetch, 25…100; default 50.
    ///   - lookupLimit: The candidates to look up for track lists, 0…25; default 3.
    ///   - assumedPrimaryType: The kind of release of a query that names none; default `.album`.
    public init(
        weights: ReleaseMatchWeights = .default,
        minimumConfidence: Double = 0.7,
        minimumLead: Double = 0.03,
        lengthTolerance: Duration = .seconds(2),
        lengthLimit: Duration = .seconds(20),
        searchLimit: Int = 50,
        lookupLimit: Int = 3,
        assumedPrimaryType: ReleaseGroup.PrimaryType? = .album
    ) {
        self.weights = weights
        self.minimumConfidence = minimumConfidence
        self.minimumLead = minimumLead
        self.lengthTolerance = lengthTolerance
        self.lengthLimit = lengthLimit
        self.searchLimit = searchLimit
        self.lookupLimit = lookupLimit
        self.assumedPrimaryType = assumedPrimaryType
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
        let scoring = Self.withArtistFromTitle(query, candidates: candidates)
        let scored = candidates.enumerated().map { index, release in
            score(scoring, release: release, searchRank: index)
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
        let scoring = Self.withArtistFromTitle(query, candidates: searchResults.map(\.item))
        var scored = searchResults.enumerated().map { index, hit in
            score(scoring, release: hit.item, searchRank: index, searchScore: hit.score)
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
                    scoring, release: full, searchRank: candidate.searchRank, searchScore: candidate.searchScore,
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
    ///
    /// The title and the artist, when both are scored, are one name: they count as their
    /// product with the sum of their weights, so that a title that matches does not make up
    /// for another artist (a tribute, a karaoke version) nor an artist for another title (the
    /// artist's other albums).
    /// - Parameter signals: The signal scores, each in [0, 1].
    /// - Returns: The confidence, in [0, 1]; 0 when no signal with a weight was scored.
    public func confidence(of signals: [ReleaseMatchSignal: Double]) -> Double {
        var sums: [ReleaseMatchSignal.Tier: (score: Double, weight: Double)] = [:]
        let name = [ReleaseMatchSignal.title, .artist].filter { signals[$0] != nil && weights[$0] > 0 }
        for (signal, value) in signals {
            let weight = weights[signal]
            guard weight > 0, name.count < 2 || !name.contains(signal) else { continue }
            let current = sums[signal.tier] ?? (0, 0)
            sums[signal.tier] = (current.score + value * weight, current.weight + weight)
        }
        if name.count == 2 {
            let value = name.reduce(1.0) { $0 * (signals[$1] ?? 0) }
            let weight = name.reduce(0.0) { $0 + weights[$1] }
            let current = sums[.similarity] ?? (0, 0)
            sums[.similarity] = (current.score + value * weight, current.weight + weight)
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

    /// The verdict on candidates ranked best first (see ``ReleaseMatchVerdict``), without the
    /// album and edition rules of ``rank(_:candidates:)``: the best against the minimum
    /// confidence, its lead against the minimum lead.
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

    /// The result of scored candidates: ranked; the candidates within ``minimumLead`` of the
    /// best are the contenders; when they are editions of one album, the edition rule chooses
    /// the match among them (``ReleaseMatchResult/editionChoice``); a best candidate of another
    /// type than the query's is no match.
    func result(_ query: ReleaseQuery, _ scored: [ReleaseCandidate]) -> ReleaseMatchResult {
        var order = ranked(scored)
        guard let best = order.first, best.confidence >= minimumConfidence else {
            return ReleaseMatchResult(
                query: query, candidates: order, verdict: .noMatch, primaryType: wantedPrimaryType(query))
        }
        let contenders = order.prefix { best.confidence - $0.confidence < minimumLead }
        let lead = best.confidence - (order.dropFirst(contenders.count).first?.confidence ?? 0)
        var verdict = ReleaseMatchVerdict.confident(lead: lead)
        var alternatives: [ReleaseCandidate] = []
        var choice: EditionChoice?
        if contenders.count > 1 {
            if contenders.allSatisfy({ Self.isSameAlbum($0.release, best.release) }) {
                let editions = EditionChoice.ordered(Array(contenders), query: query)
                choice = EditionChoice.reason(choosing: editions[0], over: editions[1], query: query)
                alternatives = Array(editions.dropFirst())
                order = editions + order.dropFirst(contenders.count)
            } else {
                verdict = .ambiguous(lead: best.confidence - contenders[contenders.startIndex + 1].confidence)
            }
        }
        // A release of another type than the one asked for is not what the query is for.
        if let wanted = wantedPrimaryType(query), let type = order[0].release.releaseGroup?.primaryType, type != wanted
        {
            verdict = .noMatch
        }
        return ReleaseMatchResult(
            query: query, candidates: order, verdict: verdict,
            alternativeEditions: verdict.isConfident ? alternatives : [],
            editionChoice: verdict.isConfident ? choice : nil, primaryType: wantedPrimaryType(query))
    }

    /// The query to score with: when it has a title and no artist, and the title begins or ends
    /// with the name of a candidate's artist (`Fleetwood Mac - Rumours`, `Rumours Fleetwood
    /// Mac`), that name (the longest, if several) is taken as the artist, so that a release of
    /// the same title by another artist (a karaoke version) does not match as well.
    static func withArtistFromTitle(_ query: ReleaseQuery, candidates: [Release]) -> ReleaseQuery {
        guard ReleaseQuery.given(query.artist) == nil, let title = ReleaseQuery.given(query.title) else { return query }
        let words = MatchText.words(title)
        var found: (name: String, words: Int)?
        for release in candidates {
            for name in artistNames(release) {
                let nameWords = MatchText.words(name)
                let size = nameWords.count
                guard size > 0, words.count > size, size > (found?.words ?? 0) else { continue }
                let begins =
                    words.prefix(size).elementsEqual(nameWords)
                    && MatchText.isTitle(words.dropFirst(size).map(String.init)[...])
                let ends =
                    words.suffix(size).elementsEqual(nameWords)
                    && MatchText.isTitle(words.dropLast(size).map(String.init)[...])
                guard begins || ends else { continue }
                found = (name, size)
            }
        }
        guard let found else { return query }
        var scoring = query
        scoring.artist = found.name
        scoring.artistWasTyped = false
        return scoring
    }

    /// Whether two releases are editions of one album: the same release group, or, when either
    /// has no release group, the same title and artist credit after folding.
    static func isSameAlbum(_ a: Release, _ b: Release) -> Bool {
        if let one = a.releaseGroup?.id, let other = b.releaseGroup?.id { return one == other }
        return MatchText.fold(a.title) == MatchText.fold(b.title)
            && MatchText.fold(a.artistCredit?.name ?? "") == MatchText.fold(b.artistCredit?.name ?? "")
    }

    /// Whether a release carries its track lists (a lookup with `inc=recordings`, not a search
    /// hit).
    static func hasTrackList(_ release: Release) -> Bool {
        guard let media = release.media, !media.isEmpty else { return false }
        return media.contains { !($0.tracks ?? []).isEmpty }
    }
}
