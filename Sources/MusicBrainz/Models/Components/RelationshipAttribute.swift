/// An attribute that refines a relationship: the instrument played, "additional", "guest",
/// "live", the number of a series member, and so on.
///
/// Source: WS/2 relationship `attributes`, `attribute-ids`, `attribute-values` and
/// `attribute-credits` (JSON; the three maps are keyed by attribute name) /
/// `<attribute type-id value credited-as>name</attribute>` (XML).
public struct RelationshipAttribute: Sendable, Hashable {
    /// The attribute name, such as `guitar`, `lead vocals` or `number`.
    public var name: String
    /// The UUID of the attribute type; old XML responses lack it.
    public var typeID: MBID?
    /// The value of an attribute that takes one, such as the `number` of a series member
    /// (`"1"`); `nil` for attributes without a value.
    public var value: String?
    /// How the attribute was credited, such as "crazy guitar" for `guitar`; `nil` when it is
    /// credited as its name.
    public var creditedAs: String?

    /// Creates an attribute.
    /// - Parameters:
    ///   - name: The attribute name.
    ///   - typeID: The UUID of the attribute type.
    ///   - value: The value, for attributes that take one.
    ///   - creditedAs: The credited name, if different.
    public init(name: String, typeID: MBID? = nil, value: String? = nil, creditedAs: String? = nil) {
        self.name = name
        self.typeID = typeID
        self.value = value
        self.creditedAs = creditedAs
    }
}
