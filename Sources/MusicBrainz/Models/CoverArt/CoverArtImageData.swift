import Foundation

/// The bytes of a Cover Art Archive image, downloaded into memory.
///
/// Returned by ``CoverArtArchiveClient/imageData(_:of:size:)`` and
/// ``CoverArtArchiveClient/imageData(at:)``. For large originals prefer
/// ``CoverArtArchiveClient/downloadImage(_:of:size:to:)``, which streams to a file.
public struct CoverArtImageData: Sendable, Hashable {
    /// The image bytes (JPEG for thumbnails; JPEG, PNG, GIF or PDF for originals).
    public var data: Data
    /// The media type of the response, such as `image/jpeg`; `nil` when the server sent none.
    public var mediaType: String?
    /// The URL that answered after the redirects were followed, when the transport knows it.
    public var url: URL?

    /// Creates a value.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - mediaType: The media type.
    ///   - url: The final URL.
    public init(data: Data, mediaType: String?, url: URL?) {
        self.data = data
        self.mediaType = mediaType
        self.url = url
    }
}
