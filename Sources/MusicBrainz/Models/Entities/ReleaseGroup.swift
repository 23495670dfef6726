/// A release group: the releases that are versions of one album, single, EP, broadcast or
/// other release, such as every edition of an album.
///
/// Source: the `release-group` resource of WS/2 (`/ws/2/release-group/<mbid>`), MMD element
/// `<release-group>`. A list that was not requested is `nil`, one that was requested and is
/// empty is `[]`.
public struct ReleaseGroup: MusicBrainzEntity, RatableEntity {
    /// ``EntityType/releaseGroup``.
    public static let entityType = EntityType.releaseGroup

    /// The MBID.
    public var id: MBID
    /// The title.
    public var title: String
    /// A comment that tells this release group apart from others with the same title; `nil` when
    /// there is none.
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
    /// The artists the release group is credited to (`inc=artist-credits`, or always in search
    /// results).
    public var artistCredit: ArtistCredit?
    /// The aliases, annotation, tags and genres (with the authenticated user's own) and
    /// relationships, also read and written through the properties of ``TaggableEntity``,
    /// such as ``TaggableEntity/tags``.
    public var tagged: TaggedFields
    /// The average rating and its number of votes (`inc=ratings`); `nil` when nobody has
    /// rated it.
    public var rating: Rating?
    /// The authenticated user's rating, 0...5 in steps of 0.5 (`inc=user-ratings`); `nil`
    /// when the user has not rated it.
    public var userRating: Double?
    /// The releases of the group (`inc=releases`; at most 25 in a lookup).
    public var releases: [Release]?
    /// The total number of releases, of which ``releases`` holds the first 25 at most; only XML
    /// gives it.
    public var releaseCount: Int?

    /// Creates a release group. Only `id` and `title` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - title: The title.
    ///   - disambiguation: A comment that tells this release group apart from others with the same title.
    ///   - primaryType: The primary type (album, single, EP, broadcast, other).
    ///   - primaryTypeID: The UUID of the primary type.
    ///   - secondaryTypes: The secondary types (compilation, live, soundtrack, …), in the service's order.
    ///   - secondaryTypeIDs: The UUIDs of the secondary types, in the same order as ``secondaryTypes``.
    ///   - firstReleaseDate: The date of the earliest release in the group.
    ///   - artistCredit: The artists the release group is credited to (`inc=artist-credits`, or always in search.
    ///   - tagged: The aliases, annotation, tags, genres and relationships.
    ///   - rating: The rating.
    ///   - userRating: The authenticated user's rating, 0...5.
    ///   - releases: The embedded releases.
    ///   - releaseCount: The total number, from XML.
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
        tagged: TaggedFields = TaggedFields(),
        rating: Rating? = nil,
        userRating: Double? = nil,
        releases: [Release]? = nil,
        releaseCount: Int? = nil
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
        self.tagged = tagged
        self.rating = rating
        self.userRating = userRating
        self.releases = releases
        self.releaseCount = releaseCount
    }
}
