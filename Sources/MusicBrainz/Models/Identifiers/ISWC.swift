import Foundation

/// An International Standard Musical Work Code, such as `T-034.524.680-1`: the identifier of a
/// musical work (a composition, not a recording of it).
///
/// `T`, nine digits and a check digit. Parsing accepts the digits with or without the usual
/// separators (`T0345246801`, `T-034524680-1`, `t-034.524.680-1`) and keeps the canonical form
/// `T-DDD.DDD.DDD-C` (``description``). The web service matches ISWCs literally against that
/// form, so it is what a lookup sends.
///
/// The check digit is `(10 − (1 + Σ i·dᵢ) mod 10) mod 10` over the nine digits d₁…d₉.
/// ``init(_:)`` verifies it; MusicBrainz holds some ISWCs whose check digit is wrong, which
/// ``init(validating:checkDigit:)`` with ``CheckDigitPolicy/ignore`` accepts.
///
/// Source: WS/2 `/ws/2/iswc/<iswc>`, `<iswc-list>` of works, the `iswc` search field of works.
public struct ISWC: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// The canonical form, such as `T-034.524.680-1`.
    public let rawValue: String

    /// The nine digits and the check digit, without separators.
    private let digits: [UInt8]

    /// Parses an ISWC and verifies its check digit.
    ///
    /// Fails (returns `nil`) when the text is not `T` and ten digits (with optional `-`, `.` or
    /// space separators), or when the check digit is wrong.
    ///
    /// - Parameter string: The text, such as `T-034.524.680-1` or `T0345246801`.
    public init?(_ string: String) {
        guard let value = ISWC(parsing: string), value.hasValidCheckDigit else { return nil }
        self = value
    }

    /// Parses an ISWC, throwing a clear error when the text is not one.
    /// - Parameters:
    ///   - string: The text; surrounding white space is ignored.
    ///   - checkDigit: Whether to refuse a wrong check digit; default ``CheckDigitPolicy/verify``.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``, saying
    ///   which check digit was expected when that is what is wrong.
    public init(validating string: String, checkDigit: CheckDigitPolicy = .verify) throws(MusicBrainzError) {
        guard let value = ISWC(parsing: string.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "\"\(string)\" is not an ISWC: expected T and 10 digits, like T-034.524.680-1.")
        }
        if checkDigit == .verify && !value.hasValidCheckDigit {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "\"\(string)\" is not a valid ISWC: its check digit is \(value.checkDigit), but the digits give \(value.expectedCheckDigit)."
            )
        }
        self = value
    }

    private init?(parsing string: String) {
        var characters = Array(string.utf8)
        guard let first = characters.first, first == UInt8(ascii: "T") || first == UInt8(ascii: "t") else {
            return nil
        }
        characters.removeFirst()
        var digits: [UInt8] = []
        for byte in characters {
            if byte >= 0x30 && byte <= 0x39 {
                digits.append(byte - 0x30)
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: " ") {
                continue
            } else {
                return nil
            }
        }
        guard digits.count == 10 else { return nil }
        self.digits = digits
        let text = digits.map { String($0) }
        rawValue =
            "T-" + text[0..<3].joined() + "." + text[3..<6].joined() + "." + text[6..<9].joined() + "-" + text[9]
    }

    /// The check digit as written (the last digit).
    public var checkDigit: Int { Int(digits[9]) }

    /// The check digit the first nine digits give.
    public var expectedCheckDigit: Int {
        var sum = 1
        for (index, digit) in digits.prefix(9).enumerated() { sum += (index + 1) * Int(digit) }
        return (10 - sum % 10) % 10
    }

    /// Whether the check digit matches the other nine digits.
    public var hasValidCheckDigit: Bool { checkDigit == expectedCheckDigit }

    /// The canonical form `T-DDD.DDD.DDD-C`.
    public var description: String { rawValue }

    /// Orders ISWCs by their canonical text.
    public static func < (lhs: ISWC, rhs: ISWC) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Compares the canonical forms.
    public static func == (lhs: ISWC, rhs: ISWC) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the canonical form.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Decodes an ISWC from a JSON string; a wrong check digit is accepted (MusicBrainz data
    /// has some).
    /// - Throws: `DecodingError.dataCorrupted` when the string is not `T` and ten digits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let value = ISWC(parsing: string) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(string)\" is not an ISWC")
        }
        self = value
    }

    /// Encodes the canonical form as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
