/// A CD table of contents known to MusicBrainz, identified by its disc ID.
///
/// Source: WS/2 `discs` items of a medium (`inc=discids`) and the top-level result of a disc ID
/// lookup (`/ws/2/discid/<discid>`); MMD element `<disc>`. Offsets and sectors are CD frames
/// (1/75 s), including the 150-frame lead-in.
public struct Disc: Sendable, Hashable {
    /// The disc ID.
    public var id: DiscID
    /// The total length in CD frames (the lead-out offset).
    public var sectors: Int?
    /// The number of tracks (`offset-count`).
    public var offsetCount: Int?
    /// The start of each track in CD frames, in track order.
    public var offsets: [Int]?
    /// The releases that have a medium with this disc ID (disc ID lookups only).
    public var releases: [Release]?
    /// The number of releases that have a medium with this disc ID; only XML gives it (the
    /// `count` of `<release-list>`).
    public var releaseCount: Int?

    /// Creates a disc.
    /// - Parameters:
    ///   - id: The disc ID.
    ///   - sectors: The total length in frames.
    ///   - offsetCount: The number of tracks.
    ///   - offsets: The track offsets in frames.
    ///   - releases: The releases.
    ///   - releaseCount: The number of releases.
    public init(
        id: DiscID, sectors: Int? = nil, offsetCount: Int? = nil, offsets: [Int]? = nil, releases: [Release]? = nil,
        releaseCount: Int? = nil
    ) {
        self.id = id
        self.sectors = sectors
        self.offsetCount = offsetCount
        self.offsets = offsets
        self.releases = releases
        self.releaseCount = releaseCount
    }
}
