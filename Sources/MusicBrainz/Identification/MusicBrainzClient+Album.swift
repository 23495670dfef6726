/// An album identified from what is known about it, and the complete release: the answer of
/// ``MusicBrainzClient/album(matching:matcher:including:)``.
public struct AlbumMatch: Sendable, Hashable, CustomStringConvertible {
    /// The matched release as a lookup returns it, with ``ReleaseMatcher/albumIncludes`` (media
    /// with their tracks and recordings, artist credits, labels, the release group) and the
    /// release's `cover-art-archive` flags; `nil` when the verdict is not confident (look a
    /// candidate of ``result`` up yourself, or ask the user).
    public var release: Release?
    /// The matcher's answer: the candidates, the verdict, the other editions of the album.
    public var result: ReleaseMatchResult

    /// Creates an answer.
    /// - Parameters:
    ///   - release: The looked-up release of the match.
    ///   - result: The matcher's answer.
    public init(release: Release?, result: ReleaseMatchResult) {
        self.release = release
        self.result = result
    }

    /// The verdict in words (``ReleaseMatchResult/description``).
    public var description: String { result.description }
}

extension ReleaseMatcher {
    /// The `inc` of the lookup of a matched album: everything an album view needs. The
    /// recordings (media with their tracks; `media` alone gives only their formats and track
    /// counts), artist credits (the release's and the tracks'), labels with catalog numbers,
    /// the release group with its types, and the media. A release lookup always carries the
    /// `cover-art-archive` flags (``Release/coverArtArchive``), so whether there is a front
    /// cover is known without asking the Cover Art Archive.
    ///
    /// Source: `GET /ws/2/release/<MBID>?inc=recordings+artist-credits+labels+release-groups+media`
    /// (sections 4.2 and 9.3 of the WS/2 reference).
    public static let albumIncludes: Release.Includes = [
        .recordings, .artistCredits, .labels, .releaseGroups, .media,
    ]
}

extension MusicBrainzClient {
    /// Identifies an album from what the user typed (or knows) and returns the complete
    /// release in one call: the album the user meant, not the search's first hit.
    ///
    /// ```swift
    /// let album = try await client.album(matching: ReleaseQuery(title: "The Blueprint²", artist: "Jay-Z"))
    /// if let release = album.release {
    ///     print(release.title, "by", release.artistCredit?.name ?? "?")
    ///     for entry in release.tracks { print(entry.track.title) }
    /// } else {
    ///     print(album)   // "ambiguous between 2 albums (0.01 apart)", or why there is no match
    /// }
    /// ```
    ///
    /// Requests: those of ``identifyRelease(_:matcher:)`` (one release search; lookups of the
    /// best candidates only when the query has track titles or lengths), then, when the verdict
    /// is confident, one release lookup of the match with ``ReleaseMatcher/albumIncludes`` and
    /// `additional`, unless the matcher already looked it up with everything asked for. Each
    /// request waits its turn in the client's rate limit.
    ///
    /// A query without a type, track count or tracks is taken to be for an album
    /// (``ReleaseMatcher/assumedPrimaryType``): a single or an EP of the album's name is never
    /// the match. When the best candidates are editions of one album, ``AlbumMatch/release`` is
    /// the edition ``EditionChoice`` chose and ``ReleaseMatchResult/alternativeEditions`` lists the
    /// others.
    ///
    /// - Parameters:
    ///   - query: What is known: usually the title and the artist as typed.
    ///   - matcher: The weights and thresholds; default ``ReleaseMatcher/init(weights:minimumConfidence:minimumLead:lengthTolerance:lengthLimit:searchLimit:lookupLimit:assumedPrimaryType:)``.
    ///   - additional: More `inc` values for the lookup of the match, such as `.isrcs` or
    ///     `.recordingRelationships`; default none.
    /// - Returns: The looked-up release (`nil` unless the verdict is confident) and the
    ///   matcher's answer.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` before anything
    ///   is sent for a query with no fact or nothing to search for, a value out of range
    ///   (``ReleaseQuery/validate()``) or a matcher setting out of range; otherwise the errors of
    ///   ``send(_:)``.
    public func album(
        matching query: ReleaseQuery, matcher: ReleaseMatcher = ReleaseMatcher(),
        including additional: Release.Includes = []
    ) async throws(MusicBrainzError) -> AlbumMatch {
        let result = try await identifyRelease(query, matcher: matcher)
        guard let match = result.match else { return AlbumMatch(release: nil, result: result) }
        let includes = ReleaseMatcher.albumIncludes.union(additional)
        if match.wasLookedUp && includes.isSubset(of: ReleaseMatcher.lookupIncludes) {
            return AlbumMatch(release: match.release, result: result)
        }
        let release = try await Self.typed {
            try await lookup(Release.self, id: match.release.id, including: includes)
        }
        return AlbumMatch(release: release, result: result)
    }
}
