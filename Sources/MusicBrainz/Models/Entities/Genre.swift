/// A genre, such as "rock" or "drum and bass".
///
/// Source: the `genre` resource of WS/2 (`/ws/2/genre/<mbid>`), MMD element `<genre>`.
public struct Genre: MusicBrainzEntity {
    /// ``EntityType/genre``.
    public static let entityType = EntityType.genre

    /// The MBID.
    public var id: MBID
    /// The official name.
    public var name: String
    /// A comment that tells this genre apart from others with the same name; `nil` when none.
    public var disambiguation: String?

    /// Creates a value with the given properties; the others take their defaults.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - name: The official name.
    ///   - disambiguation: A comment that tells this genre apart from others with the same name.
    public init(
        id: MBID,
        name: String,
        disambiguation: String? = nil
    ) {
        self.id = id
        self.name = name
        self.disambiguation = disambiguation
    }
}
