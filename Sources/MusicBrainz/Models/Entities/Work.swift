/// A work: a distinct intellectual or artistic creation, such as a song, a symphony or a poem.
///
/// Source: the `work` resource of WS/2 (`/ws/2/work/<mbid>`), MMD element `<work>`.
/// A list that was not requested is `nil`, one that was requested and is empty is `[]`.
public struct Work: MusicBrainzEntity, TaggedEntityFields, RatedEntityFields {
    /// ``EntityType/work``.
    public static let entityType = EntityType.work

    /// The MBID.
    public var id: MBID
    /// The title.
    public var title: String
    /// A comment that tells this work apart from others with the same title; `nil` when
    /// there is none.
    public var disambiguation: String?
    /// What kind of work this is; `nil` when unknown.
    public var type: WorkType?
    /// The UUID of the type.
    public var typeID: MBID?
    /// The ISO 639-3 code of the lyrics language (`mul` when several); `nil` when unknown.
    public var language: String?
    /// Every lyrics language (ISO 639-3); `[]` when none is known.
    public var languages: [String]
    /// The ISWCs, such as `T-101.690.320-9`; `[]` when none.
    public var iswcs: [String]
    /// The artists the work is credited to, where the service gives a credit (MMD
    /// `<artist-credit>` of a work); `nil` otherwise.
    public var artistCredit: ArtistCredit?
    /// The work attributes, such as its key or a catalogue number; `[]` when none.
    public var attributes: [WorkAttribute]
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

    /// Creates a work. Only `id` and `title` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - title: The title.
    ///   - disambiguation: A comment that tells this work apart from others with the same title.
    ///   - type: What kind of work this is.
    ///   - typeID: The UUID of the type.
    ///   - language: The ISO 639-3 code of the lyrics language (`mul` when several).
    ///   - languages: Every lyrics language (ISO 639-3).
    ///   - iswcs: The ISWCs, such as `T-101.690.320-9`.
    ///   - artistCredit: The artist credit.
    ///   - attributes: The work attributes, such as its key or a catalogue number.
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
        title: String,
        disambiguation: String? = nil,
        type: WorkType? = nil,
        typeID: MBID? = nil,
        language: String? = nil,
        languages: [String] = [],
        iswcs: [String] = [],
        artistCredit: ArtistCredit? = nil,
        attributes: [WorkAttribute] = [],
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
        self.title = title
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
        self.language = language
        self.languages = languages
        self.iswcs = iswcs
        self.artistCredit = artistCredit
        self.attributes = attributes
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

extension Work {
    /// The work's ISWCs as typed ``ISWC`` values (canonical `T-DDD.DDD.DDD-C`), in the service's
    /// order.
    ///
    /// An ISWC the service sends that does not parse or has a wrong check digit is left out here
    /// and stays in ``iswcs`` as sent. Source: `iswcs` (JSON) or `<iswc-list><iswc>` (XML).
    public var iswcValues: [ISWC] { iswcs.compactMap { ISWC($0) } }
}
