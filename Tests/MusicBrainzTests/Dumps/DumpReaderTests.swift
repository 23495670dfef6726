import Foundation
import MusicBrainz
import MusicBrainzDumps
import Testing

/// `DumpReader` on dump-shaped files built from the project's own fixtures.
@Suite struct DumpReaderTests {
    /// Small batches and several tasks, so that even a small file is decoded in parallel.
    static func parallel(
        _ order: DumpReadingOptions.Order = .file, concurrency: Int = 4, stopsAtFirstError: Bool = false
    ) -> DumpReadingOptions {
        var options = DumpReadingOptions()
        options.batchByteCount = 4_096
        options.batchLineCount = 3
        options.concurrency = concurrency
        options.order = order
        options.stopsAtFirstError = stopsAtFirstError
        return options
    }

    /// The counter's value once it has stopped changing (two readings 100 ms apart agree).
    static func settled(_ counter: ChunkCounter) async throws -> Int {
        var last = counter.value
        for _ in 0..<100 {
            try await Task.sleep(for: .milliseconds(100))
            let now = counter.value
            if now == last { return now }
            last = now
        }
        return last
    }

    @Test("reads every line into a model, in file order, with its line number, offset and length")
    func readsEveryLine() async throws {
        let lines = DumpTestFiles.releaseLines(40)
        let file = try DumpTestFiles.write(DumpTestFiles.join(lines.map(\.json)))
        let items = try await DumpTestFiles.items(DumpReader(Release.self, contentsOf: file, options: Self.parallel()))
        #expect(items.count == 40)
        #expect(items.map { $0.model?.id } == lines.map(\.id))
        #expect(items.map { $0.model?.title } == lines.map(\.title))
        #expect(items.map(\.line) == Array(1...40))
        #expect(items.map(\.byteOffset) == DumpTestFiles.offsets(lines.map(\.json)))
        #expect(items.map(\.byteCount) == lines.map(\.json.count))
        // The same model a lookup of the line gives.
        let expected = try ResponseDecoder().decode(Release.self, from: lines[3].json, format: .json)
        #expect(items[3].model == expected)
        #expect(items[3].model?.media?.isEmpty == false)
    }

    @Test("keeps file order under parallel decoding, and completion order yields the same items")
    func orderUnderParallelDecoding() async throws {
        let lines = DumpTestFiles.releaseLines(300)
        let file = try DumpTestFiles.write(DumpTestFiles.join(lines.map(\.json)))
        let ordered = try await DumpTestFiles.items(
            DumpReader(Release.self, contentsOf: file, options: Self.parallel()))
        #expect(ordered.map { $0.model?.id } == lines.map(\.id))
        let asReady = try await DumpTestFiles.items(
            DumpReader(Release.self, contentsOf: file, options: Self.parallel(.completion)))
        #expect(asReady.count == 300)
        #expect(Set(asReady.map(\.line)) == Set(1...300))
        for item in asReady { #expect(item.model?.id == lines[item.line - 1].id) }
    }

    @Test("a bad line is an error item with its line number and offset, and reading goes on")
    func badLine() async throws {
        var lines = DumpTestFiles.releaseLines(6).map(\.json)
        lines[2] = Data(#"{"id": "not an mbid", "title": "Broken"}"#.utf8)
        lines[4] = Data(#"{"title": "no id at all"#.utf8)
        let file = try DumpTestFiles.write(DumpTestFiles.join(lines))
        let items = try await DumpTestFiles.items(DumpReader(Release.self, contentsOf: file))
        #expect(items.count == 6)
        #expect(items.filter { $0.model != nil }.map(\.line) == [1, 2, 4, 6])
        let bad = try #require(items[2].error)
        #expect(bad.code == .decodingFailed)
        #expect(bad.decodingPath == "id")
        #expect(items[2].line == 3)
        #expect(items[2].byteOffset == DumpTestFiles.offsets(lines)[2])
        #expect(items[4].error?.code == .decodingFailed)
        #expect(throws: MusicBrainzError.self) { try items[4].get() }
        #expect(throws: Never.self) { try items[5].get() }
    }

    @Test("a truncated last line is an error item, not a crash")
    func truncatedLastLine() async throws {
        let lines = DumpTestFiles.releaseLines(3).map(\.json)
        var data = DumpTestFiles.join(lines)
        data.removeLast(lines[2].count / 2)
        let file = try DumpTestFiles.write(data)
        let items = try await DumpTestFiles.items(DumpReader(Release.self, contentsOf: file))
        #expect(items.count == 3)
        #expect(items[0].model != nil && items[1].model != nil)
        #expect(items[2].line == 3)
        #expect(items[2].error?.code == .decodingFailed)
        #expect(items[2].error?.message.contains("truncated") == true)
    }

    @Test("an empty file is an empty sequence, with a finished progress report")
    func emptyFile() async throws {
        let file = try DumpTestFiles.write(Data())
        let reports = ProgressLog()
        var options = DumpReadingOptions()
        options.progress = { reports.append($0) }
        let items = try await DumpTestFiles.items(DumpReader(Release.self, contentsOf: file, options: options))
        #expect(items.isEmpty)
        #expect(reports.last?.isFinished == true)
        #expect(reports.last?.bytesRead == 0)
        #expect(reports.last?.fractionCompleted == 1)
    }

    @Test("a file with or without a newline after the last line reads the same")
    func trailingNewline() async throws {
        let lines = DumpTestFiles.releaseLines(5).map(\.json)
        let without = try await DumpTestFiles.items(
            DumpReader(Release.self, contentsOf: try DumpTestFiles.write(DumpTestFiles.join(lines))))
        let with = try await DumpTestFiles.items(
            DumpReader(Release.self, contentsOf: try DumpTestFiles.write(DumpTestFiles.join(lines, trailing: true))))
        #expect(without.count == 5)
        #expect(without.map { $0.model?.id } == with.map { $0.model?.id })
        #expect(without.map(\.byteOffset) == with.map(\.byteOffset))
    }

    @Test("CRLF line ends give the same models, the \\r left out of each line")
    func crlf() async throws {
        let lines = DumpTestFiles.releaseLines(8)
        let data = DumpTestFiles.join(lines.map(\.json), lineEnd: "\r\n", trailing: true)
        let items = try await DumpTestFiles.items(
            DumpReader(Release.self, contentsOf: try DumpTestFiles.write(data), options: Self.parallel()))
        #expect(items.map { $0.model?.id } == lines.map(\.id))
        #expect(items.map(\.byteCount) == lines.map(\.json.count))
        #expect(items.map(\.byteOffset) == DumpTestFiles.offsets(lines.map(\.json), lineEnd: "\r\n"))
        #expect(items.allSatisfy { $0.error == nil })
    }

    @Test("empty and blank lines are skipped but still counted in line numbers")
    func emptyLines() async throws {
        let lines = DumpTestFiles.releaseLines(3).map(\.json)
        let data =
            Data("\n".utf8) + lines[0] + Data("\n\n  \t\n\r\n".utf8) + lines[1] + Data("\n".utf8) + lines[2]
            + Data("\n\n".utf8)
        let items = try await DumpTestFiles.items(DumpReader(Release.self, contentsOf: try DumpTestFiles.write(data)))
        #expect(items.map(\.line) == [2, 6, 7])
        #expect(items.allSatisfy { $0.model != nil })
    }

    @Test("stopsAtFirstError throws the first bad line's error with its line number, after the items before it")
    func stopsAtFirstError() async throws {
        var lines = DumpTestFiles.releaseLines(30).map(\.json)
        lines[11] = Data("{]".utf8)
        lines[20] = Data("[]".utf8)
        var options = Self.parallel()
        options.stopsAtFirstError = true
        let reader = DumpReader(
            Release.self, contentsOf: try DumpTestFiles.write(DumpTestFiles.join(lines)), options: options)
        var seen: [Int] = []
        let error = await #expect(throws: MusicBrainzError.self) {
            for try await item in reader { seen.append(item.line) }
        }
        #expect(seen == Array(1...11))
        #expect(error?.code == .decodingFailed)
        #expect(error?.message.hasPrefix("Line 12 (byte offset \(DumpTestFiles.offsets(lines)[11])): ") == true)
    }

    @Test("progress reports count bytes and lines up to the file's size")
    func progress() async throws {
        let lines = DumpTestFiles.releaseLines(50).map(\.json)
        let data = DumpTestFiles.join(lines, trailing: true)
        let reports = ProgressLog()
        var options = Self.parallel()
        options.progress = { reports.append($0) }
        let items = try await DumpTestFiles.items(
            DumpReader(Release.self, contentsOf: try DumpTestFiles.write(data), options: options))
        #expect(items.count == 50)
        let all = reports.all
        #expect(all.count > 2)
        #expect(all.map(\.bytesRead) == all.map(\.bytesRead).sorted())
        let last = try #require(all.last)
        #expect(last.isFinished)
        #expect(last.bytesRead == Int64(data.count))
        #expect(last.totalBytes == Int64(data.count))
        #expect(last.linesRead == 50)
        #expect(last.fractionCompleted == 1)
        #expect(all.dropLast().allSatisfy { !$0.isFinished && $0.totalBytes == Int64(data.count) })
    }

    @Test("reads a chunk sequence that cuts lines anywhere")
    func chunkSequence() async throws {
        let lines = DumpTestFiles.releaseLines(12)
        let data = DumpTestFiles.join(lines.map(\.json), lineEnd: "\r\n")
        let chunks = AsyncStream<[UInt8]> { continuation in
            var index = 0
            while index < data.count {
                let end = min(data.count, index + 7 + index % 13)
                continuation.yield(Array(data[index..<end]))
                index = end
            }
            continuation.finish()
        }
        let items = try await DumpTestFiles.items(DumpReader(Release.self, chunks: chunks, options: Self.parallel()))
        #expect(items.map { $0.model?.id } == lines.map(\.id))
        #expect(items.map(\.byteOffset) == DumpTestFiles.offsets(lines.map(\.json), lineEnd: "\r\n"))
    }

    @Test("reads a sequence of single bytes")
    func byteSequence() async throws {
        let lines = DumpTestFiles.artistLines(3)
        let data = DumpTestFiles.join(lines.map(\.json))
        let bytes = AsyncStream<UInt8> { continuation in
            for byte in data { continuation.yield(byte) }
            continuation.finish()
        }
        let items = try await DumpTestFiles.items(DumpReader(Artist.self, bytes: bytes))
        #expect(items.map { $0.model?.name } == lines.map(\.title))
    }

    @Test("a line over the maximum length is one error item, and the next lines decode")
    func oversizedLine() async throws {
        let lines = DumpTestFiles.releaseLines(4).map(\.json)
        let long = Data(#"{"id": ""#.utf8) + Data(repeating: 0x61, count: 50_000) + Data(#""}"#.utf8)
        let data = DumpTestFiles.join([lines[0], long, lines[1], lines[2], long, lines[3], long])
        var options = DumpReadingOptions()
        options.maximumLineLength = 20_000
        options.batchByteCount = 8_192
        let items = try await DumpTestFiles.items(
            DumpReader(Release.self, contentsOf: try DumpTestFiles.write(data), options: options))
        #expect(items.map(\.line) == Array(1...7))
        #expect(items.map { $0.error != nil } == [false, true, false, false, true, false, true])
        #expect(items[1].byteCount == long.count)
        #expect(items[6].byteCount == long.count)
        #expect(
            items[4].byteOffset == DumpTestFiles.offsets([lines[0], long, lines[1], lines[2]]).last!
                + Int64(lines[2].count + 1))
        #expect(items[1].error?.message.contains("over the maximum of 20000") == true)
    }

    @Test("a file that does not exist fails the iteration with fileAccessFailed")
    func missingFile() async throws {
        let reader = DumpReader(Release.self, contentsOf: URL(fileURLWithPath: "/nonexistent/mbdump/release"))
        let error = await #expect(throws: MusicBrainzError.self) { _ = try await DumpTestFiles.items(reader) }
        #expect(error?.code == .fileAccessFailed)
        #expect(error?.message.contains("/nonexistent/mbdump/release") == true)
    }

    @Test("leaving the loop early stops the reading: an endless input is read no further")
    func earlyExitStopsReading() async throws {
        let counter = ChunkCounter()
        let line = DumpTestFiles.releaseLines(1)[0].json
        var options = Self.parallel()
        options.batchesInFlight = 4
        let reader = DumpReader(
            Release.self, chunks: CountingLineChunks(line: line, counter: counter), options: options)
        var taken = 0
        for try await item in reader {
            #expect(item.model != nil)
            taken += 1
            if taken == 5 { break }
        }
        // Back-pressure held the reading to a few batches; after the loop it stops for good.
        let afterBreak = try await Self.settled(counter)
        #expect(afterBreak < 60)
        try await Task.sleep(for: .milliseconds(300))
        #expect(counter.value == afterBreak)
    }

    @Test("a slow consumer holds the reading to a few batches in flight")
    func backPressure() async throws {
        let counter = ChunkCounter()
        let line = DumpTestFiles.releaseLines(1)[0].json
        var options = DumpReadingOptions()
        options.batchByteCount = line.count * 4
        options.concurrency = 2
        options.batchesInFlight = 3
        let reader = DumpReader(
            Release.self, chunks: CountingLineChunks(line: line, counter: counter), options: options)
        var iterator = reader.makeAsyncIterator()
        _ = try await iterator.next()
        try await Task.sleep(for: .milliseconds(300))
        // 3 batches in flight plus the one being cut, each about 4 lines.
        #expect(counter.value <= 4 * 5 + 2)
        _ = iterator
    }

    @Test("cancelling the consuming task ends the iteration with cancelled, and the reading stops")
    func cancellation() async throws {
        let counter = ChunkCounter()
        let line = DumpTestFiles.releaseLines(1)[0].json
        let reader = DumpReader(Release.self, chunks: CountingLineChunks(line: line, counter: counter))
        let task = Task { () -> MusicBrainzError.Code? in
            do {
                // A sleep that does not throw: the reader itself must end the loop.
                for try await _ in reader { try? await Task.sleep(for: .milliseconds(5)) }
                return nil
            } catch let error as MusicBrainzError {
                return error.code
            } catch {
                return error is CancellationError ? .cancelled : nil
            }
        }
        try await Task.sleep(for: .milliseconds(100))
        task.cancel()
        let code = await task.value
        #expect(code == .cancelled)
        let afterCancel = try await Self.settled(counter)
        try await Task.sleep(for: .milliseconds(300))
        #expect(counter.value == afterCancel)
    }

    @Test("cancelling stops a read that waits on a pipe with no input")
    func cancellationWhileWaitingForInput() async throws {
        let pipe = Pipe()
        let reader = DumpReader(Release.self, fileDescriptor: pipe.fileHandleForReading.fileDescriptor, name: "a pipe")
        let task = Task { () -> MusicBrainzError.Code? in
            do {
                for try await _ in reader {}
                return nil
            } catch let error as MusicBrainzError {
                return error.code
            } catch {
                return nil
            }
        }
        try await Task.sleep(for: .milliseconds(150))
        task.cancel()
        #expect(await task.value == .cancelled)
        try pipe.fileHandleForWriting.close()
    }

    @Test("with(options:) reads the same input with other options")
    func withOptions() async throws {
        let lines = DumpTestFiles.releaseLines(10)
        let reader = DumpReader(
            Release.self, contentsOf: try DumpTestFiles.write(DumpTestFiles.join(lines.map(\.json))))
        var options = Self.parallel(.completion)
        options.concurrency = 1
        let items = try await DumpTestFiles.items(reader.with(options: options))
        #expect(items.map { $0.model?.id } == lines.map(\.id))
        #expect(reader.with(options: options).options.concurrency == 1)
    }
}

/// Progress reports collected from the reading task.
final class ProgressLog: @unchecked Sendable {
    // @unchecked: `reports` is read and written under `lock`.
    private let lock = NSLock()
    private var reports: [DumpProgress] = []
    func append(_ report: DumpProgress) { lock.withLock { reports.append(report) } }
    var all: [DumpProgress] { lock.withLock { reports } }
    var last: DumpProgress? { all.last }
}
