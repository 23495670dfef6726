import Foundation
import MusicBrainz

/// How far a ``DumpReader`` has read, for a progress bar.
///
/// The reader reports it to ``DumpReadingOptions/progress`` each time it cuts a batch of lines
/// (every ``DumpReadingOptions/batchByteCount`` bytes or so) and once more at the end, with
/// ``isFinished`` set. The counts are those of the reading side: lines cut, not yet
/// necessarily decoded or handed out.
public struct DumpProgress: Sendable, Hashable {
    /// The bytes read from the file or stream so far.
    public var bytesRead: Int64

    /// The lines cut so far, empty lines included.
    public var linesRead: Int

    /// The size of the input in bytes when it is known in advance (a regular file); `nil` for
    /// standard input, a pipe, an archive or a byte sequence.
    public var totalBytes: Int64?

    /// Whether the whole input has been read.
    public var isFinished: Bool

    /// For an archive read by ``DumpArchive``: what it says about itself. The head
    /// (`TIMESTAMP`, `REPLICATION_SEQUENCE`, `SCHEMA_SEQUENCE`) is there from the first report;
    /// ``DumpArchiveMetadata/jsonSchemaNumber`` (stored after the dump in the archive) from the
    /// last one, with ``isFinished``. `nil` for other inputs.
    public var archive: DumpArchiveMetadata?

    /// Creates a progress report.
    ///
    /// - Parameters:
    ///   - bytesRead: Bytes read so far.
    ///   - linesRead: Lines cut so far.
    ///   - totalBytes: The input's size, if known.
    ///   - isFinished: Whether the input is read to its end.
    ///   - archive: The archive's metadata, for an archive.
    public init(
        bytesRead: Int64 = 0, linesRead: Int = 0, totalBytes: Int64? = nil, isFinished: Bool = false,
        archive: DumpArchiveMetadata? = nil
    ) {
        self.bytesRead = bytesRead
        self.linesRead = linesRead
        self.totalBytes = totalBytes
        self.isFinished = isFinished
        self.archive = archive
    }

    /// The part read, from 0 to 1, when the size is known; `nil` otherwise.
    public var fractionCompleted: Double? {
        guard let totalBytes else { return nil }
        guard totalBytes > 0 else { return 1 }
        return min(1, Double(bytesRead) / Double(totalBytes))
    }
}
