import Foundation
import MusicBrainz

/// How a ``DumpReader`` cuts, decodes and hands out the lines of a data dump.
///
/// The defaults suit a whole dump on any machine: every core decodes, about 1 MiB of lines per
/// batch, two batches per core in flight, lines handed out in file order.
///
/// ```swift
/// var options = DumpReadingOptions()
/// options.order = .completion          // faster when order does not matter
/// options.progress = { progress in print(progress.bytesRead) }
/// let releases = DumpReader(Release.self, contentsOf: url, options: options)
/// ```
///
/// Memory stays bounded whatever the size of the dump: at most ``batchesInFlight`` batches
/// exist at once (being cut, decoded, or waiting for the consumer), each about
/// ``batchByteCount`` bytes of JSON plus its decoded models. When the consumer is slower than
/// the decoders, reading pauses.
public struct DumpReadingOptions: Sendable {
    /// The order in which items are handed out.
    public enum Order: Sendable, Hashable {
        /// In file order: line 1 first. The default.
        case file
        /// Batch by batch as soon as each is decoded (file order inside a batch). Faster when
        /// one batch decodes much slower than the others; item ``DumpItem/line`` numbers still
        /// say where each line was.
        case completion
    }

    /// The order items are handed out in; default ``Order/file``.
    public var order: Order = .file

    /// Whether the first line that does not decode ends the reading: the iteration throws its
    /// error (with the line number and byte offset in the message) instead of yielding an
    /// error item. Default `false`: bad lines are items and reading goes on.
    public var stopsAtFirstError = false

    /// How many batches decode at once; default the number of active processor cores. At
    /// least 1.
    public var concurrency: Int = ProcessInfo.processInfo.activeProcessorCount

    /// About how many bytes of lines go into one batch; default 1 MiB. A batch ends at the
    /// first line end after this size (or after ``batchLineCount`` lines), so a batch holds
    /// whole lines; a single longer line makes a batch of its own.
    public var batchByteCount: Int = 1 << 20

    /// At most about how many lines go into one batch; default 4,096.
    public var batchLineCount: Int = 4_096

    /// The most batches that exist at once, cut but not yet taken by the consumer; `nil`
    /// (the default) means twice ``concurrency``. At least ``concurrency``.
    public var batchesInFlight: Int?

    /// The longest line accepted, in bytes; default 128 MiB (the largest release lines of a
    /// full dump are a few megabytes). A longer line is not kept in memory: it yields one
    /// error item (``/MusicBrainz/MusicBrainzError/Code/decodingFailed``) and reading goes on after it.
    public var maximumLineLength: Int = 128 << 20

    /// Called with the reading's progress after each batch is cut and once at the end (see
    /// ``DumpProgress``), on the reading task: keep it quick, and do not block.
    public var progress: (@Sendable (DumpProgress) -> Void)?

    /// Creates the default options.
    public init() {}

    /// ``concurrency`` made at least 1.
    var effectiveConcurrency: Int { max(1, concurrency) }

    /// ``batchesInFlight`` or its default, at least ``effectiveConcurrency``.
    var effectiveBatchesInFlight: Int { max(effectiveConcurrency, batchesInFlight ?? 2 * effectiveConcurrency) }
}
