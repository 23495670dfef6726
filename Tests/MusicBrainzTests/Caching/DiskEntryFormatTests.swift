import Foundation
import Testing

@testable import MusicBrainz

/// The entry format's prefix check: lengths read from a file are untrusted, so any value is a
/// damaged entry or a good one, never an arithmetic overflow.
@Suite struct DiskEntryFormatTests {
    /// A version 1 prefix with these header and body length fields.
    static func prefix(headerLength: UInt32, bodyLength: UInt64) -> Data {
        var data = Data(DiskEntryFormat.magic)
        data.append(contentsOf: [0, 1, 0, 0])
        data.append(contentsOf: DiskEntryFormat.bigEndian(headerLength))
        data.append(contentsOf: DiskEntryFormat.bigEndian(bodyLength))
        return data
    }

    /// Header and body length fields no file can match.
    static let extremes: [(header: UInt32, body: UInt64)] = [
        (100, UInt64(Int64.max)), (100, UInt64(Int64.max) - 127), (100, UInt64(Int64.max) + 1), (100, UInt64.max),
        (UInt32.max, 10), (UInt32(1 << 20) + 1, 10), (0, 10),
    ]

    @Test(
        "a body length near or past Int64.max, or a header length past the maximum, is a damaged entry",
        arguments: extremes)
    func extremeLengths(lengths: (header: UInt32, body: UInt64)) {
        let prefix = Self.prefix(headerLength: lengths.header, bodyLength: lengths.body)
        for fileSize in [Int64.max, Int64.max - 1, 0, 1 << 20, 138] {
            #expect(throws: DiskEntryFormat.Failure.damaged) {
                try DiskEntryFormat.prefix(prefix, fileSize: fileSize)
            }
        }
    }

    @Test("lengths that add up to the file's size pass, one byte more or less is damaged")
    func lengthsAddUp() throws {
        let prefix = Self.prefix(headerLength: 100, bodyLength: 10)
        let (version, headerLength, bodyLength) = try DiskEntryFormat.prefix(prefix, fileSize: 24 + 100 + 10 + 4)
        #expect(version == 1)
        #expect(headerLength == 100)
        #expect(bodyLength == 10)
        for size: Int64 in [137, 139] {
            #expect(throws: DiskEntryFormat.Failure.damaged) { try DiskEntryFormat.prefix(prefix, fileSize: size) }
        }
        // The largest body whose sum still fits passes the check arithmetic without trapping.
        let largest = UInt64(Int64.max) - 128
        let (_, _, big) = try DiskEntryFormat.prefix(
            Self.prefix(headerLength: 100, bodyLength: largest), fileSize: Int64.max)
        #expect(big == Int64(largest))
    }

    @Test("an entry whose body length field says Int64.max decodes as damaged, not a crash")
    func decodeHugeBodyLength() throws {
        let key = ResponseCacheKey(url: URL(string: "https://musicbrainz.org/ws/2/release/x?fmt=json")!)
        var data = try DiskEntryFormat.encode(
            key: key, entry: ResponseCacheEntry(status: 200, body: Data("{}".utf8), storedAt: Date(), expiresAt: Date())
        )
        data.replaceSubrange(16..<24, with: [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: DiskEntryFormat.Failure.damaged) { try DiskEntryFormat.decode(data, key: key) }
    }

    @Test("reading a number past the end of short data is 0, not a trap")
    func readPastTheEnd() {
        let data = Data([1, 2, 3])
        #expect(DiskEntryFormat.readUInt32(data, at: 0) == 0)
        #expect(DiskEntryFormat.readUInt64(data, at: 0) == 0)
        #expect(DiskEntryFormat.readUInt32(data, at: Int.max) == 0)
        #expect(DiskEntryFormat.readUInt32(data, at: -1) == 0)
        #expect(DiskEntryFormat.readUInt32(Data([0, 0, 1, 2]), at: 0) == 258)
    }
}
