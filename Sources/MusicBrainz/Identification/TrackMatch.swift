/// One pair of the optimal track assignment: a track of the query (``ReleaseQuery/tracks``) and
/// the track of the candidate release it was paired with.
///
/// The pairing minimises the summed cost of all pairs, where a pair's cost is the weighted
/// distance of its title, length and position (weights ``ReleaseMatchWeights/trackTitles``,
/// ``ReleaseMatchWeights/trackLengths`` and ``ReleaseMatchWeights/trackNumbers``), so it is
/// the best whole assignment, not a greedy one: a local album with its tracks in the wrong order
/// still pairs each file with its own track.
public struct TrackMatch: Sendable, Hashable {
    /// The index of the query's track in ``ReleaseQuery/tracks``, from 0.
    public var queryIndex: Int
    /// The position of the release's medium (``Medium/position``, from 1); `nil` when the
    /// response gave none.
    public var mediumPosition: Int?
    /// The index of the medium in ``Release/media``, from 0.
    public var mediumIndex: Int
    /// The release's track.
    public var track: Track
    /// How alike the two are, in [0, 1]: 1 − the pair's cost.
    public var similarity: Double
    /// The title similarity, in [0, 1]; `nil` when the query's track has no title.
    public var titleSimilarity: Double?
    /// The release track's length minus the query track's (positive: the release's is
    /// longer); `nil` when either is unknown.
    public var lengthDifference: Duration?

    /// Creates a pair.
    /// - Parameters:
    ///   - queryIndex: The query track's index.
    ///   - mediumPosition: The medium's position.
    ///   - mediumIndex: The medium's index.
    ///   - track: The release's track.
    ///   - similarity: The pair's similarity.
    ///   - titleSimilarity: The title similarity.
    ///   - lengthDifference: The length difference.
    public init(
        queryIndex: Int, mediumPosition: Int?, mediumIndex: Int, track: Track, similarity: Double,
        titleSimilarity: Double?, lengthDifference: Duration?
    ) {
        self.queryIndex = queryIndex
        self.mediumPosition = mediumPosition
        self.mediumIndex = mediumIndex
        self.track = track
        self.similarity = similarity
        self.titleSimilarity = titleSimilarity
        self.lengthDifference = lengthDifference
    }
}
