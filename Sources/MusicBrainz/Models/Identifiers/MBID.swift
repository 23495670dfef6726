import Foundation

/// A MusicBrainz identifier: the permanent UUID of an entity, such as
/// `aff4a693-5970-4e2e-bd46-e2ee49c22de7`.
///
/// MBIDs are written in lower case (``description``). Parsing accepts any case, as the server
/// does, but always sends the lower-case form (the Cover Art Archive rejects upper case).
/// Relationship types, statuses and other vocabulary values also carry UUIDs (`type-id`,
/// `status-id`), which this type holds as well.
///
/// There is deliberately no string-literal initialiser: an MBID is validated where it is made.
///
/// ```swift
/// guard let id = MBID("aff4a693-5970-4e2e-bd46-e2ee49c22de7") else { return }
/// let id2 = try MBID(validating: userInput)   // throws MusicBrainzError(.invalidRequest)
/// ```
public struct MBID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible,
    LosslessStringConvertible
{
    /// The UUID.
    public let uuid: UUID

    /// Creates an MBID from a UUID.
    /// - Parameter uuid: The UUID.
    public init(uuid: UUID) { self.uuid = uuid }

    /// Parses an MBID from its 36-character form `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`
    /// (hexadecimal digits in any case).
    ///
    /// Fails (returns `nil`) when the text is not a UUID in that form.
    ///
    /// - Parameter string: The text to parse.
    public init?(_ string: String) {
        var string = string
        guard let mbid = string.withUTF8({ MBID(utf8: $0) }) else { return nil }
        self = mbid
    }

    /// Parses the 36 UTF-8 bytes of an MBID without making a string (the JSON decoder's fast path).
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 36, let base = bytes.baseAddress, base[8] == 0x2D, base[13] == 0x2D, base[18] == 0x2D,
            base[23] == 0x2D
        else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let valid = withUnsafeMutableBytes(of: &value) { raw -> Bool in
            var invalid: UInt8 = 0
            var out = 0
            var offset = 0
            while offset < 36 {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 { offset += 1 }
                let high = Self.nibble(base[offset])
                let low = Self.nibble(base[offset + 1])
                invalid |= high | low
                raw[out] = high << 4 | (low & 0x0F)
                out += 1
                offset += 2
            }
            return invalid & 0xF0 == 0
        }
        guard valid else { return nil }
        uuid = UUID(uuid: value)
    }

    /// The value of a hexadecimal digit (either case), or 0xFF for anything else.
    @inline(__always)
    private static func nibble(_ byte: UInt8) -> UInt8 {
        let digit = byte &- 0x30
        if digit < 10 { return digit }
        let letter = (byte | 0x20) &- 0x61
        return letter < 6 ? letter &+ 10 : 0xFF
    }

    /// Parses an MBID, throwing a clear error when the text is not one.
    /// - Parameter string: The text to parse; surrounding white space is ignored.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public init(validating string: String) throws(MusicBrainzError) {
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let mbid = MBID(trimmed) else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "\"\(string)\" is not an MBID: expected 36 characters like aff4a693-5970-4e2e-bd46-e2ee49c22de7."
            )
        }
        self = mbid
    }

    /// The lower-case 36-character form.
    public var description: String { uuid.uuidString.lowercased() }

    /// Orders MBIDs by their lower-case text.
    public static func < (lhs: MBID, rhs: MBID) -> Bool { lhs.description < rhs.description }

    /// Decodes an MBID from a JSON string.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a UUID.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let mbid = MBID(string) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(string)\" is not an MBID")
        }
        self = mbid
    }

    /// Encodes the lower-case form as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
