import Foundation

/// One image of a release in the Cover Art Archive: its ID, types, flags, comment, the edit
/// that added it, and the URLs of the original and its thumbnails.
///
/// Decoding is tolerant, as for WS/2 models: a missing or `null` key reads as `nil` (or
/// `false` / `[]` for the flags and types), numbers may be strings, and only ``id`` is
/// required. URLs that are not `http` or `https` read as missing. Encoding gives the archive's
/// JSON shape.
///
/// Source: `images[]` of the archive's `index.json` (written by `artwork-indexer`).
public struct CoverArtImage: Sendable, Hashable {
    /// The image ID (a number; a string in older listings).
    public var id: CoverArtImageID
    /// What the image shows (`Front`, `Back`, `Booklet`, …); may be empty.
    public var types: [CoverArtType]
    /// Whether this image is the release's front cover (`front`). `false` when missing.
    public var front: Bool
    /// Whether this image is the release's back cover (`back`). `false` when missing.
    public var back: Bool
    /// Whether the edit that added the image has been applied (`approved`); `nil` when missing.
    public var approved: Bool?
    /// The editor's comment (`comment`); `nil` when missing or empty (the archive writes `""`).
    public var comment: String?
    /// The ID of the MusicBrainz edit that added the image (`edit`), as in
    /// `https://musicbrainz.org/edit/<id>`; `nil` when missing.
    public var edit: Int?
    /// The original image (`image`): JPEG, PNG, GIF or PDF. Older listings use `http://`.
    /// Decoding keeps only `http` and `https` URLs: any other scheme (`javascript:`, `file:`)
    /// reads as `nil`.
    public var image: URL?
    /// The thumbnails (`thumbnails`).
    public var thumbnails: CoverArtThumbnails

    /// Creates an image.
    /// - Parameters:
    ///   - id: The image ID.
    ///   - types: The image types.
    ///   - front: Whether it is the front cover.
    ///   - back: Whether it is the back cover.
    ///   - approved: Whether its edit was applied.
    ///   - comment: The comment, or `nil`.
    ///   - edit: The MusicBrainz edit ID.
    ///   - image: The original's URL.
    ///   - thumbnails: The thumbnails.
    public init(
        id: CoverArtImageID, types: [CoverArtType] = [], front: Bool = false, back: Bool = false,
        approved: Bool? = nil, comment: String? = nil, edit: Int? = nil, image: URL? = nil,
        thumbnails: CoverArtThumbnails = CoverArtThumbnails()
    ) {
        self.id = id
        self.types = types
        self.front = front
        self.back = back
        self.approved = approved
        self.comment = comment
        self.edit = edit
        self.image = image
        self.thumbnails = thumbnails
    }

    /// The URL of this image at exactly one size: ``image`` for the original, else the
    /// thumbnail (through its legacy alias).
    /// - Parameter size: The size.
    /// - Returns: The URL, or `nil` when the listing has none for that size.
    public func url(for size: CoverArtSize) -> URL? {
        size == .original ? image : thumbnails.url(for: size)
    }

    /// The URL of this image at a size, or at the next size the fallback order gives when the
    /// listing lacks it (see ``CoverArtSize/candidates(fallback:)``).
    /// - Parameters:
    ///   - size: The size wanted.
    ///   - fallback: The fallback order; default 250, 500, 1200, original (the next larger
    ///     size first).
    /// - Returns: The size found and its URL, or `nil` when the image has no URL at any of them.
    public func bestURL(
        for size: CoverArtSize, fallback: [CoverArtSize] = CoverArtSize.defaultFallbackOrder
    )
        -> (size: CoverArtSize, url: URL)?
    {
        for candidate in size.candidates(fallback: fallback) {
            if let url = url(for: candidate) { return (candidate, url) }
        }
        return nil
    }
}
