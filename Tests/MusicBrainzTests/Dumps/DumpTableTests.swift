import Foundation
import MusicBrainz
import MusicBrainzDumps
import Testing

/// The flat tables of a dump: their files, headers, keys and values, in CSV and NDJSON, and a
/// DuckDB check of their joins against counts from the reader.
@Suite struct DumpTableTests {
    /// A release dump made of the recorded JSON release lookups (each release once), as
    /// MusicBrainz writes dumps: one compact document per line. The project's own two when the
    /// recorded fixtures are missing.
    static func recordedReleaseDump() throws -> (URL, [Release]) {
        var lines: [Data] = []
        var releases: [Release] = []
        var seen: Set<MBID> = []
        var sources = SharedFixtures.manifest.filter {
            $0.format == "json" && $0.kind == "lookup" && $0.entity == "release" && $0.httpStatus == 200
        }.compactMap { try? SharedFixtures.data($0.file) }
        if sources.isEmpty {
            sources = try ["release-lookup-violin-concertos.json", "release-lookup-edge-values.json"].map {
                try OwnFixtures.data($0)
            }
        }
        for data in sources {
            guard let release = try? ResponseDecoder().decode(Release.self, from: data, format: .json),
                seen.insert(release.id).inserted
            else { continue }
            // JSON has no raw line breaks inside strings: the pretty-printed file on one line.
            lines.append(Data(data.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }))
            releases.append(release)
        }
        return (try DumpTestFiles.write(DumpTestFiles.join(lines), name: "release"), releases)
    }

    /// Reads an RFC 4180 CSV file: rows of fields, quotes undone.
    static func csv(_ url: URL) throws -> [[String]] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var iterator = Array(text.unicodeScalars).makeIterator()
        var pending: Unicode.Scalar? = nil
        while let scalar = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if scalar == "\"" {
                    let next = iterator.next()
                    if next == "\"" {
                        field.unicodeScalars.append("\"")
                    } else {
                        // The closing quote: read what followed it as usual.
                        quoted = false
                        pending = next
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"": quoted = true
            case ",":
                row.append(field)
                field = ""
            case "\r": continue
            case "\n":
                row.append(field)
                rows.append(row)
                row = []
                field = ""
            default: field.unicodeScalars.append(scalar)
            }
        }
        return rows
    }

    @Test("the release tables: headers, one release row each, tracks with pregap and data marked, unique keys")
    func releaseTables() throws {
        let (file, releases) = try Self.recordedReleaseDump()
        let directory = try DumpTestFiles.directory("tables").appendingPathComponent("out/tables")
        let writer = try DumpTableWriter(Release.self, directory: directory)
        for release in releases { try writer.write(release) }
        let counts = try writer.finish()
        _ = file
        #expect(
            writer.tables.map(\.name) == [
                "release", "release_event", "medium", "track", "artist_credit_name", "label_info", "alias", "tag",
                "genre", "relation", "url",
            ])
        for table in writer.tables {
            let rows = try Self.csv(directory.appendingPathComponent(table.name + ".csv"))
            #expect(rows.first == table.columns.map(\.name), "\(table.name)")
            #expect(rows.count - 1 == counts[table.name], "\(table.name)")
            #expect(rows.dropFirst().allSatisfy { $0.count == table.columns.count }, "\(table.name)")
            let keys = rows.dropFirst().map { $0.prefix(table.keyColumnCount).joined(separator: "\u{1F}") }
            #expect(Set(keys).count == keys.count, "\(table.name): keys not unique")
        }
        #expect(counts["release"] == releases.count)
        let tracks = try Self.csv(directory.appendingPathComponent("track.csv"))
        let expectedTracks = releases.reduce(0) { total, release in
            total
                + (release.media ?? []).reduce(0) {
                    $0 + ($1.tracks?.count ?? 0) + ($1.pregap == nil ? 0 : 1) + ($1.dataTracks?.count ?? 0)
                }
        }
        #expect(tracks.count - 1 == expectedTracks)
        let kinds = Set(tracks.dropFirst().map { $0[3] })
        #expect(kinds.isSubset(of: ["audio", "pregap", "data"]))
        if SharedFixtures.isAvailable {
            // The recorded lookups hold a release with a pregap and one with data tracks.
            #expect(kinds == ["audio", "pregap", "data"])
            let pregap = try #require(tracks.first { $0[3] == "pregap" })
            #expect(pregap[2] == "0")
        }
        let violin = try #require(releases.first { $0.title == "Violin Concertos" } ?? releases.first)
        let releaseRows = try Self.csv(directory.appendingPathComponent("release.csv"))
        let row = try #require(releaseRows.first { $0[0] == violin.id.description })
        #expect(row[1] == violin.title)
        #expect(row[10] == (violin.date?.description ?? ""))
        #expect(row[16] == (violin.artistCredit?.name ?? ""))
    }

    @Test("NDJSON: one object per row, the columns as keys, numbers as numbers, absent values as null")
    func ndjson() throws {
        let release = try ResponseDecoder().decode(
            Release.self, from: OwnFixtures.data("release-lookup-violin-concertos.json"), format: .json)
        let directory = try DumpTestFiles.directory("tables")
        let writer = try DumpTableWriter(Release.self, directory: directory, format: .ndjson)
        try writer.write(release)
        try writer.finish()
        let lines = try String(contentsOf: directory.appendingPathComponent("track.ndjson"), encoding: .utf8)
            .split(separator: "\n")
        #expect(lines.count == 5)
        let first = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["release_id"] as? String == release.id.description)
        #expect(
            (first["length_ms"] as? NSNumber)?.intValue
                == release.media?.first?.tracks?.first?.length
                .map { Int($0.components.seconds * 1000) })
        #expect(first["kind"] as? String == "audio")
        let releaseLine = try String(contentsOf: directory.appendingPathComponent("release.ndjson"), encoding: .utf8)
        #expect(releaseLine.hasPrefix("{\"release_id\":\"\(release.id)\",\"title\":\"Violin Concertos\""))
        #expect(releaseLine.contains("\"annotation\":null"))
    }

    @Test("CSV quoting: commas, quotes and line breaks are quoted, quotes doubled")
    func quoting() throws {
        var release = try ResponseDecoder().decode(
            Release.self, from: OwnFixtures.data("release-lookup-violin-concertos.json"), format: .json)
        release.title = "A, \"B\"\r\nC"
        let directory = try DumpTestFiles.directory("tables")
        let writer = try DumpTableWriter(Release.self, directory: directory)
        try writer.write(release)
        try writer.finish()
        let text = try String(contentsOf: directory.appendingPathComponent("release.csv"), encoding: .utf8)
        #expect(text.contains(",\"A, \"\"B\"\"\r\nC\","))
        #expect(try Self.csv(directory.appendingPathComponent("release.csv"))[1][1] == "A, \"B\"\r\nC")
    }

    @Test("every dumped entity type has its own table first, keyed by its MBID, then the common ones")
    func everyEntityType() {
        func check<Entity: DumpedEntity>(_ type: Entity.Type, _ own: String) {
            let tables = DumpTable.tables(of: Entity.self)
            #expect(tables.first?.name == own)
            #expect(tables.first?.keyColumns == [own + "_id"])
            #expect(Array(tables.suffix(5).map(\.name)) == ["alias", "tag", "genre", "relation", "url"])
            #expect(tables.allSatisfy { $0.columns.first?.name == own + "_id" })
            for table in tables { #expect(Set(table.columns.map(\.name)).count == table.columns.count) }
        }
        check(Area.self, "area")
        check(Artist.self, "artist")
        check(Event.self, "event")
        check(Instrument.self, "instrument")
        check(Label.self, "label")
        check(Place.self, "place")
        check(Recording.self, "recording")
        check(Release.self, "release")
        check(ReleaseGroup.self, "release_group")
        check(Series.self, "series")
        check(Work.self, "work")
    }

    @Test("the LoadingDumpTables article lists every table and column of every dump")
    func documented() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/MusicBrainzDumps/Documentation.docc/Articles/LoadingDumpTables.md")
        if let path = ProcessInfo.processInfo.environment["MBZ_WRITE_TABLE_REFERENCE"] {
            // Writes the reference section of the article, for a person to paste in.
            try Data(Self.reference().utf8).write(to: URL(fileURLWithPath: path))
        }
        let text = try String(contentsOf: article, encoding: .utf8)
        func check<Entity: DumpedEntity>(_ type: Entity.Type) {
            for table in DumpTable.tables(of: Entity.self) {
                // The common tables are documented once, with the release dump's key column.
                let columns = table.columns.dropFirst().map { "`\($0.name)`" }.joined(separator: ", ")
                #expect(text.contains("`\(table.name)`"), "\(table.name)")
                #expect(text.contains(columns), "\(Entity.self) \(table.name): \(columns)")
            }
        }
        check(Area.self)
        check(Artist.self)
        check(Event.self)
        check(Instrument.self)
        check(Label.self)
        check(Place.self)
        check(Recording.self)
        check(Release.self)
        check(ReleaseGroup.self)
        check(Series.self)
        check(Work.self)
    }

    /// The tables of every dump as Markdown: the common tables once, then each dump's own.
    static func reference() -> String {
        func section(_ table: DumpTable, entity: String) -> String {
            var text = "#### `\(table.name)`\n\n\(table.summary) Key: "
            text += table.keyColumns.map { "`\($0)`" }.joined(separator: ", ") + ".\n\n"
            text += "Columns: " + table.columns.map { "`\($0.name)`" }.joined(separator: ", ") + "\n\n"
            text += "| column | holds |\n| --- | --- |\n"
            for column in table.columns {
                text += "| `\(column.name)` | \(column.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
            }
            return text + "\n"
        }
        var text = ""
        func own<Entity: DumpedEntity>(_ type: Entity.Type, _ title: String) {
            text += "### \(title)\n\n"
            for table in DumpTable.tables(of: Entity.self).dropLast(5) { text += section(table, entity: title) }
        }
        own(Release.self, "The release dump")
        own(ReleaseGroup.self, "The release group dump")
        own(Recording.self, "The recording dump")
        own(Artist.self, "The artist dump")
        own(Label.self, "The label dump")
        own(Work.self, "The work dump")
        own(Area.self, "The area dump")
        own(Place.self, "The place dump")
        own(Event.self, "The event dump")
        own(Instrument.self, "The instrument dump")
        own(Series.self, "The series dump")
        text += "### The tables of every dump\n\n"
        text += "Their first column is the line's MBID, named after the dump (`release_id` here).\n\n"
        for table in DumpTable.tables(of: Release.self).suffix(5) { text += section(table, entity: "every") }
        return text
    }

    @Test(
        "DuckDB loads the tables of a dump of recorded responses; its joins agree with the reader",
        .enabled(if: DuckDB.isAvailable, DuckDB.skipReason))
    func duckDB() async throws {
        let (file, _) = try Self.recordedReleaseDump()
        // Counts from the reader: tracks per release, releases per label.
        var tracksPerRelease: [String: Int] = [:]
        var releasesPerLabel: [String: Set<String>] = [:]
        for try await item in DumpReader(Release.self, contentsOf: file) {
            let release = try item.get()
            tracksPerRelease[release.id.description] = (release.media ?? []).reduce(0) {
                $0 + ($1.tracks?.count ?? 0) + ($1.pregap == nil ? 0 : 1) + ($1.dataTracks?.count ?? 0)
            }
            for info in release.labelInfo ?? [] {
                guard let label = info.label?.id.description else { continue }
                releasesPerLabel[label, default: []].insert(release.id.description)
            }
        }
        for format in ["csv", "ndjson"] {
            let directory = try DumpTestFiles.directory("duckdb")
            let result = try await CommandRunner.mbz([
                "dump", file.path, "--tables", directory.path, "--table-format", format,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let answer = try await DuckDB.query(directory: directory, format: format)
            #expect(answer.tracksPerRelease == tracksPerRelease, "\(format)")
            #expect(answer.releasesPerLabel == releasesPerLabel.mapValues(\.count), "\(format)")
            #expect(answer.duplicateKeys.isEmpty, "\(format): \(answer.duplicateKeys)")
            #expect(!answer.releasesPerLabel.isEmpty)
        }
    }
}

/// DuckDB through Python (`pip install duckdb`), when it is installed.
enum DuckDB {
    static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import duckdb"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    static let skipReason: Comment =
        "python3 -c \"import duckdb\" fails (pip install duckdb): the DuckDB check of the dump tables did not run"

    struct Answer: Decodable {
        var tracksPerRelease: [String: Int]
        var releasesPerLabel: [String: Int]
        var duplicateKeys: [String]
    }

    /// Loads every table of the directory and answers the joins.
    static func query(directory: URL, format: String) async throws -> Answer {
        let script = """
            import duckdb, glob, json, os, sys
            directory, format = sys.argv[1], sys.argv[2]
            con = duckdb.connect()
            con.execute("SET threads TO 2")
            keys = json.loads(sys.argv[3])
            for path in sorted(glob.glob(os.path.join(directory, "*." + format))):
                table = os.path.splitext(os.path.basename(path))[0]
                if format == "csv":
                    source = "read_csv('%s', header=true, all_varchar=true)" % path
                else:
                    source = "read_json('%s', format='newline_delimited')" % path
                con.execute('CREATE TABLE "%s" AS SELECT * FROM %s' % (table, source))
            duplicates = []
            for table, columns in keys.items():
                if not os.path.exists(os.path.join(directory, table + "." + format)):
                    continue
                key = ", ".join('"%s"' % c for c in columns)
                total, distinct = con.execute(
                    'SELECT count(*), count(DISTINCT (%s)) FROM "%s"' % (key, table)).fetchone()
                if total != distinct:
                    duplicates.append(table)
            # NDJSON columns of MBIDs load as UUIDs.
            tracks = dict((str(k), v) for k, v in con.execute(
                "SELECT r.release_id, count(t.release_id) FROM release r "
                "LEFT JOIN track t ON t.release_id = r.release_id GROUP BY r.release_id").fetchall())
            labels = dict((str(k), v) for k, v in con.execute(
                "SELECT l.label_id, count(DISTINCT r.release_id) FROM label_info l "
                "JOIN release r ON r.release_id = l.release_id WHERE l.label_id IS NOT NULL "
                "GROUP BY l.label_id").fetchall())
            print(json.dumps({"tracksPerRelease": tracks, "releasesPerLabel": labels, "duplicateKeys": duplicates}))
            """
        let keys = Dictionary(
            DumpTable.tables(of: Release.self).map { ($0.name, $0.keyColumns) }, uniquingKeysWith: { a, _ in a })
        let keyJSON = String(decoding: try JSONEncoder().encode(keys), as: UTF8.self)
        let result = try await CommandRunner.runProgram(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, directory.path, format, keyJSON])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Answer.self, from: Data(result.stdout.utf8))
    }
}
