/// What the matcher concludes from its ranked candidates.
///
/// With the best candidate's confidence *c* and its lead *d* over the runner-up (*c* itself when
/// there is no runner-up):
/// - ``noMatch``: *c* < ``ReleaseMatcher/minimumConfidence``;
/// - ``ambiguous(lead:)``: otherwise, when *d* < ``ReleaseMatcher/minimumLead``: the best is not
///   clearly ahead of the next, by *d*;
/// - ``confident(lead:)``: otherwise.
///
/// The thresholds play the part of Picard's `match_min_similarity` and `match_min_margin`
/// (0.25 and 0.02 there); the matcher's defaults were tuned so that every confident verdict of
/// the matching benchmark is right (BENCHMARKS.md).
public enum ReleaseMatchVerdict: Sendable, Hashable, CustomStringConvertible {
    /// The best candidate matches, clearly ahead of the next by `lead` (in confidence, 0…1).
    case confident(lead: Double)
    /// The best candidate matches well enough, but the next is within `lead` of it: the query
    /// does not tell them apart. Show the user the runners-up, or ask for more facts.
    case ambiguous(lead: Double)
    /// No candidate matches well enough (or there was none).
    case noMatch

    /// The best candidate's lead over the runner-up; `nil` for ``noMatch``.
    public var lead: Double? {
        switch self {
        case .confident(let lead), .ambiguous(let lead): lead
        case .noMatch: nil
        }
    }

    /// The verdict in words: `confident match (0.34 ahead of the next)`,
    /// `ambiguous (0.01 ahead of the next)`, `no match`. ``ReleaseMatchResult`` says more (the
    /// editions, the albums, the type).
    public var description: String {
        switch self {
        case .confident(let lead): "confident match (\(ReleaseMatchResult.decimal(lead)) ahead of the next)"
        case .ambiguous(let lead): "ambiguous (\(ReleaseMatchResult.decimal(lead)) ahead of the next)"
        case .noMatch: "no match"
        }
    }

    /// Whether the verdict is ``confident(lead:)``.
    public var isConfident: Bool {
        if case .confident = self { return true }
        return false
    }
}
