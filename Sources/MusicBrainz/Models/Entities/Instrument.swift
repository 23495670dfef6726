/// A musical instrument, such as a violin or a theremin.
///
/// Source: the `instrument` resource of WS/2 (`/ws/2/instrument/<mbid>`), MMD element
/// `<instrument>`. A list that was not requested is `nil`, one that was requested and is empty
/// is `[]`.
public struct Instrument: MusicBrainzEntity, TaggedEntityFields {
    /// ``EntityType/instrument``.
    public static let entityType = EntityType.instrument

    /// The MBID.
    public var id: MBID
    /// The official name.
    public var name: String
    /// A comment that tells this instrument apart from others with the same name; `nil` when
    /// there is none.
    public var disambiguation: String?
    /// What kind of instrument this is; `nil` when unknown.
    public var type: InstrumentType?
    /// The UUID of the type.
    public var typeID: MBID?
    /// A short description of the instrument; `nil` when none.
    public var instrumentDescription: String?
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

    /// Creates an instrument. Only `id` and `name` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The official name.
    ///   - disambiguation: A comment that tells this instrument apart from others with the same name.
    ///   - type: What kind of instrument this is.
    ///   - typeID: The UUID of the type.
    ///   - instrumentDescription: A short description of the instrument.
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
        type: InstrumentType? = nil,
        typeID: MBID? = nil,
        instrumentDescription: String? = nil,
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
        self.instrumentDescription = instrumentDescription
        self.aliases = aliases
        self.annotation = annotation
        self.tags = tags
        self.userTags = userTags
        self.genres = genres
        self.userGenres = userGenres
        self.relationships = relationships
    }
}
