import Testing

@testable import MusicBrainz

/// Base64url without padding (RFC 4648 §5) and hex text.
@Suite struct Base64URLTests {
    @Test("RFC 4648 §10 vectors lose their padding; + and / become - and _")
    func encoding() {
        let vectors: [(String, String)] = [
            ("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ]
        for (text, encoded) in vectors { #expect(Base64URL.encode(Array(text.utf8)) == encoded, "\(text)") }
        // 0xFB 0xFF 0xBF is "+/+/" in standard base64.
        #expect(Base64URL.encode([0xFB, 0xFF, 0xBF, 0xFB, 0xFF, 0xBF]) == "-_-_-_-_")
        // RFC 7636 appendix B: the 32 octets of the example verifier.
        let octets: [UInt8] = [
            116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191,
            240, 91, 88, 5, 88, 83, 132, 141, 121,
        ]
        #expect(Base64URL.encode(octets) == "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
    }

    @Test("hex text is two lower-case digits per byte")
    func hex() {
        #expect(Hex.lowercase([]) == "")
        #expect(Hex.lowercase([0x00, 0x0F, 0xA0, 0xFF]) == "000fa0ff")
    }
}
