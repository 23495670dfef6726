/// A recording: distinct audio that has been used to produce at least one released track.
///
/// Source: the `recording` resource of WS/2 (`/ws/2/recording/<mbid>`), MMD element
/// `<recording>`.
public struct Recording: MusicBrainzEntity {
    /// ``EntityType/recording``.
    public static let entityType = EntityType.recording

    /// The recording's MBID.
    public var id: MBID
    /// The title.
    public var title: String
    /// A comment that tells this recording apart from others with the same title.
    public var disambiguation: String?
    /// The length, from the service's milliseconds; `nil` when unknown.
    public var length: Duration?
    /// Whether this is a video recording.
    public var isVideo: Bool
    /// The date of the earliest release that contains the recording; `nil` when unknown.
    public var firstReleaseDate: PartialDate?
    /// The artists the recording is credited to (`inc=artist-credits`).
    public var artistCredit: ArtistCredit?
    /// The ISRCs of the recording (`inc=isrcs`), such as `GBAYE0601498`.
    public var isrcs: [String]?
    /// The releases that contain the recording (`inc=releases`; at most 25 in a lookup).
    public var releases: [Release]?

    /// Creates a recording.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - title: The title.
    ///   - disambiguation: The disambiguation comment.
    ///   - length: The length.
    ///   - isVideo: Whether it is a video.
    ///   - firstReleaseDate: The earliest release date.
    ///   - artistCredit: The artist credit.
    ///   - isrcs: The ISRCs.
    ///   - releases: The releases.
    public init(
        id: MBID,
        title: String,
        disambiguation: String? = nil,
        length: Duration? = nil,
        isVideo: Bool = false,
        firstReleaseDate: PartialDate? = nil,
        artistCredit: ArtistCredit? = nil,
        isrcs: [String]? = nil,
        releases: [Release]? = nil
    ) {
        self.id = id
        self.title = title
        self.disambiguation = disambiguation
        self.length = length
        self.isVideo = isVideo
        self.firstReleaseDate = firstReleaseDate
        self.artistCredit = artistCredit
        self.isrcs = isrcs
        self.releases = releases
    }
}
