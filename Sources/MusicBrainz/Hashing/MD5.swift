/// MD5 (RFC 1321): the 128-bit digest HTTP Digest authentication answers challenges with.
///
/// Not for security: MD5 is broken for collision resistance, but HTTP Digest (RFC 7616 with
/// `algorithm=MD5`, what musicbrainz.org offers) is defined on it. Tested against RFC 1321
/// appendix A.5.
struct MD5: BlockHashFunction {
    static let digestByteCount = 16
    static let lengthIsBigEndian = false

    private var a: UInt32 = 0x6745_2301
    private var b: UInt32 = 0xEFCD_AB89
    private var c: UInt32 = 0x98BA_DCFE
    private var d: UInt32 = 0x1032_5476

    /// T[i] = ⌊2³² · |sin(i + 1)|⌋ (RFC 1321 §3.4).
    private static let t: [UInt32] = [
        0xD76A_A478, 0xE8C7_B756, 0x2420_70DB, 0xC1BD_CEEE, 0xF57C_0FAF, 0x4787_C62A, 0xA830_4613, 0xFD46_9501,
        0x6980_98D8, 0x8B44_F7AF, 0xFFFF_5BB1, 0x895C_D7BE, 0x6B90_1122, 0xFD98_7193, 0xA679_438E, 0x49B4_0821,
        0xF61E_2562, 0xC040_B340, 0x265E_5A51, 0xE9B6_C7AA, 0xD62F_105D, 0x0244_1453, 0xD8A1_E681, 0xE7D3_FBC8,
        0x21E1_CDE6, 0xC337_07D6, 0xF4D5_0D87, 0x455A_14ED, 0xA9E3_E905, 0xFCEF_A3F8, 0x676F_02D9, 0x8D2A_4C8A,
        0xFFFA_3942, 0x8771_F681, 0x6D9D_6122, 0xFDE5_380C, 0xA4BE_EA44, 0x4BDE_CFA9, 0xF6BB_4B60, 0xBEBF_BC70,
        0x289B_7EC6, 0xEAA1_27FA, 0xD4EF_3085, 0x0488_1D05, 0xD9D4_D039, 0xE6DB_99E5, 0x1FA2_7CF8, 0xC4AC_5665,
        0xF429_2244, 0x432A_FF97, 0xAB94_23A7, 0xFC93_A039, 0x655B_59C3, 0x8F0C_CC92, 0xFFEF_F47D, 0x8584_5DD1,
        0x6FA8_7E4F, 0xFE2C_E6E0, 0xA301_4314, 0x4E08_11A1, 0xF753_7E82, 0xBD3A_F235, 0x2AD7_D2BB, 0xEB86_D391,
    ]

    /// The left rotations of each round's four steps.
    private static let shifts: [UInt32] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]

    init() {}

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        var (a, b, c, d) = (self.a, self.b, self.c, self.d)
        for step in 0..<64 {
            let mixed: UInt32
            let word: Int
            switch step {
            case 0..<16:
                mixed = (b & c) | (~b & d)
                word = step
            case 16..<32:
                mixed = (b & d) | (c & ~d)
                word = (5 * step + 1) % 16
            case 32..<48:
                mixed = b ^ c ^ d
                word = (3 * step + 5) % 16
            default:
                mixed = c ^ (b | ~d)
                word = (7 * step) % 16
            }
            let sum = a &+ mixed &+ Self.t[step] &+ block.littleEndianWord(word)
            (a, d, c) = (d, c, b)
            b = b &+ sum.rotatedLeft(by: Self.shifts[(step / 16) * 4 + step % 4])
        }
        self.a &+= a
        self.b &+= b
        self.c &+= c
        self.d &+= d
    }

    var digestBytes: [UInt8] {
        // MD5 writes its state little-endian.
        [a, b, c, d].flatMap { $0.bigEndianBytes.reversed() }
    }
}
