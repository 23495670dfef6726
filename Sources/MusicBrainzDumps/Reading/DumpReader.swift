import Foundation
import MusicBrainz

/// The lines of a MusicBrainz JSON data dump, decoded into models on every core: an
/// `AsyncSequence` of ``DumpItem``s, one per non-empty line.
///
/// Read a decompressed dump file (`mbdump/release` out of `release.tar.xz`), the archive
/// itself (``DumpArchive``, on Linux and macOS), standard input, or any asynchronous sequence
/// of byte chunks:
///
/// ```swift
/// let dump = DumpReader(Release.self, contentsOf: URL(fileURLWithPath: "mbdump/release"))
/// for try await item in dump {
///     let release = try item.get()            // or switch over item.result
///     if release.country == "NO" { print(release.id, release.title) }
/// }
/// ```
///
/// Each line is decoded with ``/MusicBrainz/ResponseDecoder`` as a JSON lookup document: a dump line is
/// exactly what a lookup with the dump's includes returns (``DumpedEntity/dumpedIncludes``).
///
/// - Lines are cut into batches of about 1 MiB and decoded in parallel; items come in file
///   order unless ``DumpReadingOptions/order`` says ``DumpReadingOptions/Order/completion``.
/// - Memory stays bounded: a few batches are in flight, never the whole file; a slow consumer
///   slows the reading (see ``DumpReadingOptions``).
/// - A line that does not decode is an item whose ``DumpItem/result`` holds the error, with its
///   ``DumpItem/line`` and ``DumpItem/byteOffset``; reading goes on unless
///   ``DumpReadingOptions/stopsAtFirstError`` is set.
/// - Line ends may be `\n` or `\r\n`; the last line needs no line end (MusicBrainz writes none).
///   Empty lines, and lines of only spaces and tabs, are skipped (they still count in line
///   numbers). An empty file is an empty sequence. A truncated last line is an error item.
/// - Progress (bytes and lines read) goes to ``DumpReadingOptions/progress``.
/// - Cancelling the task, or leaving the loop early, stops the reading at once: files are
///   closed and an archive's programs ended.
///
/// Iteration throws only for the input as a whole: ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed``
/// (the file cannot be opened or read), ``/MusicBrainz/MusicBrainzError/Code/cancelled``, the archive
/// errors of ``DumpArchive``, and with ``DumpReadingOptions/stopsAtFirstError`` the first
/// line's error. A failure of the input comes after the items of every line read before it.
/// Each iteration reads the input anew (standard input and byte sequences can be read once).
public struct DumpReader<Model: MusicBrainzResponse>: AsyncSequence, Sendable {
    /// One line: where it is and what it decoded into.
    public typealias Element = DumpItem<Model>

    /// How the lines are cut, decoded and handed out.
    public let options: DumpReadingOptions

    private let start: @Sendable (DumpReadingOptions) -> DumpRun<Model>

    private init(options: DumpReadingOptions, start: @escaping @Sendable (DumpReadingOptions) -> DumpRun<Model>) {
        self.options = options
        self.start = start
    }

    /// Reads a dump file: a decompressed `mbdump/<entity>`, or (on Linux and macOS, for a
    /// ``DumpedEntity``) a `<entity>.tar.xz` archive, recognised by its first bytes and read
    /// as ``DumpArchive`` does.
    ///
    /// Nothing is opened until iteration starts; a file that cannot be opened makes the
    /// iteration throw ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed``.
    ///
    /// - Parameters:
    ///   - type: The model of each line, such as ``/MusicBrainz/Release``.
    ///   - file: The file.
    ///   - options: How to read; default ``DumpReadingOptions/init()``.
    public init(_ type: Model.Type, contentsOf file: URL, options: DumpReadingOptions = DumpReadingOptions()) {
        let path = file.path
        self.init(options: options) { options in
            DumpRun.start(
                options: options,
                source: { () async throws(MusicBrainzError) in
                    try await DumpFileSource.open(path: path, model: Model.self)
                }, decode: DumpLineDecoder.decoder(for: Model.self))
        }
    }

    /// Reads an open file descriptor to its end, such as a pipe from a decompressing program.
    /// The descriptor is not closed.
    ///
    /// - Parameters:
    ///   - type: The model of each line.
    ///   - descriptor: The descriptor.
    ///   - name: What it is, for error messages; default `standard input`.
    ///   - options: How to read.
    public init(
        _ type: Model.Type, fileDescriptor descriptor: Int32, name: String = "standard input",
        options: DumpReadingOptions = DumpReadingOptions()
    ) {
        self.init(options: options) { options in
            DumpRun.start(
                options: options,
                source: { () async throws(MusicBrainzError) in
                    FileDescriptorSource(descriptor: descriptor, name: name)
                }, decode: DumpLineDecoder.decoder(for: Model.self))
        }
    }

    /// Reads standard input to its end, as in `xz -dc release.tar.xz | tar -xO mbdump/release | my-tool`.
    ///
    /// - Parameters:
    ///   - type: The model of each line.
    ///   - options: How to read.
    /// - Returns: The reader.
    public static func standardInput(_ type: Model.Type, options: DumpReadingOptions = DumpReadingOptions()) -> Self {
        Self(type, fileDescriptor: 0, options: options)
    }

    /// Reads an asynchronous sequence of byte chunks, such as `Data` or `[UInt8]` from a
    /// decompressing stream or a download. Chunks may cut lines anywhere.
    ///
    /// An error the sequence throws ends the iteration: a ``/MusicBrainz/MusicBrainzError`` as it is, any
    /// other as ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed`` with it as the underlying error.
    ///
    /// - Parameters:
    ///   - type: The model of each line.
    ///   - chunks: The bytes.
    ///   - options: How to read.
    public init<Chunks: AsyncSequence & Sendable>(
        _ type: Model.Type, chunks: Chunks, options: DumpReadingOptions = DumpReadingOptions()
    ) where Chunks.Element: Collection<UInt8> {
        self.init(options: options) { options in
            DumpRun.start(
                options: options,
                source: { () async throws(MusicBrainzError) in
                    ChunkSequenceSource<Chunks>(iterator: chunks.makeAsyncIterator())
                }, decode: DumpLineDecoder.decoder(for: Model.self))
        }
    }

    /// Reads an asynchronous sequence of single bytes, such as `FileHandle.AsyncBytes` or
    /// `URLSession.AsyncBytes` (gathered into chunks of 64 KiB before they are cut into lines).
    ///
    /// - Parameters:
    ///   - type: The model of each line.
    ///   - bytes: The bytes.
    ///   - options: How to read.
    public init<Bytes: AsyncSequence & Sendable>(
        _ type: Model.Type, bytes: Bytes, options: DumpReadingOptions = DumpReadingOptions()
    ) where Bytes.Element == UInt8 {
        self.init(options: options) { options in
            DumpRun.start(
                options: options,
                source: { () async throws(MusicBrainzError) in
                    ByteSequenceSource<Bytes>(iterator: bytes.makeAsyncIterator())
                }, decode: DumpLineDecoder.decoder(for: Model.self))
        }
    }

    /// Reads with other options.
    ///
    /// - Parameter options: The options.
    /// - Returns: A reader of the same input with those options.
    public func with(options: DumpReadingOptions) -> Self {
        Self(options: options, start: start)
    }

    /// A reader of an archive's dump: the given start.
    static func reading(
        options: DumpReadingOptions, start: @escaping @Sendable (DumpReadingOptions) -> DumpRun<Model>
    ) -> Self {
        Self(options: options, start: start)
    }

    /// Starts a reading: the input is opened and reading begins at once.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(run: start(options), stopsAtFirstError: options.stopsAtFirstError)
    }

    /// Iterates the items of one reading.
    public struct AsyncIterator: AsyncIteratorProtocol {
        /// Ends the reading when the iterator goes away, such as after a `break`.
        private final class Lifetime: Sendable {
            let run: DumpRun<Model>
            init(run: DumpRun<Model>) { self.run = run }
            deinit { run.cancel() }
        }

        private let lifetime: Lifetime
        private let stopsAtFirstError: Bool
        private var items: [DumpItem<Model>] = []
        private var index = 0
        private var finished = false

        init(run: DumpRun<Model>, stopsAtFirstError: Bool) {
            lifetime = Lifetime(run: run)
            self.stopsAtFirstError = stopsAtFirstError
        }

        /// The next line's item.
        ///
        /// - Returns: The item, or `nil` after the last line.
        /// - Throws: ``/MusicBrainz/MusicBrainzError``: the input's failure
        ///   (``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed``, ``/MusicBrainz/MusicBrainzError/Code/cancelled``,
        ///   an archive's ``/MusicBrainz/MusicBrainzError/Code/toolUnavailable``,
        ///   ``/MusicBrainz/MusicBrainzError/Code/toolFailed`` or ``/MusicBrainz/MusicBrainzError/Code/archiveMemberMissing``),
        ///   and with ``DumpReadingOptions/stopsAtFirstError`` the first bad line's error. After
        ///   an error the iteration is over.
        public mutating func next() async throws -> DumpItem<Model>? {
            guard !finished else { return nil }
            if Task.isCancelled {
                // Stop handing out the rest of the batch at once.
                finished = true
                items = []
                lifetime.run.cancel()
                throw dumpReadingCancelled()
            }
            while index >= items.count {
                let batch: [DumpItem<Model>]?
                do {
                    batch = try await lifetime.run.take()
                } catch {
                    finished = true
                    items = []
                    throw error
                }
                guard let batch else {
                    finished = true
                    items = []
                    return nil
                }
                items = batch
                index = 0
            }
            let item = items[index]
            index += 1
            if stopsAtFirstError, let error = item.error {
                finished = true
                items = []
                lifetime.run.cancel()
                throw item.located(error)
            }
            return item
        }
    }
}

/// The one place where a dump line becomes a model.
enum DumpLineDecoder {
    /// Decodes a line with ``/MusicBrainz/ResponseDecoder`` as a JSON lookup document, in place (the line's
    /// bytes are not copied).
    static func decoder<Model: MusicBrainzResponse>(
        for type: Model.Type
    ) -> @Sendable (UnsafeBufferPointer<UInt8>) -> Result<Model, MusicBrainzError> {
        { line in
            do throws(MusicBrainzError) {
                return .success(try ResponseDecoder().decodeJSON(Model.self, bytes: line).value)
            } catch {
                return .failure(error)
            }
        }
    }
}
