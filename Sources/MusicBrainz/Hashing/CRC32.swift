/// CRC-32 (ISO-HDLC, the checksum of gzip, zip and PNG: reflected polynomial `0xEDB88320`,
/// initial value and final XOR `0xFFFFFFFF`): the checksum of a ``DiskResponseStore`` entry.
///
/// It detects a torn or damaged file, not tampering. `CRC32.checksum("123456789")` is
/// `0xCBF43926`, the standard check value.
struct CRC32: Sendable {
    private static let table: [UInt32] = (0..<256).map { index -> UInt32 in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
        return value
    }

    private var state: UInt32 = 0xFFFF_FFFF

    /// A checksum over nothing yet.
    init() {}

    /// Adds bytes.
    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        var crc = state
        Self.table.withUnsafeBufferPointer { table in
            for byte in buffer { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        state = crc
    }

    /// Adds bytes.
    mutating func update(_ bytes: some Sequence<UInt8>) {
        var array = Array(bytes)
        array.withUnsafeMutableBytes { update(UnsafeRawBufferPointer($0)) }
    }

    /// The checksum of everything added.
    var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// The checksum of some bytes.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}
