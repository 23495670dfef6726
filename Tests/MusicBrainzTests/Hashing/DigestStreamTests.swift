import Testing

@testable import MusicBrainz

/// Hashing in pieces gives the digest of the whole, however the message is cut.
@Suite struct DigestStreamTests {
    static let chunkSizes = [1, 3, 55, 63, 64, 65, 200]

    @Test("MD5, SHA-1 and SHA-256 fed in pieces equal the one-shot digest", arguments: chunkSizes)
    func piecewise(_ chunkSize: Int) {
        let message = HashVectors.countingBytes(1000)
        func fed<Function: BlockHashFunction>(_: Function.Type) -> [UInt8] {
            var stream = DigestStream<Function>()
            var start = 0
            while start < message.count {
                let end = min(start + chunkSize, message.count)
                stream.update(message[start..<end])
                start = end
            }
            return stream.finalize()
        }
        #expect(fed(MD5.self) == MD5.digest(message))
        #expect(fed(SHA1.self) == SHA1.digest(message))
        #expect(fed(SHA256.self) == SHA256.digest(message))
        // Python's hashlib.sha1 of bytes(i & 0xff for i in range(1000)), computed when this test was written.
        #expect(Hex.lowercase(fed(SHA1.self)) == HashVectors.sha1Of1000CountingBytes)
    }

    @Test("a sequence without contiguous storage and finalize() leaves the stream usable")
    func nonContiguousAndRepeatedFinalize() {
        var stream = DigestStream<SHA1>()
        stream.update("ab".utf8)  // String.UTF8View: may lack contiguous storage
        #expect(Hex.lowercase(stream.finalize()) == Hex.lowercase(SHA1.digest("ab")))
        stream.update(CollectionOfOne(UInt8(ascii: "c")))
        #expect(Hex.lowercase(stream.finalize()) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    }
}

extension HashVectors {
    static let sha1Of1000CountingBytes = "af0b191c2de46fe13fe0908f5a6a4e90e0cafc46"
}
