import ExampleSupport
import Foundation
import MusicBrainz
import MusicBrainzDumps

/// `mbz dump FILE|- --entity ENTITY`: reads a MusicBrainz JSON data dump into models, and
/// `mbz lookup --dump DIR ENTITY MBID`: looks an entity up in indexed dump files.
enum DumpCommand {
    static let details = """
        Reads a JSON data dump: a decompressed mbdump/ENTITY file, its ENTITY.tar.xz archive (read through xz and
        tar), or - for standard input, decoding every line into models on every core. ENTITY (area, artist, event,
        instrument, label, place, recording, release, release-group, series, work) defaults to the file's name. Prints
        id and title (or name) per entity; --count how many; --json each entity's WS/2 JSON; --tables DIR flat tables
        for DuckDB, Spark or a database (release, release_event, medium, track, artist_credit_name and label_info for
        releases, the entity's own for other dumps, and alias, tag, genre, relation and url for every dump; keys
        first; the LoadingDumpTables article lists the columns); or the WS/2 field paths of --fields, tab-separated:
        keys joined with dots, [] for every element of a list and [N] for one (title, release-group.primary-type,
        media[].format, artist-credit[0].artist.id, label-info[].catalog-number), several values joined with "; ".
        --where keeps the entities for which every condition holds: PATH=VALUE, PATH!=VALUE (a missing value is not
        equal), PATH^=PREFIX, PATH~=REGEX, PATH? (present and not empty), PATH>=X, >, <=, < (numbers as numbers,
        partial dates by their known parts: date>=1990 holds for 1990-05). Paths are checked against the entity's
        model before reading: an unknown one exits 64 naming the nearest known path. --part K/N reads only the lines
        that start in the K-th of N equal byte ranges of FILE, so that N processes (on one machine or many) share a
        file and read each line once. Bad lines go to stderr with their line number and make the exit status 1. A
        progress bar goes to stderr when it is a terminal. mbz lookup --dump DIR ENTITY MBID looks an entity up in
        DIR/ENTITY (or DIR/mbdump/ENTITY) through its index, without the network.
        """

    static func run(_ ctx: MBZContext) async throws -> Int32 {
        let path = ctx.positional[0]
        guard let entityName = ctx[Options.entity] ?? inferredEntity(path) else {
            throw UsageError("dump needs \(Options.entity) ENTITY: one of \(EntityTypes.names(EntityTypes.dumped))")
        }
        let type = try EntityTypes.named(entityName, in: EntityTypes.dumped, what: "dump")
        if ctx[Options.index] { return try await index(path, ctx) }
        if ctx.invocation.has(Options.tableFormat) && ctx[Options.tables] == nil {
            throw UsageError("\(Options.tableFormat) is the format of \(Options.tables) DIR, which is missing")
        }
        return try await read(type, path: path, ctx)
    }

    /// The entity a file is named after: `release`, `mbdump/release-group`, `release.tar.xz`.
    static func inferredEntity(_ path: String) -> String? {
        guard path != "-" else { return nil }
        var name = URL(fileURLWithPath: path).lastPathComponent
        if name.hasSuffix(".tar.xz") { name.removeLast(".tar.xz".count) }
        return EntityTypes.dumped[name] == nil ? nil : name
    }

    /// The options of a reading, with a progress bar when stderr is a terminal.
    static func readingOptions(strict: Bool, bar: ProgressLine) -> DumpReadingOptions {
        var options = DumpReadingOptions()
        // Half the default batch: the peak memory of a reading is about its batches in flight
        // and their models, and this keeps it under 64 MB on two cores at the same speed.
        options.batchByteCount = 512 << 10
        options.stopsAtFirstError = strict
        if bar.isEnabled {
            options.progress = { progress in
                bar.show(
                    ProgressLine.render(progress, elapsed: Date().timeIntervalSince(bar.start)),
                    force: progress.isFinished)
            }
        }
        return options
    }

    static func read<Entity: DumpedEntity>(
        _ type: Entity.Type, path: String, _ ctx: MBZContext
    ) async throws -> Int32 {
        let limit = ctx[Options.dumpLimit]
        let conditions = try ctx.all(Options.where).map { try FieldCondition(parsing: $0, for: Entity.self) }
        let fields = try ctx.list(Options.fields).map { try FieldPath(parsing: $0, for: Entity.self) }
        let (count, json, strict) = (ctx[Options.count], ctx.json, ctx[Options.strict])
        let bar = ProgressLine(ctx.io)
        var options = readingOptions(strict: strict, bar: bar)
        // A count, or tables (whose rows are found by their keys), do not need file order: hand
        // batches out as they are decoded.
        if (count || ctx[Options.tables] != nil) && limit == nil && !strict { options.order = .completion }
        let reader = try makeReader(Entity.self, path: path, options: options, ctx)
        let output = BufferedOutput(ctx.io) { bar.clear() }
        let tables = try ctx[Options.tables].map {
            try DumpTableWriter(
                Entity.self, directory: URL(fileURLWithPath: $0), format: ctx[Options.tableFormat] ?? .csv)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var matched = 0
        var failed = 0
        do {
            if let limit, limit <= 0 {
                // --limit 0: nothing to read (the tables get their header rows).
            } else if let tables {
                // Each line is flattened into rows on the decoding tasks: no model comes here.
                let written = try await tables.write(
                    contentsOf: reader, limit: limit,
                    where: { entity in conditions.allSatisfy { $0.holds(in: entity) } },
                    lineFailed: { line, offset, error in
                        bar.clear()
                        report(error, line: line, offset: offset, ctx.io)
                    })
                (matched, failed) = (written.entities, written.failedLines)
            } else if json {
                var items = reader.makeAsyncIterator()
                reading: while let item = try await items.next() {
                    let entity: Entity
                    switch item.result {
                    case .success(let model): entity = model
                    case .failure(let error):
                        failed += 1
                        bar.clear()
                        report(error, line: item.line, offset: item.byteOffset, ctx.io)
                        continue
                    }
                    // The conditions read the typed model through its mapping: no JSON is made.
                    guard conditions.allSatisfy({ $0.holds(in: entity) }) else { continue }
                    matched += 1
                    output.write(try encoder.encode(entity))
                    output.write(Data("\n".utf8))
                    if let limit, matched >= limit {
                        failed += reportHeld(items.stop(), bar: bar, ctx.io)
                        break reading
                    }
                }
            } else {
                // The conditions, and the --fields (or by default id and title or name), are read
                // from each model on the task that decoded it: only the line of text comes here.
                let lines = reader.mapModels { entity -> String? in
                    guard conditions.allSatisfy({ $0.holds(in: entity) }) else { return nil }
                    if count { return "" }
                    let columns =
                        fields.isEmpty
                        ? ["\(entity.id)", Self.cell(Self.label(entity))] : fields.map { $0.text(in: entity) }
                    return TerminalText.printable(columns.joined(separator: "\t")) + "\n"
                }
                var items = lines.makeAsyncIterator()
                reading: while let item = try await items.next() {
                    switch item.result {
                    case .failure(let error):
                        failed += 1
                        bar.clear()
                        report(error, line: item.line, offset: item.byteOffset, ctx.io)
                    case .success(nil):
                        continue
                    case .success(let line?):
                        matched += 1
                        if !count { output.write(Data(line.utf8)) }
                        if let limit, matched >= limit {
                            failed += reportHeld(items.stop(), bar: bar, ctx.io)
                            break reading
                        }
                    }
                }
            }
        } catch let error as MusicBrainzError where error.code == .decodingFailed {
            // --strict: the first bad line. The tables keep the rows of the lines before it.
            output.flush()
            bar.clear()
            _ = try? tables?.finish()
            ctx.io.error(shortened(error.message))
            return 1
        } catch {
            output.flush()
            _ = try? tables?.finish()
            throw error
        }
        bar.finish()
        if count { output.write(Data("\(matched)\n".utf8)) }
        if let tables {
            let rows = try tables.finish()
            for (table, file) in zip(tables.tables, tables.files) {
                output.write(Data("\(file.path)\t\(rows[table.name] ?? 0) rows\n".utf8))
            }
        }
        output.flush()
        if failed > 0 {
            ctx.io.error("\(failed) line\(failed == 1 ? "" : "s") did not decode")
            return 1
        }
        return 0
    }

    /// The reader of FILE, standard input (`-`), or with `--part` one share of FILE.
    static func makeReader<Entity: DumpedEntity>(
        _ type: Entity.Type, path: String, options: DumpReadingOptions, _ ctx: MBZContext
    ) throws -> DumpReader<Entity> {
        if let part = ctx[Options.part] {
            guard path != "-" else {
                throw UsageError("\(Options.part) needs a dump FILE: standard input has no byte ranges")
            }
            return DumpReader(Entity.self, contentsOf: URL(fileURLWithPath: path), range: part, options: options)
        }
        if path == "-" {
            return DumpReader(Entity.self, fileDescriptor: ctx.io.input.fileDescriptor, options: options)
        }
        return DumpReader(Entity.self, contentsOf: URL(fileURLWithPath: path), options: options)
    }

    /// The title or name of an entity.
    static func label(_ entity: some DumpedEntity) -> String {
        switch entity {
        case let release as Release: return release.title
        case let group as ReleaseGroup: return group.title
        case let recording as Recording: return recording.title
        case let work as Work: return work.title
        case let artist as Artist: return artist.name
        case let label as Label: return label.name
        case let area as Area: return area.name
        case let place as Place: return place.name
        case let event as Event: return event.name
        case let instrument as Instrument: return instrument.name
        case let series as Series: return series.name
        default: return ItemSummary.label(ItemSummary.object(entity))
        }
    }

    /// Text for one tab-separated column of one line: tabs and line ends made spaces, as
    /// `FieldPath.text(in:)` makes them.
    static func cell(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        return String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }

    /// Prints the lines that did not decode which an archive's reading held back when it stops
    /// early (at `--limit`); returns how many.
    static func reportHeld<Value>(_ held: [DumpItem<Value>], bar: ProgressLine, _ io: CommandIO) -> Int {
        for item in held {
            guard let error = item.error else { continue }
            bar.clear()
            report(error, line: item.line, offset: item.byteOffset, io)
        }
        return held.count { $0.error != nil }
    }

    /// Prints a bad line's error on stderr.
    static func report(_ error: MusicBrainzError, line: Int, offset: Int64, _ io: CommandIO) {
        var text = "line \(line) (byte \(offset)): \(shortened(error.message))"
        if let path = error.decodingPath { text += " at \(shortened(path))" }
        io.error(text)
    }

    static func index(_ path: String, _ ctx: MBZContext) async throws -> Int32 {
        let others: [any OptionDeclaration] = [
            Options.count, Options.json, Options.fields, Options.where, Options.dumpLimit, Options.part,
            Options.tables, Options.tableFormat, Options.strict,
        ]
        if let other = others.first(where: { ctx.invocation.has($0) }) {
            throw UsageError("\(Options.index) writes the index only; it does not go with \(other.spec.flag)")
        }
        guard path != "-" else { throw UsageError("\(Options.index) needs a dump FILE, not standard input") }
        let bar = ProgressLine(ctx.io)
        let file = URL(fileURLWithPath: path)
        let summary = try await DumpIndex.build(for: file, options: readingOptions(strict: false, bar: bar))
        bar.finish()
        for line in summary.skippedLines.prefix(20) {
            ctx.io.error("line \(line) has no MBID \"id\"; left out of the index")
        }
        for line in summary.duplicateLines.prefix(20) { ctx.io.error("line \(line) repeats an earlier line's MBID") }
        ctx.io.print(
            "indexed \(summary.entryCount) MBIDs of \(summary.lineCount) lines in \(DumpIndex.indexFile(for: file).path)"
        )
        return summary.skippedLines.isEmpty ? 0 : 1
    }

    /// `mbz lookup --dump DIR ENTITY MBID`.
    static func lookup(
        _ type: any MusicBrainzEntity.Type, id: MBID, directory: String, _ ctx: MBZContext
    ) throws -> Int32 {
        guard let dumped = type as? any DumpedEntity.Type else {
            throw UsageError(
                "\(type.entityType.pathName) has no data dump; one of \(EntityTypes.names(EntityTypes.dumped))")
        }
        return try lookup(dumped, id: id, directory: URL(fileURLWithPath: directory), ctx)
    }

    static func lookup<Entity: DumpedEntity>(
        _ type: Entity.Type, id: MBID, directory: URL, _ ctx: MBZContext
    ) throws -> Int32 {
        for option in [Options.type, Options.status] where ctx.invocation.has(option) {
            throw UsageError("\(option) filters embedded lists, which dump lines do not have")
        }
        let includes = try Entity.Includes(parameterNames: ctx.list(Options.inc))
        guard Entity.dumpedIncludes.isSuperset(of: includes) else {
            let missing = includes.subtracting(Entity.dumpedIncludes).names.joined(separator: ", ")
            throw UsageError("the \(Entity.dumpFileName) dump does not carry inc=\(missing)")
        }
        guard let file = DumpIndex.dumpFile(of: Entity.self, in: directory) else {
            throw MusicBrainzError(
                code: .fileAccessFailed,
                message: "\(directory.path) has no \(Entity.dumpFileName) or mbdump/\(Entity.dumpFileName) dump file.")
        }
        let index = try DumpIndex(dumpFile: file)
        guard let entity = try index.lookup(Entity.self, id: id) else {
            throw MusicBrainzError(code: .notFound, message: "\(id) is not in \(file.path).")
        }
        if ctx.json {
            try ctx.printJSON(entity)
        } else {
            for line in ItemSummary.details(entity, kind: Entity.entityType.pathName) { ctx.io.print(line) }
        }
        return 0
    }
}

/// Standard output written in large blocks: one `write` per 64 KiB, not one per line.
final class BufferedOutput {
    private var buffer = Data()
    private let io: CommandIO
    private let beforeWriting: () -> Void

    /// Output to `io`, calling `beforeWriting` before each block is written (to erase a progress bar).
    init(_ io: CommandIO, beforeWriting: @escaping () -> Void = {}) {
        self.io = io
        self.beforeWriting = beforeWriting
    }

    func write(_ data: Data) {
        buffer.append(data)
        if buffer.count >= 64 << 10 { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        beforeWriting()
        io.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
