import Foundation
import MusicBrainz
import MusicBrainzDumps
import Testing

/// `DumpTableWriter.write(contentsOf:…)`: the files it writes, a filter and a limit, and readings
/// repeated, stopped by `lineFailed`, cancelled, or after `finish()`.
@Suite struct DumpTableWriterTests {
    @Test(
        "reading the dump itself (rows made on the decoding tasks) writes the files entity by entity would, in both formats",
        arguments: DumpTableFormat.allCases)
    func writeContentsOf(format: DumpTableFormat) async throws {
        let (file, releases) = try DumpTableTests.recordedReleaseDump()
        let base = try DumpTestFiles.directory("tables-read")
        let byEntity = try DumpTableWriter(Release.self, directory: base.appendingPathComponent("a"), format: format)
        for release in releases { try byEntity.write(release) }
        let expectedCounts = try byEntity.finish()
        let byReading = try DumpTableWriter(Release.self, directory: base.appendingPathComponent("b"), format: format)
        var failures: [Int] = []
        let written = try await byReading.write(contentsOf: DumpReader(Release.self, contentsOf: file)) { line, _, _ in
            failures.append(line)
        }
        #expect(try byReading.finish() == expectedCounts)
        #expect(written.entities == releases.count)
        #expect(written.failedLines == 0)
        #expect(failures.isEmpty)
        for (a, b) in zip(byEntity.files, byReading.files) {
            #expect(try Data(contentsOf: a) == Data(contentsOf: b), "\(b.lastPathComponent)")
        }
    }

    @Test("reading the dump itself: a filter, a limit, and lines that do not decode reported with their line numbers")
    func writeContentsOfFiltered() async throws {
        let (file, releases) = try DumpTableTests.recordedReleaseDump()
        var lines = try Data(contentsOf: file).split(separator: 0x0A, omittingEmptySubsequences: false).map { Data($0) }
        lines.insert(Data(#"{"id": "not an MBID""#.utf8), at: 1)
        let damaged = try DumpTestFiles.write(DumpTestFiles.join(lines), name: "release-damaged")
        let directory = try DumpTestFiles.directory("tables-filtered")
        let writer = try DumpTableWriter(Release.self, directory: directory)
        var failed: [(Int, Int64)] = []
        let withCountry = releases.filter { $0.country != nil }
        let written = try await writer.write(
            contentsOf: DumpReader(Release.self, contentsOf: damaged), where: { $0.country != nil },
            lineFailed: { line, offset, error in
                #expect(error.code == .decodingFailed)
                failed.append((line, offset))
            })
        #expect(written.entities == withCountry.count)
        #expect(written.failedLines == 1)
        #expect(failed.map(\.0) == [2])
        #expect(failed.map(\.1) == [Int64(lines[0].count + 1)])
        #expect(try writer.finish()["release"] == withCountry.count)
        let rows = try DumpTableTests.csv(directory.appendingPathComponent("release.csv")).dropFirst()
        #expect(Set(rows.map { $0[0] }) == Set(withCountry.map(\.id.description)))

        let limited = try DumpTableWriter(Release.self, directory: directory.appendingPathComponent("limited"))
        let firstTwo = try await limited.write(contentsOf: DumpReader(Release.self, contentsOf: file), limit: 2) {
            line, _, _ in Issue.record("line \(line) did not decode")
        }
        #expect(firstTwo.entities == 2)
        #expect(try limited.finish()["release"] == 2)
        let releaseIDs = try DumpTableTests.csv(limited.files[0]).dropFirst().map { $0[0] }
        #expect(releaseIDs == releases.prefix(2).map(\.id.description))
    }

    @Test("write(contentsOf:) twice on one writer: the second reading's rows follow the first's, one header")
    func writeTwice() async throws {
        let lines = DumpTestFiles.releaseLines(8)
        let file = try DumpTestFiles.write(DumpTestFiles.join(lines.map(\.json)))
        let directory = try DumpTestFiles.directory("tables-twice")
        let writer = try DumpTableWriter(Release.self, directory: directory)
        let first = try await writer.write(contentsOf: DumpReader(Release.self, contentsOf: file), limit: 3) {
            line, _, _ in Issue.record("line \(line)")
        }
        let second = try await writer.write(contentsOf: DumpReader(Release.self, contentsOf: file)) {
            line, _, _ in Issue.record("line \(line)")
        }
        #expect(first.entities == 3)
        #expect(second.entities == 8)
        #expect(try writer.finish()["release"] == 11)
        let rows = try DumpTableTests.csv(directory.appendingPathComponent("release.csv"))
        #expect(rows.first?.first == "release_id")
        #expect(rows.dropFirst().map { $0[0] } == (lines.prefix(3) + lines).map(\.id.description))
    }

    struct Stop: Error {}

    @Test("write(contentsOf:): lineFailed throwing ends the reading with its error; the rows before it are kept")
    func lineFailedThrows() async throws {
        let counter = ChunkCounter()
        var lines = DumpTestFiles.releaseLines(4).map(\.json)
        lines[2] = Data("{\"id\": 1".utf8)
        let chunks = CountingLineChunks(
            head: DumpTestFiles.join(lines, trailing: true), line: DumpTestFiles.releaseLines(1)[0].json,
            counter: counter)
        let directory = try DumpTestFiles.directory("tables-throw")
        let writer = try DumpTableWriter(Release.self, directory: directory)
        var failed: [Int] = []
        await #expect(throws: Stop.self) {
            try await writer.write(
                contentsOf: DumpReader(
                    Release.self, chunks: chunks, options: DumpReaderTests.parallel(.file, concurrency: 1))
            ) { line, _, _ in
                failed.append(line)
                throw Stop()
            }
        }
        #expect(failed == [3])
        let afterThrow = try await DumpReaderTests.settled(counter)
        try await Task.sleep(for: .milliseconds(300))
        #expect(counter.value == afterThrow)
        #expect(try writer.finish()["release"] == 2)
    }
}

extension DumpTableWriterTests {
    @Test("a writer used after finish() throws, and writes nothing into files opened since")
    func writeAfterFinish() async throws {
        let lines = DumpTestFiles.releaseLines(400)
        let file = try DumpTestFiles.write(DumpTestFiles.join(lines.map(\.json)))
        let directory = try DumpTestFiles.directory("tables-finished")
        let writer = try DumpTableWriter(Release.self, directory: directory)
        let first = try await writer.write(contentsOf: DumpReader(Release.self, contentsOf: file), limit: 1) {
            _, _, _ in
        }
        #expect(first.entities == 1)
        try writer.finish()
        let before = try Data(contentsOf: directory.appendingPathComponent("release.csv"))
        // Files opened now may get the descriptors the writer closed.
        let others = try (0..<writer.tables.count).map { index -> FileHandle in
            let url = directory.appendingPathComponent("other-\(index)")
            FileManager.default.createFile(atPath: url.path, contents: nil)
            return try FileHandle(forWritingTo: url)
        }
        defer { for handle in others { try? handle.close() } }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await writer.write(contentsOf: DumpReader(Release.self, contentsOf: file)) { _, _, _ in }
        }
        #expect(error?.code == .invalidRequest)
        #expect(throws: MusicBrainzError.self) { try writer.write(try #require(lines.first).release()) }
        for index in 0..<writer.tables.count {
            let url = directory.appendingPathComponent("other-\(index)")
            #expect(try Data(contentsOf: url).isEmpty, "other-\(index)")
        }
        #expect(try Data(contentsOf: directory.appendingPathComponent("release.csv")) == before)
        #expect(try writer.finish()["release"] == 1)
    }
}

extension DumpTestFiles.Line {
    /// The line's release.
    func release() throws -> Release { try ResponseDecoder().decode(Release.self, from: json, format: .json) }
}

extension DumpTableWriterTests {
    @Test("write(contentsOf:): cancelling its task throws cancelled and stops the reading; the rows before are kept")
    func writeCancelled() async throws {
        let counter = ChunkCounter()
        var lines = DumpTestFiles.releaseLines(6).map(\.json)
        lines[5] = Data("{]".utf8)
        let chunks = CountingLineChunks(
            head: DumpTestFiles.join(lines, trailing: true), line: DumpTestFiles.releaseLines(1)[0].json,
            counter: counter)
        let directory = try DumpTestFiles.directory("tables-cancel")
        let task = Task { () -> (MusicBrainzError.Code?, Int) in
            // The writer lives on this task, as a writer must.
            let writer = try DumpTableWriter(Release.self, directory: directory)
            var code: MusicBrainzError.Code?
            do {
                // The bad line cancels the task: the lines before it are written, in file order.
                try await writer.write(
                    contentsOf: DumpReader(
                        Release.self, chunks: chunks, options: DumpReaderTests.parallel(.file, concurrency: 8))
                ) { _, _, _ in withUnsafeCurrentTask { $0?.cancel() } }
            } catch let error as MusicBrainzError {
                code = error.code
            }
            return (code, try writer.finish()["release"] ?? -1)
        }
        let (code, rows) = try await task.value
        #expect(code == .cancelled)
        #expect(rows == 5)
        let releaseRows = try DumpTableTests.csv(directory.appendingPathComponent("release.csv")).dropFirst()
        #expect(releaseRows.map { $0[0] } == DumpTestFiles.releaseLines(5).map(\.id.description))
        let afterCancel = try await DumpReaderTests.settled(counter)
        try await Task.sleep(for: .milliseconds(300))
        #expect(counter.value == afterCancel)
    }
}
