/// The answer of the release matcher: every candidate ranked, best first, and a verdict.
///
/// The album and the edition are two answers. When the best candidates are editions of one
/// album that the query does not tell apart (the same track list from two countries), the album
/// is a confident match: ``match`` is the edition the rule chose (``EditionChoice``), and
/// ``alternativeEditions`` are the others. ``ReleaseMatchVerdict/ambiguous(lead:)`` is kept for
/// candidates that are different albums.
///
/// ```swift
/// let result = try await client.identifyRelease(ReleaseQuery(title: "Rumours", artist: "Fleetwood Mac"))
/// print(result)   // "same album, 3 editions (chose the 1977 US LP as the earliest)"
/// if let match = result.match {
///     print("it is", match.release.id, "or one of", result.alternativeEditions.map(\.release.id))
/// } else if case .ambiguous = result.verdict {
///     print("which one?", result.candidates.prefix(3).map(\.release.title))
/// }
/// ```
public struct ReleaseMatchResult: Sendable, Hashable, CustomStringConvertible {
    /// The query that was matched.
    public var query: ReleaseQuery
    /// The candidates, by confidence (ties in search order), best first; when editions of the
    /// matched album tie, the chosen edition first and the others after it
    /// (``alternativeEditions``).
    public var candidates: [ReleaseCandidate]
    /// The verdict on the best candidate.
    public var verdict: ReleaseMatchVerdict
    /// The search query that fetched the candidates; `nil` when they came from elsewhere (a
    /// disc ID lookup, ``ReleaseMatcher/rank(_:candidates:)``).
    public var searchQuery: SearchQuery<Release>?
    /// The other editions of the matched album that the query does not tell apart from
    /// ``match`` (within ``ReleaseMatcher/minimumLead`` of it), in the edition rule's order;
    /// empty when the match had no rival edition or the verdict is not confident.
    public var alternativeEditions: [ReleaseCandidate]
    /// Why ``match`` is this edition of its album rather than one of ``alternativeEditions``;
    /// `nil` when there was no choice to make.
    public var editionChoice: EditionChoice?
    /// The kind of release the query was taken to be for: its ``ReleaseQuery/primaryType``, or
    /// the matcher's ``ReleaseMatcher/assumedPrimaryType``; `nil` when any kind would do. A best
    /// candidate of another type makes the verdict ``ReleaseMatchVerdict/noMatch``.
    public var primaryType: ReleaseGroup.PrimaryType?

    /// Creates a result.
    /// - Parameters:
    ///   - query: The query.
    ///   - candidates: The ranked candidates.
    ///   - verdict: The verdict.
    ///   - searchQuery: The search query sent, if any.
    ///   - alternativeEditions: The other editions of the matched album.
    ///   - editionChoice: Why the match is the edition it is.
    ///   - primaryType: The kind of release the query was taken to be for.
    public init(
        query: ReleaseQuery, candidates: [ReleaseCandidate], verdict: ReleaseMatchVerdict,
        searchQuery: SearchQuery<Release>? = nil, alternativeEditions: [ReleaseCandidate] = [],
        editionChoice: EditionChoice? = nil, primaryType: ReleaseGroup.PrimaryType? = nil
    ) {
        self.query = query
        self.candidates = candidates
        self.verdict = verdict
        self.searchQuery = searchQuery
        self.alternativeEditions = alternativeEditions
        self.editionChoice = editionChoice
        self.primaryType = primaryType
    }

    /// The best candidate, whatever the verdict; `nil` when there was none.
    public var best: ReleaseCandidate? { candidates.first }

    /// The best candidate when the verdict is ``ReleaseMatchVerdict/confident(lead:)``: the
    /// release, or the chosen edition of the album (``editionChoice``).
    public var match: ReleaseCandidate? { verdict.isConfident ? candidates.first : nil }

    /// The candidates after the best.
    public var runnersUp: ArraySlice<ReleaseCandidate> { candidates.dropFirst() }

    /// The verdict in words, for people: `confident match (0.34 ahead of the next)`,
    /// `same album, 3 editions (chose the 1984 GB CD by your country)`,
    /// `ambiguous between 2 albums (0.01 apart)`, `no match`, or, when the best is of another
    /// type than asked for, `no match: the best is a single, not an album`.
    public var description: String {
        switch verdict {
        case .confident:
            guard let match, let editionChoice, !alternativeEditions.isEmpty else {
                return verdict.description
            }
            let editions = alternativeEditions.count + 1
            return "same album, \(editions) editions (chose the \(Self.edition(match.release)) \(editionChoice))"
        case .ambiguous(let lead):
            guard let best else { return verdict.description }
            let tied = candidates.prefix { best.confidence - $0.confidence <= max(lead, 0) + 1e-9 }
            var albums: [Release] = []
            for candidate in tied where !albums.contains(where: { ReleaseMatcher.isSameAlbum($0, candidate.release) }) {
                albums.append(candidate.release)
            }
            return "ambiguous between \(max(albums.count, 2)) albums (\(Self.decimal(lead)) apart)"
        case .noMatch:
            if let best, let wanted = primaryType, let type = best.release.releaseGroup?.primaryType, type != wanted {
                return "no match: the best is \(Self.article(type)), not \(Self.article(wanted))"
            }
            return verdict.description
        }
    }

    /// `the 1984 GB CD`'s words: the year, the country and the formats, those known.
    static func edition(_ release: Release) -> String {
        var words: [String] = []
        if let year = release.date?.year { words.append(String(year)) }
        if let country = release.country { words.append(country) }
        let formats = (release.media ?? []).compactMap { $0.format?.rawValue }
        if !formats.isEmpty {
            var counted: [(String, Int)] = []
            for format in formats {
                if let index = counted.firstIndex(where: { $0.0 == format }) {
                    counted[index].1 += 1
                } else {
                    counted.append((format, 1))
                }
            }
            words.append(counted.map { $0.1 > 1 ? "\($0.1)×\($0.0)" : $0.0 }.joined(separator: " + "))
        }
        return words.isEmpty ? "first" : words.joined(separator: " ")
    }

    /// `a single`, `an album`, `an EP`, `another kind of release`.
    static func article(_ type: ReleaseGroup.PrimaryType) -> String {
        if type == .other { return "another kind of release" }
        let name = type == .ep ? "EP" : type.rawValue.lowercased()
        return ("aeiouAEIOU".contains(name.first ?? "x") ? "an " : "a ") + name
    }

    /// Two decimals.
    static func decimal(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
