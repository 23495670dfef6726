/// A place: a venue, studio, stadium or other building or outdoor area where music is made or performed.
///
/// Source: the `place` resource of WS/2 (`/ws/2/place/<mbid>`), MMD element `<place>`.
public struct Place: MusicBrainzEntity {
    /// ``EntityType/place``.
    public static let entityType = EntityType.place

    /// The MBID.
    public var id: MBID
    /// The official name.
    public var name: String
    /// A comment that tells this place apart from others with the same name; `nil` when none.
    public var disambiguation: String?
    /// What kind of place this is; `nil` when unknown.
    public var type: PlaceType?
    /// The UUID of the type.
    public var typeID: MBID?
    /// The street address; `nil` when unknown.
    public var address: String?
    /// The area the place is in.
    public var area: Area?
    /// The latitude and longitude; `nil` when unknown.
    public var coordinates: Coordinates?
    /// When the place opened and closed; `nil` when nothing is known.
    public var lifeSpan: LifeSpan?

    /// Creates a value with the given properties; the others take their defaults.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The official name.
    ///   - disambiguation: A comment that tells this place apart from others with the same name.
    ///   - type: What kind of place this is.
    ///   - typeID: The UUID of the type.
    ///   - address: The street address.
    ///   - area: The area the place is in.
    ///   - coordinates: The latitude and longitude.
    ///   - lifeSpan: When the place opened and closed.
    public init(
        id: MBID,
        name: String,
        disambiguation: String? = nil,
        type: PlaceType? = nil,
        typeID: MBID? = nil,
        address: String? = nil,
        area: Area? = nil,
        coordinates: Coordinates? = nil,
        lifeSpan: LifeSpan? = nil
    ) {
        self.id = id
        self.name = name
        self.disambiguation = disambiguation
        self.type = type
        self.typeID = typeID
        self.address = address
        self.area = area
        self.coordinates = coordinates
        self.lifeSpan = lifeSpan
    }
}
