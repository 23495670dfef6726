import Testing

@testable import MusicBrainz

/// MD5 against RFC 1321's own test suite and the block boundaries of its padding.
@Suite struct MD5Tests {
    @Test("RFC 1321 appendix A.5: all seven test suite messages")
    func rfc1321Suite() {
        let suite: [(String, String)] = [
            ("", "d41d8cd98f00b204e9800998ecf8427e"),
            ("a", "0cc175b9c0f1b6a831c399e269772661"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
            (
                "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
                "d174ab98d277d9f5a5611c2c9f419d9f"
            ),
            (
                "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
                "57edf4a22be3c955ac49da2e2107b67a"
            ),
        ]
        for (message, digest) in suite {
            #expect(Hex.lowercase(MD5.digest(message)) == digest, "MD5(\"\(message)\")")
        }
    }

    /// Messages of bytes 0, 1, 2, … around the lengths where the padding needs a second block
    /// (55/56) or the message fills whole blocks (63/64/65, 119/120, 127/128). Expected values
    /// computed with `python3 -c "import hashlib; print(hashlib.md5(bytes(i & 0xff for i in
    /// range(n))).hexdigest())"` when this test was written, pasted as literals.
    @Test("lengths around the padding boundaries match Python's hashlib", arguments: HashVectors.boundaryLengths)
    func paddingBoundaries(_ length: Int) throws {
        let expected = try #require(HashVectors.md5Boundaries[length])
        #expect(Hex.lowercase(MD5.digest(HashVectors.countingBytes(length))) == expected)
    }

    @Test("the FIPS messages (448 bits, one million a) match Python's hashlib too")
    func longMessages() {
        // Computed with Python's hashlib.md5 when this test was written.
        #expect(Hex.lowercase(MD5.digest(HashVectors.message448)) == "8215ef0796a20bcaaae116d3876c664a")
        #expect(
            Hex.lowercase(MD5.digest(repeatElement(UInt8(ascii: "a"), count: 1_000_000)))
                == "7707d6ae4e027c70eea2a935c2296f21")
        #expect(MD5.digest("abc").count == MD5.digestByteCount)
    }
}

/// The messages the hash tests share.
enum HashVectors {
    /// The 448-bit message of FIPS 180's examples.
    static let message448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"

    /// The lengths of ``countingBytes(_:)`` the padding tests use.
    static let boundaryLengths = [55, 56, 57, 63, 64, 65, 119, 120, 127, 128]

    /// `length` bytes 0, 1, 2, … (wrapping at 256), so a byte-order slip changes the digest.
    static func countingBytes(_ length: Int) -> [UInt8] { (0..<length).map { UInt8(truncatingIfNeeded: $0) } }

    // `python3 -c "import hashlib; b = bytes(i & 0xff for i in range(n)); print(hashlib.md5(b).hexdigest(),
    // hashlib.sha1(b).hexdigest(), hashlib.sha256(b).hexdigest())"`, run for each length when the
    // tests were written; pasted as literals.
    static let md5Boundaries: [Int: String] = [
        55: "6912ee65fff2d9f9ce2508cddf8bcda0", 56: "51fdd1acda72405dfdfa03fcb85896d7",
        57: "5320ef4c17ef34a0cf2db763338d25eb", 63: "48a6295221902e8e0938f773a7185e72",
        64: "b2d3f56bc197fd985d5965079b5e7148", 65: "8bd7053801c768420faf816fadba971c",
        119: "1c772251899a7ff007400b888d6b2042", 120: "b7ba1efc6022e9ed272f00b8831e26e6",
        127: "8402b21e7bc7906493bae0dac017f1f9", 128: "37eff01866ba3f538421b30b7cbefcac",
    ]
    static let sha1Boundaries: [Int: String] = [
        55: "8ae2d46729cfe68ff927af5eec9c7d1b66d65ac2", 56: "636e2ec698dac903498e648bd2f3af641d3c88cb",
        57: "7cb1330f35244b57437539253304ea78a6b7c443", 63: "6d942da0c4392b123528f2905c713a3ce28364bd",
        64: "c6138d514ffa2135bfce0ed0b8fac65669917ec7", 65: "69bd728ad6e13cd76ff19751fde427b00e395746",
        119: "41c89d06001bab4ab78736b44efe7ce18ce6ae08", 120: "d3dbd653bd8597b7475321b60a36891278e6a04a",
        127: "89d7312a903f65cd2b3e34a975e55dbea9033353", 128: "e6434bc401f98603d7eda504790c98c67385d535",
    ]
    static let sha256Boundaries: [Int: String] = [
        55: "463eb28e72f82e0a96c0a4cc53690c571281131f672aa229e0d45ae59b598b59",
        56: "da2ae4d6b36748f2a318f23e7ab1dfdf45acdc9d049bd80e59de82a60895f562",
        57: "2fe741af801cc238602ac0ec6a7b0c3a8a87c7fc7d7f02a3fe03d1c12eac4d8f",
        63: "29af2686fd53374a36b0846694cc342177e428d1647515f078784d69cdb9e488",
        64: "fdeab9acf3710362bd2658cdc9a29e8f9c757fcf9811603a8c447cd1d9151108",
        65: "4bfd2c8b6f1eec7a2afeb48b934ee4b2694182027e6d0fc075074f2fabb31781",
        119: "da18797ed7c3a777f0847f429724a2d8cd5138e6ed2895c3fa1a6d39d18f7ec6",
        120: "f52b23db1fbb6ded89ef42a23ce0c8922c45f25c50b568a93bf1c075420bbb7c",
        127: "92ca0fa6651ee2f97b884b7246a562fa71250fedefe5ebf270d31c546bfea976",
        128: "471fb943aa23c511f6f72f8d1652d9c880cfa392ad80503120547703e56a2be5",
    ]
}
