/// The aliases, annotation, tags and genres (with the authenticated user's own) and
/// relationships of a ``TaggableEntity``: the parts that every taggable entity has, stated
/// once.
///
/// Each list is `nil` when it was not requested and `[]` when it was requested and is empty.
/// Read them through the entity (`artist.tags`) or through its ``TaggableEntity/tagged``
/// value (`artist.tagged.tags`).
///
/// Source: the `inc` parameters `aliases`, `annotation`, `tags`, `user-tags`, `genres`,
/// `user-genres` and `<target>-rels` of WS/2; MMD elements `<alias-list>`, `<annotation>`,
/// `<tag-list>`, `<user-tag-list>`, `<genre-list>`, `<user-genre-list>` and `<relation-list>`.
public struct TaggedFields: Sendable, Hashable {
    /// The aliases: other names or titles, such as translations, legal names and common
    /// misspellings (`inc=aliases`).
    public var aliases: [Alias]?
    /// The annotation: free text about the entity, in MusicBrainz wiki markup
    /// (`inc=annotation`); `nil` when there is none or it is blank.
    public var annotation: String?
    /// The tags users gave, with their vote counts (`inc=tags`).
    public var tags: [Tag]?
    /// The tags the authenticated user gave (`inc=user-tags`); counts are `nil`.
    public var userTags: [Tag]?
    /// The genres users gave, with their vote counts in ``Genre/count`` (`inc=genres`).
    public var genres: [Genre]?
    /// The genres the authenticated user gave (`inc=user-genres`).
    public var userGenres: [Genre]?
    /// The relationships to other entities and URLs (`inc=<target>-rels`, such as
    /// `artist-rels` or `url-rels`), of every target type in one list.
    public var relationships: [Relationship]?

    /// Creates the fields; every one defaults to `nil` (not requested).
    ///
    /// - Parameters:
    ///   - aliases: The aliases.
    ///   - annotation: The annotation.
    ///   - tags: The tags.
    ///   - userTags: The authenticated user's tags.
    ///   - genres: The genres.
    ///   - userGenres: The authenticated user's genres.
    ///   - relationships: The relationships.
    public init(
        aliases: [Alias]? = nil,
        annotation: String? = nil,
        tags: [Tag]? = nil,
        userTags: [Tag]? = nil,
        genres: [Genre]? = nil,
        userGenres: [Genre]? = nil,
        relationships: [Relationship]? = nil
    ) {
        self.aliases = aliases
        self.annotation = annotation
        self.tags = tags
        self.userTags = userTags
        self.genres = genres
        self.userGenres = userGenres
        self.relationships = relationships
    }
}
