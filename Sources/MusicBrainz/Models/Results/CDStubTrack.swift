/// One track of a ``CDStub``.
///
/// Source: JSON `{"title", "artist", "length"}` items of a CD stub's `tracks`, XML
/// `<track><title/><artist/><length/></track>`; the length is in milliseconds on the wire.
public struct CDStubTrack: Sendable, Hashable {
    /// The title.
    public var title: String
    /// The track artist, when it differs from the stub's; `nil` when absent.
    public var artist: String?
    /// The length; `nil` when unknown.
    public var length: Duration?

    /// Creates a track.
    /// - Parameters:
    ///   - title: The title.
    ///   - artist: The track artist.
    ///   - length: The length.
    public init(title: String, artist: String? = nil, length: Duration? = nil) {
        self.title = title
        self.artist = artist
        self.length = length
    }
}
