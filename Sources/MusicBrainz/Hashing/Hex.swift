/// Bytes as hexadecimal text, two digits a byte, such as a digest in HTTP Digest's `response`.
enum Hex {
    private static let lowercaseDigits = Array("0123456789abcdef".utf8)

    /// Two lower-case hex digits per byte: `[0xD4, 0x1D]` → `"d41d"` (the form RFC 7616 and
    /// RFC 1321's test suite use).
    static func lowercase(_ bytes: some Sequence<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(lowercaseDigits[Int(byte >> 4)])
            text.append(lowercaseDigits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
