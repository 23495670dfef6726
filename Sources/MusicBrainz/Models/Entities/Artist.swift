/// An artist: a person, group, orchestra, choir, character or other entity that is credited on
/// releases, recordings and works.
///
/// Source: the `artist` resource of WS/2 (`/ws/2/artist/<mbid>`), MMD element `<artist>`.
public struct Artist: MusicBrainzEntity {
    /// ``EntityType/artist``.
    public static let entityType = EntityType.artist

    /// The artist's MBID.
    public var id: MBID
    /// The artist's official name.
    public var name: String
    /// The name as it sorts, such as "Beatles, The".
    public var sortName: String?
    /// A comment that tells this artist apart from others with the same name.
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
    public var area: Area?
    /// Where the artist began (was born or founded).
    public var beginArea: Area?
    /// Where the artist ended (died or dissolved).
    public var endArea: Area?
    /// When the artist began and ended; `nil` when nothing is known.
    public var lifeSpan: LifeSpan?
    /// The IPI codes (11 digits); `[]` when there are none.
    public var ipis: [String]
    /// The ISNI codes (16 characters); `[]` when there are none.
    public var isnis: [String]

    /// Creates an artist.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The name.
    ///   - sortName: The sort name.
    ///   - disambiguation: The disambiguation comment.
    ///   - type: The artist type.
    ///   - typeID: Its UUID.
    ///   - gender: The gender.
    ///   - genderID: Its UUID.
    ///   - country: The ISO 3166-1 code.
    ///   - area: The area.
    ///   - beginArea: The begin area.
    ///   - endArea: The end area.
    ///   - lifeSpan: The life span.
    ///   - ipis: The IPI codes.
    ///   - isnis: The ISNI codes.
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
        isnis: [String] = []
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
    }
}
