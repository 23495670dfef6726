/// A genre, such as "rock" or "drum and bass".
///
/// Source: the `genre` resource of WS/2 (`/ws/2/genre/<mbid>`, `/ws/2/genre/all`), MMD element
/// `<genre>`. The genres of another entity (`inc=genres`) are genres too, with the number of
/// votes in ``count``.
public struct Genre: MusicBrainzEntity {
    /// ``EntityType/genre``.
    public static let entityType = EntityType.genre

    /// The MBID.
    public var id: MBID
    /// The official name.
    public var name: String
    /// A comment that tells this genre apart from others with the same name; `nil` when
    /// there is none.
    public var disambiguation: String?
    /// The number of users who gave the genre to the entity it was listed on (`inc=genres`);
    /// `nil` for a genre on its own and for user genres.
    public var count: Int?
    /// The aliases: other names, such as translations, legal names and common misspellings
    /// (`inc=aliases`).
    public var aliases: [Alias]?
    /// The annotation: free text about the entity, in MusicBrainz wiki markup
    /// (`inc=annotation`); `nil` when there is none or it is blank.
    public var annotation: String?
    /// The relationships to other entities and URLs (`inc=<target>-rels`, such as
    /// `artist-rels` or `url-rels`), of every target type in one list.
    public var relationships: [Relationship]?

    /// Creates a genre. Only `id` and `name` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The official name.
    ///   - disambiguation: A comment that tells this genre apart from others with the same name.
    ///   - count: The number of votes.
    ///   - aliases: The aliases.
    ///   - annotation: The annotation.
    ///   - relationships: The relationships.
    public init(
        id: MBID,
        name: String,
        disambiguation: String? = nil,
        count: Int? = nil,
        aliases: [Alias]? = nil,
        annotation: String? = nil,
        relationships: [Relationship]? = nil
    ) {
        self.id = id
        self.name = name
        self.disambiguation = disambiguation
        self.count = count
        self.aliases = aliases
        self.annotation = annotation
        self.relationships = relationships
    }
}
