/// A musical instrument, such as a violin or a theremin.
///
/// Source: the `instrument` resource of WS/2 (`/ws/2/instrument/<mbid>`), MMD element
/// `<instrument>`. A list that was not requested is `nil`, one that was requested and is empty
/// is `[]`.
public struct Instrument: MusicBrainzEntity, TaggableEntity {
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
    /// The aliases, annotation, tags and genres (with the authenticated user's own) and
    /// relationships, also read and written through the properties of ``TaggableEntity``,
    /// such as ``TaggableEntity/tags``.
    public var tagged: TaggedFields

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
    ///   - tagged: The aliases, annotation, tags, genres and relationships.
    public init(
        id: MBID,
        name: String,
        disambiguation: String? = nil,
        type: InstrumentType? = nil,
        typeID: MBID? = nil,
        instrumentDescription: String? = nil,
        tagged: TaggedFields = TaggedFields()
    ) {
        self.id = id
        self.name = name
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
        self.instrumentDescription = instrumentDescription
        self.tagged = tagged
    }
}
