import Foundation
import MusicBrainz
import MusicBrainzDumps
import Testing

/// `mbz dump`'s modes (`--count`, the default id and title, `--fields`, `--json`, `--tables`)
/// agree on one file: what matched, what failed, the exit status.
@Suite struct DumpCommandModeTests {
    /// Ten release lines with a bad one at line 4.
    func releaseDump() throws -> (URL, [DumpTestFiles.Line]) {
        let lines = DumpTestFiles.releaseLines(10)
        var raw = lines.map(\.json)
        raw.insert(Data(#"{"id": "bad", "title": "x"}"#.utf8), at: 3)
        return (try DumpTestFiles.write(DumpTestFiles.join(raw), name: "release"), lines)
    }

    @Test("--limit 0 writes no entity in any mode", arguments: [[], ["--count"], ["--fields", "id"], ["--json"]])
    func limitZero(mode: [String]) async throws {
        let (file, _) = try releaseDump()
        let result = try await CommandRunner.mbz(["dump", file.path, "--limit", "0"] + mode)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == (mode == ["--count"] ? "0\n" : ""))
        let directory = try DumpTestFiles.directory("limit-zero")
        let tables = try await CommandRunner.mbz(["dump", file.path, "--limit", "0", "--tables", directory.path])
        #expect(tables.status == 0)
        #expect(tables.stdout.contains("release.csv\t0 rows"))
    }

    @Test(
        "--limit on an archive reports the bad lines read before it in every mode, as on the plain file",
        .enabled(if: ArchiveTools.installed, "needs xz and tar"),
        arguments: [["--count"], [], ["--fields", "id"], ["--json"], ["--tables"]])
    func limitOnArchive(mode: [String]) async throws {
        var lines = DumpTestFiles.releaseLines(6).map(\.json)
        lines[1] = Data("{]".utf8)
        let archive = try await DumpArchiveTests.archive(lines: lines)
        let plain = try DumpTestFiles.write(DumpTestFiles.join(lines), name: "release")
        var arguments = mode
        if mode == ["--tables"] { arguments.append(try DumpTestFiles.directory("limit-archive").path) }
        for file in [plain, archive] {
            let result = try await CommandRunner.mbz(["dump", file.path, "--limit", "2"] + arguments)
            #expect(result.status == 1, "\(file.lastPathComponent) \(mode)")
            #expect(result.stderr.contains("line 2 (byte"), "\(file.lastPathComponent) \(mode): \(result.stderr)")
            #expect(result.stderr.contains("1 line did not decode"), "\(file.lastPathComponent) \(mode)")
        }
    }

    @Test("the default id and title: a title's tabs and line breaks are spaces, one line per entity")
    func defaultLineBreaks() async throws {
        let template = DumpTestFiles.releaseTemplates[0]
        let id = DumpTestFiles.mbid(1)
        let json = DumpTestFiles.line(
            template, id: id, nameKey: "title", name: #"Tab\there\nand\r\nthere"#, idLast: false)
        let file = try DumpTestFiles.write(json, name: "release")
        let result = try await CommandRunner.mbz(["dump", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(id)\tTab here and there\n")
        let fields = try await CommandRunner.mbz(["dump", file.path, "--fields", "id,title"])
        #expect(fields.stdout == result.stdout)
    }

    @Test("--tables --strict: the rows of the lines before the bad one are written, with the header rows")
    func tablesStrict() async throws {
        let (file, lines) = try releaseDump()
        let directory = try DumpTestFiles.directory("tables-strict")
        let result = try await CommandRunner.mbz(["dump", file.path, "--strict", "--tables", directory.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Line 4 (byte offset"))
        let rows = try DumpTableTests.csv(directory.appendingPathComponent("release.csv"))
        #expect(rows.first?.first == "release_id")
        #expect(rows.dropFirst().map { $0[0] } == lines.prefix(3).map(\.id.description))
        let tracks = try DumpTableTests.csv(directory.appendingPathComponent("track.csv"))
        #expect(tracks.first?.first == "release_id")
    }

    @Test("options that would be ignored are usage errors: --index with --tables or --strict, --table-format alone")
    func ignoredOptions() async throws {
        let (file, _) = try releaseDump()
        let directory = try DumpTestFiles.directory("ignored")
        for extra in [
            ["--index", "--tables", directory.path], ["--index", "--strict"],
            ["--index", "--table-format", "ndjson"], ["--count", "--table-format", "ndjson"],
        ] {
            let result = try await CommandRunner.mbz(["dump", file.path] + extra)
            #expect(result.status == 64, "\(extra): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: file.path + ".mbidx"))
    }
}
