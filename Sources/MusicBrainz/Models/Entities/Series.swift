/// A series: a sequence of release groups, releases, recordings, works or events, such as an award or a tour.
///
/// Source: the `series` resource of WS/2 (`/ws/2/series/<mbid>`), MMD element `<series>`.
public struct Series: MusicBrainzEntity {
    /// ``EntityType/series``.
    public static let entityType = EntityType.series

    /// The MBID.
    public var id: MBID
    /// The official name.
    public var name: String
    /// A comment that tells this series apart from others with the same name; `nil` when none.
    public var disambiguation: String?
    /// What kind of series this is; `nil` when unknown.
    public var type: SeriesType?
    /// The UUID of the type.
    public var typeID: MBID?

    /// Creates a value with the given properties; the others take their defaults.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The official name.
    ///   - disambiguation: A comment that tells this series apart from others with the same name.
    ///   - type: What kind of series this is.
    ///   - typeID: The UUID of the type.
    public init(
        id: MBID,
        name: String,
        disambiguation: String? = nil,
        type: SeriesType? = nil,
        typeID: MBID? = nil
    ) {
        self.id = id
        self.name = name
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
    }
}
