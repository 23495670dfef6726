import Foundation
import MusicBrainz
import MusicBrainzDumps
import Testing

/// `DumpIndex`: building the MBID index of a dump file and looking lines up with it.
@Suite struct DumpIndexTests {
    /// A dump file of `count` releases (with a bad line and a blank line among them) and its
    /// lines.
    func dump(_ count: Int = 120, lineEnd: String = "\n") throws -> (URL, [DumpTestFiles.Line]) {
        let lines = DumpTestFiles.releaseLines(count)
        var raw = lines.map(\.json)
        raw.insert(Data(#"{"title": "a line without an id"}"#.utf8), at: min(7, raw.count))
        raw.insert(Data(), at: min(9, raw.count))
        return (try DumpTestFiles.write(DumpTestFiles.join(raw, lineEnd: lineEnd)), lines)
    }

    @Test("builds the index in one pass and finds the line of every MBID")
    func buildAndLookUpEveryMBID() async throws {
        let (file, lines) = try dump(lineEnd: "\r\n")
        var options = DumpReadingOptions()
        options.batchByteCount = 8_192
        let summary = try await DumpIndex.build(for: file, options: options)
        #expect(summary.entryCount == 120)
        #expect(summary.lineCount == 122)
        #expect(summary.skippedLines == [8])
        #expect(summary.duplicateLines.isEmpty)
        let indexFile = DumpIndex.indexFile(for: file)
        #expect(indexFile.lastPathComponent == "release.mbidx")
        let size = try FileManager.default.attributesOfItem(atPath: indexFile.path)[.size] as? Int
        #expect(size == 64 + 120 * 24)

        let index = try DumpIndex(dumpFile: file)
        #expect(index.count == 120)
        #expect(try index.ids() == lines.map(\.id).sorted())
        try index.verify()
        for line in lines {
            let found = try #require(try index.line(for: line.id))
            #expect(found == line.json)
            let release = try #require(try index.lookup(Release.self, id: line.id))
            #expect(release == (try ResponseDecoder().decode(Release.self, from: line.json, format: .json)))
            #expect(release.title == line.title)
        }
    }

    @Test("an MBID that is not in the dump is nil")
    func missingMBID() async throws {
        let (file, _) = try dump(20)
        try await DumpIndex.build(for: file)
        let index = try DumpIndex(dumpFile: file)
        #expect(try index.line(for: DumpTestFiles.mbid(999, 0xA0)) == nil)
        #expect(try index.lookup(Release.self, id: DumpTestFiles.mbid(3, 0xEE)) == nil)
        let all = try #require(MBID("ffffffff-ffff-4fff-bfff-ffffffffffff"))
        let none = try #require(MBID("00000000-0000-4000-8000-000000000000"))
        #expect(try index.line(for: all) == nil)
        #expect(try index.line(for: none) == nil)
    }

    @Test("an empty dump gives an empty index")
    func emptyDump() async throws {
        let file = try DumpTestFiles.write(Data())
        let summary = try await DumpIndex.build(for: file)
        #expect(summary.entryCount == 0)
        let index = try DumpIndex(dumpFile: file)
        #expect(index.count == 0)
        #expect(try index.line(for: DumpTestFiles.mbid(1)) == nil)
    }

    @Test("a dump that changed since the index was built is indexStale, on opening and on lookup")
    func staleIndex() async throws {
        let (file, lines) = try dump(10)
        try await DumpIndex.build(for: file)
        let index = try DumpIndex(dumpFile: file)
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\n".utf8) + DumpTestFiles.releaseLines(1, namespace: 0xC0)[0].json)
        try handle.close()
        let onLookup = #expect(throws: MusicBrainzError.self) { try index.line(for: lines[0].id) }
        #expect(onLookup?.code == .indexStale)
        let onOpen = #expect(throws: MusicBrainzError.self) { try DumpIndex(dumpFile: file) }
        #expect(onOpen?.code == .indexStale)
        #expect(onOpen?.message.contains("Build it again") == true)
        // Rebuilt, it is fresh again.
        try await DumpIndex.build(for: file)
        #expect(try DumpIndex(dumpFile: file).count == 11)
    }

    @Test("a damaged index is indexCorrupt: magic, header checksum, version, length, and entries")
    func corruptIndex() async throws {
        let (file, lines) = try dump(30)
        try await DumpIndex.build(for: file)
        let indexFile = DumpIndex.indexFile(for: file)
        let good = try Data(contentsOf: indexFile)

        func expectCorrupt(_ data: Data, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try data.write(to: indexFile)
            let error = #expect(throws: MusicBrainzError.self, sourceLocation: sourceLocation) {
                try DumpIndex(dumpFile: file)
            }
            #expect(error?.code == .indexCorrupt, sourceLocation: sourceLocation)
            #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")", sourceLocation: sourceLocation)
        }
        var data = good
        data[0] = 0x58
        try expectCorrupt(data, "magic number")
        data = good
        data[20] ^= 0x01
        try expectCorrupt(data, "checksum of its header")
        try expectCorrupt(good.prefix(40), "shorter than its header")
        try expectCorrupt(good.dropLast(24), "does not match its 30 entries")
        try expectCorrupt(Data("not an index at all, just text that is long enough to hold a header.".utf8), "magic")

        // An entry whose offset leads to another line: found on lookup, and by verify().
        data = good
        let firstOffset = 64 + 16
        let secondOffset = 64 + 24 + 16
        data.replaceSubrange(firstOffset..<firstOffset + 8, with: good[secondOffset..<secondOffset + 8])
        try data.write(to: indexFile)
        let index = try DumpIndex(dumpFile: file)
        let first = try #require(try index.ids().first)
        let lookup = #expect(throws: MusicBrainzError.self) { try index.line(for: first) }
        #expect(lookup?.code == .indexCorrupt)
        let verify = #expect(throws: MusicBrainzError.self) { try index.verify() }
        #expect(verify?.code == .indexCorrupt)
        #expect(lines.count == 30)
    }

    @Test("a missing index is fileAccessFailed")
    func missingIndex() throws {
        let file = try DumpTestFiles.write(Data("{}".utf8))
        let error = #expect(throws: MusicBrainzError.self) { try DumpIndex(dumpFile: file) }
        #expect(error?.code == .fileAccessFailed)
        #expect(error?.message.contains("release.mbidx") == true)
    }

    @Test("a repeated MBID points at its first line and is reported by line number")
    func duplicates() async throws {
        let lines = DumpTestFiles.releaseLines(6)
        var renamed = lines[1]
        renamed.json = DumpTestFiles.releaseLines(2)[1].json
        let raw = lines.map(\.json) + [renamed.json, lines[4].json]
        let file = try DumpTestFiles.write(DumpTestFiles.join(raw))
        let summary = try await DumpIndex.build(for: file)
        #expect(summary.entryCount == 6)
        #expect(summary.duplicateLines == [7, 8])
        let index = try DumpIndex(dumpFile: file)
        #expect(try index.line(for: lines[4].id) == lines[4].json)
    }

    @Test("the index can be written elsewhere and opened from there")
    func indexElsewhere() async throws {
        let (file, lines) = try dump(5)
        let elsewhere = try DumpTestFiles.directory("index").appendingPathComponent("my.index")
        try await DumpIndex.build(for: file, indexFile: elsewhere)
        let index = try DumpIndex(dumpFile: file, indexFile: elsewhere)
        #expect(try index.line(for: lines[2].id) == lines[2].json)
        #expect(index.indexFile == elsewhere)
        #expect(!FileManager.default.fileExists(atPath: DumpIndex.indexFile(for: file).path))
    }

    @Test("finds the dump file of an entity type in a directory, flat or under mbdump/")
    func dumpFileInDirectory() throws {
        let directory = try DumpTestFiles.directory()
        #expect(DumpIndex.dumpFile(of: Release.self, in: directory) == nil)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("mbdump"), withIntermediateDirectories: true)
        try Data().write(to: directory.appendingPathComponent("mbdump/release-group"))
        try Data().write(to: directory.appendingPathComponent("artist"))
        #expect(
            DumpIndex.dumpFile(of: ReleaseGroup.self, in: directory)?.path.hasSuffix("mbdump/release-group") == true)
        #expect(DumpIndex.dumpFile(of: Artist.self, in: directory)?.lastPathComponent == "artist")
        #expect(DumpIndex.dumpFile(of: Release.self, in: directory) == nil)
    }
}
