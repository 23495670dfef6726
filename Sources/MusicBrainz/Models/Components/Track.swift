/// One track of a medium: a recording as it appears at a position of a release.
///
/// Source: one item of WS/2 medium `tracks` (JSON) / `<track>` (XML), also the medium's
/// `pregap` and `data-tracks`.
public struct Track: Sendable, Hashable {
    /// The track's MBID; older XML responses may lack it.
    public var id: MBID?
    /// The position on the medium, counted from 1 (0 for a pregap track).
    public var position: Int?
    /// The track number as printed, which may differ from the position (`A1`, `B2`, `7`).
    public var number: String?
    /// The title as printed on this release. XML leaves it out when it equals the recording's
    /// title; it is then the recording's title.
    public var title: String
    /// The length, from the service's milliseconds; `nil` when unknown.
    public var length: Duration?
    /// The artists credited on this track. XML leaves it out when it equals the recording's
    /// credit; it is then the recording's credit.
    public var artistCredit: ArtistCredit?
    /// The recording this track uses.
    @OutOfLine public var recording: Recording?

    /// Creates a track.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - position: The position from 1.
    ///   - number: The printed number.
    ///   - title: The title.
    ///   - length: The length.
    ///   - artistCredit: The artist credit.
    ///   - recording: The recording.
    public init(
        id: MBID? = nil,
        position: Int? = nil,
        number: String? = nil,
        title: String,
        length: Duration? = nil,
        artistCredit: ArtistCredit? = nil,
        recording: Recording? = nil
    ) {
        self.id = id
        self.position = position
        self.number = number
        self.title = title
        self.length = length
        self.artistCredit = artistCredit
        self.recording = recording
    }
}
