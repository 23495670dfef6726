/// A place: a venue, studio, stadium or other building or outdoor area where music is made or
/// performed.
///
/// Source: the `place` resource of WS/2 (`/ws/2/place/<mbid>`), MMD element `<place>`.
/// A list that was not requested is `nil`, one that was requested and is empty is `[]`.
public struct Place: MusicBrainzEntity, TaggedEntityFields, RatedEntityFields {
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
    public var area: Area? {
        get { _area?.value }
        set { _area = newValue.map(Indirect.init) }
    }
    private var _area: Indirect<Area>?
    /// The latitude and longitude; `nil` when unknown.
    public var coordinates: Coordinates?
    /// When the place opened and closed; `nil` when nothing is known.
    public var lifeSpan: LifeSpan?
    /// The aliases: other names, such as translations, legal names and common misspellings
    /// (`inc=aliases`).
    public var aliases: [Alias]?
    /// The annotation: free text about the entity, in MusicBrainz wiki markup
    /// (`inc=annotation`); `nil` when there is none or it is blank.
    public var annotation: String?
    /// The tags users gave, with their vote counts (`inc=tags`).
    public var tags: [Tag]?
    /// The tags the authenticated user gave (`inc=user-tags`); counts are `nil`.
    public var userTags: [Tag]?
    /// The genres users gave, with their vote counts in ``Genre/count`` (`inc=genres`).
    public var genres: [Genre]?
    /// The genres the authenticated user gave (`inc=user-genres`).
    public var userGenres: [Genre]?
    /// The average rating and its number of votes (`inc=ratings`); `nil` when nobody has
    /// rated it.
    public var rating: Rating?
    /// The authenticated user's rating, 0...5 in steps of 0.5 (`inc=user-ratings`); `nil`
    /// when the user has not rated it.
    public var userRating: Double?
    /// The relationships to other entities and URLs (`inc=<target>-rels`, such as
    /// `artist-rels` or `url-rels`), of every target type in one list.
    public var relationships: [Relationship]?

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
    ///   - aliases: The aliases.
    ///   - annotation: The annotation.
    ///   - tags: The tags.
    ///   - userTags: The authenticated user's tags.
    ///   - genres: The genres.
    ///   - userGenres: The authenticated user's genres.
    ///   - rating: The rating.
    ///   - userRating: The authenticated user's rating, 0...5.
    ///   - relationships: The relationships.
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
        aliases: [Alias]? = nil,
        annotation: String? = nil,
        tags: [Tag]? = nil,
        userTags: [Tag]? = nil,
        genres: [Genre]? = nil,
        userGenres: [Genre]? = nil,
        rating: Rating? = nil,
        userRating: Double? = nil,
        relationships: [Relationship]? = nil
    ) {
        self.id = id
        self.name = name
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
        self.address = address
        self._area = area.map(Indirect.init)
        self.coordinates = coordinates
        self.lifeSpan = lifeSpan
        self.aliases = aliases
        self.annotation = annotation
        self.tags = tags
        self.userTags = userTags
        self.genres = genres
        self.userGenres = userGenres
        self.rating = rating
        self.userRating = userRating
        self.relationships = relationships
    }
}
