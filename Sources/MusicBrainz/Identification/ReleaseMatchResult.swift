/// The answer of the release matcher: every candidate ranked, best first, and a verdict.
///
/// ```swift
/// let result = try await client.identifyRelease(ReleaseQuery(title: "Rumours", artist: "Fleetwood Mac"))
/// switch result.verdict {
/// case .confident:
///     print("it is", result.best!.release.id)
/// case .ambiguous(let lead):
///     print("best is only \(lead) ahead; also consider", result.runnersUp.prefix(3).map(\.release.title))
/// case .noMatch:
///     print("nothing matches")
/// }
/// ```
public struct ReleaseMatchResult: Sendable, Hashable {
    /// The query that was matched.
    public var query: ReleaseQuery
    /// The candidates, by confidence (ties in search order), best first.
    public var candidates: [ReleaseCandidate]
    /// The verdict on the best candidate.
    public var verdict: ReleaseMatchVerdict
    /// The search query that fetched the candidates; `nil` when they came from elsewhere (a
    /// disc ID lookup, ``ReleaseMatcher/rank(_:candidates:)``).
    public var searchQuery: SearchQuery<Release>?

    /// Creates a result.
    /// - Parameters:
    ///   - query: The query.
    ///   - candidates: The ranked candidates.
    ///   - verdict: The verdict.
    ///   - searchQuery: The search query sent, if any.
    public init(
        query: ReleaseQuery, candidates: [ReleaseCandidate], verdict: ReleaseMatchVerdict,
        searchQuery: SearchQuery<Release>? = nil
    ) {
        self.query = query
        self.candidates = candidates
        self.verdict = verdict
        self.searchQuery = searchQuery
    }

    /// The best candidate, whatever the verdict; `nil` when there was none.
    public var best: ReleaseCandidate? { candidates.first }

    /// The best candidate when the verdict is ``ReleaseMatchVerdict/confident(lead:)``.
    public var match: ReleaseCandidate? { verdict.isConfident ? candidates.first : nil }

    /// The candidates after the best.
    public var runnersUp: ArraySlice<ReleaseCandidate> { candidates.dropFirst() }
}
