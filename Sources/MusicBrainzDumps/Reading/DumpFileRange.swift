import Foundation
import MusicBrainz

// `stat` and its members come from the toolchain's shim module on Linux; MemberImportVisibility
// wants it imported by name for its members.
#if canImport(SwiftOverlayShims)
    import SwiftOverlayShims
#endif

/// A share of a decompressed dump file for one of several readers: a byte range, or part K of
/// N equal parts.
///
/// The lines of a range are those that *start* inside it: a range that begins in the middle
/// of a line begins at the next line, and the line that crosses the range's end belongs to the
/// range (it is read to its end). So the ranges of a file that meet end to end (the N parts,
/// for one) read every line exactly once between them, whatever their sizes and wherever
/// they cut:
///
/// ```swift
/// // Four processes, on one machine or four, each reading a quarter of the same file:
/// let part = try DumpFileRange.part(2, of: 4)
/// for try await item in DumpReader(Release.self, contentsOf: dumpFile, range: part) {
///     print(item.line, item.model?.title ?? "-")
/// }
/// ```
///
/// A range reads a plain file (it needs byte offsets): not an archive, not standard input.
public struct DumpFileRange: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        case bytes(Range<Int64>)
        case part(Int, of: Int)
    }

    let kind: Kind

    /// The bytes from `range.lowerBound` up to `range.upperBound` of the file (an end past the
    /// file's end is its end).
    ///
    /// - Parameter range: The range, in bytes from the start of the file; negative bounds count
    ///   as 0.
    /// - Returns: The range.
    public static func bytes(_ range: Range<Int64>) -> DumpFileRange {
        DumpFileRange(kind: .bytes(max(0, range.lowerBound)..<max(0, range.upperBound)))
    }

    /// Part `part` of `count` parts of equal size (to a byte), counted from 1: for a file of
    /// `size` bytes, the bytes from `size × (part − 1) / count` up to `size × part / count`.
    ///
    /// - Parameters:
    ///   - part: The part, 1 through `count`.
    ///   - count: The number of parts, at least 1.
    /// - Returns: The range.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with
    ///   ``/MusicBrainz/MusicBrainzError/Code/invalidRequest`` when `count` is less than 1 or
    ///   `part` is outside 1...`count`.
    public static func part(_ part: Int, of count: Int) throws(MusicBrainzError) -> DumpFileRange {
        guard count >= 1, (1...count).contains(part) else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "Part \(part) of \(count) does not exist: a part goes from 1 to the number of parts (at least 1)."
            )
        }
        return DumpFileRange(kind: .part(part, of: count))
    }

    /// `bytes 100..<200` or `part 2 of 4`.
    public var description: String {
        switch kind {
        case .bytes(let range): return "bytes \(range.lowerBound)..<\(range.upperBound)"
        case .part(let part, let count): return "part \(part) of \(count)"
        }
    }

    /// The byte range this share covers in a file of `size` bytes, before it is moved to line
    /// starts.
    func bounds(inFileOf size: Int64) -> Range<Int64> {
        switch kind {
        case .bytes(let range):
            return min(range.lowerBound, size)..<max(min(range.upperBound, size), min(range.lowerBound, size))
        case .part(let part, let count):
            // size × part fits 64 bits for any real file (a 100 GB file in a million parts).
            let (low, lowOverflow) = size.multipliedReportingOverflow(by: Int64(part - 1))
            let (high, highOverflow) = size.multipliedReportingOverflow(by: Int64(part))
            if lowOverflow || highOverflow {
                let fraction = Double(size) / Double(count)
                return Int64(fraction * Double(part - 1))..<(part == count ? size : Int64(fraction * Double(part)))
            }
            return (low / Int64(count))..<(high / Int64(count))
        }
    }
}

/// The lines of a byte range of a file: from the first line that starts in the range to the
/// end of the line that crosses its end.
struct FileRangeSource: DumpByteSource {
    let reader: FileDescriptorReader
    let startOffset: Int64
    let totalBytes: Int64?

    /// Opens the file and finds the range's first and last lines.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/fileAccessFailed`` (the file
    ///   cannot be opened or read, or is not a regular file) or
    ///   ``MusicBrainzError/Code/invalidRequest`` (an xz archive, which has no byte ranges of
    ///   lines).
    init(path: String, range share: DumpFileRange) throws(MusicBrainzError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw DumpFiles.openError(path, errno) }
        var owned = true
        defer { if owned { _ = Foundation.close(descriptor) } }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw MusicBrainzError(
                code: .fileAccessFailed,
                message: "\(path) is not a regular file: a range of a dump (\(share)) needs a decompressed dump file.")
        }
        let size = Int64(status.st_size)
        var head = [UInt8](repeating: 0, count: DumpArchive.xzMagic.count)
        let headCount = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        if headCount == head.count, head == DumpArchive.xzMagic {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "\(path) is an xz archive: a range of a dump (\(share)) needs the decompressed file "
                    + "(tar -xJf ARCHIVE mbdump/ENTITY).")
        }
        let bounds = share.bounds(inFileOf: size)
        let first = try Self.lineStart(atOrAfter: bounds.lowerBound, in: descriptor, size: size, path: path)
        let end = try Self.lineStart(atOrAfter: bounds.upperBound, in: descriptor, size: size, path: path)
        guard lseek(descriptor, off_t(first), SEEK_SET) >= 0 else {
            throw MusicBrainzError(
                code: .fileAccessFailed, message: "Could not seek in \(path): \(String(cString: strerror(errno))).")
        }
        startOffset = first
        totalBytes = max(0, end - first)
        owned = false
        reader = FileDescriptorReader(
            descriptor: descriptor, name: path, ownsDescriptor: true, limit: max(0, end - first))
    }

    /// The offset of the first line that starts at or after `offset`: `offset` itself when the
    /// byte before it ends a line (or it is 0), else just past the next `\n` (or the file's
    /// end).
    static func lineStart(
        atOrAfter offset: Int64, in descriptor: Int32, size: Int64, path: String
    ) throws(MusicBrainzError) -> Int64 {
        guard offset > 0 else { return 0 }
        guard offset < size else { return size }
        var position = offset - 1
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while position < size {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(position)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw MusicBrainzError(
                    code: .fileAccessFailed, message: "Could not read \(path): \(String(cString: strerror(errno))).",
                    underlyingError: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
            }
            if count == 0 { break }
            if let index = buffer[0..<count].firstIndex(of: 0x0A) { return position + Int64(index) + 1 }
            position += Int64(count)
        }
        return size
    }

    mutating func next() async throws(MusicBrainzError) -> [UInt8]? { try await reader.read() }

    mutating func close(completed: Bool) async throws(MusicBrainzError) { reader.close() }
}
