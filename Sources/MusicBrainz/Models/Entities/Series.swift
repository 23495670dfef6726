/// A series: a sequence of release groups, releases, recordings, works or events, such as an
/// award or a tour.
///
/// Source: the `series` resource of WS/2 (`/ws/2/series/<mbid>`), MMD element `<series>`.
/// The members of a series and their order are its relationships (`inc=<type>-rels`): each
/// has a ``Relationship/orderingKey`` and usually a `number` attribute value.
public struct Series: MusicBrainzEntity, TaggedEntityFields {
    /// ``EntityType/series``.
    public static let entityType = EntityType.series

    /// The MBID.
    public var id: MBID
    /// The official name.
    public var name: String
    /// A comment that tells this series apart from others with the same name; `nil` when
    /// there is none.
    public var disambiguation: String?
    /// What kind of series this is; `nil` when unknown.
    public var type: SeriesType?
    /// The UUID of the type.
    public var typeID: MBID?
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
    /// The relationships to other entities and URLs (`inc=<target>-rels`, such as
    /// `artist-rels` or `url-rels`), of every target type in one list.
    public var relationships: [Relationship]?

    /// Creates a series. Only `id` and `name` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The official name.
    ///   - disambiguation: A comment that tells this series apart from others with the same name.
    ///   - type: What kind of series this is.
    ///   - typeID: The UUID of the type.
    ///   - aliases: The aliases.
    ///   - annotation: The annotation.
    ///   - tags: The tags.
    ///   - userTags: The authenticated user's tags.
    ///   - genres: The genres.
    ///   - userGenres: The authenticated user's genres.
    ///   - relationships: The relationships.
    public init(
        id: MBID,
        name: String,
        disambiguation: String? = nil,
        type: SeriesType? = nil,
        typeID: MBID? = nil,
        aliases: [Alias]? = nil,
        annotation: String? = nil,
        tags: [Tag]? = nil,
        userTags: [Tag]? = nil,
        genres: [Genre]? = nil,
        userGenres: [Genre]? = nil,
        relationships: [Relationship]? = nil
    ) {
        self.id = id
        self.name = name
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
        self.aliases = aliases
        self.annotation = annotation
        self.tags = tags
        self.userTags = userTags
        self.genres = genres
        self.userGenres = userGenres
        self.relationships = relationships
    }
}
