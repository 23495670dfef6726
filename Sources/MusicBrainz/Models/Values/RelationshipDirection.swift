/// Which side of a relationship the entity you asked for is on.
///
/// Source: WS/2 relationship `direction` (JSON) / `<direction>` (XML). `forward` means the
/// entity you requested is the subject of the relationship type's phrase ("*A* is a member of
/// *B*"); `backward` means it is the object. The schema also defines `both`, which the service
/// does not write. An open vocabulary: other values are kept (see ``OpenVocabulary``).
public struct RelationshipDirection: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `forward`: the requested entity is the source of the relationship.
    public static let forward = RelationshipDirection(rawValue: "forward")
    /// `backward`: the requested entity is the target of the relationship.
    public static let backward = RelationshipDirection(rawValue: "backward")
    /// `both`: defined by the MMD schema, not written by the service.
    public static let both = RelationshipDirection(rawValue: "both")
}
