import Foundation

/// Prints values (models, play queues, results) as pretty JSON with sorted keys and unescaped
/// slashes, as every example program does.
package enum JSONOutput {
    /// The JSON text of a value.
    /// - Parameter value: The value.
    /// - Returns: The text.
    /// - Throws: What `JSONEncoder` throws.
    package static func string<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
