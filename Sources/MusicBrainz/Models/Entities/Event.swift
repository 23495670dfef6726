/// An event: a concert, festival, launch event or other organised happening.
///
/// Source: the `event` resource of WS/2 (`/ws/2/event/<mbid>`), MMD element `<event>`.
/// A list that was not requested is `nil`, one that was requested and is empty is `[]`.
public struct Event: MusicBrainzEntity, TaggedEntityFields, RatedEntityFields {
    /// ``EntityType/event``.
    public static let entityType = EntityType.event

    /// The MBID.
    public var id: MBID
    /// The official name.
    public var name: String
    /// A comment that tells this event apart from others with the same name; `nil` when
    /// there is none.
    public var disambiguation: String?
    /// What kind of event this is; `nil` when unknown.
    public var type: EventType?
    /// The UUID of the type.
    public var typeID: MBID?
    /// The start time, `HH:MM` (24 h); `nil` when unknown.
    public var time: String?
    /// The setlist, in MusicBrainz's setlist markup; `nil` when none.
    public var setlist: String?
    /// Whether the event was cancelled.
    public var cancelled: Bool
    /// When the event began and ended; `nil` when nothing is known.
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

    /// Creates an event. Only `id` and `name` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The official name.
    ///   - disambiguation: A comment that tells this event apart from others with the same name.
    ///   - type: What kind of event this is.
    ///   - typeID: The UUID of the type.
    ///   - time: The start time, `HH:MM` (24 h).
    ///   - setlist: The setlist, in MusicBrainz's setlist markup.
    ///   - cancelled: Whether the event was cancelled.
    ///   - lifeSpan: When the event began and ended.
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
        type: EventType? = nil,
        typeID: MBID? = nil,
        time: String? = nil,
        setlist: String? = nil,
        cancelled: Bool = false,
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
        self.time = time
        self.setlist = setlist
        self.cancelled = cancelled
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
