import Foundation
import MusicBrainz

/// A run of whole lines of a dump, cut by ``DumpLineCutter`` and decoded by one task.
struct DumpBatch: Sendable {
    /// What the batch holds.
    enum Content: Sendable {
        /// Whole lines, each ending with `\n` except perhaps the last line of the input.
        case lines([UInt8])
        /// One line longer than the maximum, of this many bytes, which was skipped.
        case oversized(byteCount: Int)
    }

    /// The batch's place in the input, from 0: the order batches are handed out in.
    var sequence: Int
    /// The number of the batch's first line, from 1.
    var firstLine: Int
    /// The offset of the batch's first byte in the input.
    var firstOffset: Int64
    /// The lines.
    var content: Content
}

/// Cuts a byte stream into batches of whole lines, counting lines and bytes, without looking
/// inside the lines. Synchronous and single-threaded: the reading task feeds it chunks.
struct DumpLineCutter {
    let batchByteCount: Int
    let batchLineCount: Int
    let maximumLineLength: Int

    /// The bytes not yet cut: whole lines, then the start of an unterminated one.
    private var buffer: [UInt8] = []
    /// The offset of `buffer[0]` in the input.
    private var bufferOffset: Int64 = 0
    /// The line number of `buffer[0]`.
    private var bufferLine = 1
    /// The line ends (`\n`) in `buffer`.
    private var lineEnds = 0
    /// The index just after the last `\n` in `buffer`, or 0.
    private var lastLineEnd = 0
    /// A line over the maximum being skipped: its number, offset and length so far.
    private var skipping: (line: Int, offset: Int64, count: Int)?
    private var nextSequence = 0

    /// The bytes fed in so far.
    private(set) var bytesRead: Int64 = 0
    /// The lines cut so far (empty ones included).
    private(set) var linesCut = 0

    /// The most bytes fed in at once: half a batch, so that a batch stays near its size.
    let pieceSize: Int

    /// - Parameters:
    ///   - batchByteCount: About how many bytes of lines go into a batch.
    ///   - batchLineCount: At most about how many lines go into a batch.
    ///   - maximumLineLength: The longest line kept, in bytes.
    ///   - startOffset: The offset in the file of the first byte fed in (a byte range's start),
    ///     so that items carry their place in the whole file.
    init(batchByteCount: Int, batchLineCount: Int, maximumLineLength: Int, startOffset: Int64 = 0) {
        bufferOffset = startOffset
        self.batchByteCount = max(1, batchByteCount)
        self.batchLineCount = max(1, batchLineCount)
        self.maximumLineLength = max(1, maximumLineLength)
        pieceSize = max(1 << 16, self.batchByteCount / 2)
        buffer.reserveCapacity(bufferCapacity)
    }

    /// Enough for a batch and the piece that completes it, so the buffer never grows (an
    /// array that grows doubles its capacity, and every batch in flight would carry it).
    private var bufferCapacity: Int { batchByteCount + pieceSize + (64 << 10) }

    /// Feeds a chunk of input; appends the batches it completes. A large chunk is cut in
    /// pieces of half a batch, so that a batch stays near ``batchByteCount`` whatever the
    /// chunk size.
    mutating func append<Chunk: Collection<UInt8>>(_ chunk: Chunk, to batches: inout [DumpBatch]) {
        var rest = chunk[...]
        while !rest.isEmpty {
            let end = rest.index(rest.startIndex, offsetBy: pieceSize, limitedBy: rest.endIndex) ?? rest.endIndex
            appendPiece(rest[..<end], to: &batches)
            rest = rest[end...]
        }
    }

    private mutating func appendPiece<Piece: Collection<UInt8>>(_ piece: Piece, to batches: inout [DumpBatch]) {
        bytesRead += Int64(piece.count)
        var rest = piece[...]
        if var skipped = skipping {
            guard let end = rest.firstIndex(of: 0x0A) else {
                skipped.count += rest.count
                skipping = skipped
                return
            }
            skipped.count += rest.distance(from: rest.startIndex, to: end)
            emitOversized(skipped, to: &batches)
            bufferLine = skipped.line + 1
            bufferOffset = skipped.offset + Int64(skipped.count) + 1
            rest = rest[rest.index(after: end)...]
        }
        let scanStart = buffer.count
        buffer.append(contentsOf: rest)
        countLineEnds(from: scanStart)
        if (lineEnds >= batchLineCount || buffer.count >= batchByteCount) && lastLineEnd > 0 {
            cut(to: &batches)
        }
        if buffer.count - lastLineEnd > maximumLineLength {
            if lastLineEnd > 0 { cut(to: &batches) }
            // The buffer now holds only the start of an over-long line: drop it and skip the
            // rest of the line as it comes.
            skipping = (bufferLine, bufferOffset, buffer.count)
            buffer.removeAll(keepingCapacity: true)
        }
    }

    /// The bytes fed in after the last line end, not yet cut (the start of a line): where they
    /// start and how many; `nil` when there are none.
    var pending: (offset: Int64, byteCount: Int)? {
        if let skipped = skipping { return (skipped.offset, skipped.count) }
        let count = buffer.count - lastLineEnd
        return count > 0 ? (bufferOffset + Int64(lastLineEnd), count) : nil
    }

    /// Appends the whole lines not yet cut as a batch, keeping the unterminated rest (for an
    /// input that failed: its last piece is not a line).
    mutating func cutWholeLines(to batches: inout [DumpBatch]) {
        if lastLineEnd > 0 { cut(to: &batches) }
    }

    /// Ends the input; appends the last batch, whose last line may have no `\n`.
    mutating func finish(to batches: inout [DumpBatch]) {
        if let skipped = skipping {
            emitOversized(skipped, to: &batches)
            return
        }
        guard !buffer.isEmpty else { return }
        let lines = lineEnds + (lastLineEnd < buffer.count ? 1 : 0)
        batches.append(
            DumpBatch(
                sequence: takeSequence(), firstLine: bufferLine, firstOffset: bufferOffset, content: .lines(buffer)))
        linesCut += lines
        bufferLine += lines
        bufferOffset += Int64(buffer.count)
        buffer = []
        lineEnds = 0
        lastLineEnd = 0
    }

    private mutating func takeSequence() -> Int {
        defer { nextSequence += 1 }
        return nextSequence
    }

    private mutating func emitOversized(
        _ skipped: (line: Int, offset: Int64, count: Int), to batches: inout [DumpBatch]
    ) {
        batches.append(
            DumpBatch(
                sequence: takeSequence(), firstLine: skipped.line, firstOffset: skipped.offset,
                content: .oversized(byteCount: skipped.count)))
        linesCut += 1
        skipping = nil
    }

    /// Counts the `\n` bytes of `buffer[start...]` and remembers the last one.
    private mutating func countLineEnds(from start: Int) {
        buffer.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var index = start
            while index < bytes.count {
                guard let found = memchr(base + index, 0x0A, bytes.count - index) else { break }
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                lineEnds += 1
                lastLineEnd = position + 1
                index = position + 1
            }
        }
    }

    /// Emits the whole lines of the buffer as a batch and keeps the unterminated rest.
    private mutating func cut(to batches: inout [DumpBatch]) {
        var rest: [UInt8] = []
        rest.reserveCapacity(bufferCapacity)
        rest.append(contentsOf: buffer[lastLineEnd...])
        buffer.removeSubrange(lastLineEnd...)
        batches.append(
            DumpBatch(
                sequence: takeSequence(), firstLine: bufferLine, firstOffset: bufferOffset, content: .lines(buffer)))
        linesCut += lineEnds
        bufferLine += lineEnds
        bufferOffset += Int64(lastLineEnd)
        buffer = rest
        lineEnds = 0
        lastLineEnd = 0
    }
}
