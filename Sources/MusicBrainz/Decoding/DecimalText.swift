/// Decimal numbers written as text (XML element text, JSON strings holding numbers), read
/// strictly: `Double(_:)` alone also takes `nan`, `inf`, `infinity` and hexadecimal such as
/// `0x1p2`, and gives infinity for `1e400`, none of which is a MusicBrainz value.
enum DecimalText {
    /// The value of an optionally signed decimal number with an optional fraction and exponent
    /// (`4`, `-0.5`, `4.5e1`), or `nil` for any other text or a value beyond `Double`'s range.
    static func double(_ text: some StringProtocol) -> Double? {
        var sawDigit = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            // Only the characters of a decimal number; Double(_:) then checks their order.
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"):
                continue
            default:
                return nil
            }
        }
        guard sawDigit, let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }
}
