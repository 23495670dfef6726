import Foundation
import MusicBrainz

// `stat` and its members come from the toolchain's shim module on Linux; MemberImportVisibility
// wants it imported by name for its members.
#if canImport(SwiftOverlayShims)
    import SwiftOverlayShims
#endif

/// Where a dump reading gets its bytes: a file, standard input, an archive's programs, or a
/// caller's byte sequence. Made and used inside the reading task only.
protocol DumpByteSource: SendableMetatype {
    /// A chunk of input bytes.
    associatedtype Chunk: Collection<UInt8>

    /// The input's size when known in advance.
    var totalBytes: Int64? { get }

    /// What an archive says about itself; `nil` for other inputs.
    var archiveMetadata: DumpArchiveMetadata? { get }

    /// Whether the input may fail after giving bytes it spoiled (an archive: xz checks a block
    /// only at its end).
    var failsLate: Bool { get }

    /// The offset in the file of the first byte the source gives: a byte range's first line;
    /// 0 for whole inputs.
    var startOffset: Int64 { get }

    /// The next chunk, or `nil` at the end of the input.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` (``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed``,
    ///   ``/MusicBrainz/MusicBrainzError/Code/cancelled``, …).
    mutating func next() async throws(MusicBrainzError) -> Chunk?

    /// Called when ``next()`` has returned `nil`, before the last line (which has no line end)
    /// is cut: an archive waits for its programs and throws their failure here, so that a
    /// member cut short is reported as the archive's failure and not as a line that does not
    /// decode.
    mutating func verifyEnd() async throws(MusicBrainzError)

    /// Releases the input: closes files, ends programs. `completed` says whether ``next()``
    /// returned `nil`; when it did, an archive's programs are waited for and their failure
    /// thrown.
    mutating func close(completed: Bool) async throws(MusicBrainzError)
}

extension DumpByteSource {
    var totalBytes: Int64? { nil }
    var archiveMetadata: DumpArchiveMetadata? { nil }
    var startOffset: Int64 { 0 }
    var failsLate: Bool { false }
    mutating func verifyEnd() async throws(MusicBrainzError) {}
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
    // and `isClosed` are read and written under `lock`. Reads run one at a time on `queue`, which
    // alone touches `remaining`.
    let descriptor: Int32
    let name: String
    let chunkSize: Int
    private let ownsDescriptor: Bool
    private let waitsForInput: Bool
    /// The bytes left to read before the reader ends, for a byte range; `nil` for no limit.
    /// Read and written on `queue` only.
    private var remaining: Int64?
    private let queue = DispatchQueue(label: "MusicBrainz.DumpReader.read")
    private let lock = NSLock()
    private var cancelled = false
    private var isClosed = false

    /// - Parameters:
    ///   - descriptor: An open descriptor.
    ///   - name: What it is, for error messages ("standard input", a path).
    ///   - ownsDescriptor: Whether ``close()`` closes it.
    ///   - chunkSize: The most bytes one read returns.
    ///   - limit: The most bytes to read before ending (a byte range); `nil` for none.
    init(descriptor: Int32, name: String, ownsDescriptor: Bool, chunkSize: Int = 1 << 20, limit: Int64? = nil) {
        remaining = limit
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
        let chunkSize = remaining.map { Int(min(Int64(self.chunkSize), $0)) } ?? self.chunkSize
        if chunkSize <= 0 { return .success(nil) }
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
        if let left = remaining { remaining = left - Int64(bytes.count) }
        return .success(bytes.isEmpty ? nil : bytes)
    }

    private func failure(_ verb: String, _ code: Int32) -> MusicBrainzError {
        MusicBrainzError(
            code: .fileAccessFailed, message: "Could not \(verb) \(name): \(String(cString: strerror(code))).",
            underlyingError: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO))
    }
}

/// A dump file or standard input. The first bytes are checked: an archive or a compressed file
/// is refused with a message saying what to do, instead of being read as lines that do not
/// decode.
struct FileDescriptorSource: DumpByteSource {
    let reader: FileDescriptorReader
    let totalBytes: Int64?
    private var headChecked = false

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

    mutating func next() async throws(MusicBrainzError) -> [UInt8]? {
        guard !headChecked else { return try await reader.read() }
        headChecked = true
        // A pipe may give the first bytes in small reads: gather enough to recognise a tar header.
        guard var head = try await reader.read() else { return nil }
        while head.count < DumpInputKind.headLength, let more = try await reader.read() { head += more }
        if let kind = DumpInputKind.detect(head) { throw kind.refusal(for: reader.name) }
        return head
    }

    mutating func close(completed: Bool) async throws(MusicBrainzError) { reader.close() }
}

/// What the first bytes of an input say it is, when it is not the lines of a dump.
enum DumpInputKind {
    case xz, gzip, bzip2, zstd, tar

    /// Enough bytes to see a tar header's `ustar` at offset 257.
    static let headLength = 262

    /// The kind of an input by its first bytes, or `nil` for anything else (a dump's lines).
    static func detect(_ head: [UInt8]) -> DumpInputKind? {
        if head.starts(with: DumpArchive.xzMagic) { return .xz }
        if head.starts(with: [0x1F, 0x8B]) { return .gzip }
        if head.starts(with: [0x42, 0x5A, 0x68]) { return .bzip2 }
        if head.starts(with: [0x28, 0xB5, 0x2F, 0xFD]) { return .zstd }
        if head.count >= 262, head[257..<262].elementsEqual("ustar".utf8) { return .tar }
        return nil
    }

    /// The error for an input of this kind where lines were expected.
    func refusal(for name: String) -> MusicBrainzError {
        let what: String
        let remedy: String
        switch self {
        case .xz:
            what = "an xz-compressed archive (such as release.tar.xz)"
            remedy =
                name == "standard input"
                ? "pass the archive's path instead (mbz dump release.tar.xz, or DumpArchive / DumpReader(contentsOf:)), "
                    + "which reads it through xz and tar, or decompress it on the way: "
                    + "xz -dc release.tar.xz | tar -xOf - mbdump/release | mbz dump - --entity release"
                : "DumpArchive reads it in place; an index or a byte range needs the decompressed file "
                    + "(tar -xJf ARCHIVE mbdump/ENTITY)"
        case .gzip, .bzip2, .zstd:
            let tool = self == .gzip ? "gzip -dc" : self == .bzip2 ? "bzip2 -dc" : "zstd -dc"
            what = "\(self)-compressed"
            remedy = "decompress it first (\(tool) FILE | mbz dump - --entity ENTITY)"
        case .tar:
            what = "a tar archive"
            remedy = "extract the dump from it first (tar -xOf ARCHIVE mbdump/ENTITY | mbz dump - --entity ENTITY)"
        }
        return MusicBrainzError(
            code: .unexpectedContentType,
            message: "\(name) is \(what), not the lines of a JSON data dump: \(remedy).")
    }
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
