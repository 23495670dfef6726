/// A work: a distinct intellectual or artistic creation, such as a song, a symphony or a poem.
///
/// Source: the `work` resource of WS/2 (`/ws/2/work/<mbid>`), MMD element `<work>`.
public struct Work: MusicBrainzEntity {
    /// ``EntityType/work``.
    public static let entityType = EntityType.work

    /// The MBID.
    public var id: MBID
    /// The title.
    public var title: String
    /// A comment that tells this work apart from others with the same title; `nil` when none.
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

    /// Creates a value with the given properties; the others take their defaults.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - title: The title.
    ///   - disambiguation: A comment that tells this work apart from others with the same title.
    ///   - type: What kind of work this is.
    ///   - typeID: The UUID of the type.
    ///   - language: The ISO 639-3 code of the lyrics language (`mul` when several).
    ///   - languages: Every lyrics language (ISO 639-3).
    ///   - iswcs: The ISWCs, such as `T-101.690.320-9`.
    public init(
        id: MBID,
        title: String,
        disambiguation: String? = nil,
        type: WorkType? = nil,
        typeID: MBID? = nil,
        language: String? = nil,
        languages: [String] = [],
        iswcs: [String] = []
    ) {
        self.id = id
        self.title = title
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
        self.language = language
        self.languages = languages
        self.iswcs = iswcs
    }
}
