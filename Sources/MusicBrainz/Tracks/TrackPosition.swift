/// Where a track is on a release: its disc (the medium's position, from 1) and its position on
/// that medium (from 1; 0 is the pregap), as players write "disc 2, track 3" or `2:3`.
///
/// ```swift
/// let position = TrackPosition(disc: 2, track: 3)
/// print(position)                                  // "2:3"
/// let entry = release.track(disc: 2, position: 3)  // the same track
/// ```
///
/// Positions order disc first, then track.
public struct TrackPosition: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The disc: the medium's position in the release, from 1 (``Medium/position``).
    public var disc: Int
    /// The position on the medium, from 1; 0 for the pregap (``Track/position``).
    public var track: Int

    /// Creates a position.
    /// - Parameters:
    ///   - disc: The disc, from 1.
    ///   - track: The position on the disc, from 1 (0 for the pregap).
    public init(disc: Int, track: Int) {
        self.disc = disc
        self.track = track
    }

    /// `disc:track`, such as `2:3`.
    public var description: String { "\(disc):\(track)" }

    /// Orders by disc, then by track.
    public static func < (lhs: TrackPosition, rhs: TrackPosition) -> Bool {
        (lhs.disc, lhs.track) < (rhs.disc, rhs.track)
    }
}
