import Foundation
import MusicBrainz

/// A MusicBrainz JSON data dump archive, `<entity>.tar.xz`, read in place: streamed through
/// the system's `xz` and `tar` (Linux and macOS), with no temporary files.
///
/// ```swift
/// let archive = DumpArchive(contentsOf: URL(fileURLWithPath: "release.tar.xz"))
/// let metadata = try await archive.metadata()          // TIMESTAMP, REPLICATION_SEQUENCE, …
/// print(metadata.date ?? .distantPast, metadata.replicationSequence ?? 0)
/// for try await item in archive.read(Release.self) {
///     guard let release = item.model else { continue }
///     print(release.title)
/// }
/// ```
///
/// ``read(_:options:)`` runs `xz -dc ARCHIVE | tar -xOf - mbdump/<entity>` and reads its output
/// as ``DumpReader`` reads a file; a second `tar` on the same stream picks up
/// `JSON_DUMPS_SCHEMA_NUMBER`, which the archive stores after the dump, so the last
/// ``DumpProgress`` report carries it (a number other than
/// ``DumpArchiveMetadata/knownJSONSchemaNumber`` is a ``DumpArchiveMetadata/schemaWarning``,
/// not a failure). Leaving the loop early or cancelling the task ends the programs at once.
///
/// Decompression is the slowest part: `xz` decompresses on one core, at about 50–100 MB/s of
/// output. Decompressing once (`tar -xJf release.tar.xz mbdump/release`) and reading the file
/// is faster when the dump is read more than once, and needed for an MBID index
/// (``DumpIndex``).
///
/// On platforms that cannot start programs (iOS, tvOS, watchOS, visionOS), reading fails with
/// ``/MusicBrainz/MusicBrainzError/Code/toolUnavailable``.
public struct DumpArchive: Sendable {
    /// The archive file.
    public let url: URL

    /// Creates a reader of an archive; nothing is opened yet.
    ///
    /// - Parameter url: The `<entity>.tar.xz` file.
    public init(contentsOf url: URL) {
        self.url = url
    }

    /// Whether this platform can read archives (it can start `xz` and `tar`): Linux and macOS.
    public static var isSupported: Bool {
        #if os(Linux) || os(macOS)
            return true
        #else
            return false
        #endif
    }

    /// Reads the archive's head: `TIMESTAMP`, `REPLICATION_SEQUENCE` and `SCHEMA_SEQUENCE`,
    /// the first files of every dump archive, so this takes milliseconds whatever the
    /// archive's size. ``DumpArchiveMetadata/jsonSchemaNumber`` stays `nil`: that file comes
    /// after the dump (``read(_:options:)`` reports it).
    ///
    /// - Returns: The metadata; a file the archive lacks is `nil`.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with ``/MusicBrainz/MusicBrainzError/Code/toolUnavailable`` (no `xz`
    ///   or `tar`, or a platform without them), ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed`` (the
    ///   archive cannot be opened), ``/MusicBrainz/MusicBrainzError/Code/toolFailed`` (not an xz archive, or
    ///   a damaged one), ``/MusicBrainz/MusicBrainzError/Code/cancelled``.
    public func metadata() async throws(MusicBrainzError) -> DumpArchiveMetadata {
        #if os(Linux) || os(macOS)
            let timestamp = try await headMember("TIMESTAMP")
            let replication = try await headMember("REPLICATION_SEQUENCE")
            let schema = try await headMember("SCHEMA_SEQUENCE")
            return DumpArchiveMetadata(
                timestamp: timestamp, replicationSequence: replication.flatMap { Int($0) },
                schemaSequence: schema.flatMap { Int($0) })
        #else
            throw DumpTools.unsupportedPlatform()
        #endif
    }

    /// Reads the archive's dump of an entity type, `mbdump/<entity>`, line by line into models.
    ///
    /// Besides the reader's own errors, the iteration throws
    /// ``/MusicBrainz/MusicBrainzError/Code/toolUnavailable`` (no `xz` or `tar`),
    /// ``/MusicBrainz/MusicBrainzError/Code/toolFailed`` (a damaged or truncated archive, after the items of
    /// every line read before the damage) and ``/MusicBrainz/MusicBrainzError/Code/archiveMemberMissing``
    /// (no `mbdump/<entity>`: the archive of another entity type; `tar` can tell only once it
    /// has read the whole archive).
    ///
    /// - Parameters:
    ///   - type: The entity type, such as ``/MusicBrainz/Release``.
    ///   - options: How to read.
    /// - Returns: The reader; nothing runs until iteration starts.
    public func read<Entity: DumpedEntity>(
        _ type: Entity.Type, options: DumpReadingOptions = DumpReadingOptions()
    ) -> DumpReader<Entity> {
        let url = self.url
        return DumpReader.reading(
            options: options,
            input: DumpSourceInput(open: { () async throws(MusicBrainzError) in
                #if os(Linux) || os(macOS)
                    return DumpFileSource.archive(
                        try await DumpArchiveSource.open(url, member: Entity.dumpMemberName))
                #else
                    throw DumpTools.unsupportedPlatform()
                #endif
            }))
    }

    /// The first bytes of an xz file: `FD 37 7A 58 5A 00`.
    static let xzMagic: [UInt8] = [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]

    #if os(Linux) || os(macOS)
        /// The text of a small file at the head of the archive, without its line end; `nil` when
        /// the archive has no such file.
        func headMember(_ name: String) async throws(MusicBrainzError) -> String? {
            if Task.isCancelled { throw dumpReadingCancelled() }
            let pipeline = try DumpArchivePipeline.start(archive: url, member: name, firstOnly: true)
            var data = Data()
            var readFailure: MusicBrainzError?
            do {
                while let chunk = try await pipeline.output.read() {
                    if data.count < 64 << 10 { data.append(contentsOf: chunk) }
                }
            } catch {
                readFailure = error
            }
            // tar has the member once its output ends; xz may still be decompressing ahead.
            let tarStatus = await pipeline.tarStatus()
            pipeline.terminate()
            let failure = await pipeline.failure(ignoringXZ: tarStatus.code == 0 && !tarStatus.wasSignalled)
            if let readFailure { throw readFailure }
            if let failure {
                if failure.code == .archiveMemberMissing { return nil }
                throw failure
            }
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    #endif
}

#if os(Linux) || os(macOS)
    /// The output of `xz | tar` for a dump member, with the archive's metadata.
    struct DumpArchiveSource: DumpByteSource {
        let pipeline: DumpArchivePipeline
        var archiveMetadata: DumpArchiveMetadata?
        var failsLate: Bool { true }

        /// Reads the head metadata, then starts the programs for the member and for
        /// `JSON_DUMPS_SCHEMA_NUMBER`.
        static func open(_ url: URL, member: String) async throws(MusicBrainzError) -> DumpArchiveSource {
            let metadata = try await DumpArchive(contentsOf: url).metadata()
            let pipeline = try DumpArchivePipeline.start(
                archive: url, member: member, sideMember: "JSON_DUMPS_SCHEMA_NUMBER")
            return DumpArchiveSource(pipeline: pipeline, archiveMetadata: metadata)
        }

        mutating func next() async throws(MusicBrainzError) -> [UInt8]? {
            try await pipeline.output.read()
        }

        /// The member's output has ended: a failure of xz or tar (a truncated or damaged
        /// archive) is thrown now, before the cut last line is taken for a line.
        mutating func verifyEnd() async throws(MusicBrainzError) {
            if let failure = await pipeline.failure() {
                pipeline.terminate()
                throw failure
            }
        }

        mutating func close(completed: Bool) async throws(MusicBrainzError) {
            guard completed else {
                pipeline.terminate()
                _ = await pipeline.waitForExit()
                return
            }
            if let failure = await pipeline.failure() {
                pipeline.terminate()
                throw failure
            }
            pipeline.output.close()
            if let text = await pipeline.sideText() {
                archiveMetadata?.jsonSchemaNumber = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
    }
#endif

/// A dump file, or an archive recognised by its first bytes.
enum DumpFileSource: DumpByteSource {
    case file(FileDescriptorSource)
    #if os(Linux) || os(macOS)
        case archive(DumpArchiveSource)
    #endif

    /// Opens a file; an xz file is read as an archive of `Model`'s dump.
    static func open<Model: MusicBrainzResponse>(
        path: String, model: Model.Type
    ) async throws(MusicBrainzError)
        -> DumpFileSource
    {
        let file = try FileDescriptorSource(path: path)
        var head = [UInt8](repeating: 0, count: DumpArchive.xzMagic.count)
        let count = head.withUnsafeMutableBytes { pread(file.reader.descriptor, $0.baseAddress, $0.count, 0) }
        guard count == head.count, head == DumpArchive.xzMagic else { return .file(file) }
        file.reader.close()
        guard let entity = Model.self as? any DumpedEntity.Type else {
            throw MusicBrainzError(
                code: .unexpectedContentType,
                message:
                    "\(path) is an xz archive; only the dump of an entity type (DumpedEntity) can be read from one.")
        }
        #if os(Linux) || os(macOS)
            return .archive(try await DumpArchiveSource.open(URL(fileURLWithPath: path), member: entity.dumpMemberName))
        #else
            _ = entity
            throw DumpTools.unsupportedPlatform()
        #endif
    }

    var totalBytes: Int64? {
        switch self {
        case .file(let file): return file.totalBytes
        #if os(Linux) || os(macOS)
            case .archive: return nil
        #endif
        }
    }

    var archiveMetadata: DumpArchiveMetadata? {
        switch self {
        case .file: return nil
        #if os(Linux) || os(macOS)
            case .archive(let archive): return archive.archiveMetadata
        #endif
        }
    }

    mutating func next() async throws(MusicBrainzError) -> [UInt8]? {
        switch self {
        case .file(var file):
            defer { self = .file(file) }
            return try await file.next()
        #if os(Linux) || os(macOS)
            case .archive(var archive):
                defer { self = .archive(archive) }
                return try await archive.next()
        #endif
        }
    }

    mutating func verifyEnd() async throws(MusicBrainzError) {
        switch self {
        case .file: return
        #if os(Linux) || os(macOS)
            case .archive(var archive):
                try await archive.verifyEnd()
                self = .archive(archive)
        #endif
        }
    }

    /// Whether the input is an archive, whose damage xz may notice only after the lines it spoiled.
    var failsLate: Bool {
        switch self {
        case .file: return false
        #if os(Linux) || os(macOS)
            case .archive: return true
        #endif
        }
    }

    mutating func close(completed: Bool) async throws(MusicBrainzError) {
        switch self {
        case .file(var file):
            try await file.close(completed: completed)
        #if os(Linux) || os(macOS)
            case .archive(var archive):
                try await archive.close(completed: completed)
                self = .archive(archive)
        #endif
        }
    }
}
