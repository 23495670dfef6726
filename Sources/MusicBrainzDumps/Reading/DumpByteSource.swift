import Foundation
import MusicBrainz

/// Where a dump reading gets its bytes: a file, standard input, an archive's programs, or a
/// caller's byte sequence. Made and used inside the reading task only.
protocol DumpByteSource: SendableMetatype {
    /// A chunk of input bytes.
    associatedtype Chunk: Collection<UInt8>

    /// The input's size when known in advance.
    var totalBytes: Int64? { get }

    /// What an archive says about itself; `nil` for other inputs.
    var archiveMetadata: DumpArchiveMetadata? { get }

    /// The next chunk, or `nil` at the end of the input.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` (``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed``,
    ///   ``/MusicBrainz/MusicBrainzError/Code/cancelled``, …).
    mutating func next() async throws(MusicBrainzError) -> Chunk?

    /// Releases the input: closes files, ends programs. `completed` says whether ``next()``
    /// returned `nil`; when it did, an archive's programs are waited for and their failure
    /// thrown.
    mutating func close(completed: Bool) async throws(MusicBrainzError)
}

extension DumpByteSource {
    var totalBytes: Int64? { nil }
    var archiveMetadata: DumpArchiveMetadata? { nil }
    mutating func close(completed: Bool) async throws(MusicBrainzError) {}
}

/// The error of a cancelled reading.
func dumpReadingCancelled() -> MusicBrainzError {
    MusicBrainzError(code: .cancelled, message: "Reading the dump was cancelled.")
}

/// Reads a file descriptor in chunks on a queue of its own, so that a read that blocks (a pipe,
/// a terminal) never holds a thread of the concurrency pool. A read of a pipe or terminal waits
/// in slices of 100 ms and gives up when the reading task is cancelled.
final class FileDescriptorReader: @unchecked Sendable {
    // @unchecked: `descriptor`, `name`, `chunkSize` and `waitsForInput` never change; `cancelled`
    // and `isClosed` are read and written under `lock`. Reads run one at a time on `queue`.
    let descriptor: Int32
    let name: String
    let chunkSize: Int
    private let ownsDescriptor: Bool
    private let waitsForInput: Bool
    private let queue = DispatchQueue(label: "MusicBrainz.DumpReader.read")
    private let lock = NSLock()
    private var cancelled = false
    private var isClosed = false

    /// - Parameters:
    ///   - descriptor: An open descriptor.
    ///   - name: What it is, for error messages ("standard input", a path).
    ///   - ownsDescriptor: Whether ``close()`` closes it.
    ///   - chunkSize: The most bytes one read returns.
    init(descriptor: Int32, name: String, ownsDescriptor: Bool, chunkSize: Int = 1 << 20) {
        self.descriptor = descriptor
        self.name = name
        self.ownsDescriptor = ownsDescriptor
        self.chunkSize = chunkSize
        var status = stat()
        let isRegular = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        waitsForInput = !isRegular
    }

    deinit { close() }

    /// Reads the next chunk: `nil` at the end of the input.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed`` for a read
    ///   error and ``/MusicBrainz/MusicBrainzError/Code/cancelled`` when the task is cancelled.
    func read() async throws(MusicBrainzError) -> [UInt8]? {
        if Task.isCancelled { throw dumpReadingCancelled() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<[UInt8]?, MusicBrainzError>, Never>) in
                queue.async { continuation.resume(returning: self.blockingRead()) }
            }
        } onCancel: {
            lock.withLock { cancelled = true }
        }
        return try result.get()
    }

    /// Closes the descriptor if this reader owns it (once).
    func close() {
        let shouldClose = lock.withLock { () -> Bool in
            defer { isClosed = true }
            return !isClosed && ownsDescriptor
        }
        if shouldClose { _ = Foundation.close(descriptor) }
    }

    private var isCancelled: Bool { lock.withLock { cancelled } }

    private func blockingRead() -> Result<[UInt8]?, MusicBrainzError> {
        if lock.withLock({ isClosed }) { return .success(nil) }
        if waitsForInput {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while true {
                if isCancelled { return .failure(dumpReadingCancelled()) }
                let ready = poll(&request, 1, 100)
                if ready > 0 { break }
                if ready < 0 && errno != EINTR { return .failure(failure("wait for", errno)) }
            }
        }
        var failedErrno: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, count in
            count = 0
            while true {
                let read = Foundation.read(descriptor, buffer.baseAddress, chunkSize)
                if read >= 0 {
                    count = read
                    return
                }
                if errno != EINTR {
                    failedErrno = errno
                    return
                }
            }
        }
        if failedErrno != 0 { return .failure(failure("read", failedErrno)) }
        return .success(bytes.isEmpty ? nil : bytes)
    }

    private func failure(_ verb: String, _ code: Int32) -> MusicBrainzError {
        MusicBrainzError(
            code: .fileAccessFailed, message: "Could not \(verb) \(name): \(String(cString: strerror(code))).",
            underlyingError: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO))
    }
}

/// A dump file or standard input.
struct FileDescriptorSource: DumpByteSource {
    let reader: FileDescriptorReader
    let totalBytes: Int64?

    /// Opens a file for reading.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed``.
    init(path: String) throws(MusicBrainzError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw DumpFiles.openError(path, errno) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            _ = Foundation.close(descriptor)
            throw MusicBrainzError(code: .fileAccessFailed, message: "\(path) is a directory, not a dump file.")
        }
        totalBytes = (status.st_mode & S_IFMT) == S_IFREG ? Int64(status.st_size) : nil
        reader = FileDescriptorReader(descriptor: descriptor, name: path, ownsDescriptor: true)
    }

    /// Reads a descriptor the caller owns, such as standard input.
    init(descriptor: Int32, name: String) {
        reader = FileDescriptorReader(descriptor: descriptor, name: name, ownsDescriptor: false)
        totalBytes = nil
    }

    mutating func next() async throws(MusicBrainzError) -> [UInt8]? { try await reader.read() }

    mutating func close(completed: Bool) async throws(MusicBrainzError) { reader.close() }
}

/// A caller's sequence of byte chunks (`Data`, `[UInt8]`, …).
struct ChunkSequenceSource<Base: AsyncSequence>: DumpByteSource where Base.Element: Collection<UInt8> {
    var iterator: Base.AsyncIterator

    mutating func next() async throws(MusicBrainzError) -> Base.Element? {
        do {
            return try await iterator.next()
        } catch {
            throw byteSequenceError(error)
        }
    }
}

/// A caller's sequence of single bytes (such as `FileHandle.AsyncBytes`), gathered into chunks.
struct ByteSequenceSource<Base: AsyncSequence>: DumpByteSource where Base.Element == UInt8 {
    var iterator: Base.AsyncIterator
    var ended = false

    mutating func next() async throws(MusicBrainzError) -> [UInt8]? {
        guard !ended else { return nil }
        var chunk: [UInt8] = []
        chunk.reserveCapacity(64 << 10)
        do {
            while chunk.count < 64 << 10 {
                guard let byte = try await iterator.next() else {
                    ended = true
                    break
                }
                chunk.append(byte)
            }
        } catch {
            throw byteSequenceError(error)
        }
        return chunk.isEmpty ? nil : chunk
    }
}

/// The error a caller's byte sequence threw, as a ``/MusicBrainz/MusicBrainzError``.
func byteSequenceError(_ error: any Error) -> MusicBrainzError {
    if let error = error as? MusicBrainzError { return error }
    if error is CancellationError { return dumpReadingCancelled() }
    return MusicBrainzError(
        code: .fileAccessFailed, message: "The byte sequence of the dump failed: \(error)", underlyingError: error)
}

/// File helpers shared by the dump reader and the index.
enum DumpFiles {
    /// The error for a file that could not be opened.
    static func openError(_ path: String, _ code: Int32) -> MusicBrainzError {
        MusicBrainzError(
            code: .fileAccessFailed, message: "Could not open \(path): \(String(cString: strerror(code))).",
            underlyingError: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO))
    }
}
