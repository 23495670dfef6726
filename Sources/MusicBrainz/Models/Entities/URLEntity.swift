/// A URL that MusicBrainz links to entities by relationships (a Discogs page, a Wikidata item, an official site).
///
/// Source: the `url` resource of WS/2 (`/ws/2/url/<mbid>`), MMD element `<url>`.
public struct URLEntity: MusicBrainzEntity {
    /// ``EntityType/url``.
    public static let entityType = EntityType.url

    /// The MBID.
    public var id: MBID
    /// The URL itself.
    public var resource: String

    /// Creates a value with the given properties; the others take their defaults.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - resource: The URL itself.
    public init(
        id: MBID,
        resource: String
    ) {
        self.id = id
        self.resource = resource
    }
}
