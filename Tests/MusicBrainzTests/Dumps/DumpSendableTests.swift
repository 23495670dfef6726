import Foundation
import MusicBrainz
import MusicBrainzDumps
import Testing

/// The dump types cross task boundaries: a reader made in one task is read in another, an
/// index and a middleware serve many tasks at once.
@Suite struct DumpSendableTests {
    @Test("readers, items, indexes and the middleware can be sent to other tasks")
    func sendable() async throws {
        let lines = DumpTestFiles.releaseLines(4)
        let file = try DumpTestFiles.write(DumpTestFiles.join(lines.map(\.json)))
        try await DumpIndex.build(for: file)
        let reader = DumpReader(Release.self, contentsOf: file)
        let items = try await Task.detached { try await DumpTestFiles.items(reader) }.value
        let item = try #require(items.first)
        let index = try DumpIndex(dumpFile: file)
        let middleware = try LocalDumpMiddleware(directory: file.deletingLastPathComponent())
        let found = try await Task.detached { () -> (MBID?, Set<EntityType>, Int) in
            (try index.lookup(Release.self, id: item.model?.id ?? lines[0].id)?.id, middleware.entityTypes, item.line)
        }.value
        #expect(found.0 == lines[0].id)
        #expect(found.1 == [.release])
        #expect(found.2 == 1)
        let metadata = DumpArchiveMetadata(timestamp: "2026-05-20 00:10:01+00", jsonSchemaNumber: 1)
        let progress = DumpProgress(bytesRead: 10, linesRead: 1, totalBytes: 20, archive: metadata)
        let copy = await Task.detached { progress }.value
        #expect(copy == progress)
        #expect(copy.fractionCompleted == 0.5)
    }

    @Test("many tasks look up through one index at once")
    func concurrentLookups() async throws {
        let lines = DumpTestFiles.releaseLines(40)
        let file = try DumpTestFiles.write(DumpTestFiles.join(lines.map(\.json)))
        try await DumpIndex.build(for: file)
        let index = try DumpIndex(dumpFile: file)
        let titles = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
            for (number, line) in lines.enumerated() {
                group.addTask { (number, try index.lookup(Release.self, id: line.id)?.title) }
            }
            var titles = [String?](repeating: nil, count: lines.count)
            for try await (number, title) in group { titles[number] = title }
            return titles
        }
        #expect(titles == lines.map(\.title))
    }
}
