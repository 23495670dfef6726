/// HTTP header fields: an ordered list of name–value pairs whose names compare case-insensitively.
///
/// A minimal, Foundation-only stand-in for the header type of swift-http-types, so that a
/// transport can be written without any other package.
///
/// ```swift
/// var fields = HTTPFields()
/// fields["User-Agent"] = "MyTagger/1.2 ( https://example.org )"
/// fields["user-agent"]  // "MyTagger/1.2 ( https://example.org )"
/// ```
public struct HTTPFields: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral,
    CustomStringConvertible
{
    /// One header line.
    public struct Field: Sendable, Hashable {
        /// The field name as it was given (compared case-insensitively).
        public var name: String
        /// The field value.
        public var value: String

        /// Creates a header line.
        /// - Parameters:
        ///   - name: The field name, such as `Retry-After`.
        ///   - value: The field value.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    private var storage: [Field]

    /// Creates an empty set of header fields.
    public init() { storage = [] }

    /// Creates header fields from name–value pairs, keeping their order.
    /// - Parameter fields: The lines, in order.
    public init(_ fields: [Field]) { storage = fields }

    /// Creates header fields from a dictionary literal such as `["Accept": "application/json"]`.
    /// - Parameter elements: The name–value pairs, in order.
    public init(dictionaryLiteral elements: (String, String)...) {
        storage = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The value of the first field with this name (case-insensitive), or `nil`.
    ///
    /// Setting a value replaces every field of that name with one line; setting `nil` removes them.
    public subscript(name: String) -> String? {
        get {
            storage.first { Self.equal($0.name, name) }?.value
        }
        set {
            let index = storage.firstIndex { Self.equal($0.name, name) }
            storage.removeAll { Self.equal($0.name, name) }
            if let newValue {
                storage.insert(Field(name: name, value: newValue), at: Swift.min(index ?? storage.count, storage.count))
            }
        }
    }

    /// Every value of the fields with this name (case-insensitive), in order.
    /// - Parameter name: The field name.
    /// - Returns: The values; empty when there is no such field.
    public func values(for name: String) -> [String] {
        storage.filter { Self.equal($0.name, name) }.map(\.value)
    }

    /// Appends a field without replacing existing ones of the same name.
    /// - Parameters:
    ///   - name: The field name.
    ///   - value: The field value.
    public mutating func append(name: String, value: String) {
        storage.append(Field(name: name, value: value))
    }

    /// The number of header lines.
    public var count: Int { storage.count }

    /// Iterates over the header lines in order.
    public func makeIterator() -> IndexingIterator<[Field]> { storage.makeIterator() }

    /// The header lines as `Name: value`, one per line.
    public var description: String {
        storage.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
    }

    static func equal(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.lowercased() == b.lowercased()
    }
}
