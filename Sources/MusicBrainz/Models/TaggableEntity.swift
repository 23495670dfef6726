/// An entity that users can tag (and vote for genres on): ``Area``, ``Artist``, ``Event``,
/// ``Instrument``, ``Label``, ``Place``, ``Recording``, ``Release``, ``ReleaseGroup``,
/// ``Series`` and ``Work``.
///
/// ``TagSubmission`` takes these types only, so tagging a ``Genre`` or a ``URLEntity`` does
/// not compile.
///
/// Each holds its aliases, annotation, tags, genres and relationships in one
/// ``TaggedFields`` value, ``tagged``, and reads and writes them through the properties
/// below as well (`release.tags` is `release.tagged.tags`).
///
/// Source: section 8.5 of the WS/2 reference (the entity elements `POST /ws/2/tag` accepts).
public protocol TaggableEntity: MusicBrainzEntity {
    /// The aliases, annotation, tags and genres (with the authenticated user's own) and
    /// relationships.
    var tagged: TaggedFields { get set }
}

extension TaggableEntity {
    /// The aliases (``TaggedFields/aliases``; `inc=aliases`).
    public var aliases: [Alias]? {
        get { tagged.aliases }
        set { tagged.aliases = newValue }
    }
    /// The annotation (``TaggedFields/annotation``; `inc=annotation`).
    public var annotation: String? {
        get { tagged.annotation }
        set { tagged.annotation = newValue }
    }
    /// The tags users gave, with their vote counts (``TaggedFields/tags``; `inc=tags`).
    public var tags: [Tag]? {
        get { tagged.tags }
        set { tagged.tags = newValue }
    }
    /// The tags the authenticated user gave (``TaggedFields/userTags``; `inc=user-tags`).
    public var userTags: [Tag]? {
        get { tagged.userTags }
        set { tagged.userTags = newValue }
    }
    /// The genres users gave, with their vote counts (``TaggedFields/genres``; `inc=genres`).
    public var genres: [Genre]? {
        get { tagged.genres }
        set { tagged.genres = newValue }
    }
    /// The genres the authenticated user gave (``TaggedFields/userGenres``; `inc=user-genres`).
    public var userGenres: [Genre]? {
        get { tagged.userGenres }
        set { tagged.userGenres = newValue }
    }
    /// The relationships of every target type (``TaggedFields/relationships``;
    /// `inc=<target>-rels`).
    public var relationships: [Relationship]? {
        get { tagged.relationships }
        set { tagged.relationships = newValue }
    }
}

/// An entity that users can rate: ``Artist``, ``Event``, ``Label``, ``Place``, ``Recording``,
/// ``ReleaseGroup`` and ``Work``.
///
/// Releases cannot be rated: rate their release group. ``RatingSubmission`` takes these types
/// only, so rating a ``Release`` does not compile.
///
/// Source: section 8.6 of the WS/2 reference (the entity elements `POST /ws/2/rating` accepts).
public protocol RatableEntity: TaggableEntity {
    /// The average rating and its number of votes (`inc=ratings`); `nil` when nobody has
    /// rated the entity.
    var rating: Rating? { get set }
    /// The authenticated user's rating, 0...5 in steps of 0.5 (`inc=user-ratings`); `nil`
    /// when the user has not rated the entity.
    var userRating: Double? { get set }
}

extension EntityType {
    /// Whether tags can be submitted for this type (section 8.5 of the WS/2 reference).
    public var isTaggable: Bool {
        switch self {
        case .area, .artist, .event, .instrument, .label, .place, .recording, .release, .releaseGroup, .series, .work:
            true
        case .genre, .url, .collection:
            false
        }
    }

    /// Whether ratings can be submitted for this type (section 8.6 of the WS/2 reference):
    /// not for releases (rate the release group), areas, instruments, series, genres, URLs or
    /// collections.
    public var isRatable: Bool {
        switch self {
        case .artist, .event, .label, .place, .recording, .releaseGroup, .work: true
        default: false
        }
    }

    /// Whether a collection can hold entities of this type (section 8.9 of the WS/2
    /// reference): every type but URLs and collections.
    public var isCollectable: Bool { self != .url && self != .collection }
}
