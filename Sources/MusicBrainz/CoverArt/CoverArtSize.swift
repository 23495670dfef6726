/// The size of a Cover Art Archive image: the original upload or one of the archive's
/// thumbnails.
///
/// A thumbnail's longest side is at most 250, 500 or 1200 pixels, and thumbnails are always
/// JPEG; originals can be JPEG, PNG, GIF or PDF of any size. Listings written before the 1200
/// thumbnail existed lack it, and the oldest ones name the 250 and 500 thumbnails `small` and
/// `large` only (see ``CoverArtThumbnails``).
///
/// When a size is missing from a listing, the client tries others in a **fallback order**
/// (``defaultFallbackOrder``: 250, 500, 1200, original, smallest to largest; configurable in
/// ``CoverArtArchiveClient/Configuration/sizeFallbackOrder``), preferring the next *larger*
/// image: the archive makes no 1200 thumbnail of an original smaller than 1200 pixels, so
/// "1200 or the nearest" is then the original, not the 500 thumbnail (beets#3638). See
/// ``candidates(fallback:)``.
///
/// Source: the thumbnail keys of `index.json` and the `-250`/`-500`/`-1200` path suffixes.
public struct CoverArtSize: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The longest side in pixels of a thumbnail; `nil` for the original image.
    public let maximumDimension: Int?

    private init(maximumDimension: Int?) { self.maximumDimension = maximumDimension }

    /// The thumbnail at most 250 pixels on its longest side (listing key `250`, legacy `small`).
    public static let thumbnail250 = CoverArtSize(maximumDimension: 250)
    /// The thumbnail at most 500 pixels on its longest side (listing key `500`, legacy `large`).
    public static let thumbnail500 = CoverArtSize(maximumDimension: 500)
    /// The thumbnail at most 1200 pixels on its longest side (listing key `1200`).
    public static let thumbnail1200 = CoverArtSize(maximumDimension: 1200)
    /// The original upload (listing key `image`).
    public static let original = CoverArtSize(maximumDimension: nil)

    /// Every size: 250, 500, 1200, original.
    public static let allCases: [CoverArtSize] = [.thumbnail250, .thumbnail500, .thumbnail1200, .original]

    /// The default fallback order, smallest to largest: 250, 500, 1200, original. With it a
    /// missing size falls back to the next larger one first (see ``candidates(fallback:)``).
    public static let defaultFallbackOrder: [CoverArtSize] = [.thumbnail250, .thumbnail500, .thumbnail1200, .original]

    /// Parses a size as a command line or a listing names it; fails (`nil`) for anything but
    /// the names below.
    /// - Parameter text: `250`, `500`, `1200`, `original`, or the legacy `small` (250) and
    ///   `large` (500); case-insensitive.
    public init?(_ text: String) {
        switch text.lowercased() {
        case "250", "small": self = .thumbnail250
        case "500", "large": self = .thumbnail500
        case "1200": self = .thumbnail1200
        case "original": self = .original
        default: return nil
        }
    }

    /// `250`, `500`, `1200` or `original`.
    public var description: String { maximumDimension.map(String.init) ?? "original" }

    /// The suffix of the archive's redirect paths: `-250`, `-500`, `-1200`, or nothing for the
    /// original.
    var pathSuffix: String { maximumDimension.map { "-\($0)" } ?? "" }

    /// The sizes to try, in order, when this one is asked for: this size first, then the sizes
    /// that follow it in `fallback`, then those before it, nearest first.
    ///
    /// With the default order (250, 500, 1200, original), the next larger size comes first:
    /// 1200 → original → 500 → 250; 500 → 1200 → original → 250; 250 → 500 → 1200 → original;
    /// original → 1200 → 500 → 250. A listing without a 1200 thumbnail (the original is smaller
    /// than 1200 pixels, or the listing predates the 1200 thumbnails) so answers "1200" with the
    /// original. A size missing from `fallback` is tried first and then the whole order; an
    /// empty order means no fallback.
    ///
    /// - Parameter fallback: The fallback order.
    /// - Returns: The sizes to try, without duplicates.
    public func candidates(fallback: [CoverArtSize]) -> [CoverArtSize] {
        var result = [self]
        if let index = fallback.firstIndex(of: self) {
            result += fallback[(index + 1)...]
            result += fallback[..<index].reversed()
        } else {
            result += fallback
        }
        var seen = Set<CoverArtSize>()
        return result.filter { seen.insert($0).inserted }
    }
}
