/// A URL that MusicBrainz links to entities by relationships (a Discogs page, a Wikidata item,
/// an official site).
///
/// Source: the `url` resource of WS/2 (`/ws/2/url/<mbid>`, `/ws/2/url?resource=…`), MMD
/// element `<url>`; also the target of URL relationships.
public struct URLEntity: MusicBrainzEntity {
    /// ``EntityType/url``.
    public static let entityType = EntityType.url

    /// The MBID.
    public var id: MBID
    /// The URL itself.
    public var resource: String
    /// The relationships to other entities and URLs (`inc=<target>-rels`, such as
    /// `artist-rels` or `url-rels`), of every target type in one list.
    public var relationships: [Relationship]?

    /// Creates a URL. Only `id` and `resource` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - resource: The URL itself.
    ///   - relationships: The relationships.
    public init(
        id: MBID,
        resource: String,
        relationships: [Relationship]? = nil
    ) {
        self.id = id
        self.resource = resource
        self.relationships = relationships
    }
}
