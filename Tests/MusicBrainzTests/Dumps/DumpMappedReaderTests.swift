import Foundation
import MusicBrainz
import MusicBrainzDumps
import Testing

/// `DumpReader.mapModels(_:)` and `DumpTableWriter.write(contentsOf:…)` stopped early, cancelled,
/// read in completion order, used twice, and made to throw.
@Suite struct DumpMappedReaderTests {
    static func options(
        _ order: DumpReadingOptions.Order, concurrency: Int, stopsAtFirstError: Bool = false
    ) -> DumpReadingOptions {
        var options = DumpReadingOptions()
        options.batchByteCount = 4_096
        options.batchLineCount = 3
        options.concurrency = concurrency
        options.order = order
        options.stopsAtFirstError = stopsAtFirstError
        return options
    }

    @Test(
        "mapModels: every line once, with its value, offset and error, in completion and file order, on 1 and 8 tasks",
        arguments: [DumpReadingOptions.Order.file, .completion], [1, 8])
    func orderAndConcurrency(order: DumpReadingOptions.Order, concurrency: Int) async throws {
        var lines = DumpTestFiles.releaseLines(120).map(\.json)
        lines[10] = Data("{]".utf8)
        lines[77] = Data("<html><body>502</body></html>".utf8)
        let file = try DumpTestFiles.write(DumpTestFiles.join(lines))
        let reader = DumpReader(
            Release.self, contentsOf: file, options: Self.options(order, concurrency: concurrency))
        var items: [DumpItem<MBID>] = []
        for try await item in reader.mapModels(\.id) { items.append(item) }
        if order == .file { #expect(items.map(\.line) == Array(1...120)) }
        items.sort { $0.line < $1.line }
        #expect(items.map(\.line) == Array(1...120))
        #expect(items.map(\.byteOffset) == DumpTestFiles.offsets(lines))
        #expect(items.filter { $0.error != nil }.map(\.line) == [11, 78])
        let ids = DumpTestFiles.releaseLines(120).map(\.id)
        for item in items where item.error == nil { #expect(item.model == ids[item.line - 1]) }
    }

    @Test("mapModels: leaving the loop early stops the reading and the transforms", arguments: [1, 8])
    func breakEarly(concurrency: Int) async throws {
        let counter = ChunkCounter()
        let transforms = ChunkCounter()
        let line = DumpTestFiles.releaseLines(1)[0].json
        var options = Self.options(.completion, concurrency: concurrency)
        options.batchesInFlight = concurrency
        let reader = DumpReader(
            Release.self, chunks: CountingLineChunks(line: line, counter: counter), options: options)
        var taken = 0
        for try await item in reader.mapModels({ release -> String in
            transforms.increment()
            return release.title
        }) {
            #expect(item.model == DumpTestFiles.releaseLines(1)[0].title)
            taken += 1
            if taken == 5 { break }
        }
        let chunks = try await DumpReaderTests.settled(counter)
        let calls = try await DumpReaderTests.settled(transforms)
        try await Task.sleep(for: .milliseconds(300))
        #expect(counter.value == chunks)
        #expect(transforms.value == calls)
        #expect(calls < 100)
    }

    @Test("mapModels: cancelling the consuming task ends the iteration with cancelled and stops the reading")
    func cancel() async throws {
        let counter = ChunkCounter()
        let line = DumpTestFiles.releaseLines(1)[0].json
        let reader = DumpReader(
            Release.self, chunks: CountingLineChunks(line: line, counter: counter),
            options: Self.options(.completion, concurrency: 8))
        let task = Task { () -> MusicBrainzError.Code? in
            do {
                for try await _ in reader.mapModels(\.title) { try? await Task.sleep(for: .milliseconds(2)) }
                return nil
            } catch let error as MusicBrainzError {
                return error.code
            } catch {
                return nil
            }
        }
        try await Task.sleep(for: .milliseconds(100))
        task.cancel()
        #expect(await task.value == .cancelled)
        let afterCancel = try await DumpReaderTests.settled(counter)
        try await Task.sleep(for: .milliseconds(300))
        #expect(counter.value == afterCancel)
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
        let chunks = HeadThenEndlessChunks(
            head: DumpTestFiles.join(lines, trailing: true), line: DumpTestFiles.releaseLines(1)[0].json,
            counter: counter)
        let directory = try DumpTestFiles.directory("tables-throw")
        let writer = try DumpTableWriter(Release.self, directory: directory)
        var failed: [Int] = []
        await #expect(throws: Stop.self) {
            try await writer.write(
                contentsOf: DumpReader(Release.self, chunks: chunks, options: Self.options(.file, concurrency: 1))
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

extension DumpMappedReaderTests {
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

extension DumpMappedReaderTests {
    @Test("write(contentsOf:): cancelling its task throws cancelled and stops the reading; the rows before are kept")
    func writeCancelled() async throws {
        let counter = ChunkCounter()
        var lines = DumpTestFiles.releaseLines(6).map(\.json)
        lines[5] = Data("{]".utf8)
        let chunks = HeadThenEndlessChunks(
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
                    contentsOf: DumpReader(Release.self, chunks: chunks, options: Self.options(.file, concurrency: 8))
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

/// Some bytes, then the same line again and again; counts the chunks taken.
struct HeadThenEndlessChunks: AsyncSequence, Sendable {
    let head: Data
    let line: Data
    let counter: ChunkCounter
    struct AsyncIterator: AsyncIteratorProtocol {
        var head: Data?
        let line: Data
        let counter: ChunkCounter
        mutating func next() async throws -> Data? {
            try Task.checkCancellation()
            counter.increment()
            await Task.yield()
            if let chunk = head {
                head = nil
                return chunk
            }
            return line + Data("\n".utf8)
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(head: head, line: line, counter: counter) }
}
