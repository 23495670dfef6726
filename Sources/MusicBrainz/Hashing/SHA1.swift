/// SHA-1 (FIPS 180-4 §6.1): the 160-bit digest a MusicBrainz disc ID is the base64 of.
///
/// Not for security (SHA-1 collisions are practical); the disc ID algorithm is defined on it.
/// Tested against the FIPS 180 examples.
struct SHA1: BlockHashFunction {
    static let digestByteCount = 20
    static let lengthIsBigEndian = true

    private var h: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
    )

    init() {}

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
            for t in 0..<16 { w[t] = block.bigEndianWord(t) }
            for t in 16..<80 { w[t] = (w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotatedLeft(by: 1) }
            var (a, b, c, d, e) = h
            for t in 0..<80 {
                let f: UInt32
                let k: UInt32
                switch t {
                case 0..<20:
                    f = (b & c) | (~b & d)
                    k = 0x5A82_7999
                case 20..<40:
                    f = b ^ c ^ d
                    k = 0x6ED9_EBA1
                case 40..<60:
                    f = (b & c) | (b & d) | (c & d)
                    k = 0x8F1B_BCDC
                default:
                    f = b ^ c ^ d
                    k = 0xCA62_C1D6
                }
                let temp = a.rotatedLeft(by: 5) &+ f &+ e &+ k &+ w[t]
                (e, d, c, b, a) = (d, c, b.rotatedLeft(by: 30), a, temp)
            }
            h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e)
        }
    }

    var digestBytes: [UInt8] { [h.0, h.1, h.2, h.3, h.4].flatMap(\.bigEndianBytes) }
}
