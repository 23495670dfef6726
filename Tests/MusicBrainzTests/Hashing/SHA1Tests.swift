import Testing

@testable import MusicBrainz

/// SHA-1 against the FIPS 180 examples and the block boundaries of its padding.
@Suite struct SHA1Tests {
    @Test("FIPS 180: \"abc\", the empty message, the 448-bit message and one million a")
    func fipsExamples() {
        #expect(Hex.lowercase(SHA1.digest("abc")) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(Hex.lowercase(SHA1.digest("")) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(Hex.lowercase(SHA1.digest(HashVectors.message448)) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(
            Hex.lowercase(SHA1.digest(repeatElement(UInt8(ascii: "a"), count: 1_000_000)))
                == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
        #expect(SHA1.digest("abc").count == SHA1.digestByteCount)
    }

    /// Expected values from Python's hashlib (see ``HashVectors``).
    @Test("lengths around the padding boundaries match Python's hashlib", arguments: HashVectors.boundaryLengths)
    func paddingBoundaries(_ length: Int) throws {
        let expected = try #require(HashVectors.sha1Boundaries[length])
        #expect(Hex.lowercase(SHA1.digest(HashVectors.countingBytes(length))) == expected)
    }
}
