/// A work: a distinct intellectual or artistic creation, such as a song, a symphony or a poem.
///
/// Source: the `work` resource of WS/2 (`/ws/2/work/<mbid>`), MMD element `<work>`.
/// A list that was not requested is `nil`, one that was requested and is empty is `[]`.
public struct Work: MusicBrainzEntity, RatableEntity {
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
    ///   - tagged: The aliases, annotation, tags, genres and relationships.
    ///   - rating: The rating.
    ///   - userRating: The authenticated user's rating, 0...5.
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
        tagged: TaggedFields = TaggedFields(),
        rating: Rating? = nil,
        userRating: Double? = nil
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
        self.tagged = tagged
        self.rating = rating
        self.userRating = userRating
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
