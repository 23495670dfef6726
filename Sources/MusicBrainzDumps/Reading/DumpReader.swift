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

    /// Where the bytes come from; opened anew by each reading.
    private let input: any DumpInput

    private init(options: DumpReadingOptions, input: any DumpInput) {
        self.options = options
        self.input = input
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
        self.init(
            options: options,
            input: DumpSourceInput(open: { () async throws(MusicBrainzError) in
                try await DumpFileSource.open(path: path, model: Model.self)
            }))
    }

    /// Reads a share of a decompressed dump file: the lines that start in a byte range, or in
    /// part K of N (``DumpFileRange``), so that N readers (processes on one or many machines, an
    /// engine's workers) share one file and read every line exactly once between them.
    ///
    /// ```swift
    /// let part = try DumpFileRange.part(3, of: 8)
    /// for try await item in DumpReader(Release.self, contentsOf: dumpFile, range: part) {
    ///     print(item.line, item.model?.title ?? "-")
    /// }
    /// ```
    ///
    /// Each item's ``DumpItem/byteOffset`` is its place in the whole file; its
    /// ``DumpItem/line`` counts from the range's first line (the lines before it are not
    /// read). Nothing is opened until iteration starts.
    ///
    /// - Parameters:
    ///   - type: The model of each line, such as ``/MusicBrainz/Release``.
    ///   - file: The decompressed dump file (a regular file: not an archive, not a pipe).
    ///   - range: The share of the file.
    ///   - options: How to read.
    /// - Note: Iteration throws ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed`` for a
    ///   file that cannot be opened or is not a regular file, and
    ///   ``/MusicBrainz/MusicBrainzError/Code/invalidRequest`` for an xz archive.
    public init(
        _ type: Model.Type, contentsOf file: URL, range: DumpFileRange,
        options: DumpReadingOptions = DumpReadingOptions()
    ) {
        let path = file.path
        self.init(
            options: options,
            input: DumpSourceInput(open: { () async throws(MusicBrainzError) in
                try FileRangeSource(path: path, range: range)
            }))
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
        self.init(
            options: options,
            input: DumpSourceInput(open: { () async throws(MusicBrainzError) in
                FileDescriptorSource(descriptor: descriptor, name: name)
            }))
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
        self.init(
            options: options,
            input: DumpSourceInput(open: { () async throws(MusicBrainzError) in
                ChunkSequenceSource<Chunks>(iterator: chunks.makeAsyncIterator())
            }))
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
        self.init(
            options: options,
            input: DumpSourceInput(open: { () async throws(MusicBrainzError) in
                ByteSequenceSource<Bytes>(iterator: bytes.makeAsyncIterator())
            }))
    }

    /// Reads with other options.
    ///
    /// - Parameter options: The options.
    /// - Returns: A reader of the same input with those options.
    public func with(options: DumpReadingOptions) -> Self {
        Self(options: options, input: input)
    }

    /// A reader of an archive's dump: the given input.
    static func reading(options: DumpReadingOptions, input: any DumpInput) -> Self {
        Self(options: options, input: input)
    }

    /// Starts a reading: the input is opened and reading begins at once.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(
            DumpRunIterator(
                run: input.start(options: options, decode: DumpLineDecoder.decoder(for: Model.self)),
                stopsAtFirstError: options.stopsAtFirstError))
    }

    /// Starts a reading whose decoding tasks also turn each model into something else (the rows
    /// of a table, a filter's verdict), so that the model never leaves the task that decoded it.
    ///
    /// - Parameter transform: Runs on the decoding tasks, once per line that decodes.
    /// - Returns: The items of the reading, in ``options``' order.
    func makeIterator<Value: Sendable>(
        transforming transform: @escaping @Sendable (Model) -> Value
    ) -> DumpRunIterator<Value> {
        let decode = DumpLineDecoder.decoder(for: Model.self)
        return DumpRunIterator(
            run: input.start(options: options) { line in decode(line).map(transform) },
            stopsAtFirstError: options.stopsAtFirstError)
    }

    /// Iterates the items of one reading.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private var base: DumpRunIterator<Model>

        init(_ base: DumpRunIterator<Model>) { self.base = base }

        /// The next line's item.
        ///
        /// Reading an archive, a line that does not decode is handed out after the last line
        /// (once the archive has proved sound), because xz notices some damage only at the end
        /// of a block, after the lines it spoiled; when the archive then fails, its failure is
        /// thrown instead, listing those lines as the damage's.
        ///
        /// - Returns: The item, or `nil` after the last line.
        /// - Throws: ``/MusicBrainz/MusicBrainzError``: the input's failure
        ///   (``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed``, ``/MusicBrainz/MusicBrainzError/Code/cancelled``,
        ///   an archive's ``/MusicBrainz/MusicBrainzError/Code/toolUnavailable``,
        ///   ``/MusicBrainz/MusicBrainzError/Code/toolFailed`` or ``/MusicBrainz/MusicBrainzError/Code/archiveMemberMissing``),
        ///   and with ``DumpReadingOptions/stopsAtFirstError`` the first bad line's error. After
        ///   an error the iteration is over.
        public mutating func next() async throws -> DumpItem<Model>? {
            try await base.next()
        }

        /// Ends the reading at once (as leaving the loop does) and hands over the lines that did
        /// not decode which it was holding back: reading an archive, such lines are handed out
        /// only at the end (see ``next()``), so a loop that stops early, at a limit, calls this to
        /// report them instead of losing them. The archive's end was not reached, so whether they
        /// are the lines' own errors or damage to the archive is unknown.
        ///
        /// - Returns: The held items, in the order they were read; empty for other inputs. Later
        ///   calls of ``next()`` return `nil`.
        public mutating func stop() -> [DumpItem<Model>] {
            base.stop()
        }
    }
}

/// Where a reading's bytes come from: each reading opens its own source, inside its reading
/// task, and decodes each line with the decoder it is given.
protocol DumpInput: Sendable {
    /// Starts a reading of the input.
    func start<Value: Sendable>(
        options: DumpReadingOptions, decode: @escaping DumpRun<Value>.LineDecoder
    ) -> DumpRun<Value>
}

/// An input that opens a ``DumpByteSource``.
struct DumpSourceInput<Source: DumpByteSource>: DumpInput {
    let open: @Sendable () async throws(MusicBrainzError) -> Source

    func start<Value: Sendable>(
        options: DumpReadingOptions, decode: @escaping DumpRun<Value>.LineDecoder
    ) -> DumpRun<Value> {
        DumpRun.start(options: options, source: open, decode: decode)
    }
}

/// The items of one reading, handed out one by one: a reader's iterator, and the readings of
/// ``DumpTableWriter`` whose decoding tasks also flatten each line into rows.
struct DumpRunIterator<Value: Sendable> {
    /// Ends the reading when the iterator goes away, such as after a `break`.
    private final class Lifetime: Sendable {
        let run: DumpRun<Value>
        init(run: DumpRun<Value>) { self.run = run }
        deinit { run.cancel() }
    }

    private let lifetime: Lifetime
    private let stopsAtFirstError: Bool
    private var items: [DumpItem<Value>] = []
    private var index = 0
    private var finished = false
    /// An archive reading's lines that did not decode, held back until the archive is known
    /// to be sound (its end) or reported with its failure.
    private var held: [DumpItem<Value>] = []
    /// Whether the reading has ended and the held items are being handed out.
    private var draining = false

    /// The most lines that do not decode held back at once; past it the oldest is handed out.
    static var maximumHeld: Int { 1_000 }

    init(run: DumpRun<Value>, stopsAtFirstError: Bool) {
        lifetime = Lifetime(run: run)
        self.stopsAtFirstError = stopsAtFirstError
    }

    /// Stops the reading (its tasks and input) at once.
    func cancel() { lifetime.run.cancel() }

    /// Ends the reading at once and returns the lines that did not decode held back so far.
    mutating func stop() -> [DumpItem<Value>] {
        finished = true
        items = []
        lifetime.run.cancel()
        defer { held = [] }
        return held
    }

    /// The next item, as ``DumpReader/AsyncIterator/next()`` describes.
    mutating func next() async throws -> DumpItem<Value>? {
        while true {
            guard !finished else { return nil }
            if Task.isCancelled {
                // Stop handing out the rest of the batch at once.
                finished = true
                items = []
                held = []
                lifetime.run.cancel()
                throw dumpReadingCancelled()
            }
            while index >= items.count {
                if draining {
                    finished = true
                    items = []
                    return nil
                }
                let batch: [DumpItem<Value>]?
                do {
                    batch = try await lifetime.run.take()
                } catch {
                    finished = true
                    items = []
                    let failure = Self.blaming(error, for: held)
                    held = []
                    throw failure
                }
                guard let batch else {
                    // The input is sound: the lines held back are the lines' own errors.
                    draining = true
                    items = held
                    held = []
                    index = 0
                    continue
                }
                items = batch
                index = 0
            }
            let item = items[index]
            index += 1
            guard let error = item.error else { return item }
            if stopsAtFirstError {
                finished = true
                items = []
                lifetime.run.cancel()
                throw item.located(error)
            }
            if !draining && lifetime.run.holdsLineErrors {
                held.append(item)
                if held.count > Self.maximumHeld { return held.removeFirst() }
                continue
            }
            return item
        }
    }

    /// The input's failure, listing the lines held back as ones it probably spoiled.
    static func blaming(_ error: any Error, for held: [DumpItem<Value>]) -> any Error {
        guard var failure = error as? MusicBrainzError, !held.isEmpty, failure.code != .cancelled else {
            return error
        }
        let lines = held.prefix(10).map { "line \($0.line) (byte offset \($0.byteOffset))" }
        failure.message +=
            " \(held.count) line\(held.count == 1 ? "" : "s") before it did not decode, "
            + "probably spoiled by the same damage: \(lines.joined(separator: ", "))"
            + (held.count > 10 ? ", …" : "") + "."
        return failure
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
