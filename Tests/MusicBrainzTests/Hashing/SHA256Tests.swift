import Testing

@testable import MusicBrainz

/// SHA-256 against the FIPS 180 / NIST examples, the block boundaries of its padding and the
/// PKCE example of RFC 7636.
@Suite struct SHA256Tests {
    @Test("FIPS 180: \"abc\", the empty message, the 448-bit message and one million a")
    func fipsExamples() {
        #expect(
            Hex.lowercase(SHA256.digest("abc")) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            Hex.lowercase(SHA256.digest("")) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            Hex.lowercase(SHA256.digest(HashVectors.message448))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            Hex.lowercase(SHA256.digest(repeatElement(UInt8(ascii: "a"), count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(SHA256.digest("abc").count == SHA256.digestByteCount)
    }

    /// Expected values from Python's hashlib (see ``HashVectors``).
    @Test("lengths around the padding boundaries match Python's hashlib", arguments: HashVectors.boundaryLengths)
    func paddingBoundaries(_ length: Int) throws {
        let expected = try #require(HashVectors.sha256Boundaries[length])
        #expect(Hex.lowercase(SHA256.digest(HashVectors.countingBytes(length))) == expected)
    }

    @Test("RFC 7636 appendix B: the S256 code challenge of the example verifier")
    func pkceExample() {
        let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
        #expect(Base64URL.encode(SHA256.digest(verifier)) == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    }
}
