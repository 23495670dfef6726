import Foundation
import Testing

@testable import MusicBrainz
@testable import MusicBrainzDumps

/// Whether the programs that read archives are installed.
enum ArchiveTools {
    static let installed = ["xz", "tar"].allSatisfy { (try? DumpTools.locate($0)) != nil }
}

/// `DumpArchive` and `DumpReader` on `.tar.xz` archives the tests build with the system's `tar`
/// and `xz`, laid out as MusicBrainz lays them out.
@Suite(.serialized, .enabled(if: ArchiveTools.installed, "needs xz and tar (apt-get install -y xz-utils)"))
struct DumpArchiveTests {
    /// Builds `<entity>.tar.xz` holding the MusicBrainz files in MusicBrainz's order.
    static func archive(
        entity: String = "release", lines: [Data], schemaNumber: String? = "1\n",
        timestamp: String = "2026-05-20 00:10:01.538245+00\n"
    ) async throws -> URL {
        let directory = try DumpTestFiles.directory("archive")
        let files = directory.appendingPathComponent("files")
        try FileManager.default.createDirectory(
            at: files.appendingPathComponent("mbdump"), withIntermediateDirectories: true)
        try Data(timestamp.utf8).write(to: files.appendingPathComponent("TIMESTAMP"))
        try Data("CC0\n".utf8).write(to: files.appendingPathComponent("COPYING"))
        try Data("The file under mbdump/ contains one document (entity) per line.\n".utf8)
            .write(to: files.appendingPathComponent("README"))
        try Data("171234\n".utf8).write(to: files.appendingPathComponent("REPLICATION_SEQUENCE"))
        try Data("30\n".utf8).write(to: files.appendingPathComponent("SCHEMA_SEQUENCE"))
        try DumpTestFiles.join(lines).write(to: files.appendingPathComponent("mbdump/\(entity)"))
        var members = "TIMESTAMP COPYING README REPLICATION_SEQUENCE SCHEMA_SEQUENCE mbdump/\(entity)"
        if let schemaNumber {
            try Data(schemaNumber.utf8).write(to: files.appendingPathComponent("JSON_DUMPS_SCHEMA_NUMBER"))
            members += " JSON_DUMPS_SCHEMA_NUMBER"
        }
        let archive = directory.appendingPathComponent("\(entity).tar.xz")
        let status = try await Self.shell("cd '\(files.path)' && tar -cf - \(members) | xz -1 > '\(archive.path)'")
        #expect(status == 0)
        try? FileManager.default.removeItem(at: files)
        return archive
    }

    /// Runs a shell command from a plain thread and waits for it.
    static func shell(_ command: String) async throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                do {
                    try process.run()
                    process.waitUntilExit()
                    continuation.resume(returning: process.terminationStatus)
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    /// The `xz` and `tar` processes that are children of this one (zombies included).
    static func childTools() -> [String] {
        let me = getpid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> String? in
            guard Int32(entry) != nil, let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { return nil }
            let name = String(stat[stat.index(after: open)..<close])
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, Int32(fields[1]) == me, name == "xz" || name == "tar" else { return nil }
            return "\(name) (\(fields[0]))"
        }
    }

    @Test("reads the archive's head and every line of its dump, and the schema number at the end")
    func readsArchive() async throws {
        let lines = DumpTestFiles.releaseLines(60)
        let archive = try await Self.archive(lines: lines.map(\.json))
        let metadata = try await DumpArchive(contentsOf: archive).metadata()
        #expect(metadata.timestamp == "2026-05-20 00:10:01.538245+00")
        let date = try #require(metadata.date)
        #expect(abs(date.timeIntervalSince1970 - 1_779_235_801.538245) < 0.001)
        #expect(metadata.replicationSequence == 171234)
        #expect(metadata.schemaSequence == 30)
        #expect(metadata.jsonSchemaNumber == nil)

        let reports = ProgressLog()
        var options = DumpReaderTests.parallel()
        options.progress = { reports.append($0) }
        let items = try await DumpTestFiles.items(DumpArchive(contentsOf: archive).read(Release.self, options: options))
        #expect(items.map { $0.model?.id } == lines.map(\.id))
        let last = try #require(reports.last)
        #expect(last.isFinished)
        #expect(last.archive?.jsonSchemaNumber == 1)
        #expect(last.archive?.schemaWarning == nil)
        #expect(last.archive?.replicationSequence == 171234)
        #expect(reports.all.first?.archive?.timestamp == metadata.timestamp)
        #expect(last.bytesRead == Int64(DumpTestFiles.join(lines.map(\.json)).count))
        #expect(last.totalBytes == nil)
        #expect(Self.childTools().isEmpty)
    }

    @Test("DumpReader recognises an xz archive by its first bytes")
    func readerDetectsArchive() async throws {
        let lines = DumpTestFiles.artistLines(5)
        let archive = try await Self.archive(entity: "artist", lines: lines.map(\.json))
        let items = try await DumpTestFiles.items(DumpReader(Artist.self, contentsOf: archive))
        #expect(items.map { $0.model?.name } == lines.map(\.title))
    }

    @Test("an unknown JSON schema number is a warning, and the lines are still read")
    func unknownSchemaNumber() async throws {
        let lines = DumpTestFiles.releaseLines(3)
        let archive = try await Self.archive(lines: lines.map(\.json), schemaNumber: "2\n")
        let reports = ProgressLog()
        var options = DumpReadingOptions()
        options.progress = { reports.append($0) }
        let items = try await DumpTestFiles.items(DumpArchive(contentsOf: archive).read(Release.self, options: options))
        #expect(items.count == 3)
        #expect(reports.last?.archive?.jsonSchemaNumber == 2)
        #expect(reports.last?.archive?.schemaWarning?.contains("JSON_DUMPS_SCHEMA_NUMBER is 2") == true)
    }

    @Test("an archive without JSON_DUMPS_SCHEMA_NUMBER reads, with no schema number")
    func noSchemaNumber() async throws {
        let archive = try await Self.archive(lines: DumpTestFiles.releaseLines(2).map(\.json), schemaNumber: nil)
        let reports = ProgressLog()
        var options = DumpReadingOptions()
        options.progress = { reports.append($0) }
        let items = try await DumpTestFiles.items(DumpArchive(contentsOf: archive).read(Release.self, options: options))
        #expect(items.count == 2)
        #expect(reports.last?.isFinished == true)
        #expect(reports.last?.archive?.jsonSchemaNumber == nil)
    }

    @Test("the archive of another entity type is archiveMemberMissing, naming the member")
    func memberMissing() async throws {
        let archive = try await Self.archive(lines: DumpTestFiles.releaseLines(2).map(\.json))
        let error = await #expect(throws: MusicBrainzError.self) {
            _ = try await DumpTestFiles.items(DumpArchive(contentsOf: archive).read(Artist.self))
        }
        #expect(error?.code == .archiveMemberMissing)
        #expect(error?.message.contains("mbdump/artist") == true)
        #expect(Self.childTools().isEmpty)
    }

    @Test("a file that is not an xz archive is toolFailed, naming xz")
    func notAnArchive() async throws {
        let file = try DumpTestFiles.write(Data("just text\n".utf8), name: "release.tar.xz")
        let read = await #expect(throws: MusicBrainzError.self) {
            _ = try await DumpTestFiles.items(DumpArchive(contentsOf: file).read(Release.self))
        }
        #expect(read?.code == .toolFailed)
        #expect(read?.message.contains("xz") == true)
        let head = await #expect(throws: MusicBrainzError.self) {
            _ = try await DumpArchive(contentsOf: file).metadata()
        }
        #expect(head?.code == .toolFailed)
        let missing = await #expect(throws: MusicBrainzError.self) {
            _ = try await DumpArchive(contentsOf: URL(fileURLWithPath: "/nonexistent/release.tar.xz")).metadata()
        }
        #expect(missing?.code == .fileAccessFailed)
    }

    @Test("a truncated archive gives the lines before the cut, then xz's failure first: the cut line is no line error")
    func truncatedArchive() async throws {
        let lines = DumpTestFiles.releaseLines(400)
        let archive = try await Self.archive(lines: lines.map(\.json))
        let data = try Data(contentsOf: archive)
        try data.prefix(data.count * 2 / 3).write(to: archive)
        var read: [DumpItem<Release>] = []
        let error = await #expect(throws: MusicBrainzError.self) {
            for try await item in DumpArchive(contentsOf: archive).read(Release.self) { read.append(item) }
        }
        #expect(error?.code == .toolFailed)
        // xz's own message, and what became of the line it cut.
        #expect(error?.message.contains("xz") == true)
        #expect(error?.message.contains("Unexpected end of input") == true, "\(String(describing: error))")
        #expect(error?.message.contains("cut short") == true)
        #expect(read.count > 10)
        #expect(read.allSatisfy { $0.model != nil })
        #expect(read.map(\.model?.id) == lines.prefix(read.count).map(\.id))
        #expect(Self.childTools().isEmpty)
    }

    @Test("a bad line of a sound archive is handed out after the last line; the reading ends normally")
    func badLineOfSoundArchive() async throws {
        var raw = DumpTestFiles.releaseLines(30).map(\.json)
        raw.insert(Data(#"{"id": "bad", "title": "x"}"#.utf8), at: 5)
        let archive = try await Self.archive(lines: raw)
        let items = try await DumpTestFiles.items(DumpArchive(contentsOf: archive).read(Release.self))
        #expect(items.count == 31)
        #expect(items.dropLast().allSatisfy { $0.model != nil })
        #expect(items.last?.line == 6)
        #expect(items.last?.error?.code == .decodingFailed)
    }

    @Test("an archive that fails after a bad line reports the archive's failure first, listing the line")
    func damageAfterBadLine() async throws {
        var raw = DumpTestFiles.releaseLines(400).map(\.json)
        raw.insert(Data(#"{"id": "bad", "title": "spoilt"}"#.utf8), at: 3)
        let archive = try await Self.archive(lines: raw)
        let data = try Data(contentsOf: archive)
        try data.prefix(data.count / 2).write(to: archive)
        var read: [DumpItem<Release>] = []
        let error = await #expect(throws: MusicBrainzError.self) {
            for try await item in DumpArchive(contentsOf: archive).read(Release.self) { read.append(item) }
        }
        #expect(error?.code == .toolFailed)
        #expect(error?.message.contains("1 line before it did not decode") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("line 4 (byte offset") == true)
        #expect(read.allSatisfy { $0.model != nil })
        #expect(Self.childTools().isEmpty)
    }

    @Test("a damaged archive (bytes changed in the middle) is the archive's failure, never a line error first")
    func damagedArchive() async throws {
        let lines = DumpTestFiles.releaseLines(600)
        let archive = try await Self.archive(lines: lines.map(\.json))
        var data = try Data(contentsOf: archive)
        for offset in stride(from: data.count / 2, to: data.count / 2 + 64, by: 7) { data[offset] ^= 0x5A }
        try data.write(to: archive)
        var read: [DumpItem<Release>] = []
        let error = await #expect(throws: MusicBrainzError.self) {
            for try await item in DumpArchive(contentsOf: archive).read(Release.self) { read.append(item) }
        }
        #expect(error?.code == .toolFailed)
        #expect(read.allSatisfy { $0.model != nil })
        #expect(Self.childTools().isEmpty)
    }

    @Test(
        "stopping an archive's reading early hands over the bad lines it held back; the table writer reports them at its limit"
    )
    func stopHandsOverHeldLines() async throws {
        var lines = DumpTestFiles.releaseLines(6).map(\.json)
        lines[1] = Data("{]".utf8)
        let archive = try await Self.archive(lines: lines)
        let reader = DumpArchive(contentsOf: archive).read(Release.self)

        var items = reader.makeAsyncIterator()
        var seen: [Int] = []
        while seen.count < 2, let item = try await items.next() { seen.append(item.line) }
        #expect(seen == [1, 3])  // line 2 held back: the archive's end is not reached yet
        let held = items.stop()
        #expect(held.map(\.line) == [2])
        #expect(held.first?.error?.code == .decodingFailed)
        #expect(try await items.next() == nil)

        var mapped = reader.mapModels(\.title).makeAsyncIterator()
        _ = try await mapped.next()
        _ = try await mapped.next()
        #expect(mapped.stop().map(\.line) == [2])

        let writer = try DumpTableWriter(Release.self, directory: try DumpTestFiles.directory("held"))
        var reported: [Int] = []
        let written = try await writer.write(contentsOf: reader, limit: 2) { line, _, _ in reported.append(line) }
        #expect(written.entities == 2)
        #expect(written.failedLines == 1)
        #expect(reported == [2])
        #expect(try writer.finish()["release"] == 2)
    }

    @Test("a .tar.xz on standard input is recognised and refused, saying to pass the file")
    func archiveOnStandardInput() async throws {
        let archive = try await Self.archive(lines: DumpTestFiles.releaseLines(5).map(\.json))
        let bytes = try Data(contentsOf: archive)
        let result = try await CommandRunner.mbz(["dump", "-", "--entity", "release", "--count"], input: bytes)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("xz-compressed archive"), "\(result.stderr)")
        #expect(result.stderr.contains("pass the archive's path"))
        #expect(!result.stderr.contains("line 1"))
        // The library: unexpectedContentType, before any line.
        let handle = try FileHandle(forReadingFrom: archive)
        defer { try? handle.close() }
        let error = await #expect(throws: MusicBrainzError.self) {
            _ = try await DumpTestFiles.items(
                DumpReader(Release.self, fileDescriptor: handle.fileDescriptor, name: "standard input"))
        }
        #expect(error?.code == .unexpectedContentType)
        let gzip = try await CommandRunner.mbz(
            ["dump", "-", "--entity", "release"],
            input: Data([0x1F, 0x8B, 0x08, 0x00] + Array(repeating: 0, count: 300)))
        #expect(gzip.status == 1)
        #expect(gzip.stderr.contains("gzip-compressed"))
    }

    @Test("leaving the loop early ends xz and tar: no process is left running or unreaped")
    func earlyExitEndsPrograms() async throws {
        let lines = DumpTestFiles.releaseLines(3_000)
        let archive = try await Self.archive(lines: lines.map(\.json))
        defer { try? FileManager.default.removeItem(at: archive.deletingLastPathComponent()) }
        var options = DumpReadingOptions()
        options.batchesInFlight = 2
        options.concurrency = 1
        for try await item in DumpArchive(contentsOf: archive).read(Release.self, options: options) {
            #expect(item.model?.id == lines[0].id)
            break
        }
        var remaining = Self.childTools()
        for _ in 0..<50 where !remaining.isEmpty {
            try await Task.sleep(for: .milliseconds(100))
            remaining = Self.childTools()
        }
        #expect(remaining.isEmpty, "still running: \(remaining)")
    }

    @Test("cancelling the task that reads an archive ends and reaps xz and tar")
    func cancellationEndsPrograms() async throws {
        let lines = DumpTestFiles.releaseLines(3_000)
        let archive = try await Self.archive(lines: lines.map(\.json))
        defer { try? FileManager.default.removeItem(at: archive.deletingLastPathComponent()) }
        var options = DumpReadingOptions()
        options.batchesInFlight = 2
        options.concurrency = 1
        let started = ChunkCounter()
        let task = Task { () -> MusicBrainzError.Code? in
            do {
                for try await _ in DumpArchive(contentsOf: archive).read(Release.self, options: options) {
                    started.increment()
                    try await Task.sleep(for: .milliseconds(20))
                }
                return nil
            } catch let error as MusicBrainzError {
                return error.code
            } catch {
                return error is CancellationError ? .cancelled : nil
            }
        }
        while started.value == 0 { try await Task.sleep(for: .milliseconds(10)) }
        task.cancel()
        #expect(await task.value == .cancelled)
        var remaining = Self.childTools()
        for _ in 0..<50 where !remaining.isEmpty {
            try await Task.sleep(for: .milliseconds(100))
            remaining = Self.childTools()
        }
        #expect(remaining.isEmpty, "still running: \(remaining)")
    }

    @Test("a missing tool is toolUnavailable, naming it and how to install it")
    func missingTool() {
        let error = #expect(throws: MusicBrainzError.self) {
            try DumpTools.locate("xz", environment: ["PATH": "/nonexistent"], fallbackFolders: [])
        }
        #expect(error?.code == .toolUnavailable)
        #expect(error?.message.contains("xz program") == true)
        #expect(error?.message.contains("apt-get install xz-utils") == true)
    }

    @Test("parses PostgreSQL timestamps with and without fractions and offsets")
    func timestamps() {
        #expect(DumpArchiveMetadata(timestamp: "2026-05-20 00:10:01+00").date?.timeIntervalSince1970 == 1_779_235_801)
        #expect(
            DumpArchiveMetadata(timestamp: "2026-05-20 02:10:01+02:00").date?.timeIntervalSince1970 == 1_779_235_801)
        #expect(DumpArchiveMetadata(timestamp: "2026-05-20T00:10:01Z").date?.timeIntervalSince1970 == 1_779_235_801)
        #expect(
            DumpArchiveMetadata(timestamp: "2026-05-19 19:10:01.5-05").date?.timeIntervalSince1970 == 1_779_235_801.5)
        #expect(DumpArchiveMetadata(timestamp: "yesterday").date == nil)
        #expect(DumpArchiveMetadata(timestamp: "2026-13-20 00:10:01+00").date == nil)
    }
}
