/// How the web service names a list of some kind of item in each format: the JSON array key
/// (`releases`), the JSON browse count and offset keys (`release-count`, `release-offset`), and
/// the XML list and item elements (`<release-list>`, `<release>`).
public struct ListItemNames: Sendable, Hashable {
    /// The JSON array key, such as `releases`.
    public var jsonArrayKey: String
    /// The JSON count key of a browse result, such as `release-count` (search results use
    /// `count`).
    public var jsonCountKey: String
    /// The JSON offset key of a browse result, such as `release-offset` (search results use
    /// `offset`).
    public var jsonOffsetKey: String
    /// The XML list element, such as `release-list`.
    public var xmlListElement: String
    /// The XML item element, such as `release`.
    public var xmlItemElement: String

    /// Creates names.
    /// - Parameters:
    ///   - jsonArrayKey: The JSON array key.
    ///   - jsonCountKey: The JSON browse count key.
    ///   - jsonOffsetKey: The JSON browse offset key.
    ///   - xmlListElement: The XML list element name.
    ///   - xmlItemElement: The XML item element name.
    public init(
        jsonArrayKey: String, jsonCountKey: String, jsonOffsetKey: String, xmlListElement: String,
        xmlItemElement: String
    ) {
        self.jsonArrayKey = jsonArrayKey
        self.jsonCountKey = jsonCountKey
        self.jsonOffsetKey = jsonOffsetKey
        self.xmlListElement = xmlListElement
        self.xmlItemElement = xmlItemElement
    }

    /// The names of a list of core entities of one type.
    /// - Parameter type: The entity type.
    public init(_ type: EntityType) {
        self.init(
            jsonArrayKey: type.pluralName,
            jsonCountKey: type.rawValue + "-count",
            jsonOffsetKey: type.rawValue + "-offset",
            xmlListElement: type.listElementName,
            xmlItemElement: type.elementName
        )
    }
}
