import Foundation

extension CoverArtArchiveClient {
    /// The front covers of many albums at once, each yielded as soon as it is known: the
    /// album-art wall.
    ///
    /// ```swift
    /// let albums = releases.map(CoverArtAlbum.init(release:))      // or release groups, or MBIDs
    /// for try await cover in coverArt.frontCovers(of: albums, size: .thumbnail250) {
    ///     if let url = cover.cover?.url { show(url, at: cover.index) } else { showPlaceholder(at: cover.index) }
    /// }
    /// ```
    ///
    /// One listing request per album (`GET /release/<mbid>` or `/release-group/<mbid>`), none
    /// for albums whose ``CoverArtAlbum/hasFrontCover`` is `false`; see ``AlbumCoverSequence``
    /// for the pacing, the middlewares and what throws.
    ///
    /// - Parameters:
    ///   - albums: The albums, in the order of the wall (``AlbumCover/index`` refers to it).
    ///   - size: The size wanted; a listing without it gives the next larger size first
    ///     (``CoverArtSize/candidates(fallback:)``).
    ///   - fallback: The size fallback order; `nil` uses ``Configuration/sizeFallbackOrder``.
    ///   - maximumConcurrentRequests: The most listings in flight at once, waits for the rate
    ///     limiter included; default 8. At least 1.
    /// - Returns: The answers, as an `AsyncSequence`; requests start when iteration does.
    public func frontCovers(
        of albums: [CoverArtAlbum], size: CoverArtSize, fallback: [CoverArtSize]? = nil,
        maximumConcurrentRequests: Int = 8
    ) -> AlbumCoverSequence {
        AlbumCoverSequence(
            client: self, size: size, fallback: fallback, maximumConcurrentRequests: maximumConcurrentRequests,
            albums: { albums })
    }

    /// The front covers of releases or release groups known by MBID, each yielded as soon as it
    /// is known: ``frontCovers(of:size:fallback:maximumConcurrentRequests:)-([CoverArtAlbum],_,_,_)`` with an
    /// album per entity (no title and no flags, so every one is asked).
    ///
    /// ```swift
    /// let covers = coverArt.frontCovers(of: groupIDs.map(CoverArtEntity.releaseGroup), size: .thumbnail500)
    /// ```
    ///
    /// - Parameters:
    ///   - entities: The releases or release groups, in order.
    ///   - size: The size wanted, with the size fallback.
    ///   - fallback: The size fallback order; `nil` uses ``Configuration/sizeFallbackOrder``.
    ///   - maximumConcurrentRequests: The most listings in flight at once; default 8.
    /// - Returns: The answers, as an `AsyncSequence`.
    public func frontCovers(
        of entities: [CoverArtEntity], size: CoverArtSize, fallback: [CoverArtSize]? = nil,
        maximumConcurrentRequests: Int = 8
    ) -> AlbumCoverSequence {
        frontCovers(
            of: entities.map { CoverArtAlbum($0) }, size: size, fallback: fallback,
            maximumConcurrentRequests: maximumConcurrentRequests)
    }

    /// The front covers of an artist's albums: every page of the artist's releases of the
    /// types and statuses asked for, grouped into release groups
    /// (``MusicBrainzClient/coverArtAlbums(ofArtist:types:statuses:)``), then the front cover of
    /// each release group that has one.
    ///
    /// ```swift
    /// for try await cover in coverArt.frontCovers(ofArtist: artistID, musicBrainz: client, size: .thumbnail500) {
    ///     print(cover.album.title ?? "?", cover.cover?.url.absoluteString ?? "no art")
    /// }
    /// ```
    ///
    /// Requests: the browse pages (100 releases each, paced by the MusicBrainz client), then one
    /// listing per album with a front cover; albums without one cost nothing.
    ///
    /// - Parameters:
    ///   - artist: The artist's MBID.
    ///   - musicBrainz: The client to browse MusicBrainz with.
    ///   - types: The release-group types to keep; default albums.
    ///   - statuses: The release statuses to keep; default official.
    ///   - size: The size wanted.
    ///   - fallback: The size fallback order; `nil` uses ``Configuration/sizeFallbackOrder``.
    ///   - maximumConcurrentRequests: The most listings in flight at once; default 8.
    /// - Returns: The answers; iterating throws the browse's errors (see
    ///   ``MusicBrainzClient/browse(_:linkedTo:including:types:statuses:releaseGroupStatus:limit:offset:)``).
    public func frontCovers(
        ofArtist artist: MBID, musicBrainz: MusicBrainzClient, types: [ReleaseTypeFilter] = [.album],
        statuses: [ReleaseStatus] = [.official], size: CoverArtSize, fallback: [CoverArtSize]? = nil,
        maximumConcurrentRequests: Int = 8
    ) -> AlbumCoverSequence {
        AlbumCoverSequence(
            client: self, size: size, fallback: fallback, maximumConcurrentRequests: maximumConcurrentRequests,
            albums: { try await musicBrainz.coverArtAlbums(ofArtist: artist, types: types, statuses: statuses) })
    }
}

extension CoverArtArchiveClient.Configuration {
    /// The archive's redirect URL of a release's front cover at a size
    /// (`…/release/<mbid>/front-250`), when the release's ``Release/coverArtArchive`` flags say
    /// it has one; built without any request.
    ///
    /// The redirect always shows the current front image, so the URL can go straight into an
    /// image view or a ``PlayQueue``.
    ///
    /// - Parameters:
    ///   - release: The release, from a lookup or browse (releases nested in other entities
    ///     carry no flags).
    ///   - size: The size; every image has every thumbnail size.
    /// - Returns: The URL, or `nil` when the flags are missing, say there is no front cover, or
    ///   say the art was taken down.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for a base
    ///   URL that is not an http(s) URL with a host, or has a query or fragment.
    public func frontCoverURL(of release: Release, size: CoverArtSize) throws(MusicBrainzError) -> URL? {
        guard let status = release.coverArtArchive, CoverArtAlbum.hasFront(status) else { return nil }
        return try redirectURL(for: .front, of: .release(release.id), size: size)
    }
}
