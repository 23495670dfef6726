/// A musical instrument, such as a violin or a theremin.
///
/// Source: the `instrument` resource of WS/2 (`/ws/2/instrument/<mbid>`), MMD element `<instrument>`.
public struct Instrument: MusicBrainzEntity {
    /// ``EntityType/instrument``.
    public static let entityType = EntityType.instrument

    /// The MBID.
    public var id: MBID
    /// The official name.
    public var name: String
    /// A comment that tells this instrument apart from others with the same name; `nil` when none.
    public var disambiguation: String?
    /// What kind of instrument this is; `nil` when unknown.
    public var type: InstrumentType?
    /// The UUID of the type.
    public var typeID: MBID?
    /// A short description of the instrument; `nil` when none.
    public var instrumentDescription: String?

    /// Creates a value with the given properties; the others take their defaults.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The official name.
    ///   - disambiguation: A comment that tells this instrument apart from others with the same name.
    ///   - type: What kind of instrument this is.
    ///   - typeID: The UUID of the type.
    ///   - instrumentDescription: A short description of the instrument.
    public init(
        id: MBID,
        name: String,
        disambiguation: String? = nil,
        type: InstrumentType? = nil,
        typeID: MBID? = nil,
        instrumentDescription: String? = nil
    ) {
        self.id = id
        self.name = name
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
        self.instrumentDescription = instrumentDescription
    }
}
