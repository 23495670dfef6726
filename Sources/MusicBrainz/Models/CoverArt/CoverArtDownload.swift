import Foundation

/// A Cover Art Archive image streamed into a file.
///
/// Returned by ``CoverArtArchiveClient/downloadImage(_:of:size:to:)`` and
/// ``CoverArtArchiveClient/downloadImage(at:to:)``; the bytes never sat in memory as a whole.
public struct CoverArtDownload: Sendable, Hashable {
    /// The file the image was written to.
    public var file: URL
    /// The number of bytes written.
    public var byteCount: Int64
    /// The media type of the response, such as `image/png`; `nil` when the server sent none.
    public var mediaType: String?
    /// The URL that answered after the redirects were followed, when the transport knows it.
    public var url: URL?

    /// Creates a value.
    /// - Parameters:
    ///   - file: The file written.
    ///   - byteCount: Its size in bytes.
    ///   - mediaType: The media type.
    ///   - url: The final URL.
    public init(file: URL, byteCount: Int64, mediaType: String?, url: URL?) {
        self.file = file
        self.byteCount = byteCount
        self.mediaType = mediaType
        self.url = url
    }
}
