/// A label: a record label, imprint, distributor, publisher or rights society.
///
/// Source: the `label` resource of WS/2 (`/ws/2/label/<mbid>`), MMD element `<label>`.
public struct Label: MusicBrainzEntity {
    /// ``EntityType/label``.
    public static let entityType = EntityType.label

    /// The label's MBID.
    public var id: MBID
    /// The name.
    public var name: String
    /// The sort name (for labels always the same as the name).
    public var sortName: String?
    /// A comment that tells this label apart from others with the same name.
    public var disambiguation: String?
    /// What kind of label this is; `nil` when unknown.
    public var type: LabelType?
    /// The UUID of the type.
    public var typeID: MBID?
    /// The label code, the digits of "LC 0193" (1...99999); `nil` when unknown.
    public var labelCode: Int?
    /// The ISO 3166-1 code of the label's area, when the area is a country.
    public var country: String?
    /// The area the label is based in.
    public var area: Area?
    /// When the label was founded and dissolved; `nil` when nothing is known.
    public var lifeSpan: LifeSpan?
    /// The IPI codes; `[]` when there are none.
    public var ipis: [String]
    /// The ISNI codes; `[]` when there are none.
    public var isnis: [String]

    /// Creates a label.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The name.
    ///   - sortName: The sort name.
    ///   - disambiguation: The disambiguation comment.
    ///   - type: The label type.
    ///   - typeID: Its UUID.
    ///   - labelCode: The label code.
    ///   - country: The ISO 3166-1 code.
    ///   - area: The area.
    ///   - lifeSpan: The life span.
    ///   - ipis: The IPI codes.
    ///   - isnis: The ISNI codes.
    public init(
        id: MBID,
        name: String,
        sortName: String? = nil,
        disambiguation: String? = nil,
        type: LabelType? = nil,
        typeID: MBID? = nil,
        labelCode: Int? = nil,
        country: String? = nil,
        area: Area? = nil,
        lifeSpan: LifeSpan? = nil,
        ipis: [String] = [],
        isnis: [String] = []
    ) {
        self.id = id
        self.name = name
        self.sortName = sortName
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
        self.labelCode = labelCode
        self.country = country
        self.area = area
        self.lifeSpan = lifeSpan
        self.ipis = ipis
        self.isnis = isnis
    }
}
