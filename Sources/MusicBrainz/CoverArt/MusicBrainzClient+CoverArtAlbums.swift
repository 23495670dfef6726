extension MusicBrainzClient {
    /// An artist's albums for a cover-art wall: every page of the artist's releases of the types
    /// and statuses asked for (`GET /ws/2/release?artist=<mbid>&type=…&status=…&inc=release-groups+artist-credits&limit=100`),
    /// one ``CoverArtAlbum`` per release group, oldest first.
    ///
    /// Releases rather than release groups are browsed because releases carry the
    /// `cover-art-archive` flags: an album none of whose releases has a front cover is marked
    /// ``CoverArtAlbum/hasFrontCover`` `false`, and the wall sends no request for it (see
    /// ``CoverArtAlbum/releaseGroups(of:)``). The price is one page per 100 releases rather than
    /// per 100 release groups.
    ///
    /// > Warning: Results can shift between pages when the data changes during the browse;
    /// > releases seen twice are counted once.
    ///
    /// - Parameters:
    ///   - artist: The artist's MBID.
    ///   - types: The release-group types to keep (the `type` filter); default albums. Note that
    ///     `album` also keeps live albums and compilations, whose primary type is Album.
    ///   - statuses: The release statuses to keep (the `status` filter); default official.
    /// - Returns: The albums, ordered by first release date (unknown last), then title.
    /// - Throws: ``MusicBrainzError`` as ``browseAll(_:linkedTo:including:types:statuses:releaseGroupStatus:limit:)``
    ///   does: ``MusicBrainzError/Code/notFound`` for an unknown artist, the rate-limit, server
    ///   and transport errors, ``MusicBrainzError/Code/cancelled``.
    public func coverArtAlbums(
        ofArtist artist: MBID, types: [ReleaseTypeFilter] = [.album], statuses: [ReleaseStatus] = [.official]
    ) async throws -> [CoverArtAlbum] {
        var releases: [Release] = []
        for try await release in browseAll(
            Release.self, linkedTo: .artist(artist), including: [.releaseGroups, .artistCredits], types: types,
            statuses: statuses, limit: 100)
        {
            releases.append(release)
        }
        return CoverArtAlbum.releaseGroups(of: releases)
    }
}
