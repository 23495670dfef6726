/// The compression step of a Merkle–Damgård hash over 64-byte blocks: MD5, SHA-1 and SHA-256.
///
/// Only the state and the compression function differ between them; ``DigestStream`` does the
/// buffering, the padding (`0x80`, zeros, the message length in bits as 8 bytes) and the output,
/// so each function is one small file. Foundation has no hash function on Linux
/// (`canImport(CryptoKit)` and `canImport(CommonCrypto)` are false there), so the library keeps
/// its own, the same on every platform.
protocol BlockHashFunction: Sendable {
    /// The length of the digest in bytes.
    static var digestByteCount: Int { get }
    /// Whether the bit length that ends the padding is big-endian (SHA-1, SHA-256) rather than
    /// little-endian (MD5).
    static var lengthIsBigEndian: Bool { get }
    /// The initial state.
    init()
    /// Mixes one 64-byte block into the state.
    mutating func compress(_ block: UnsafeRawBufferPointer)
    /// The state as the digest's bytes, `digestByteCount` of them.
    var digestBytes: [UInt8] { get }
}

extension BlockHashFunction {
    /// The digest of `bytes` in one call.
    static func digest(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var stream = DigestStream<Self>()
        stream.update(bytes)
        return stream.finalize()
    }

    /// The digest of the UTF-8 bytes of `text`.
    static func digest(_ text: String) -> [UInt8] { digest(Array(text.utf8)) }
}

/// A hash computed over data that arrives in pieces: `update(_:)` any number of times, then
/// `finalize()`.
struct DigestStream<Function: BlockHashFunction>: Sendable {
    private var function = Function()
    /// The bytes after the last whole block, fewer than 64.
    private var pending: [UInt8] = []
    /// The number of bytes hashed so far (the length in bits wraps at 2⁶⁴ as the standards say).
    private var byteCount: UInt64 = 0

    /// A stream with nothing hashed yet.
    init() { pending.reserveCapacity(64) }

    /// Adds bytes to the message.
    mutating func update(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            update(UnsafeRawBufferPointer(buffer))
        }
        if done == nil { Array(bytes).withUnsafeBytes { update($0) } }
    }

    /// Adds the bytes of a buffer to the message.
    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        byteCount &+= UInt64(buffer.count)
        var rest = buffer[...]
        if !pending.isEmpty {
            let taken = min(64 - pending.count, rest.count)
            pending.append(contentsOf: rest.prefix(taken))
            rest = rest.dropFirst(taken)
            guard pending.count == 64 else { return }
            let block = pending
            block.withUnsafeBytes { function.compress($0) }
            pending.removeAll(keepingCapacity: true)
        }
        while rest.count >= 64 {
            function.compress(UnsafeRawBufferPointer(rebasing: rest.prefix(64)))
            rest = rest.dropFirst(64)
        }
        pending.append(contentsOf: rest)
    }

    /// The digest of everything added: the stream itself is left as it was.
    func finalize() -> [UInt8] {
        var copy = self
        let bitLength = byteCount &* 8
        // 0x80, then zeros up to 56 bytes into a block, then the 8-byte length.
        var padding: [UInt8] = [0x80]
        padding += repeatElement(0, count: (55 - Int(byteCount % 64) + 64) % 64)
        for index in 0..<8 {
            let shift = UInt64(Function.lengthIsBigEndian ? 56 - 8 * index : 8 * index)
            padding.append(UInt8(truncatingIfNeeded: bitLength >> shift))
        }
        copy.update(padding)
        return copy.function.digestBytes
    }
}

extension UnsafeRawBufferPointer {
    /// The 32-bit word at `index` (counted in words) of a block, read little-endian.
    @inline(__always) func littleEndianWord(_ index: Int) -> UInt32 {
        UInt32(littleEndian: loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self))
    }

    /// The 32-bit word at `index` (counted in words) of a block, read big-endian.
    @inline(__always) func bigEndianWord(_ index: Int) -> UInt32 {
        UInt32(bigEndian: loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self))
    }
}

extension UInt32 {
    /// The value rotated left by `count` bits, 0…31.
    @inline(__always) func rotatedLeft(by count: UInt32) -> UInt32 { (self << count) | (self >> (32 - count)) }

    /// The value rotated right by `count` bits, 0…31.
    @inline(__always) func rotatedRight(by count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }

    /// The four bytes, most significant first.
    var bigEndianBytes: [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: self >> $0) }
    }
}
