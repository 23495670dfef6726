/// One track as the caller knows it: a file's tags in a media library, an entry of a CD's table
/// of contents, a line of a track list.
///
/// Every property is optional; the matcher compares what is there. A media library such as
/// Apple's `MPMediaItem` gives them as `title`, `artist`, `playbackDuration`, `albumTrackNumber`
/// and `discNumber`.
///
/// ```swift
/// let track = LocalTrack(title: "drivers license", artist: "Olivia Rodrigo",
///                        length: .seconds(242), trackNumber: 1, discNumber: 1)
/// ```
///
/// Used by ``ReleaseQuery/tracks`` and ``MusicBrainzClient/identifyAlbum(named:artist:barcode:tracks:matcher:)``.
public struct LocalTrack: Sendable, Hashable {
    /// The track title; `nil` when unknown.
    public var title: String?
    /// The track artist as credited (`"Jay-Z / Linkin Park"`); `nil` when unknown.
    public var artist: String?
    /// The length; `nil` when unknown. MusicBrainz stores milliseconds; a CD's TOC gives the
    /// length to 1/75 s.
    public var length: Duration?
    /// The number of the track on its medium, counted from 1; `nil` when unknown.
    public var trackNumber: Int?
    /// The number of the medium (disc) the track is on, counted from 1; `nil` when unknown.
    public var discNumber: Int?

    /// Creates a track description.
    /// - Parameters:
    ///   - title: The title.
    ///   - artist: The track artist.
    ///   - length: The length.
    ///   - trackNumber: The track number on its medium, from 1.
    ///   - discNumber: The medium number, from 1.
    public init(
        title: String? = nil, artist: String? = nil, length: Duration? = nil, trackNumber: Int? = nil,
        discNumber: Int? = nil
    ) {
        self.title = title
        self.artist = artist
        self.length = length
        self.trackNumber = trackNumber
        self.discNumber = discNumber
    }

    /// Whether the track says anything the matcher can compare: a title, a length or a number.
    var isInformative: Bool {
        (title.map { !MatchText.fold($0).isEmpty } ?? false) || length != nil || trackNumber != nil
    }
}
