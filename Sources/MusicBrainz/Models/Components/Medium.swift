/// One medium of a release: a disc, a side of a record, a cassette, a set of files.
///
/// Source: one item of WS/2 `media` (JSON) / `<medium>` (XML) of a release (`inc=media`, or
/// `inc=recordings` for the tracks).
public struct Medium: Sendable, Hashable {
    /// The medium's MBID; older XML responses and search results may lack it.
    public var id: MBID?
    /// The medium's own title (for example "Bonus Disc"); `nil` when it has none.
    public var title: String?
    /// The position of the medium in the release, counted from 1.
    public var position: Int?
    /// The format (CD, 12" vinyl, digital media, …); `nil` when unknown.
    public var format: MediumFormat?
    /// The UUID of the format.
    public var formatID: MBID?
    /// The disc IDs of CDs matching this medium (`inc=discids`).
    public var discs: [Disc]?
    /// The number of disc IDs, where the response gives only the count (search results).
    public var discCount: Int?
    /// The number of tracks, not counting the pregap and data tracks.
    public var trackCount: Int?
    /// The number of tracks before the first track listed in ``tracks`` (`position - 1` of the
    /// first track; 0 normally).
    public var trackOffset: Int?
    /// The tracks, in order (`inc=recordings`). Search results hold only the matching tracks.
    public var tracks: [Track]?
    /// The hidden track before track 1 (position 0), when the medium has one.
    public var pregap: Track?
    /// The data tracks after the audio tracks, when the medium has any.
    public var dataTracks: [Track]?

    /// Creates a medium.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - title: The medium title.
    ///   - position: The position, from 1.
    ///   - format: The format.
    ///   - formatID: The UUID of the format.
    ///   - discs: The disc IDs.
    ///   - discCount: The number of disc IDs.
    ///   - trackCount: The number of tracks.
    ///   - trackOffset: The offset of the first listed track.
    ///   - tracks: The tracks.
    ///   - pregap: The pregap track.
    ///   - dataTracks: The data tracks.
    public init(
        id: MBID? = nil,
        title: String? = nil,
        position: Int? = nil,
        format: MediumFormat? = nil,
        formatID: MBID? = nil,
        discs: [Disc]? = nil,
        discCount: Int? = nil,
        trackCount: Int? = nil,
        trackOffset: Int? = nil,
        tracks: [Track]? = nil,
        pregap: Track? = nil,
        dataTracks: [Track]? = nil
    ) {
        self.id = id
        self.title = title
        self.position = position
        self.format = format
        self.formatID = formatID
        self.discs = discs
        self.discCount = discCount
        self.trackCount = trackCount
        self.trackOffset = trackOffset
        self.tracks = tracks
        self.pregap = pregap
        self.dataTracks = dataTracks
    }
}
