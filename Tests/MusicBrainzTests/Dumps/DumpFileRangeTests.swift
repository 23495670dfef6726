import Foundation
import MusicBrainz
import MusicBrainzDumps
import Testing

/// Readings of byte ranges of a dump file: N parts, or any cut points, read every line exactly
/// once between them.
@Suite struct DumpFileRangeTests {
    /// A dump with titles holding U+2028 (a line separator to Unicode, not to a dump), a bad line,
    /// blank lines, a `\r\n` line end and no line end after the last line.
    static func awkwardDump() throws -> (URL, Data) {
        var lines = DumpTestFiles.releaseLines(40).enumerated().map { index, line -> Data in
            guard index % 3 == 0 else { return line.json }
            // Raw U+2028 and U+2029 inside a JSON string are valid JSON, and not line ends.
            let text = String(decoding: line.json, as: UTF8.self).replacingOccurrences(
                of: "\"title\":\"Dump release", with: "\"title\":\"Dump\u{2028}release\u{2029}")
            return Data(text.utf8)
        }
        lines.insert(Data(#"{"id": "not an mbid", "title": "bad"}"#.utf8), at: 7)
        lines.insert(Data(), at: 12)
        lines.insert(Data("   ".utf8), at: 20)
        var data = DumpTestFiles.join(lines)
        // One \r\n line end in the middle.
        if let index = data.firstIndex(of: 0x0A) { data.insert(0x0D, at: index) }
        #expect(data.last != 0x0A)
        return (try DumpTestFiles.write(data, name: "release"), data)
    }

    /// What identifies an item: where its line is and what it decoded to.
    struct Seen: Hashable, Comparable {
        var offset: Int64
        var count: Int
        var id: String

        static func < (lhs: Seen, rhs: Seen) -> Bool { lhs.offset < rhs.offset }
    }

    static func seen(_ items: [DumpItem<Release>]) -> [Seen] {
        items.map { Seen(offset: $0.byteOffset, count: $0.byteCount, id: $0.model?.id.description ?? "error") }
    }

    @Test("the N parts of a file read every line exactly once, for several N", arguments: [1, 2, 3, 5, 8, 13, 64, 500])
    func partsCoverTheFile(_ count: Int) async throws {
        let (file, data) = try Self.awkwardDump()
        let whole = Self.seen(try await DumpTestFiles.items(DumpReader(Release.self, contentsOf: file)))
        #expect(whole.count == 41)
        #expect(whole.filter { $0.id == "error" }.count == 1)
        var union: [Seen] = []
        for part in 1...count {
            let reader = DumpReader(Release.self, contentsOf: file, range: try .part(part, of: count))
            let items = try await DumpTestFiles.items(reader)
            // Each part's lines start in its byte range.
            let size = Int64(data.count)
            let low = size * Int64(part - 1) / Int64(count)
            let high = size * Int64(part) / Int64(count)
            for item in items {
                #expect(item.byteOffset >= low && item.byteOffset < high, "part \(part): line at \(item.byteOffset)")
            }
            union += Self.seen(items)
        }
        #expect(union.count == whole.count)
        #expect(Set(union).count == union.count)
        #expect(union.sorted() == whole.sorted())
    }

    @Test("ranges cut at every byte of a line start at the next line, and the crossing line is read to its end")
    func everyCutPoint() async throws {
        let lines = DumpTestFiles.releaseLines(3).map(\.json)
        let data = DumpTestFiles.join(lines)
        let file = try DumpTestFiles.write(data, name: "release")
        let offsets = DumpTestFiles.offsets(lines)
        let whole = Self.seen(try await DumpTestFiles.items(DumpReader(Release.self, contentsOf: file)))
        // Cut the file in two at every byte from the first line's end to the last line's start.
        for cut in Int64(0)...Int64(data.count) where cut % 997 == 0 || offsets.contains(where: { abs($0 - cut) <= 1 })
        {
            let first = try await DumpTestFiles.items(
                DumpReader(Release.self, contentsOf: file, range: .bytes(0..<cut)))
            let second = try await DumpTestFiles.items(
                DumpReader(Release.self, contentsOf: file, range: .bytes(cut..<Int64.max)))
            #expect((Self.seen(first) + Self.seen(second)) == whole, "cut at \(cut)")
            // The first range's last line is the one that crosses the cut.
            let expectedFirst = offsets.filter { $0 < cut }.count
            #expect(first.count == expectedFirst, "cut at \(cut)")
        }
    }

    @Test("items of a range carry their offset in the whole file; lines count from the range's first")
    func offsetsAndLines() async throws {
        let lines = DumpTestFiles.releaseLines(10)
        let data = DumpTestFiles.join(lines.map(\.json))
        let file = try DumpTestFiles.write(data, name: "release")
        let offsets = DumpTestFiles.offsets(lines.map(\.json))
        let items = try await DumpTestFiles.items(
            DumpReader(Release.self, contentsOf: file, range: .bytes(offsets[4] + 1..<offsets[7] + 3)))
        #expect(items.map(\.byteOffset) == Array(offsets[5...7]))
        #expect(items.map(\.line) == [1, 2, 3])
        #expect(items.compactMap(\.model?.id) == lines[5...7].map(\.id))
    }

    @Test("a part that does not exist is invalidRequest; an archive or a missing file fails the reading")
    func refusals() async throws {
        for (part, count) in [(0, 4), (5, 4), (1, 0), (-1, 3)] {
            let error = #expect(throws: MusicBrainzError.self) { try DumpFileRange.part(part, of: count) }
            #expect(error?.code == .invalidRequest)
        }
        let xz = try DumpTestFiles.write(Data([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 1, 2, 3]), name: "release.tar.xz")
        let archive = await #expect(throws: MusicBrainzError.self) {
            _ = try await DumpTestFiles.items(DumpReader(Release.self, contentsOf: xz, range: try .part(1, of: 2)))
        }
        #expect(archive?.code == .invalidRequest)
        #expect(archive?.message.contains("decompressed") == true)
        let missing = await #expect(throws: MusicBrainzError.self) {
            _ = try await DumpTestFiles.items(
                DumpReader(
                    Release.self, contentsOf: URL(fileURLWithPath: "/nonexistent/release"), range: .bytes(0..<10)))
        }
        #expect(missing?.code == .fileAccessFailed)
        let empty = try DumpTestFiles.write(Data(), name: "release")
        #expect(
            try await DumpTestFiles.items(DumpReader(Release.self, contentsOf: empty, range: .part(1, of: 3))).isEmpty)
    }

    @Test("mbz dump --part K/N: the counts of the parts add up to the whole; standard input is refused")
    func commandParts() async throws {
        let (file, _) = try Self.awkwardDump()
        var total = 0
        for part in 1...4 {
            let result = try await CommandRunner.mbz(["dump", file.path, "--part", "\(part)/4", "--count"])
            total += Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1000
        }
        #expect(total == 40)
        let ids = try await CommandRunner.mbz(["dump", file.path, "--part", "2/3", "--fields", "id"])
        #expect(!ids.stdout.isEmpty)
        for bad in ["0/4", "5/4", "2", "a/b"] {
            let result = try await CommandRunner.mbz(["dump", file.path, "--part", bad, "--count"])
            #expect(result.status == 64, "\(bad)")
        }
        let stdin = try await CommandRunner.mbz(["dump", "-", "--entity", "release", "--part", "1/2"], input: Data())
        #expect(stdin.status == 64)
    }
}
