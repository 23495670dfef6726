/// A property of a work that has its own type: its key, a catalogue number in a composer's
/// works catalogue, a royalty society's work ID, and so on.
///
/// Source: one item of WS/2 work `attributes` (JSON `{"type", "type-id", "value", "value-id"}`)
/// / `<attribute type type-id value-id>value</attribute>` of a work's `<attribute-list>` (XML).
public struct WorkAttribute: Sendable, Hashable {
    /// The attribute type, such as `Key` or `BWV catalogue number`; an open set.
    public var type: String
    /// The UUID of the attribute type.
    public var typeID: MBID?
    /// The value, such as `C major` or `1048`.
    public var value: String
    /// The UUID of the value, for attribute types with a fixed list of values (such as keys);
    /// `nil` for free-text values.
    public var valueID: MBID?

    /// Creates a work attribute.
    /// - Parameters:
    ///   - type: The attribute type.
    ///   - typeID: The UUID of the type.
    ///   - value: The value.
    ///   - valueID: The UUID of the value, for fixed values.
    public init(type: String, typeID: MBID? = nil, value: String, valueID: MBID? = nil) {
        self.type = type
        self.typeID = typeID
        self.value = value
        self.valueID = valueID
    }
}
