import Foundation

/// An `InputStream` that hands a document to `XMLParser` a chunk at a time, straight from the
/// caller's `Data`.
///
/// Given `Data`, `XMLParser` copies the whole document and libxml2 buffers all of it once more;
/// through a stream libxml2 holds only the chunk it is parsing (and the unparsed rest of the
/// previous one), and the document is never copied as a whole. `InputStream(data:)` would do
/// the same but bridges the bytes to a `CFData` first; this stream reads them in place.
///
/// Used by one parse on one thread.
final class XMLChunkStream: InputStream {
    private let data: Data
    private let chunkSize: Int
    private var offset = 0
    private var status: Stream.Status = .notOpen

    /// A stream of a document.
    /// - Parameters:
    ///   - data: The document.
    ///   - chunkSize: The most bytes one read hands out (at least 1).
    init(_ data: Data, chunkSize: Int) {
        self.data = data
        self.chunkSize = max(1, chunkSize)
        super.init(data: Data())
    }

    override func open() { status = .open }

    override func close() { status = .closed }

    override var streamStatus: Stream.Status { status }

    override var streamError: (any Error)? { nil }

    override var hasBytesAvailable: Bool { offset < data.count }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        let count = min(length, chunkSize, data.count - offset)
        guard count > 0 else {
            status = .atEnd
            return 0
        }
        let start = data.startIndex + offset
        data.copyBytes(to: buffer, from: start..<start + count)
        offset += count
        return count
    }

    override func getBuffer(
        _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length: UnsafeMutablePointer<Int>
    ) -> Bool { false }
}
