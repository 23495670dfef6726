/// The ID of one image in the Cover Art Archive, such as `829521842`: a positive 64-bit number,
/// up to 18446744073709551615.
///
/// Listings write it as a JSON number; older listings wrote a string (`"829521842"`); both
/// decode. It encodes as a number. Use it with ``CoverArtImageSelector/image(_:)`` to ask for
/// that image.
///
/// Source: `images[].id` of the archive's `index.json`.
public struct CoverArtImageID: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible,
    LosslessStringConvertible
{
    /// The number.
    public let rawValue: UInt64

    /// Creates an ID from its number.
    /// - Parameter rawValue: The number.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Parses an ID from its decimal digits, such as `14504943757`; fails (`nil`) when the text
    /// is not a decimal number that fits in 64 bits.
    /// - Parameter description: The digits; nothing else (no sign, no space).
    public init?(_ description: String) {
        guard !description.isEmpty, description.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let value = UInt64(description)
        else { return nil }
        rawValue = value
    }

    /// The decimal digits.
    public var description: String { String(rawValue) }

    /// Orders IDs by their number.
    public static func < (lhs: CoverArtImageID, rhs: CoverArtImageID) -> Bool { lhs.rawValue < rhs.rawValue }
}
