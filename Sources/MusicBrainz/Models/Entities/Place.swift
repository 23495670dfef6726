/// A place: a venue, studio, stadium or other building or outdoor area where music is made or
/// performed.
///
/// Source: the `place` resource of WS/2 (`/ws/2/place/<mbid>`), MMD element `<place>`.
/// A list that was not requested is `nil`, one that was requested and is empty is `[]`.
public struct Place: MusicBrainzEntity, RatableEntity {
    /// ``EntityType/place``.
    public static let entityType = EntityType.place

    /// The MBID.
    public var id: MBID
    /// The official name.
    public var name: String
    /// A comment that tells this place apart from others with the same name; `nil` when
    /// there is none.
    public var disambiguation: String?
    /// What kind of place this is; `nil` when unknown.
    public var type: PlaceType?
    /// The UUID of the type.
    public var typeID: MBID?
    /// The street address; `nil` when unknown.
    public var address: String?
    /// The area the place is in.
    @OutOfLine public var area: Area?
    /// The latitude and longitude; `nil` when unknown.
    public var coordinates: Coordinates?
    /// When the place opened and closed; `nil` when nothing is known.
    public var lifeSpan: LifeSpan?
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

    /// Creates a place. Only `id` and `name` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The official name.
    ///   - disambiguation: A comment that tells this place apart from others with the same name.
    ///   - type: What kind of place this is.
    ///   - typeID: The UUID of the type.
    ///   - address: The street address.
    ///   - area: The area the place is in.
    ///   - coordinates: The latitude and longitude.
    ///   - lifeSpan: When the place opened and closed.
    ///   - tagged: The aliases, annotation, tags, genres and relationships.
    ///   - rating: The rating.
    ///   - userRating: The authenticated user's rating, 0...5.
    public init(
        id: MBID,
        name: String,
        disambiguation: String? = nil,
        type: PlaceType? = nil,
        typeID: MBID? = nil,
        address: String? = nil,
        area: Area? = nil,
        coordinates: Coordinates? = nil,
        lifeSpan: LifeSpan? = nil,
        tagged: TaggedFields = TaggedFields(),
        rating: Rating? = nil,
        userRating: Double? = nil
    ) {
        self.id = id
        self.name = name
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
        self.address = address
        self.area = area
        self.coordinates = coordinates
        self.lifeSpan = lifeSpan
        self.tagged = tagged
        self.rating = rating
        self.userRating = userRating
    }
}
