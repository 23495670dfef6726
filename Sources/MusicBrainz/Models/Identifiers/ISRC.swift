import Foundation

/// An International Standard Recording Code, such as `GBAAA9900303`: the identifier of one
/// recording of a piece of audio or video.
///
/// Twelve characters: a two-letter country code, a three-character registrant code (letters or
/// digits), two digits of the year of reference and a five-digit designation code. Parsing
/// accepts lower case, hyphens and spaces (`gb-aaa-99-00303`) and keeps the canonical form
/// (``description``), which is what the web service requires.
///
/// Source: WS/2 `/ws/2/isrc/<isrc>` (the server matches `^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$`), the
/// `isrc` search field of recordings, `<isrc-list>` of recordings.
///
/// ```swift
/// let isrc = try ISRC(validating: "gb-aaa-99-00303")   // GBAAA9900303
/// ```
public struct ISRC: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// The canonical 12-character form, such as `GBAAA9900303`.
    public let rawValue: String

    /// Parses an ISRC, ignoring case, hyphens and spaces.
    ///
    /// Fails (returns `nil`) unless the text is two letters, three letters or digits and seven
    /// digits once hyphens and spaces are removed.
    ///
    /// - Parameter string: The text, such as `GBAAA9900303` or `gb-aaa-99-00303`.
    public init?(_ string: String) {
        let compact = string.uppercased().filter { $0 != "-" && $0 != " " }
        let bytes = Array(compact.utf8)
        guard bytes.count == 12 else { return nil }
        func isLetter(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        guard bytes[0..<2].allSatisfy(isLetter),
            bytes[2..<5].allSatisfy({ isLetter($0) || isDigit($0) }),
            bytes[5..<12].allSatisfy(isDigit)
        else { return nil }
        rawValue = compact
    }

    /// Parses an ISRC, throwing a clear error when the text is not one.
    /// - Parameter string: The text; case, hyphens, spaces and surrounding white space are
    ///   ignored.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public init(validating string: String) throws(MusicBrainzError) {
        guard let isrc = ISRC(string.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "\"\(string)\" is not an ISRC: expected 2 letters, 3 letters or digits and 7 digits, like GBAAA9900303."
            )
        }
        self = isrc
    }

    /// The two-letter country code, such as `GB`.
    public var countryCode: String { String(rawValue.prefix(2)) }
    /// The three-character registrant code, such as `AAA`.
    public var registrantCode: String { String(rawValue.dropFirst(2).prefix(3)) }
    /// The two digits of the year of reference, such as `99`.
    public var yearOfReference: String { String(rawValue.dropFirst(5).prefix(2)) }
    /// The five-digit designation code, such as `00303`.
    public var designationCode: String { String(rawValue.suffix(5)) }

    /// The canonical 12-character form.
    public var description: String { rawValue }

    /// Orders ISRCs by their canonical text.
    public static func < (lhs: ISRC, rhs: ISRC) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Decodes an ISRC from a JSON string.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not an ISRC.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let value = ISRC(string) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(string)\" is not an ISRC")
        }
        self = value
    }

    /// Encodes the canonical form as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
