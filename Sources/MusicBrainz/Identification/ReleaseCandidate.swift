/// A release the matcher considered, with how well it matches the query.
///
/// ``confidence`` is absolute, not relative to the other candidates: 1 means every fact of the
/// query agrees. ``signals`` holds the score of each signal that counted, so an app can show why
/// (`title 1.00, date 0.95, format 0.00`).
public struct ReleaseCandidate: Sendable, Hashable {
    /// The release: as the search returned it, or as looked up when the matcher needed its
    /// track list (``wasLookedUp``).
    public var release: Release
    /// How well the release matches the query, in [0, 1].
    public var confidence: Double
    /// The score of each signal that counted, in [0, 1]; signals the query has no fact for are
    /// absent.
    public var signals: [ReleaseMatchSignal: Double]
    /// The search server's relevance score (0–100, relative to the best hit of the search);
    /// `nil` for candidates that did not come from a search. Not part of the confidence: many
    /// hits score 100.
    public var searchScore: Int?
    /// The candidate's position in the list the matcher was given (the search results), from 0;
    /// it only orders candidates of equal confidence.
    public var searchRank: Int
    /// Whether the matcher looked the release up (`inc=recordings+artist-credits+labels+release-groups+media`)
    /// to compare its track list.
    public var wasLookedUp: Bool
    /// The optimal pairing of the query's tracks with this release's, best medium first for a
    /// ``ReleaseQuery/TrackScope/medium`` query; `nil` when the track lists were not compared
    /// (the query has no tracks, or the release's track list is unknown).
    public var trackMatches: [TrackMatch]?

    /// Creates a candidate.
    /// - Parameters:
    ///   - release: The release.
    ///   - confidence: The confidence, in [0, 1].
    ///   - signals: The score of each signal.
    ///   - searchScore: The search score.
    ///   - searchRank: The position in the candidate list.
    ///   - wasLookedUp: Whether the release was looked up.
    ///   - trackMatches: The track pairing.
    public init(
        release: Release, confidence: Double, signals: [ReleaseMatchSignal: Double], searchScore: Int? = nil,
        searchRank: Int, wasLookedUp: Bool = false, trackMatches: [TrackMatch]? = nil
    ) {
        self.release = release
        self.confidence = confidence
        self.signals = signals
        self.searchScore = searchScore
        self.searchRank = searchRank
        self.wasLookedUp = wasLookedUp
        self.trackMatches = trackMatches
    }

    /// The release track paired with the query's track at `index` of ``ReleaseQuery/tracks``,
    /// or `nil` when that track was not paired.
    /// - Parameter index: The query track's index, from 0.
    /// - Returns: The pair.
    public func trackMatch(forQueryTrackAt index: Int) -> TrackMatch? {
        trackMatches?.first { $0.queryIndex == index }
    }
}
