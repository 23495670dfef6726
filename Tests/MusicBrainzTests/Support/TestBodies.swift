import Foundation

/// Bodies for transport tests: deterministic pseudo-random bytes, so that a body truncated,
/// reordered or mixed up with another one cannot compare equal.
enum TestBodies {
    /// `count` bytes from a xorshift generator started at `seed`.
    static func pattern(count: Int, seed: UInt64) -> Data {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        var data = Data(count: count)
        data.withUnsafeMutableBytes { (bytes: UnsafeMutableRawBufferPointer) in
            var index = 0
            while index < count {
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                var word = state
                for _ in 0..<8 where index < count {
                    bytes[index] = UInt8(truncatingIfNeeded: word)
                    word >>= 8
                    index += 1
                }
            }
        }
        return data
    }

    private static let tenMegabyteFile: Result<URL, any Error> = Result {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mb-tests-\(getpid())-10MB.bin")
        try pattern(count: 10_000_000, seed: 10).write(to: url)
        return url
    }

    /// A file of 10,000,000 pattern bytes, written once per test process (the loopback server
    /// serves it with `body_file`).
    static func tenMegabytes() throws -> URL { try tenMegabyteFile.get() }

    /// A new empty folder in the temporary directory.
    static func emptyFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mb-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
