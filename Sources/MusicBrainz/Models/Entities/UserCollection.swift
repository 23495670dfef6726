/// A collection: a list of entities of one type that a MusicBrainz user keeps, such as "Owned music".
///
/// Named `UserCollection` so that it does not shadow Swift's `Collection` protocol.
///
/// Source: the `collection` resource of WS/2 (`/ws/2/collection/<mbid>`), MMD element `<collection>`.
public struct UserCollection: MusicBrainzEntity {
    /// ``EntityType/collection``.
    public static let entityType = EntityType.collection

    /// The MBID.
    public var id: MBID
    /// The official name.
    public var name: String
    /// A comment that tells this collection apart from others with the same name; `nil` when none.
    public var disambiguation: String?
    /// The user name of the collection's owner.
    public var editor: String?
    /// What kind of collection this is; `nil` when unknown.
    public var type: CollectionType?
    /// The UUID of the type.
    public var typeID: MBID?
    /// The type of the entities it holds (`release_group` on the wire for release groups).
    public var contentType: EntityType?

    /// Creates a value with the given properties; the others take their defaults.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The official name.
    ///   - disambiguation: A comment that tells this collection apart from others with the same name.
    ///   - editor: The user name of the collection's owner.
    ///   - type: What kind of collection this is.
    ///   - typeID: The UUID of the type.
    ///   - contentType: The type of the entities it holds (`release_group` on the wire for release groups).
    public init(
        id: MBID,
        name: String,
        disambiguation: String? = nil,
        editor: String? = nil,
        type: CollectionType? = nil,
        typeID: MBID? = nil,
        contentType: EntityType? = nil
    ) {
        self.id = id
        self.name = name
        self.disambiguation = disambiguation
        self.editor = editor
        self.type = type
        self.typeID = typeID
        self.contentType = contentType
    }
}
