import Foundation

/// The thumbnail URLs of one Cover Art Archive image. Every key is optional.
///
/// Current listings have `250`, `500` and `1200` plus the legacy aliases `small` (= 250) and
/// `large` (= 500); listings written before 2013 have only `small` and `large`; some lack
/// `1200`. ``url(for:)`` reads a size through its alias, so `small`/`large`-only listings still
/// answer 250 and 500. Keys this library does not know are kept in ``additional``. Decoding
/// keeps only `http` and `https` URLs: a thumbnail with another scheme (`javascript:`, `file:`)
/// reads as missing.
///
/// Thumbnails are always JPEG, at most 250, 500 or 1200 pixels on their longest side.
///
/// Source: `images[].thumbnails` of the archive's `index.json`.
public struct CoverArtThumbnails: Sendable, Hashable {
    /// The `250` thumbnail.
    public var size250: URL?
    /// The `500` thumbnail.
    public var size500: URL?
    /// The `1200` thumbnail (absent from older listings).
    public var size1200: URL?
    /// The legacy `small` key: the 250 thumbnail.
    public var small: URL?
    /// The legacy `large` key: the 500 thumbnail.
    public var large: URL?
    /// Keys this library does not know, with their URLs.
    public var additional: [String: URL]

    /// Creates a set of thumbnails.
    /// - Parameters:
    ///   - size250: The `250` URL.
    ///   - size500: The `500` URL.
    ///   - size1200: The `1200` URL.
    ///   - small: The legacy `small` URL.
    ///   - large: The legacy `large` URL.
    ///   - additional: Other keys.
    public init(
        size250: URL? = nil, size500: URL? = nil, size1200: URL? = nil, small: URL? = nil, large: URL? = nil,
        additional: [String: URL] = [:]
    ) {
        self.size250 = size250
        self.size500 = size500
        self.size1200 = size1200
        self.small = small
        self.large = large
        self.additional = additional
    }

    /// The thumbnail of a size: `250` or else `small`, `500` or else `large`, `1200`; `nil` for
    /// ``CoverArtSize/original`` (see ``CoverArtImage/image``) and for missing keys.
    /// - Parameter size: The size.
    /// - Returns: The URL, or `nil`.
    public func url(for size: CoverArtSize) -> URL? {
        switch size.maximumDimension {
        case 250?: size250 ?? small
        case 500?: size500 ?? large
        case 1200?: size1200
        default: nil
        }
    }

    /// Whether there is no thumbnail at all.
    public var isEmpty: Bool {
        size250 == nil && size500 == nil && size1200 == nil && small == nil && large == nil && additional.isEmpty
    }
}
