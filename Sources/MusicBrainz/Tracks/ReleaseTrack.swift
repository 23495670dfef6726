/// One track of a release with where it sits: its medium, its position on the medium, its
/// place in the release's play order, and whether it is the pregap, a regular track or a data
/// track.
///
/// ``Release/tracks`` lists them in play order across the media:
///
/// ```swift
/// for entry in release.tracks {
///     let artist = entry.distinctArtistCredit.map { " – " + $0.name } ?? ""
///     print("\(entry.discNumber).\(entry.position) \(entry.track.title)\(artist)")
/// }
/// ```
///
/// Source: the WS/2 release's `media[]` (`inc=recordings`) with each medium's `pregap`,
/// `tracks` and `data-tracks` (XML `<pregap>`, `<track-list>`, `<data-track-list>`).
public struct ReleaseTrack: Sendable, Hashable {
    /// What kind of track this is on its medium.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The hidden track before track 1 of a CD (position 0; WS/2 medium `pregap`).
        case pregap
        /// A regular track of the medium's track list (WS/2 medium `tracks`).
        case regular
        /// A data track after the audio tracks of an enhanced CD (WS/2 medium `data-tracks`);
        /// players do not play it.
        case data
    }

    /// The track as the release lists it.
    public var track: Track
    /// Whether it is the pregap, a regular track or a data track.
    public var kind: Kind
    /// The index of the medium in ``Release/media``, from 0.
    public var mediumIndex: Int
    /// The medium's position in the release (``Medium/position``, from 1), or the medium's index
    /// plus one when the response gave none: the disc number players show.
    public var discNumber: Int
    /// The position on the medium: ``Track/position`` (0 for the pregap, from 1 otherwise), or
    /// where the track sits in the list after the medium's ``Medium/trackOffset`` when the
    /// response gave none.
    public var position: Int
    /// The place in the release's play order, from 1, counting every track ``Release/tracks``
    /// lists before it (pregaps and data tracks included).
    public var playOrder: Int
    /// The track's artist credit when it differs from the release's (a featured artist, a
    /// various-artists compilation); `nil` when the track has no credit of its own, when it is
    /// the release's credit, or when the release has none to compare with
    /// (see ``ArtistCredit/isSameCredit(as:)``).
    public var distinctArtistCredit: ArtistCredit?

    /// Creates a value.
    /// - Parameters:
    ///   - track: The track.
    ///   - kind: The kind of track.
    ///   - mediumIndex: The medium's index in the release, from 0.
    ///   - discNumber: The medium's position, from 1.
    ///   - position: The position on the medium (0 for the pregap).
    ///   - playOrder: The place in the release's play order, from 1.
    ///   - distinctArtistCredit: The track's credit when it differs from the release's.
    public init(
        track: Track, kind: Kind = .regular, mediumIndex: Int, discNumber: Int, position: Int, playOrder: Int,
        distinctArtistCredit: ArtistCredit? = nil
    ) {
        self.track = track
        self.kind = kind
        self.mediumIndex = mediumIndex
        self.discNumber = discNumber
        self.position = position
        self.playOrder = playOrder
        self.distinctArtistCredit = distinctArtistCredit
    }

    /// Where the track is as a ``TrackPosition``: disc and position.
    public var trackPosition: TrackPosition { TrackPosition(disc: discNumber, track: position) }
}
