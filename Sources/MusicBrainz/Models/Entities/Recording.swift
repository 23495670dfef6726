/// A recording: distinct audio that has been used to produce at least one released track.
///
/// Source: the `recording` resource of WS/2 (`/ws/2/recording/<mbid>`), MMD element
/// `<recording>`. A list that was not requested is `nil`, one that was requested and is empty
/// is `[]`.
public struct Recording: MusicBrainzEntity, TaggedEntityFields, RatedEntityFields {
    /// ``EntityType/recording``.
    public static let entityType = EntityType.recording

    /// The MBID.
    public var id: MBID
    /// The title.
    public var title: String
    /// A comment that tells this recording apart from others with the same title; `nil` when
    /// there is none.
    public var disambiguation: String?
    /// The length, from the service's milliseconds; `nil` when unknown.
    public var length: Duration?
    /// Whether this is a video recording.
    public var isVideo: Bool
    /// The date of the earliest release that contains the recording; `nil` when unknown.
    public var firstReleaseDate: PartialDate?
    /// The artists the recording is credited to (`inc=artist-credits`, or always in search
    /// results).
    public var artistCredit: ArtistCredit?
    /// The ISRCs of the recording (`inc=isrcs`), such as `GBAYE0601498`.
    public var isrcs: [String]?
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
    /// The releases that contain the recording (`inc=releases`; at most 25 in a lookup).
    public var releases: [Release]?
    /// The total number of releases, of which ``releases`` holds the first 25 at most; only XML
    /// gives it.
    public var releaseCount: Int?

    /// Creates a recording. Only `id` and `title` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - title: The title.
    ///   - disambiguation: A comment that tells this recording apart from others with the same title.
    ///   - length: The length, from the service's milliseconds.
    ///   - isVideo: Whether this is a video recording.
    ///   - firstReleaseDate: The date of the earliest release that contains the recording.
    ///   - artistCredit: The artists the recording is credited to (`inc=artist-credits`, or always in search.
    ///   - isrcs: The ISRCs of the recording (`inc=isrcs`), such as `GBAYE0601498`.
    ///   - aliases: The aliases.
    ///   - annotation: The annotation.
    ///   - tags: The tags.
    ///   - userTags: The authenticated user's tags.
    ///   - genres: The genres.
    ///   - userGenres: The authenticated user's genres.
    ///   - rating: The rating.
    ///   - userRating: The authenticated user's rating, 0...5.
    ///   - relationships: The relationships.
    ///   - releases: The embedded releases.
    ///   - releaseCount: The total number, from XML.
    public init(
        id: MBID,
        title: String,
        disambiguation: String? = nil,
        length: Duration? = nil,
        isVideo: Bool = false,
        firstReleaseDate: PartialDate? = nil,
        artistCredit: ArtistCredit? = nil,
        isrcs: [String]? = nil,
        aliases: [Alias]? = nil,
        annotation: String? = nil,
        tags: [Tag]? = nil,
        userTags: [Tag]? = nil,
        genres: [Genre]? = nil,
        userGenres: [Genre]? = nil,
        rating: Rating? = nil,
        userRating: Double? = nil,
        relationships: [Relationship]? = nil,
        releases: [Release]? = nil,
        releaseCount: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.disambiguation = disambiguation
        self.length = length
        self.isVideo = isVideo
        self.firstReleaseDate = firstReleaseDate
        self.artistCredit = artistCredit
        self.isrcs = isrcs
        self.aliases = aliases
        self.annotation = annotation
        self.tags = tags
        self.userTags = userTags
        self.genres = genres
        self.userGenres = userGenres
        self.rating = rating
        self.userRating = userRating
        self.relationships = relationships
        self.releases = releases
        self.releaseCount = releaseCount
    }
}

extension Recording {
    /// The recording's ISRCs as typed ``ISRC`` values, in the service's order.
    ///
    /// An ISRC the service sends that does not validate (not twelve characters of the ISRC
    /// alphabet) is left out here and stays in ``isrcs`` as sent. `[]` when the lookup did not ask
    /// for `inc=isrcs`. Source: `isrcs` (JSON) or `<isrc-list><isrc id>` (XML).
    public var isrcValues: [ISRC] { (isrcs ?? []).compactMap { ISRC($0) } }
}
