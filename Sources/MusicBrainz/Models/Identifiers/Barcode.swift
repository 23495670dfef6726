import Foundation

/// A product barcode as MusicBrainz stores it for releases: a UPC, EAN or other GTIN, or
/// another run of digits.
///
/// Only digits are allowed. GTIN lengths have a check digit, which ``init(_:)`` verifies: 8
/// (EAN-8), 12 (UPC-A), 13 (EAN-13) and 14 digits (GTIN-14), with the GS1 rule (from the right,
/// digits weighted 3, 1, 3, …; the total including the check digit is a multiple of 10). Other
/// lengths are accepted as they are, because MusicBrainz has releases with such barcodes.
/// Spaces and hyphens, common in printed barcodes, are removed.
///
/// A release that explicitly has no barcode is `""` on ``Release/barcode``, which this type does
/// not represent.
///
/// Source: `<barcode>` of releases, the `barcode` search field of releases and CD stubs, and the
/// barcode submission (which requires a valid GTIN; section 6.4 of the WS/2 reference).
public struct Barcode: Sendable, Hashable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// The digits.
    public let rawValue: String

    /// Parses a barcode and verifies the check digit of GTIN lengths.
    ///
    /// Fails (returns `nil`) when the text has no digits, has other characters, or is a GTIN length
    /// with a wrong check digit.
    ///
    /// - Parameter string: The digits; spaces and hyphens are ignored.
    public init?(_ string: String) {
        guard let value = Barcode(parsing: string), value.hasValidCheckDigit != false else { return nil }
        self = value
    }

    /// Parses a barcode, throwing a clear error when the text is not one.
    /// - Parameters:
    ///   - string: The digits; spaces, hyphens and surrounding white space are ignored.
    ///   - checkDigit: Whether to refuse a GTIN with a wrong check digit; default
    ///     ``CheckDigitPolicy/verify``.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public init(validating string: String, checkDigit: CheckDigitPolicy = .verify) throws(MusicBrainzError) {
        guard let value = Barcode(parsing: string.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "\"\(string)\" is not a barcode: expected digits only, like 036000291452.")
        }
        if checkDigit == .verify, value.hasValidCheckDigit == false, let kind = value.gtinName {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "\"\(string)\" is not a valid \(kind): its check digit is \(value.rawValue.suffix(1)), but the digits give \(value.expectedCheckDigit ?? 0)."
            )
        }
        self = value
    }

    private init?(parsing string: String) {
        let compact = string.filter { $0 != " " && $0 != "-" }
        guard !compact.isEmpty, compact.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        rawValue = compact
    }

    /// Whether the length is one of the GTIN lengths (8, 12, 13, 14), which have a check digit.
    public var isGTIN: Bool { [8, 12, 13, 14].contains(rawValue.utf8.count) }

    private var gtinName: String? {
        switch rawValue.utf8.count {
        case 8: return "EAN-8"
        case 12: return "UPC-A"
        case 13: return "EAN-13"
        case 14: return "GTIN-14"
        default: return nil
        }
    }

    /// The check digit the other digits give, for GTIN lengths; `nil` for other lengths.
    public var expectedCheckDigit: Int? {
        guard isGTIN else { return nil }
        let digits = rawValue.utf8.map { Int($0 - 0x30) }
        var sum = 0
        for (index, digit) in digits.dropLast().reversed().enumerated() {
            sum += digit * (index % 2 == 0 ? 3 : 1)
        }
        return (10 - sum % 10) % 10
    }

    /// Whether the check digit is right: `true` or `false` for GTIN lengths, `nil` for lengths
    /// without a check digit.
    public var hasValidCheckDigit: Bool? {
        guard let expected = expectedCheckDigit, let last = rawValue.utf8.last else { return nil }
        return Int(last - 0x30) == expected
    }

    /// The digits.
    public var description: String { rawValue }

    /// Decodes a barcode from a JSON string; a wrong check digit is accepted (MusicBrainz data
    /// has some).
    /// - Throws: `DecodingError.dataCorrupted` when the string is not digits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let value = Barcode(parsing: string) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(string)\" is not a barcode")
        }
        self = value
    }

    /// Encodes the digits as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
