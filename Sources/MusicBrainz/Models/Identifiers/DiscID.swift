import Foundation

/// A MusicBrainz disc ID: the 28-character identifier computed from a CD's table of contents,
/// such as `IeldkVfIh1wep_M8CMuDvA0nQ7Q-`.
///
/// ``TOC/discID`` computes the disc ID of a table of contents without a request.
///
/// Source: WS/2 `/ws/2/discid/<discid>`; the format is 27 characters of `A–Z a–z 0–9 . _ -`
/// followed by `-`.
public struct DiscID: Sendable, Hashable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// The 28-character text.
    public let rawValue: String

    /// Validates a disc ID.
    ///
    /// Fails (returns `nil`) unless it has 28 characters from `A–Z a–z 0–9 . _ -` and ends with
    /// `-`.
    ///
    /// - Parameter string: The text.
    public init?(_ string: String) {
        let bytes = Array(string.utf8)
        guard bytes.count == 28, bytes.last == UInt8(ascii: "-"),
            bytes.allSatisfy({ byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            })
        else { return nil }
        rawValue = string
    }

    /// A disc ID the library computed itself (``TOC/discID``), so already in the format.
    init(uncheckedRawValue: String) { rawValue = uncheckedRawValue }

    /// Validates a disc ID, throwing a clear error when the text is not one.
    /// - Parameter string: The text; surrounding white space is ignored.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public init(validating string: String) throws(MusicBrainzError) {
        guard let discID = DiscID(string.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "\"\(string)\" is not a disc ID: expected 28 characters of A-Z, a-z, 0-9, '.', '_' or '-', ending in '-'."
            )
        }
        self = discID
    }

    /// The 28-character text.
    public var description: String { rawValue }

    /// Decodes a disc ID from a JSON string.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a disc ID.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let value = DiscID(string) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(string)\" is not a disc ID")
        }
        self = value
    }

    /// Encodes the text as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
