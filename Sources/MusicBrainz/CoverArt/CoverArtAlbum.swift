/// An album on a wall of cover art: what to ask the Cover Art Archive about (a release or a
/// release group), what to show under the cover, and whether MusicBrainz already said there is
/// no front cover (then nothing is asked).
///
/// Make one from a release or release group you have, from an MBID, or let
/// ``MusicBrainzClient/coverArtAlbums(ofArtist:types:statuses:)`` make an artist's albums:
///
/// ```swift
/// let albums = try await musicBrainz.coverArtAlbums(ofArtist: artistID)   // official albums, oldest first
/// for try await cover in coverArt.frontCovers(of: albums, size: .thumbnail250) {
///     wall[cover.index] = cover.cover?.url                                 // nil: no art
/// }
/// ```
public struct CoverArtAlbum: Sendable, Hashable {
    /// What the archive is asked about: the release, or the release group (whose front cover
    /// is the one the archive chose for the group).
    public var entity: CoverArtEntity
    /// The title to show; `nil` when unknown (an album made from an MBID alone).
    public var title: String?
    /// The artists credited on the album; `nil` when unknown.
    public var artistCredit: ArtistCredit?
    /// The album's date: the release date, or a release group's first release date.
    public var date: PartialDate?
    /// A release of the album to play: the release itself, or for a release group made from
    /// releases the earliest with a front cover (else the earliest); `nil` when unknown.
    public var release: MBID?
    /// Whether MusicBrainz says the album has a front cover: `false` when every release looked
    /// at has `cover-art-archive.front` false (or its art taken down), and then no request is
    /// sent for it; `true` when one has; `nil` when unknown (the archive is asked).
    public var hasFrontCover: Bool?

    /// Creates an album.
    /// - Parameters:
    ///   - entity: The release or release group to ask the archive about.
    ///   - title: The title to show.
    ///   - artistCredit: The credited artists.
    ///   - date: The date.
    ///   - release: A release of the album to play.
    ///   - hasFrontCover: What MusicBrainz says about its front cover; `nil` for unknown.
    public init(
        _ entity: CoverArtEntity, title: String? = nil, artistCredit: ArtistCredit? = nil, date: PartialDate? = nil,
        release: MBID? = nil, hasFrontCover: Bool? = nil
    ) {
        self.entity = entity
        self.title = title
        self.artistCredit = artistCredit
        self.date = date
        self.release = release ?? (entity.isReleaseGroup ? nil : entity.id)
        self.hasFrontCover = hasFrontCover
    }

    /// The album of a release: asks `/release/<mbid>`, unless the release's
    /// ``Release/coverArtArchive`` flags (present on releases of lookups and browses) say it has
    /// no front cover or its art was taken down.
    /// - Parameter release: The release.
    public init(release: Release) {
        self.init(
            .release(release.id), title: release.title, artistCredit: release.artistCredit, date: release.date,
            release: release.id, hasFrontCover: release.coverArtArchive.map(Self.hasFront))
    }

    /// The album of a release group: asks `/release-group/<mbid>` (release groups carry no
    /// cover art flags, so the archive is always asked).
    /// - Parameter releaseGroup: The release group.
    public init(releaseGroup: ReleaseGroup) {
        self.init(
            .releaseGroup(releaseGroup.id), title: releaseGroup.title, artistCredit: releaseGroup.artistCredit,
            date: releaseGroup.firstReleaseDate)
    }

    /// The albums of some releases, one per release group: releases looked up or browsed with
    /// `inc=release-groups` (a release without its release group is an album of its own).
    ///
    /// Each album asks the archive for its release group's front cover, and only when one of
    /// its releases has `cover-art-archive.front` true (``hasFrontCover``): the flags of a
    /// release browse spare a request for every album without art. Albums are ordered by first
    /// release date (unknown dates last), then title; a release seen twice counts once.
    ///
    /// - Parameter releases: The releases, such as every page of
    ///   `browse(Release.self, linkedTo: .artist(id), including: [.releaseGroups], …)`.
    /// - Returns: The albums.
    public static func releaseGroups(of releases: [Release]) -> [CoverArtAlbum] {
        var order: [MBID] = []
        var groups: [MBID: [Release]] = [:]
        var seen = Set<MBID>()
        for release in releases where seen.insert(release.id).inserted {
            let key = release.releaseGroup?.id ?? release.id
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(release)
        }
        let albums = order.compactMap { key -> CoverArtAlbum? in
            guard let members = groups[key], let first = members.first else { return nil }
            guard let group = first.releaseGroup else { return CoverArtAlbum(release: first) }
            let byDate = members.sorted { PartialDate.sortKey($0.date) < PartialDate.sortKey($1.date) }
            let flags = members.map { $0.coverArtArchive.map(Self.hasFront) }
            let front: Bool? = flags.contains(true) ? true : flags.allSatisfy({ $0 == false }) ? false : nil
            let playable = byDate.first { $0.coverArtArchive.map(Self.hasFront) == true } ?? byDate.first
            return CoverArtAlbum(
                .releaseGroup(group.id), title: group.title,
                artistCredit: group.artistCredit ?? playable?.artistCredit,
                date: group.firstReleaseDate ?? byDate.first?.date, release: playable?.id, hasFrontCover: front)
        }
        return albums.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element, rhs.element)
            let (leftDate, rightDate) = (PartialDate.sortKey(left.date), PartialDate.sortKey(right.date))
            if leftDate != rightDate { return leftDate < rightDate }
            if (left.title ?? "") != (right.title ?? "") { return (left.title ?? "") < (right.title ?? "") }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Whether cover art flags promise a front cover that is shown.
    static func hasFront(_ status: CoverArtArchiveStatus) -> Bool { status.front && !status.darkened }
}

extension PartialDate {
    /// The date to sort by: unknown dates (and dates without a year) after every real one.
    fileprivate static func sortKey(_ date: PartialDate?) -> PartialDate {
        guard let date, date.year != nil else { return PartialDate(year: Int.max) }
        return date
    }
}
