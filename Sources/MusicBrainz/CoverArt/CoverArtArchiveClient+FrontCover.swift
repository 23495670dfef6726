import Foundation

extension CoverArtArchiveClient {
    /// The front cover of a release, or of its release group when the release has none: for
    /// a release whose own art is missing, the archive's choice for the group (often another
    /// edition of the same album).
    ///
    /// Asks the release's listing first; when that gives nothing (HTTP 404, or no image flagged
    /// front) and `releaseGroup` is given, the release group's listing. Two requests at most.
    ///
    /// ```swift
    /// let cover = try await coverArt.frontCover(ofRelease: mbid, releaseGroup: groupMBID, size: .thumbnail500)
    /// if cover?.entity.isReleaseGroup == true { print("borrowed from the release group") }
    /// ```
    ///
    /// - Parameters:
    ///   - release: The release MBID.
    ///   - releaseGroup: The MBID of the release's release group (WS/2 `release-group.id` of
    ///     a release lookup with `inc=release-groups`), or `nil` for no fallback.
    ///   - size: The size wanted, with the size fallback.
    ///   - fallback: The size fallback order; `nil` uses ``Configuration/sizeFallbackOrder``.
    /// - Returns: The front cover (``ResolvedCoverArt/entity`` says whether it came from the
    ///   release or the release group), or `nil` when neither has one.
    /// - Throws: As ``listing(for:)``.
    public func frontCover(
        ofRelease release: MBID, releaseGroup: MBID? = nil, size: CoverArtSize, fallback: [CoverArtSize]? = nil
    ) async throws -> ResolvedCoverArt? {
        if let cover = try await resolve(.front, of: .release(release), size: size, fallback: fallback) {
            return cover
        }
        guard let releaseGroup else { return nil }
        return try await resolve(.front, of: .releaseGroup(releaseGroup), size: size, fallback: fallback)
    }

    /// The front cover of a release you already have, or of its release group, asking the
    /// archive as little as possible.
    ///
    /// The release's ``Release/coverArtArchive`` flags (present on every release lookup) decide:
    /// when they say the release has no front cover (or its art was taken down), the release's
    /// listing is not fetched and the release group's is; when the flags are missing, the
    /// release's listing is asked first. The release group comes from
    /// ``Release/releaseGroup`` (looked up with `inc=release-groups`); without it there is no
    /// fallback.
    ///
    /// - Parameters:
    ///   - release: The release, from a lookup.
    ///   - size: The size wanted, with the size fallback.
    ///   - fallback: The size fallback order; `nil` uses ``Configuration/sizeFallbackOrder``.
    /// - Returns: The front cover, or `nil` when neither the release nor its release group has one.
    /// - Throws: As ``listing(for:)``.
    public func frontCover(
        of release: Release, size: CoverArtSize, fallback: [CoverArtSize]? = nil
    )
        async throws -> ResolvedCoverArt?
    {
        let status = release.coverArtArchive
        let releaseMayHaveFront = status.map { $0.front && !$0.darkened } ?? true
        if releaseMayHaveFront,
            let cover = try await resolve(.front, of: .release(release.id), size: size, fallback: fallback)
        {
            return cover
        }
        guard let group = release.releaseGroup?.id else { return nil }
        return try await resolve(.front, of: .releaseGroup(group), size: size, fallback: fallback)
    }

    /// The front cover of a release, or of its release group, looking the release up on
    /// MusicBrainz first (`GET /ws/2/release/<mbid>?inc=release-groups`) to learn its release
    /// group and its cover art flags; see ``frontCover(of:size:fallback:)``.
    ///
    /// That costs one MusicBrainz request (paced at one per second) before one or two archive
    /// requests. If you already have the release, or its release group's MBID, use
    /// ``frontCover(of:size:fallback:)`` or ``frontCover(ofRelease:releaseGroup:size:fallback:)``.
    ///
    /// - Parameters:
    ///   - release: The release MBID.
    ///   - musicBrainz: The MusicBrainz client to look the release up with.
    ///   - size: The size wanted, with the size fallback.
    ///   - fallback: The size fallback order; `nil` uses ``Configuration/sizeFallbackOrder``.
    /// - Returns: The front cover, or `nil` when neither the release nor its release group has one.
    /// - Throws: What ``MusicBrainzClient/lookup(_:id:including:types:statuses:)`` throws (for example
    ///   ``MusicBrainzError/Code/notFound`` when MusicBrainz has no such release), then as
    ///   ``listing(for:)``.
    public func frontCover(
        ofRelease release: MBID, lookingUpWith musicBrainz: MusicBrainzClient, size: CoverArtSize,
        fallback: [CoverArtSize]? = nil
    ) async throws -> ResolvedCoverArt? {
        let found = try await musicBrainz.lookup(Release.self, id: release, including: [.releaseGroups])
        return try await frontCover(of: found, size: size, fallback: fallback)
    }
}
