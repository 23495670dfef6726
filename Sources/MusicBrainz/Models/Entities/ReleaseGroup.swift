/// A release group: the releases that are versions of one album, single, EP, broadcast or
/// other release, such as every edition of an album.
///
/// Source: the `release-group` resource of WS/2 (`/ws/2/release-group/<mbid>`), MMD element
/// `<release-group>`.
public struct ReleaseGroup: MusicBrainzEntity {
    /// ``EntityType/releaseGroup``.
    public static let entityType = EntityType.releaseGroup

    /// The release group's MBID.
    public var id: MBID
    /// The title.
    public var title: String
    /// A comment that tells this release group apart from others with the same title.
    public var disambiguation: String?
    /// The primary type (album, single, EP, broadcast, other); `nil` when unknown.
    public var primaryType: PrimaryType?
    /// The UUID of the primary type.
    public var primaryTypeID: MBID?
    /// The secondary types (compilation, live, soundtrack, …), in the service's order; `[]`
    /// when there are none.
    public var secondaryTypes: [SecondaryType]
    /// The UUIDs of the secondary types, in the same order as ``secondaryTypes``.
    public var secondaryTypeIDs: [MBID]
    /// The date of the earliest release in the group; `nil` when unknown.
    public var firstReleaseDate: PartialDate?
    /// The artists the release group is credited to (`inc=artist-credits`).
    public var artistCredit: ArtistCredit?
    /// The releases of the group (`inc=releases`; at most 25 in a lookup).
    public var releases: [Release]?

    /// Creates a release group.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - title: The title.
    ///   - disambiguation: The disambiguation comment.
    ///   - primaryType: The primary type.
    ///   - primaryTypeID: The UUID of the primary type.
    ///   - secondaryTypes: The secondary types.
    ///   - secondaryTypeIDs: Their UUIDs.
    ///   - firstReleaseDate: The earliest release date.
    ///   - artistCredit: The artist credit.
    ///   - releases: The releases.
    public init(
        id: MBID,
        title: String,
        disambiguation: String? = nil,
        primaryType: PrimaryType? = nil,
        primaryTypeID: MBID? = nil,
        secondaryTypes: [SecondaryType] = [],
        secondaryTypeIDs: [MBID] = [],
        firstReleaseDate: PartialDate? = nil,
        artistCredit: ArtistCredit? = nil,
        releases: [Release]? = nil
    ) {
        self.id = id
        self.title = title
        self.disambiguation = disambiguation
        self.primaryType = primaryType
        self.primaryTypeID = primaryTypeID
        self.secondaryTypes = secondaryTypes
        self.secondaryTypeIDs = secondaryTypeIDs
        self.firstReleaseDate = firstReleaseDate
        self.artistCredit = artistCredit
        self.releases = releases
    }
}
