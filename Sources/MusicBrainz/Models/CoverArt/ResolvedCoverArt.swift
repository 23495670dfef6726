import Foundation

/// A cover art image chosen from a listing, with the URL of the size that was available.
///
/// ``CoverArtArchiveClient/resolve(_:of:size:fallback:)`` and the front-cover fallback
/// (``CoverArtArchiveClient/frontCover(of:size:fallback:)``) return it. Nothing has been
/// downloaded: pass ``url`` to an image view, or to
/// ``CoverArtArchiveClient/imageData(at:)``.
public struct ResolvedCoverArt: Sendable, Hashable {
    /// Where the image was found: the release asked for, or its release group after the
    /// fallback.
    public var entity: CoverArtEntity
    /// The MusicBrainz URL of the release that owns the image (the listing's `release`); for a
    /// release group, the release the archive chose for it.
    public var release: URL?
    /// The image.
    public var image: CoverArtImage
    /// The size of ``url``: the size asked for, or the one the fallback order reached.
    public var size: CoverArtSize
    /// The image's URL at ``size``, as the listing gives it.
    public var url: URL

    /// Creates a value.
    /// - Parameters:
    ///   - entity: Where the image was found.
    ///   - release: The owning release's MusicBrainz URL.
    ///   - image: The image.
    ///   - size: The size of `url`.
    ///   - url: The URL.
    public init(entity: CoverArtEntity, release: URL?, image: CoverArtImage, size: CoverArtSize, url: URL) {
        self.entity = entity
        self.release = release
        self.image = image
        self.size = size
        self.url = url
    }
}
