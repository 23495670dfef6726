/// An event: a concert, festival, launch event or other organised happening.
///
/// Source: the `event` resource of WS/2 (`/ws/2/event/<mbid>`), MMD element `<event>`.
/// A list that was not requested is `nil`, one that was requested and is empty is `[]`.
public struct Event: MusicBrainzEntity, RatableEntity {
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
    ///   - tagged: The aliases, annotation, tags, genres and relationships.
    ///   - rating: The rating.
    ///   - userRating: The authenticated user's rating, 0...5.
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
        tagged: TaggedFields = TaggedFields(),
        rating: Rating? = nil,
        userRating: Double? = nil
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
        self.tagged = tagged
        self.rating = rating
        self.userRating = userRating
    }
}
