/// What the Cover Art Archive holds for a release, as the release lookup reports it.
///
/// Source: WS/2 `cover-art-archive` (JSON) / `<cover-art-archive>` (XML). Only top-level
/// releases of a lookup or browse carry it; releases nested in other entities do not.
/// Check ``front`` before asking the Cover Art Archive for a front cover.
public struct CoverArtArchiveStatus: Sendable, Hashable {
    /// Whether the release has any art.
    public var artwork: Bool
    /// The number of images.
    public var count: Int
    /// Whether an image is marked as the front cover.
    public var front: Bool
    /// Whether an image is marked as the back cover.
    public var back: Bool
    /// Whether the art was taken down (for example after a copyright complaint).
    public var darkened: Bool

    /// Creates a status.
    /// - Parameters:
    ///   - artwork: Whether there is any art.
    ///   - count: The number of images (0 or more).
    ///   - front: Whether there is a front cover.
    ///   - back: Whether there is a back cover.
    ///   - darkened: Whether the art was taken down.
    public init(artwork: Bool, count: Int, front: Bool, back: Bool, darkened: Bool = false) {
        self.artwork = artwork
        self.count = count
        self.front = front
        self.back = back
        self.darkened = darkened
    }

}
