/// A series: a sequence of release groups, releases, recordings, works or events, such as an
/// award or a tour.
///
/// Source: the `series` resource of WS/2 (`/ws/2/series/<mbid>`), MMD element `<series>`.
/// The members of a series and their order are its relationships (`inc=<type>-rels`): each
/// has a ``Relationship/orderingKey`` and usually a `number` attribute value.
public struct Series: MusicBrainzEntity, TaggableEntity {
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
    /// The aliases, annotation, tags and genres (with the authenticated user's own) and
    /// relationships, also read and written through the properties of ``TaggableEntity``,
    /// such as ``TaggableEntity/tags``.
    public var tagged: TaggedFields

    /// Creates a series. Only `id` and `name` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The official name.
    ///   - disambiguation: A comment that tells this series apart from others with the same name.
    ///   - type: What kind of series this is.
    ///   - typeID: The UUID of the type.
    ///   - tagged: The aliases, annotation, tags, genres and relationships.
    public init(
        id: MBID,
        name: String,
        disambiguation: String? = nil,
        type: SeriesType? = nil,
        typeID: MBID? = nil,
        tagged: TaggedFields = TaggedFields()
    ) {
        self.id = id
        self.name = name
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
        self.tagged = tagged
    }
}
