import Foundation
import MusicBrainz

/// An MBID index of a decompressed dump file, for offline lookups: one line read, found by a
/// binary search, instead of a scan of gigabytes.
///
/// Build it once, beside the dump (``build(for:indexFile:options:)``, or `mbz dump FILE --index`),
/// then look entities up:
///
/// ```swift
/// let dump = URL(fileURLWithPath: "mbdump/release")
/// try await DumpIndex.build(for: dump)                 // writes mbdump/release.mbidx
/// let index = try DumpIndex(dumpFile: dump)
/// if let release = try index.lookup(Release.self, id: mbid) { print(release.title) }
/// ```
///
/// The index file is small and binary: a 64-byte header (a magic number, the format version,
/// the entry count, the dump file's size and modification time, checksums), then one 24-byte
/// entry per line sorted by MBID (the 16 bytes of the MBID, then the line's byte offset, little
/// endian). A lookup reads about log₂(lines) entries and then the one line. An index whose
/// dump file has changed since it was built is refused as ``/MusicBrainz/MusicBrainzError/Code/indexStale``,
/// a damaged one as ``/MusicBrainz/MusicBrainzError/Code/indexCorrupt``: build it again.
///
/// A `DumpIndex` keeps the index and the dump open; it is a value and can be shared by any
/// number of tasks (reads use `pread`).
public struct DumpIndex: Sendable {
    /// The extension of index files: `mbidx`, as in `release.mbidx` beside `release`.
    public static let fileExtension = "mbidx"

    /// The format version this library writes and reads.
    public static let formatVersion: UInt32 = 1

    /// The dump file.
    public var dumpFile: URL { storage.dumpFile }

    /// The index file.
    public var indexFile: URL { storage.indexFile }

    /// The number of MBIDs in the index.
    public var count: Int { storage.count }

    private let storage: DumpIndexStorage

    /// The index file of a dump file: its path with `.mbidx` added, such as `mbdump/release.mbidx`.
    ///
    /// - Parameter dumpFile: The dump file.
    /// - Returns: The index file's URL.
    public static func indexFile(for dumpFile: URL) -> URL {
        URL(fileURLWithPath: dumpFile.path + "." + fileExtension)
    }

    /// The decompressed dump file of an entity type in a directory: `DIRECTORY/<entity>`, or
    /// `DIRECTORY/mbdump/<entity>` as the archive lays it out, whichever exists.
    ///
    /// - Parameters:
    ///   - type: The entity type, such as ``/MusicBrainz/Release``.
    ///   - directory: The directory.
    /// - Returns: The file, or `nil` when neither exists.
    public static func dumpFile<Entity: DumpedEntity>(of type: Entity.Type, in directory: URL) -> URL? {
        dumpFile(named: Entity.dumpFileName, in: directory)
    }

    static func dumpFile(named name: String, in directory: URL) -> URL? {
        let candidates = [
            directory.appendingPathComponent(name),
            directory.appendingPathComponent("mbdump").appendingPathComponent(name),
        ]
        return candidates.first { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    /// Opens the index of a dump file and checks it against the dump.
    ///
    /// - Parameters:
    ///   - dumpFile: The decompressed dump file.
    ///   - indexFile: The index; default ``indexFile(for:)``.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed`` (a file
    ///   that cannot be opened), ``/MusicBrainz/MusicBrainzError/Code/indexStale`` (the dump's size or
    ///   modification time differs from what the index recorded) or
    ///   ``/MusicBrainz/MusicBrainzError/Code/indexCorrupt`` (not an index of this format, or damaged).
    public init(dumpFile: URL, indexFile: URL? = nil) throws(MusicBrainzError) {
        storage = try DumpIndexStorage(dumpFile: dumpFile, indexFile: indexFile ?? Self.indexFile(for: dumpFile))
    }

    /// The line of an MBID, without its line end.
    ///
    /// - Parameter id: The MBID.
    /// - Returns: The line's bytes (a WS/2 JSON lookup document), or `nil` when the dump has no
    ///   line with that MBID.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with ``/MusicBrainz/MusicBrainzError/Code/indexStale`` (the dump file
    ///   changed since the index was built), ``/MusicBrainz/MusicBrainzError/Code/indexCorrupt`` (the entry
    ///   leads to a line of another MBID) or ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed``.
    public func line(for id: MBID) throws(MusicBrainzError) -> Data? {
        try storage.line(for: IndexKey(id))
    }

    /// Looks an entity up in the dump: the line of its MBID, decoded.
    ///
    /// - Parameters:
    ///   - type: The model, such as ``/MusicBrainz/Release``.
    ///   - id: The MBID.
    /// - Returns: The entity, or `nil` when the dump has no line with that MBID.
    /// - Throws: ``/MusicBrainz/MusicBrainzError``: the errors of ``line(for:)``, and
    ///   ``/MusicBrainz/MusicBrainzError/Code/decodingFailed`` for a line that does not decode.
    public func lookup<Model: MusicBrainzResponse>(_ type: Model.Type, id: MBID) throws(MusicBrainzError) -> Model? {
        guard let line = try line(for: id) else { return nil }
        let result = line.withUnsafeBytes { raw in
            DumpLineDecoder.decoder(for: Model.self)(raw.bindMemory(to: UInt8.self))
        }
        return try result.get()
    }

    /// Every MBID of the index, in the index's order (sorted by MBID).
    ///
    /// - Returns: The MBIDs (16 bytes each in memory).
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed``.
    public func ids() throws(MusicBrainzError) -> [MBID] {
        try storage.keys().map(\.mbid)
    }

    /// Checks the whole index: the checksum of its entries, their order, and that every offset
    /// lies inside the dump. Opening checks only the header; this reads every entry.
    ///
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with ``/MusicBrainz/MusicBrainzError/Code/indexCorrupt`` or
    ///   ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed``.
    public func verify() throws(MusicBrainzError) {
        try storage.verify()
    }

    /// What building an index found.
    public struct BuildSummary: Sendable, Hashable {
        /// The MBIDs written to the index.
        public var entryCount: Int
        /// The lines read, empty ones included.
        public var lineCount: Int
        /// The lines with no top-level MBID `"id"` (malformed or truncated lines), which the
        /// index leaves out.
        public var skippedLines: [Int]
        /// The lines whose MBID an earlier line already had; the index points at the first.
        public var duplicateLines: [Int]

        /// Creates a summary.
        ///
        /// - Parameters:
        ///   - entryCount: The MBIDs written.
        ///   - lineCount: The lines read.
        ///   - skippedLines: The line numbers without an MBID.
        ///   - duplicateLines: The line numbers of repeated MBIDs.
        public init(entryCount: Int, lineCount: Int, skippedLines: [Int], duplicateLines: [Int]) {
            self.entryCount = entryCount
            self.lineCount = lineCount
            self.skippedLines = skippedLines
            self.duplicateLines = duplicateLines
        }
    }

    /// Builds the index of a dump file in one pass and writes it beside the dump (or where
    /// asked), replacing any older index.
    ///
    /// Each line's top-level `"id"` is found by a byte scan, without decoding the line, on
    /// every core (``DumpReadingOptions/concurrency``); lines without one are left out and
    /// listed in the summary. Memory: 24 bytes per line for the sort (about 120 MB for the
    /// five million lines of a release dump). The index is written to a temporary file beside
    /// it and renamed, so a reader never sees half an index.
    ///
    /// - Parameters:
    ///   - dumpFile: The decompressed dump file (not an archive: an index needs byte offsets
    ///     into a file).
    ///   - indexFile: Where to write; default ``indexFile(for:)``.
    ///   - options: How to read (concurrency, progress reports).
    /// - Returns: What the pass found.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed`` (reading
    ///   the dump or writing the index), ``/MusicBrainz/MusicBrainzError/Code/cancelled``.
    @discardableResult
    public static func build(
        for dumpFile: URL, indexFile: URL? = nil, options: DumpReadingOptions = DumpReadingOptions()
    ) async throws(MusicBrainzError) -> BuildSummary {
        try await DumpIndexStorage.build(
            dumpFile: dumpFile, indexFile: indexFile ?? Self.indexFile(for: dumpFile), options: options)
    }
}
