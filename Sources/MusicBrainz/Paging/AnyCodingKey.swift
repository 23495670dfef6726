/// A coding key made from any string, for the WS/2 keys that depend on the entity type
/// (`release-count`, `releases`, …).
struct AnyCodingKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    /// The key of an array element.
    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
