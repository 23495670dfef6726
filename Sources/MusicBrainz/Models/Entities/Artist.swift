/// An artist: a person, group, orchestra, choir, character or other entity that is credited on
/// releases, recordings and works.
///
/// Source: the `artist` resource of WS/2 (`/ws/2/artist/<mbid>`), MMD element `<artist>`.
/// Which properties are filled depends on the request's `inc` parameters: a list that was not
/// requested is `nil`, one that was requested and is empty is `[]`. The lists embedded by a
/// lookup (`recordings`, `releases`, `release-groups`, `works`) hold at most 25 items; browse
/// for the rest.
public struct Artist: MusicBrainzEntity, RatableEntity {
    /// ``EntityType/artist``.
    public static let entityType = EntityType.artist

    /// The MBID.
    public var id: MBID
    /// The artist's official name.
    public var name: String
    /// The name as it sorts, such as "Beatles, The".
    public var sortName: String?
    /// A comment that tells this artist apart from others with the same name; `nil` when
    /// there is none.
    public var disambiguation: String?
    /// What kind of artist this is; `nil` when unknown.
    public var type: ArtistType?
    /// The UUID of the type.
    public var typeID: MBID?
    /// The gender of a person or character; `nil` when unknown or not applicable.
    public var gender: Gender?
    /// The UUID of the gender.
    public var genderID: MBID?
    /// The ISO 3166-1 code of the artist's area, when the area is a country.
    public var country: String?
    /// The area the artist is most associated with.
    @OutOfLine public var area: Area?
    /// Where the artist began (was born or founded).
    @OutOfLine public var beginArea: Area?
    /// Where the artist ended (died or dissolved).
    @OutOfLine public var endArea: Area?
    /// When the artist began and ended; `nil` when nothing is known.
    public var lifeSpan: LifeSpan?
    /// The IPI codes (11 digits); `[]` when there are none.
    public var ipis: [String]
    /// The ISNI codes (16 characters); `[]` when there are none.
    public var isnis: [String]
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
    /// The recordings credited to the artist (`inc=recordings`; at most 25).
    public var recordings: [Recording]?
    /// The total number of recordings, of which ``recordings`` holds the first 25 at most; only
    /// XML gives it (the list's `count`).
    public var recordingCount: Int?
    /// The releases credited to the artist (`inc=releases`; at most 25).
    public var releases: [Release]?
    /// The total number of releases, of which ``releases`` holds the first 25 at most; only XML
    /// gives it.
    public var releaseCount: Int?
    /// The release groups credited to the artist (`inc=release-groups`; at most 25).
    public var releaseGroups: [ReleaseGroup]?
    /// The total number of release groups, of which ``releaseGroups`` holds the first 25 at
    /// most; only XML gives it.
    public var releaseGroupCount: Int?
    /// The works the artist is related to (`inc=works`; at most 25).
    public var works: [Work]?
    /// The total number of works, of which ``works`` holds the first 25 at most; only XML
    /// gives it.
    public var workCount: Int?

    /// Creates an artist. Only `id` and `name` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The artist's official name.
    ///   - sortName: The name as it sorts, such as "Beatles, The".
    ///   - disambiguation: A comment that tells this artist apart from others with the same name.
    ///   - type: What kind of artist this is.
    ///   - typeID: The UUID of the type.
    ///   - gender: The gender of a person or character.
    ///   - genderID: The UUID of the gender.
    ///   - country: The ISO 3166-1 code of the artist's area, when the area is a country.
    ///   - area: The area the artist is most associated with.
    ///   - beginArea: Where the artist began (was born or founded).
    ///   - endArea: Where the artist ended (died or dissolved).
    ///   - lifeSpan: When the artist began and ended.
    ///   - ipis: The IPI codes (11 digits).
    ///   - isnis: The ISNI codes (16 characters).
    ///   - tagged: The aliases, annotation, tags, genres and relationships.
    ///   - rating: The rating.
    ///   - userRating: The authenticated user's rating, 0...5.
    ///   - recordings: The embedded recordings.
    ///   - recordingCount: The total number, from XML.
    ///   - releases: The embedded releases.
    ///   - releaseCount: The total number, from XML.
    ///   - releaseGroups: The embedded release-groups.
    ///   - releaseGroupCount: The total number, from XML.
    ///   - works: The embedded works.
    ///   - workCount: The total number, from XML.
    public init(
        id: MBID,
        name: String,
        sortName: String? = nil,
        disambiguation: String? = nil,
        type: ArtistType? = nil,
        typeID: MBID? = nil,
        gender: Gender? = nil,
        genderID: MBID? = nil,
        country: String? = nil,
        area: Area? = nil,
        beginArea: Area? = nil,
        endArea: Area? = nil,
        lifeSpan: LifeSpan? = nil,
        ipis: [String] = [],
        isnis: [String] = [],
        tagged: TaggedFields = TaggedFields(),
        rating: Rating? = nil,
        userRating: Double? = nil,
        recordings: [Recording]? = nil,
        recordingCount: Int? = nil,
        releases: [Release]? = nil,
        releaseCount: Int? = nil,
        releaseGroups: [ReleaseGroup]? = nil,
        releaseGroupCount: Int? = nil,
        works: [Work]? = nil,
        workCount: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.sortName = sortName
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
        self.gender = gender
        self.genderID = genderID
        self.country = country
        self.area = area
        self.beginArea = beginArea
        self.endArea = endArea
        self.lifeSpan = lifeSpan
        self.ipis = ipis
        self.isnis = isnis
        self.tagged = tagged
        self.rating = rating
        self.userRating = userRating
        self.recordings = recordings
        self.recordingCount = recordingCount
        self.releases = releases
        self.releaseCount = releaseCount
        self.releaseGroups = releaseGroups
        self.releaseGroupCount = releaseGroupCount
        self.works = works
        self.workCount = workCount
    }
}
