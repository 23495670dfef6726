/// A label: a record label, imprint, distributor, publisher or rights society.
///
/// Source: the `label` resource of WS/2 (`/ws/2/label/<mbid>`), MMD element `<label>`.
/// A list that was not requested is `nil`, one that was requested and is empty is `[]`.
public struct Label: MusicBrainzEntity, RatableEntity {
    /// ``EntityType/label``.
    public static let entityType = EntityType.label

    /// The MBID.
    public var id: MBID
    /// The name.
    public var name: String
    /// The sort name (for labels always the same as the name).
    public var sortName: String?
    /// A comment that tells this label apart from others with the same name; `nil` when
    /// there is none.
    public var disambiguation: String?
    /// What kind of label this is; `nil` when unknown.
    public var type: LabelType?
    /// The UUID of the type.
    public var typeID: MBID?
    /// The label code, the digits of "LC 0193" (1...99999); `nil` when unknown.
    public var labelCode: Int?
    /// The ISO 3166-1 code of the label's area, when the area is a country.
    public var country: String?
    /// The area the label is based in.
    @OutOfLine public var area: Area?
    /// When the label was founded and dissolved; `nil` when nothing is known.
    public var lifeSpan: LifeSpan?
    /// The IPI codes; `[]` when there are none.
    public var ipis: [String]
    /// The ISNI codes; `[]` when there are none.
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
    /// The releases on the label (`inc=releases`; at most 25).
    public var releases: [Release]?
    /// The total number of releases, of which ``releases`` holds the first 25 at most; only XML
    /// gives it.
    public var releaseCount: Int?

    /// Creates a label. Only `id` and `name` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The name.
    ///   - sortName: The sort name (for labels always the same as the name).
    ///   - disambiguation: A comment that tells this label apart from others with the same name.
    ///   - type: What kind of label this is.
    ///   - typeID: The UUID of the type.
    ///   - labelCode: The label code, the digits of "LC 0193" (1...99999).
    ///   - country: The ISO 3166-1 code of the label's area, when the area is a country.
    ///   - area: The area the label is based in.
    ///   - lifeSpan: When the label was founded and dissolved.
    ///   - ipis: The IPI codes.
    ///   - isnis: The ISNI codes.
    ///   - tagged: The aliases, annotation, tags, genres and relationships.
    ///   - rating: The rating.
    ///   - userRating: The authenticated user's rating, 0...5.
    ///   - releases: The embedded releases.
    ///   - releaseCount: The total number, from XML.
    public init(
        id: MBID,
        name: String,
        sortName: String? = nil,
        disambiguation: String? = nil,
        type: LabelType? = nil,
        typeID: MBID? = nil,
        labelCode: Int? = nil,
        country: String? = nil,
        area: Area? = nil,
        lifeSpan: LifeSpan? = nil,
        ipis: [String] = [],
        isnis: [String] = [],
        tagged: TaggedFields = TaggedFields(),
        rating: Rating? = nil,
        userRating: Double? = nil,
        releases: [Release]? = nil,
        releaseCount: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.sortName = sortName
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
        self.labelCode = labelCode
        self.country = country
        self.area = area
        self.lifeSpan = lifeSpan
        self.ipis = ipis
        self.isnis = isnis
        self.tagged = tagged
        self.rating = rating
        self.userRating = userRating
        self.releases = releases
        self.releaseCount = releaseCount
    }
}
