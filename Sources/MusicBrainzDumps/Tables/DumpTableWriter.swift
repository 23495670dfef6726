import Foundation
import MusicBrainz

/// Writes the entities of a dump as flat tables, one file per table (``DumpTable``), for
/// DuckDB, Spark, a database or a spreadsheet to load.
///
/// ```swift
/// let tables = try DumpTableWriter(Release.self, directory: URL(fileURLWithPath: "tables"), format: .csv)
/// for try await item in DumpReader(Release.self, contentsOf: dumpFile) {
///     if let release = item.model { try tables.write(release) }
/// }
/// let rows = try tables.finish()          // ["release": 5_000_000, "track": 52_000_000, …]
/// ```
///
/// Or let the writer read the dump itself, which flattens each line into rows on the decoding
/// tasks (every core), so that no model leaves the task that decoded it:
///
/// ```swift
/// let tables = try DumpTableWriter(Release.self, directory: URL(fileURLWithPath: "tables"))
/// let dump = DumpReader(Release.self, contentsOf: dumpFile)
/// let written = try await tables.write(contentsOf: dump) { line, _, error in
///     print("line \(line): \(error.message)")
/// }
/// let rows = try tables.finish()
/// print(written.entities, "releases,", rows["track"] ?? 0, "tracks")
/// ```
///
/// The directory is created (with its parents) if needed; the files of the entity's tables in
/// it are replaced, each starting with its header row (CSV). Rows are buffered and written in
/// blocks of 128 KiB per table, so memory stays small whatever the dump's size. A writer
/// belongs to one task; ``finish()`` writes what is left and closes the files (a writer
/// dropped without it closes them too, without reporting errors).
public final class DumpTableWriter<Entity: DumpedEntity> {
    /// The directory the files are in.
    public let directory: URL
    /// The format of the files.
    public let format: DumpTableFormat
    /// The tables, in the order of ``files``.
    public let tables: [DumpTable]

    private let output: DumpTableOutput
    private let rows: @Sendable (Entity, DumpTableOutput) -> Void

    /// Creates the directory and the tables' files, and writes their header rows.
    ///
    /// - Parameters:
    ///   - type: The entity type of the dump, such as ``/MusicBrainz/Release``.
    ///   - directory: The directory, created with its parents if missing.
    ///   - format: The file format; default ``DumpTableFormat/csv``.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with
    ///   ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed`` when the directory or a file
    ///   cannot be created or written.
    public init(_ type: Entity.Type, directory: URL, format: DumpTableFormat = .csv) throws(MusicBrainzError) {
        self.directory = directory
        self.format = format
        let tabulated = DumpTabulation.of(Entity.self)
        tables = tabulated.schema.tables
        rows = tabulated.rows
        output = try DumpTableOutput(directory: directory, tables: tables, format: format)
    }

    deinit { output.close() }

    /// The files, one per table: `<directory>/<table>.<csv|ndjson>`.
    public var files: [URL] {
        tables.map { directory.appendingPathComponent($0.name + "." + format.fileExtension) }
    }

    /// Writes the rows of one entity (one dump line) to every table it has rows in.
    ///
    /// - Parameter entity: The entity.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with
    ///   ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed`` when a file cannot be written
    ///   (a full disk); the tables then end at an earlier entity; with
    ///   ``/MusicBrainz/MusicBrainzError/Code/invalidRequest`` after ``finish()``.
    public func write(_ entity: Entity) throws(MusicBrainzError) {
        try checkOpen()
        rows(entity, output)
        try output.flushIfFull()
    }

    /// Reads a dump to its end and writes the rows of its entities, each line decoded and
    /// flattened into rows on the reader's decoding tasks (every core, see
    /// ``DumpReadingOptions/concurrency``); only the rows' bytes come back to this task, which
    /// writes them in the order the reader hands lines out (``DumpReadingOptions/order``: file
    /// order by default; ``DumpReadingOptions/Order/completion`` is faster, and the tables'
    /// keys say where each row belongs).
    ///
    /// The rows of one reading go after any rows written before it; call ``finish()`` at the end.
    ///
    /// - Parameters:
    ///   - reader: The dump: a file, a part of one, an archive's dump, standard input.
    ///   - limit: At most this many entities are written (those that `isIncluded` accepts); the
    ///     reading stops there. `nil` (the default) writes them all.
    ///   - isIncluded: Which entities to write; runs on the decoding tasks. The default writes
    ///     every entity.
    ///   - lineFailed: Called on this task, in the order the lines are handed out, for each
    ///     line that did not decode, with its line number (from 1), byte offset and error
    ///     (``/MusicBrainz/MusicBrainzError/Code/decodingFailed``); the reading goes on unless it
    ///     throws (or the reader's ``DumpReadingOptions/stopsAtFirstError`` is set). At the
    ///     limit, the lines an archive's reading held back are reported too (see
    ///     ``DumpReader/AsyncIterator/stop()``).
    /// - Returns: How many entities were written and how many lines failed.
    /// - Throws: What the reader's iteration throws (the input's failure; with
    ///   ``DumpReadingOptions/stopsAtFirstError`` the first bad line's error),
    ///   ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed`` when a table's file cannot be
    ///   written, ``/MusicBrainz/MusicBrainzError/Code/invalidRequest`` after ``finish()`` (nothing
    ///   is read), and what `lineFailed` throws. The rows of the lines read before a failure are
    ///   written by ``finish()``.
    @discardableResult
    public func write(
        contentsOf reader: DumpReader<Entity>,
        limit: Int? = nil,
        where isIncluded: @escaping @Sendable (Entity) -> Bool = { _ in true },
        lineFailed: (_ line: Int, _ byteOffset: Int64, _ error: MusicBrainzError) throws -> Void
    ) async throws -> DumpTableWriting {
        try checkOpen()
        var summary = DumpTableWriting()
        if let limit, limit <= 0 { return summary }
        let (tables, format, rows) = (self.tables, self.format, self.rows)
        var iterator = reader.makeIterator { entity -> DumpTableRows? in
            guard isIncluded(entity) else { return nil }
            let lineOutput = DumpTableOutput(tables: tables, format: format)
            rows(entity, lineOutput)
            return lineOutput.takeRows()
        }
        while let item = try await iterator.next() {
            switch item.result {
            case .failure(let error):
                summary.failedLines += 1
                try lineFailed(item.line, item.byteOffset, error)
            case .success(nil):
                continue
            case .success(let lineRows?):
                output.append(lineRows)
                try output.flushIfFull()
                summary.entities += 1
                if let limit, summary.entities >= limit {
                    // An archive's reading holds lines that did not decode back until its end:
                    // report them rather than lose them.
                    for held in iterator.stop() {
                        guard let error = held.error else { continue }
                        summary.failedLines += 1
                        try lineFailed(held.line, held.byteOffset, error)
                    }
                    return summary
                }
            }
        }
        return summary
    }

    /// Throws when the files are closed: a writer closes them once, in ``finish()``, and the
    /// descriptors it held may belong to other files since.
    private func checkOpen() throws(MusicBrainzError) {
        guard !output.isClosed else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The tables in \(directory.path) are finished (DumpTableWriter.finish()); make a new writer to write more."
            )
        }
    }

    /// The rows written so far, by table name.
    public var rowCounts: [String: Int] {
        Dictionary(uniqueKeysWithValues: zip(tables.map(\.name), output.rowCounts))
    }

    /// Writes the rows still buffered and closes the files. The writer then writes no more
    /// (its writes throw); calling `finish()` again returns the same counts.
    ///
    /// - Returns: The rows written, by table name.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with
    ///   ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed`` when a file cannot be written
    ///   or closed.
    @discardableResult
    public func finish() throws(MusicBrainzError) -> [String: Int] {
        try output.finish()
        return rowCounts
    }
}

/// What ``DumpTableWriter/write(contentsOf:limit:where:lineFailed:)`` did.
public struct DumpTableWriting: Sendable, Hashable {
    /// The entities whose rows were written (the lines that decoded and were included).
    public var entities = 0
    /// The lines that did not decode (each was reported to `lineFailed`).
    public var failedLines = 0

    /// Creates an empty summary.
    public init() {}
}

/// The rows of one entity (one dump line), encoded in a writer's format off the writer's task:
/// their bytes, and each row's table and end.
struct DumpTableRows: Sendable {
    var bytes: [UInt8] = []
    /// Per row, in order: the table's index and the end of the row's bytes in ``bytes``.
    var rows: [(table: Int, end: Int)] = []
}

/// The cells of the tables, encoded in the tables' format: into a buffer per table and files
/// (a writer's output), or into one ``DumpTableRows`` (the rows of one line, made on a decoding
/// task and appended to a writer's output).
///
/// The flattening code calls ``begin(_:)``, one cell method per column, and ``end()``; cells
/// are encoded straight into the buffer.
final class DumpTableOutput {
    private let format: DumpTableFormat
    private let tables: [DumpTable]
    private var buffers: [[UInt8]]
    private var descriptors: [Int32]
    private let paths: [String]
    private(set) var rowCounts: [Int]
    /// The table of the row being written.
    private var current = 0
    /// The buffer it goes to: the table's own, or the one buffer of a line's rows.
    private var slot = 0
    private var cell = 0
    private var closed = false
    /// Whether the files are closed (``finish()`` or ``close()``): nothing may be written since.
    var isClosed: Bool { closed }
    /// Whether the cells go to one line's rows (``takeRows()``) rather than to files.
    private let collectsRows: Bool
    private var lineRowEnds: [(table: Int, end: Int)] = []

    static let blockSize = 128 << 10

    /// An output that collects the rows of one line in memory (``takeRows()``).
    init(tables: [DumpTable], format: DumpTableFormat) {
        self.format = format
        self.tables = tables
        buffers = [[]]
        descriptors = []
        paths = []
        rowCounts = []
        collectsRows = true
    }

    init(directory: URL, tables: [DumpTable], format: DumpTableFormat) throws(MusicBrainzError) {
        self.format = format
        self.tables = tables
        collectsRows = false
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw MusicBrainzError(
                code: .fileAccessFailed, message: "Could not create the directory \(directory.path): \(error)",
                underlyingError: error)
        }
        paths = tables.map { directory.appendingPathComponent($0.name + "." + format.fileExtension).path }
        buffers = tables.map { _ in
            var buffer: [UInt8] = []
            buffer.reserveCapacity(Self.blockSize + (16 << 10))
            return buffer
        }
        rowCounts = Array(repeating: 0, count: tables.count)
        descriptors = []
        for path in paths {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                let code = errno
                for open in descriptors { _ = Foundation.close(open) }
                throw Self.failure("create", path, code)
            }
            descriptors.append(descriptor)
        }
        if format == .csv {
            for (index, table) in tables.enumerated() {
                for (column, spec) in table.columns.enumerated() {
                    if column > 0 { buffers[index].append(0x2C) }
                    buffers[index].append(contentsOf: spec.name.utf8)
                }
                buffers[index].append(contentsOf: [0x0D, 0x0A])
            }
        }
    }

    static func failure(_ verb: String, _ path: String, _ code: Int32) -> MusicBrainzError {
        MusicBrainzError(
            code: .fileAccessFailed, message: "Could not \(verb) \(path): \(String(cString: strerror(code))).",
            underlyingError: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO))
    }

    // MARK: Rows

    /// Starts a row of the table at `table` (its index in the schema).
    @inline(__always)
    func begin(_ table: Int) {
        current = table
        slot = collectsRows ? 0 : table
        cell = 0
        if format == .ndjson { buffers[slot].append(0x7B) }
    }

    /// Ends the row.
    @inline(__always)
    func end() {
        assert(cell == tables[current].columns.count, "\(tables[current].name): \(cell) cells")
        switch format {
        case .csv: buffers[slot].append(contentsOf: [0x0D, 0x0A])
        case .ndjson: buffers[slot].append(contentsOf: [0x7D, 0x0A])
        }
        if collectsRows {
            lineRowEnds.append((current, buffers[0].count))
        } else {
            rowCounts[current] += 1
        }
    }

    /// The rows collected (an output made with ``init(tables:format:)``), leaving it empty.
    func takeRows() -> DumpTableRows {
        defer {
            buffers[0] = []
            lineRowEnds = []
        }
        return DumpTableRows(bytes: buffers[0], rows: lineRowEnds)
    }

    /// Appends the rows of a line, made by an output of the same tables and format, to their
    /// tables' buffers.
    func append(_ lineRows: DumpTableRows) {
        lineRows.bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for (table, end) in lineRows.rows {
                buffers[table].append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                rowCounts[table] += 1
                start = end
            }
        }
    }

    /// Starts a cell: the separator, and for NDJSON the key.
    @inline(__always)
    private func startCell() {
        let index = cell
        cell += 1
        switch format {
        case .csv:
            if index > 0 { buffers[slot].append(0x2C) }
        case .ndjson:
            if index > 0 { buffers[slot].append(0x2C) }
            buffers[slot].append(0x22)
            buffers[slot].append(contentsOf: tables[current].columns[index].name.utf8)
            buffers[slot].append(contentsOf: [0x22, 0x3A])
        }
    }

    /// An absent value: an empty CSV field, JSON `null`.
    @inline(__always)
    private func null() {
        if format == .ndjson { buffers[slot].append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) }
    }

    /// A text cell.
    func text(_ value: String?) {
        startCell()
        guard var value else { return null() }
        value.withUTF8 { bytes in
            switch format {
            case .csv: Self.appendCSV(bytes, to: &buffers[slot])
            case .ndjson: Self.appendJSONString(bytes, to: &buffers[slot])
            }
        }
    }

    /// A text cell from a vocabulary value.
    func text<V: RawRepresentable>(_ value: V?) where V.RawValue == String { text(value?.rawValue) }

    /// An MBID cell (text): its 36 lower-case characters, written without making a string
    /// (the tables hold millions of them, and the fewer small allocations the flatter the
    /// process's memory).
    func mbid(_ value: MBID?) {
        startCell()
        guard let value else { return null() }
        let quote = format == .ndjson
        if quote { buffers[slot].append(0x22) }
        withUnsafeBytes(of: value.uuid.uuid) { bytes in
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { buffers[slot].append(0x2D) }
                buffers[slot].append(Self.hexDigits[Int(byte >> 4)])
                buffers[slot].append(Self.hexDigits[Int(byte & 0x0F)])
            }
        }
        if quote { buffers[slot].append(0x22) }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// A partial date cell (text, `YYYY[-MM[-DD]]`).
    func date(_ value: PartialDate?) { text(value?.description) }

    /// A whole number cell.
    func integer(_ value: Int?) {
        startCell()
        guard let value else { return null() }
        // The digits, written without making a string.
        if value < 0 { buffers[slot].append(0x2D) }
        var magnitude = value.magnitude
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) = (
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
            )
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { buffers[slot].append(buffer[index]) }
        }
    }

    /// A number cell.
    func number(_ value: Double?) {
        startCell()
        guard let value, value.isFinite else { return null() }
        buffers[slot].append(contentsOf: FieldValue.number(value).description.utf8)
    }

    /// A Boolean cell: `true` or `false`.
    func bool(_ value: Bool?) {
        startCell()
        guard let value else { return null() }
        buffers[slot].append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Text joined with `"; "` (an empty list is absent).
    func list(_ values: [String]?) {
        guard let values, !values.isEmpty else { return text(nil) }
        text(values.joined(separator: "; "))
    }

    // MARK: Encoding

    /// A CSV field: as it is, or quoted with inner quotes doubled when it holds `,` `"` `\r`
    /// or `\n` (RFC 4180).
    static func appendCSV(_ bytes: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) {
        let needsQuotes = bytes.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
        guard needsQuotes else {
            buffer.append(contentsOf: bytes)
            return
        }
        buffer.append(0x22)
        for byte in bytes {
            if byte == 0x22 { buffer.append(0x22) }
            buffer.append(byte)
        }
        buffer.append(0x22)
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    static func appendJSONString(_ bytes: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) {
        buffer.append(0x22)
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        for byte in bytes {
            switch byte {
            case 0x22: buffer.append(contentsOf: [0x5C, 0x22])
            case 0x5C: buffer.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: buffer.append(contentsOf: [0x5C, 0x6E])
            case 0x0D: buffer.append(contentsOf: [0x5C, 0x72])
            case 0x09: buffer.append(contentsOf: [0x5C, 0x74])
            case 0..<0x20:
                buffer.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            default: buffer.append(byte)
            }
        }
        buffer.append(0x22)
    }

    // MARK: Files

    /// Writes the tables whose buffers are past a block.
    func flushIfFull() throws(MusicBrainzError) {
        for index in buffers.indices where buffers[index].count >= Self.blockSize {
            try flush(index)
        }
    }

    private func flush(_ index: Int) throws(MusicBrainzError) {
        guard !buffers[index].isEmpty, !closed else { return }
        let descriptor = descriptors[index]
        let failed: Int32? = buffers[index].withUnsafeBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }
            var written = 0
            while written < raw.count {
                let result = Foundation.write(descriptor, base + written, raw.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return nil
        }
        if let failed { throw Self.failure("write", paths[index], failed) }
        buffers[index].removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered and closes the files.
    func finish() throws(MusicBrainzError) {
        guard !closed else { return }
        var failure: MusicBrainzError?
        for index in buffers.indices {
            do throws(MusicBrainzError) {
                try flush(index)
            } catch {
                failure = failure ?? error
            }
        }
        for (index, descriptor) in descriptors.enumerated() where Foundation.close(descriptor) != 0 {
            failure = failure ?? Self.failure("close", paths[index], errno)
        }
        closed = true
        if let failure { throw failure }
    }

    /// Closes the files without writing what is buffered.
    func close() {
        guard !closed else { return }
        closed = true
        for descriptor in descriptors { _ = Foundation.close(descriptor) }
    }
}
