/// A collection: a list of entities of one type that a MusicBrainz user keeps, such as "Owned
/// music".
///
/// Named `UserCollection` so that it does not shadow Swift's `Collection` protocol.
///
/// Source: the `collection` resource of WS/2 (`/ws/2/collection/<mbid>`, `/ws/2/collection?…`,
/// `/ws/2/collection/<mbid>/<plural>`), MMD element `<collection>`; a release lookup with
/// `inc=collections` embeds summaries.
public struct UserCollection: MusicBrainzEntity {
    /// ``EntityType/collection``.
    public static let entityType = EntityType.collection

    /// The MBID.
    public var id: MBID
    /// The name the owner gave it.
    public var name: String
    /// A comment that tells this collection apart from others with the same name; `nil` when none.
    public var disambiguation: String?
    /// The user name of the collection's owner.
    public var editor: String?
    /// The description the owner wrote; `nil` when there is none. (Named so that it does not
    /// clash with `description`.)
    public var collectionDescription: String?
    /// What kind of collection this is (`Release`, `Owned music`, `Wishlist`, …); `nil` when
    /// unknown.
    public var type: CollectionType?
    /// The UUID of the type; JSON gives it, XML does not.
    public var typeID: MBID?
    /// The type of the entities it holds (`release_group` on the wire for release groups).
    public var contentType: EntityType?
    /// The number of entities in the collection (JSON `<entity>-count`, XML `<<entity>-list
    /// count>`); `nil` when not given.
    public var itemCount: Int?
    /// One page of the entities in the collection (`/ws/2/collection/<mbid>/<plural>`); `nil`
    /// for a summary, which only counts them.
    public var items: CollectionItems?

    /// Creates a collection.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The name.
    ///   - disambiguation: The disambiguation comment.
    ///   - editor: The owner's user name.
    ///   - collectionDescription: The owner's description.
    ///   - type: The collection type.
    ///   - typeID: The UUID of the type.
    ///   - contentType: The entity type of the items; default: the type of `items`.
    ///   - itemCount: The number of items.
    ///   - items: A page of the items.
    public init(
        id: MBID,
        name: String,
        disambiguation: String? = nil,
        editor: String? = nil,
        collectionDescription: String? = nil,
        type: CollectionType? = nil,
        typeID: MBID? = nil,
        contentType: EntityType? = nil,
        itemCount: Int? = nil,
        items: CollectionItems? = nil
    ) {
        self.id = id
        self.name = name
        self.disambiguation = disambiguation
        self.editor = editor
        self.collectionDescription = collectionDescription
        self.type = type
        self.typeID = typeID
        self.contentType = contentType ?? items?.entityType
        self.itemCount = itemCount
        self.items = items
    }
}
