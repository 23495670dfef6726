import Foundation
import MusicBrainz
import MusicBrainzDumps
import Testing

/// `mbz dump` and `mbz lookup --dump` end to end: the built program on dump files built from
/// the project's own fixtures.
@Suite struct DumpCommandTests {
    /// A release dump with a bad line (line 4) and its lines.
    func releaseDump(_ count: Int = 30) throws -> (URL, [DumpTestFiles.Line]) {
        let lines = DumpTestFiles.releaseLines(count)
        var raw = lines.map(\.json)
        raw.insert(Data(#"{"id": "bad", "title": "x"}"#.utf8), at: min(3, raw.count))
        return (try DumpTestFiles.write(DumpTestFiles.join(raw), name: "release"), lines)
    }

    @Test("--count counts the entities that decoded, reports the bad line with its number, and exits 1")
    func count() async throws {
        let (file, _) = try releaseDump()
        let result = try await CommandRunner.mbz(["dump", file.path, "--entity", "release", "--count"])
        #expect(result.stdout == "30\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("line 4 (byte "))
        #expect(result.stderr.contains("1 line did not decode"))
        // No progress bar: stderr is not a terminal.
        #expect(!result.stderr.contains("MB/s"))
    }

    @Test("prints id and title by default, and --fields as TSV of WS/2 field paths")
    func fields() async throws {
        let (file, lines) = try releaseDump(4)
        let plain = try await CommandRunner.mbz(["dump", file.path, "--entity", "release"])
        #expect(plain.stdout.split(separator: "\n").map(String.init) == lines.map { "\($0.id)\t\($0.title)" })
        let result = try await CommandRunner.mbz([
            "dump", file.path, "--fields",
            "id,title,date,release-group.id,media[0].format,media[].tracks[].position,label-info.catalog-number",
        ])
        let rows = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        let first = try ResponseDecoder().decode(Release.self, from: lines[0].json, format: .json)
        #expect(rows.count == 5)  // four rows and the empty string after the last newline
        #expect(rows[0][0] == lines[0].id.description)
        #expect(rows[0][1] == lines[0].title)
        #expect(rows[0][2] == first.date?.description)
        #expect(rows[0][3] == first.releaseGroup?.id.description)
        #expect(rows[0][4] == first.media?.first?.format?.rawValue)
        let positions = first.media?.flatMap { $0.tracks ?? [] }.map { String($0.position ?? 0) } ?? []
        #expect(!positions.isEmpty)
        #expect(rows[0][5] == positions.joined(separator: "; "))
        #expect(rows[0][6] == first.labelInfo?.compactMap(\.catalogNumber).joined(separator: "; "))
        #expect(rows.dropLast().allSatisfy { $0.count == 7 })
    }

    @Test("--where keeps the entities whose values match, all conditions together; --limit stops early")
    func whereAndLimit() async throws {
        let (file, lines) = try releaseDump(20)
        let models = try lines.map { try ResponseDecoder().decode(Release.self, from: $0.json, format: .json) }
        let country = try #require(models[0].country)
        let expected = lines.indices.filter { models[$0].country == country }
        #expect(expected.count < lines.count && !expected.isEmpty)
        let matched = try await CommandRunner.mbz([
            "dump", file.path, "--where", "country=\(country)", "--fields", "id",
        ])
        #expect(matched.stdout.split(separator: "\n").map(String.init) == expected.map { lines[$0].id.description })
        let both = try await CommandRunner.mbz([
            "dump", file.path, "--where", "country=\(country)", "--where", "title=\(lines[expected[1]].title)",
            "--count",
        ])
        #expect(both.stdout == "1\n")
        let limited = try await CommandRunner.mbz([
            "dump", file.path, "--where", "country=\(country)", "--limit", "2", "--fields", "id",
        ])
        #expect(
            limited.stdout.split(separator: "\n").map(String.init)
                == expected.prefix(2).map { lines[$0].id.description })
        let bad = try await CommandRunner.mbz(["dump", file.path, "--where", "country"])
        #expect(bad.status == 64)
        let nineties = try await CommandRunner.mbz([
            "dump", file.path, "--where", "date>=2003", "--where", "media[].format^=C", "--where", "barcode?",
            "--count",
        ])
        let expectedNineties = models.filter { release in
            (release.date?.year ?? 0) >= 2003 && release.barcode?.isEmpty == false
                && (release.media ?? []).contains { $0.format?.rawValue.hasPrefix("C") == true }
        }
        #expect(nineties.stdout == "\(expectedNineties.count)\n")
        #expect(!expectedNineties.isEmpty && expectedNineties.count < models.count)
    }

    @Test("an unknown field path exits 64 before reading, naming the nearest known path")
    func unknownPath() async throws {
        let (file, _) = try releaseDump(3)
        let fields = try await CommandRunner.mbz(["dump", file.path, "--fields", "id,media[].formt"])
        #expect(fields.status == 64)
        #expect(fields.stdout.isEmpty)
        #expect(fields.stderr.contains("media[].format"), "\(fields.stderr)")
        let condition = try await CommandRunner.mbz(["dump", file.path, "--where", "format=CD"])
        #expect(condition.status == 64)
        #expect(condition.stderr.contains("the nearest known path is media[].format"), "\(condition.stderr)")
        let operand = try await CommandRunner.mbz(["dump", file.path, "--where", "date>=soon"])
        #expect(operand.status == 64)
    }

    @Test("--json prints each entity as one line of WS/2 JSON that decodes to the same model")
    func json() async throws {
        let (file, lines) = try releaseDump(5)
        let result = try await CommandRunner.mbz(["dump", file.path, "--json"])
        let printed = result.stdout.split(separator: "\n").map { Data($0.utf8) }
        #expect(printed.count == 5)
        for (index, data) in printed.enumerated() {
            let decoded = try ResponseDecoder().decode(Release.self, from: data, format: .json)
            #expect(decoded == (try ResponseDecoder().decode(Release.self, from: lines[index].json, format: .json)))
        }
    }

    @Test("reads standard input with -")
    func standardInput() async throws {
        let lines = DumpTestFiles.artistLines(6)
        let result = try await CommandRunner.mbz(
            ["dump", "-", "--entity", "artist", "--fields", "name"],
            input: DumpTestFiles.join(lines.map(\.json), lineEnd: "\r\n"))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == lines.map(\.title))
        let noEntity = try await CommandRunner.mbz(["dump", "-"], input: Data())
        #expect(noEntity.status == 64)
        #expect(noEntity.stderr.contains("--entity"))
    }

    @Test("--strict stops at the first bad line")
    func strict() async throws {
        let (file, lines) = try releaseDump(10)
        let result = try await CommandRunner.mbz(["dump", file.path, "--strict", "--fields", "id"])
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").map(String.init) == lines.prefix(3).map(\.id.description))
        #expect(result.stderr.contains("Line 4 (byte offset"))
    }

    @Test("--index writes the index, and mbz lookup --dump answers from it without the network")
    func indexAndLookup() async throws {
        let (file, lines) = try releaseDump(12)
        let indexed = try await CommandRunner.mbz(["dump", file.path, "--index"])
        #expect(indexed.stdout.contains("indexed 12 MBIDs of 13 lines"))
        #expect(indexed.stderr.contains("line 4 has no MBID"))
        #expect(FileManager.default.fileExists(atPath: DumpIndex.indexFile(for: file).path))
        let directory = file.deletingLastPathComponent().path
        // No base URL can be reached: the answer must come from the dump.
        let environment = ["MUSICBRAINZ_BASE_URL": "http://127.0.0.1:9/ws/2"]
        let found = try await CommandRunner.mbz(
            ["lookup", "--dump", directory, "release", lines[9].id.description, "--json"], environment: environment)
        #expect(found.status == 0, "stderr: \(found.stderr)")
        let model = try ResponseDecoder().decode(Release.self, from: Data(found.stdout.utf8), format: .json)
        #expect(model == (try ResponseDecoder().decode(Release.self, from: lines[9].json, format: .json)))
        let text = try await CommandRunner.mbz(["lookup", "--dump", directory, "release", lines[2].id.description])
        #expect(text.stdout.hasPrefix("release: \(lines[2].title)\n  id: \(lines[2].id)\n"))
        let missing = try await CommandRunner.mbz([
            "lookup", "--dump", directory, "release", DumpTestFiles.mbid(777).description,
        ])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("(notFound)"))
        let uncovered = try await CommandRunner.mbz(
            ["lookup", "--dump", directory, "release", lines[2].id.description, "--inc", "collections"])
        #expect(uncovered.status == 64)
        #expect(uncovered.stderr.contains("does not carry inc=collections"))
    }

    @Test("a stale index is refused with indexStale")
    func staleIndex() async throws {
        let (file, lines) = try releaseDump(3)
        _ = try await CommandRunner.mbz(["dump", file.path, "--index"])
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\n{}".utf8))
        try handle.close()
        let result = try await CommandRunner.mbz(
            ["lookup", "--dump", file.deletingLastPathComponent().path, "release", lines[0].id.description])
        #expect(result.status == 1)
        #expect(result.stderr.contains("(indexStale)"))
    }

    @Test("refuses what it cannot do: an unknown entity, --index on standard input, clashing options")
    func usageErrors() async throws {
        let (file, _) = try releaseDump(2)
        for arguments in [
            ["dump", file.path, "--entity", "genre"], ["dump", "-", "--entity", "release", "--index"],
            ["dump", file.path, "--count", "--json"], ["dump", file.path, "--index", "--json"], ["dump"],
            ["dump", file.path, "--limit", "many"],
        ] {
            let result = try await CommandRunner.mbz(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
        }
    }

    @Test("reads a .tar.xz archive through xz and tar", .enabled(if: ArchiveTools.installed, "needs xz and tar"))
    func archive() async throws {
        let lines = DumpTestFiles.releaseLines(8)
        let archive = try await DumpArchiveTests.archive(lines: lines.map(\.json))
        let result = try await CommandRunner.mbz(["dump", archive.path, "--fields", "id"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == lines.map(\.id.description))
    }
}
