import Foundation
import MusicBrainz
import MusicBrainzDumps
import Testing

/// `DumpReader.mapModels(_:)`: values, order, errors, and readings stopped early or cancelled.
@Suite struct DumpMappedReaderTests {
    @Test(
        "mapModels: every line once, with its value, offset and error, in completion and file order, on 1 and 8 tasks",
        arguments: [DumpReadingOptions.Order.file, .completion], [1, 8])
    func orderAndConcurrency(order: DumpReadingOptions.Order, concurrency: Int) async throws {
        var lines = DumpTestFiles.releaseLines(120).map(\.json)
        lines[10] = Data("{]".utf8)
        lines[77] = Data("<html><body>502</body></html>".utf8)
        let file = try DumpTestFiles.write(DumpTestFiles.join(lines))
        let reader = DumpReader(
            Release.self, contentsOf: file, options: DumpReaderTests.parallel(order, concurrency: concurrency))
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
        var options = DumpReaderTests.parallel(.completion, concurrency: concurrency)
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
            options: DumpReaderTests.parallel(.completion, concurrency: 8))
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

    @Test(
        "mapModels: each model's value made on the decoding tasks, in file order, bad lines as error items",
        arguments: [DumpReadingOptions.Order.file, .completion])
    func mapModels(order: DumpReadingOptions.Order) async throws {
        var lines = DumpTestFiles.releaseLines(40).map(\.json)
        lines[7] = Data(#"{"id": "not an mbid", "title": "Broken"}"#.utf8)
        let file = try DumpTestFiles.write(DumpTestFiles.join(lines))
        let reader = DumpReader(Release.self, contentsOf: file, options: DumpReaderTests.parallel(order))
        let models = try await DumpTestFiles.items(reader).sorted { $0.line < $1.line }
        var items: [DumpItem<String?>] = []
        for try await item in reader.mapModels({ $0.title.contains("Ørkenkonsert") ? $0.title : nil }) {
            items.append(item)
        }
        // File order hands the lines out in order; completion order in any order.
        #expect(order == .completion || items.map(\.line) == Array(1...40))
        items.sort { $0.line < $1.line }
        #expect(items.map(\.line) == models.map(\.line))
        #expect(items.map(\.byteOffset) == models.map(\.byteOffset))
        #expect(items.map { $0.error?.code } == models.map { $0.error?.code })
        #expect(items[7].error?.decodingPath == "id")
        let titles = models.map { $0.model.map { $0.title.contains("Ørkenkonsert") ? $0.title : nil } }
        #expect(items.map(\.model) == titles)
        #expect(items.compactMap { $0.model ?? nil }.count == 5)
    }

    @Test("mapModels with stopsAtFirstError throws the first bad line's error after the items before it")
    func mapModelsStops() async throws {
        var lines = DumpTestFiles.releaseLines(30).map(\.json)
        lines[11] = Data("{]".utf8)
        var options = DumpReaderTests.parallel()
        options.stopsAtFirstError = true
        let reader = DumpReader(
            Release.self, contentsOf: try DumpTestFiles.write(DumpTestFiles.join(lines)), options: options)
        var seen: [Int] = []
        let error = await #expect(throws: MusicBrainzError.self) {
            for try await item in reader.mapModels(\.id) { seen.append(item.line) }
        }
        #expect(seen == Array(1...11))
        #expect(error?.message.hasPrefix("Line 12 (byte offset \(DumpTestFiles.offsets(lines)[11])): ") == true)
    }
}
