/// What the Cover Art Archive is asked about: a release, or a release group.
///
/// The Cover Art Archive stores images per **release**; a **release group** borrows the art of
/// one of its releases (the one editors chose, or else the earliest with a front cover that is
/// not typed `Raw/Unedited`). A release group has only a front cover on the archive's
/// endpoints: asking one for `back` or an image ID is refused with
/// ``MusicBrainzError/Code/invalidRequest`` before anything is sent.
///
/// ```swift
/// let entity = CoverArtEntity.release(mbid)           // /release/<mbid>
/// let group = CoverArtEntity.releaseGroup(groupMBID)  // /release-group/<mbid>
/// ```
///
/// Source: the Cover Art Archive paths `/release/<mbid>` and `/release-group/<mbid>`.
public struct CoverArtEntity: Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Sendable, Hashable {
        case release
        case releaseGroup
    }

    private let kind: Kind
    /// The MBID of the release or release group. Always sent in lower case (the archive
    /// answers 400 to upper-case MBIDs).
    public let id: MBID

    private init(kind: Kind, id: MBID) {
        self.kind = kind
        self.id = id
    }

    /// A release: the archive's `/release/<mbid>` endpoints.
    /// - Parameter id: The release MBID.
    /// - Returns: The entity.
    public static func release(_ id: MBID) -> CoverArtEntity { CoverArtEntity(kind: .release, id: id) }

    /// A release group: the archive's `/release-group/<mbid>` endpoints (front cover only).
    /// - Parameter id: The release group MBID.
    /// - Returns: The entity.
    public static func releaseGroup(_ id: MBID) -> CoverArtEntity { CoverArtEntity(kind: .releaseGroup, id: id) }

    /// Whether this is a release group (which supports only the front cover).
    public var isReleaseGroup: Bool { kind == .releaseGroup }

    /// The first path segment: `release` or `release-group`.
    public var pathSegment: String { kind == .release ? "release" : "release-group" }

    /// `release <mbid>` or `release group <mbid>`.
    public var description: String { (kind == .release ? "release " : "release group ") + id.description }
}
