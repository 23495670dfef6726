/// A typed link between two entities, or between an entity and a URL: "*A* is a member of
/// *B*", "*X* produced *Y*", "*Z* has a Discogs page at …".
///
/// Source: one item of WS/2 `relations` (JSON) / `<relation>` of a `<relation-list
/// target-type>` (XML), with `inc=<target>-rels` (`artist-rels`, `url-rels`, …). Search
/// results write a shorter form (`"relation-list": [{"relations": […]}]`, a bare `target`
/// MBID and no `target-type`), which reads into the same properties.
///
/// ```swift
/// let members = (band.relationships ?? []).filter { $0.type == .memberOfBand && $0.direction == .backward }
/// ```
public struct Relationship: Sendable, Hashable {
    /// The relationship type, such as `member of band`; `nil` when not given.
    public var type: RelationshipType?
    /// The UUID of the relationship type, stable even when its name changes.
    public var typeID: MBID?
    /// Which side of the relationship the entity you requested is on.
    public var direction: RelationshipDirection?
    /// The entity type of ``target``; `nil` only when the response names none and the target
    /// is a bare reference.
    public var targetType: EntityType?
    /// The entity at the other end; `nil` when the response gives none.
    public var target: RelationshipTarget?
    /// When the relationship began; `nil` when unknown.
    public var begin: PartialDate?
    /// When the relationship ended; `nil` when unknown or still going.
    public var end: PartialDate?
    /// Whether the relationship has ended (an end date may still be unknown).
    public var ended: Bool
    /// The attributes that refine the relationship (instrument, "additional", a series
    /// number, …), in the service's order; `[]` when there are none.
    public var attributes: [RelationshipAttribute]
    /// The position of the target among relationships of this type, for ordered relationship
    /// types such as the members of a series; `nil` for unordered ones.
    public var orderingKey: Int?
    /// How the entity you requested is credited in this relationship, when it differs from
    /// its name; `nil` otherwise.
    public var sourceCredit: String?
    /// How the target is credited in this relationship, when it differs from its name; `nil`
    /// otherwise.
    public var targetCredit: String?

    /// Creates a relationship.
    /// - Parameters:
    ///   - type: The relationship type.
    ///   - typeID: The UUID of the type.
    ///   - direction: The direction.
    ///   - targetType: The target's entity type; default: the type of `target`.
    ///   - target: The target.
    ///   - begin: The begin date.
    ///   - end: The end date.
    ///   - ended: Whether it ended; default `false`.
    ///   - attributes: The attributes; default none.
    ///   - orderingKey: The ordering key.
    ///   - sourceCredit: The source credit.
    ///   - targetCredit: The target credit.
    public init(
        type: RelationshipType? = nil,
        typeID: MBID? = nil,
        direction: RelationshipDirection? = nil,
        targetType: EntityType? = nil,
        target: RelationshipTarget? = nil,
        begin: PartialDate? = nil,
        end: PartialDate? = nil,
        ended: Bool = false,
        attributes: [RelationshipAttribute] = [],
        orderingKey: Int? = nil,
        sourceCredit: String? = nil,
        targetCredit: String? = nil
    ) {
        self.type = type
        self.typeID = typeID
        self.direction = direction
        self.targetType = targetType ?? target?.entityType
        self.target = target
        self.begin = begin
        self.end = end
        self.ended = ended
        self.attributes = attributes
        self.orderingKey = orderingKey
        self.sourceCredit = sourceCredit
        self.targetCredit = targetCredit
    }
}
