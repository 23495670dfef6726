/// The archive's answer for one album of a wall: its front cover, "no art", or the error that
/// kept the archive from answering.
///
/// ``CoverArtArchiveClient/frontCovers(of:size:fallback:maximumConcurrentRequests:)-([CoverArtAlbum],_,_,_)`` yields
/// one per album, as soon as it is known; ``index`` says where the album is in the list asked
/// for.
public struct AlbumCover: Sendable {
    /// The album's place in the list of albums, from 0.
    public var index: Int
    /// The album.
    public var album: CoverArtAlbum
    /// The front cover (`nil` for "no art": no front image, HTTP 404, or MusicBrainz's flags
    /// said so), or the error of the listing request after the client's retries.
    public var result: Result<ResolvedCoverArt?, MusicBrainzError>
    /// Whether a listing was requested: `false` when the album's flags said there is no front
    /// cover (``CoverArtAlbum/hasFrontCover``).
    public var wasRequested: Bool

    /// Creates a value.
    /// - Parameters:
    ///   - index: The album's place in the list, from 0.
    ///   - album: The album.
    ///   - result: The front cover, `nil` for no art, or the error.
    ///   - wasRequested: Whether a listing was requested.
    public init(
        index: Int, album: CoverArtAlbum, result: Result<ResolvedCoverArt?, MusicBrainzError>, wasRequested: Bool
    ) {
        self.index = index
        self.album = album
        self.result = result
        self.wasRequested = wasRequested
    }

    /// The front cover; `nil` when there is none or the request failed (see ``error``).
    public var cover: ResolvedCoverArt? {
        guard case .success(let cover) = result else { return nil }
        return cover
    }

    /// The error that kept the archive from answering (``MusicBrainzError/Code/rateLimited``,
    /// ``MusicBrainzError/Code/serverError``, ``MusicBrainzError/Code/transportFailed``, …);
    /// `nil` when it answered.
    public var error: MusicBrainzError? {
        guard case .failure(let error) = result else { return nil }
        return error
    }
}
