/// An area: a country, subdivision, county, municipality, city, district or island.
///
/// Source: the `area` resource of WS/2 (`/ws/2/area/<mbid>`), MMD element `<area>` (also
/// `<begin-area>`, `<end-area>` inside artists). Which properties are filled depends on the
/// request's `inc` parameters: a list that was not requested is `nil`, one that was requested
/// and is empty is `[]`.
public struct Area: MusicBrainzEntity, TaggableEntity {
    /// ``EntityType/area``.
    public static let entityType = EntityType.area

    /// The MBID.
    public var id: MBID
    /// The name.
    public var name: String
    /// The sort name (for areas always the same as the name).
    public var sortName: String?
    /// A comment that tells this area apart from others with the same name; `nil` when
    /// there is none.
    public var disambiguation: String?
    /// What kind of area this is; `nil` when unknown.
    public var type: AreaType?
    /// The UUID of the type.
    public var typeID: MBID?
    /// ISO 3166-1 alpha-2 codes, such as `JP`; `[]` when there are none.
    public var iso31661Codes: [String]
    /// ISO 3166-2 subdivision codes, such as `GB-ENG`; `[]` when there are none.
    public var iso31662Codes: [String]
    /// ISO 3166-3 codes of former countries, such as `SUHH`; `[]` when there are none.
    public var iso31663Codes: [String]
    /// When the area began and ended; `nil` when nothing is known.
    public var lifeSpan: LifeSpan?
    /// The aliases, annotation, tags and genres (with the authenticated user's own) and
    /// relationships, also read and written through the properties of ``TaggableEntity``,
    /// such as ``TaggableEntity/tags``.
    public var tagged: TaggedFields

    /// Creates an area. Only `id` and `name` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The name.
    ///   - sortName: The sort name (for areas always the same as the name).
    ///   - disambiguation: A comment that tells this area apart from others with the same name.
    ///   - type: What kind of area this is.
    ///   - typeID: The UUID of the type.
    ///   - iso31661Codes: ISO 3166-1 alpha-2 codes, such as `JP`.
    ///   - iso31662Codes: ISO 3166-2 subdivision codes, such as `GB-ENG`.
    ///   - iso31663Codes: ISO 3166-3 codes of former countries, such as `SUHH`.
    ///   - lifeSpan: When the area began and ended.
    ///   - tagged: The aliases, annotation, tags, genres and relationships.
    public init(
        id: MBID,
        name: String,
        sortName: String? = nil,
        disambiguation: String? = nil,
        type: AreaType? = nil,
        typeID: MBID? = nil,
        iso31661Codes: [String] = [],
        iso31662Codes: [String] = [],
        iso31663Codes: [String] = [],
        lifeSpan: LifeSpan? = nil,
        tagged: TaggedFields = TaggedFields()
    ) {
        self.id = id
        self.name = name
        self.sortName = sortName
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
        self.iso31661Codes = iso31661Codes
        self.iso31662Codes = iso31662Codes
        self.iso31663Codes = iso31663Codes
        self.lifeSpan = lifeSpan
        self.tagged = tagged
    }
}
