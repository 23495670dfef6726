import Foundation
import MusicBrainz

/// One reading of a dump: a reading task that cuts the input into batches, up to
/// ``DumpReadingOptions/concurrency`` decoding tasks, and the hand-off of decoded batches to
/// the consumer, in file order or as they complete.
///
/// At most ``DumpReadingOptions/batchesInFlight`` batches exist between being cut and being
/// taken by the consumer; the reading task waits for a free slot before it cuts on, so a slow
/// consumer slows the reading instead of filling memory.
final class DumpRun<Value: Sendable>: @unchecked Sendable {
    // @unchecked: every mutable stored property is read and written under `lock`; `task` is
    // set once, under the lock, right after creation.
    typealias Items = [DumpItem<Value>]
    typealias LineDecoder = @Sendable (UnsafeBufferPointer<UInt8>) -> Result<Value, MusicBrainzError>

    private let lock = NSLock()
    private let order: DumpReadingOptions.Order
    private let capacity: Int
    private var ready: [Int: Items] = [:]
    private var completed: [Items] = []
    private var nextSequence = 0
    private var slotsInUse = 0
    private var batchCount: Int?
    private var delivered = 0
    private var failure: MusicBrainzError?
    private var closed = false
    private var consumer: CheckedContinuation<Items?, any Error>?
    private var producer: CheckedContinuation<Bool, Never>?
    private var task: Task<Void, Never>?
    private var failsLate = false

    private init(options: DumpReadingOptions) {
        order = options.order
        capacity = options.effectiveBatchesInFlight
    }

    /// Starts reading: makes the source inside the reading task and decodes every line with
    /// `decode`.
    static func start<Source: DumpByteSource>(
        options: DumpReadingOptions,
        source makeSource: @escaping @Sendable () async throws(MusicBrainzError) -> Source,
        decode: @escaping LineDecoder
    ) -> DumpRun {
        let run = DumpRun(options: options)
        let task = Task.detached {
            await run.produce(options: options, makeSource: makeSource, decode: decode)
        }
        run.lock.withLock { run.task = task }
        return run
    }

    // MARK: The consumer's side

    /// The next decoded batch: `nil` after the last one.
    /// - Throws: ``/MusicBrainz/MusicBrainzError``: the reading's failure (after every batch read before
    ///   it), or ``/MusicBrainz/MusicBrainzError/Code/cancelled``.
    func take() async throws -> Items? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Items?, any Error>) in
                lock.lock()
                if let items = popReady() {
                    let waiting = releaseSlot()
                    lock.unlock()
                    waiting?.resume(returning: true)
                    continuation.resume(returning: items)
                } else if closed {
                    lock.unlock()
                    continuation.resume(throwing: dumpReadingCancelled())
                } else if let failure, batchCount != nil {
                    lock.unlock()
                    continuation.resume(throwing: failure)
                } else if let batchCount, delivered == batchCount {
                    lock.unlock()
                    continuation.resume(returning: nil)
                } else {
                    consumer = continuation
                    lock.unlock()
                }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Stops the reading: wakes everyone, drops the decoded batches, cancels the tasks (which
    /// end the programs of an archive). Called when the consumer is cancelled or goes away.
    func cancel() {
        lock.lock()
        guard !closed else {
            lock.unlock()
            return
        }
        closed = true
        ready = [:]
        completed = []
        let waitingConsumer = consumer
        let waitingProducer = producer
        consumer = nil
        producer = nil
        let task = self.task
        lock.unlock()
        task?.cancel()
        waitingProducer?.resume(returning: false)
        waitingConsumer?.resume(throwing: dumpReadingCancelled())
    }

    /// Under the lock: the next batch the consumer may have, if decoded.
    private func popReady() -> Items? {
        switch order {
        case .file:
            guard let items = ready.removeValue(forKey: nextSequence) else { return nil }
            nextSequence += 1
            delivered += 1
            return items
        case .completion:
            guard !completed.isEmpty else { return nil }
            delivered += 1
            return completed.removeFirst()
        }
    }

    /// Under the lock: frees the slot of a batch taken; returns the reading task to wake.
    private func releaseSlot() -> CheckedContinuation<Bool, Never>? {
        slotsInUse -= 1
        defer { producer = nil }
        return producer
    }

    // MARK: The reading side

    /// Waits for a free slot; `false` when the reading was cancelled.
    private func acquireSlot() async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            lock.lock()
            if closed {
                lock.unlock()
                continuation.resume(returning: false)
            } else if slotsInUse < capacity {
                slotsInUse += 1
                lock.unlock()
                continuation.resume(returning: true)
            } else {
                // Woken by `take` (the slot is then taken over) or by `cancel`.
                producer = continuation
                lock.unlock()
            }
        }
    }

    /// Hands a decoded batch over (from a decoding task).
    private func deliver(_ sequence: Int, _ items: Items) {
        lock.lock()
        guard !closed else {
            lock.unlock()
            return
        }
        switch order {
        case .file: ready[sequence] = items
        case .completion: completed.append(items)
        }
        resumeConsumerIfPossible()
    }

    /// Ends the reading (from the reading task), with its failure if any.
    private func finish(batchCount: Int, failure: MusicBrainzError?) {
        lock.lock()
        self.batchCount = batchCount
        self.failure = failure
        resumeConsumerIfPossible()
    }

    /// Under the lock, which it releases: gives the waiting consumer what it waits for.
    private func resumeConsumerIfPossible() {
        guard let waiting = consumer else {
            lock.unlock()
            return
        }
        if let items = popReady() {
            consumer = nil
            let waitingProducer = releaseSlot()
            lock.unlock()
            waitingProducer?.resume(returning: true)
            waiting.resume(returning: items)
        } else if let failure, batchCount != nil {
            consumer = nil
            lock.unlock()
            waiting.resume(throwing: failure)
        } else if let batchCount, delivered == batchCount {
            consumer = nil
            lock.unlock()
            waiting.resume(returning: nil)
        } else {
            lock.unlock()
        }
    }

    private func produce<Source: DumpByteSource>(
        options: DumpReadingOptions,
        makeSource: @Sendable () async throws(MusicBrainzError) -> Source,
        decode: @escaping LineDecoder
    ) async {
        var source: Source
        do throws(MusicBrainzError) {
            source = try await makeSource()
        } catch {
            finish(batchCount: 0, failure: error)
            return
        }
        var cutter = DumpLineCutter(
            batchByteCount: options.batchByteCount, batchLineCount: options.batchLineCount,
            maximumLineLength: options.maximumLineLength, startOffset: source.startOffset)
        if source.failsLate { lock.withLock { failsLate = true } }
        let concurrency = options.effectiveConcurrency
        let maximumLineLength = options.maximumLineLength
        var failure: MusicBrainzError?
        var endFailure: MusicBrainzError?
        var reachedEnd = false
        var batchesCut = 0
        await withTaskGroup(of: Void.self) { group in
            var running = 0
            var batches: [DumpBatch] = []
            reading: while !reachedEnd {
                if Task.isCancelled {
                    failure = dumpReadingCancelled()
                    break
                }
                do throws(MusicBrainzError) {
                    if let chunk = try await source.next() {
                        cutter.append(chunk, to: &batches)
                    } else {
                        reachedEnd = true
                        do throws(MusicBrainzError) {
                            // An archive's failure comes before the line it cut short: the
                            // whole lines are read, the unterminated rest is not.
                            try await source.verifyEnd()
                            cutter.finish(to: &batches)
                        } catch {
                            endFailure = Self.noting(cutter.pending, in: error)
                            cutter.cutWholeLines(to: &batches)
                        }
                    }
                } catch {
                    failure = Self.noting(cutter.pending, in: error)
                    break
                }
                for batch in batches {
                    guard await acquireSlot() else {
                        failure = dumpReadingCancelled()
                        break reading
                    }
                    if running >= concurrency {
                        await group.next()
                        running -= 1
                    }
                    group.addTask {
                        let items = await Self.decode(batch, maximumLineLength: maximumLineLength, with: decode)
                        self.deliver(batch.sequence, items)
                    }
                    running += 1
                    batchesCut += 1
                }
                if !batches.isEmpty || reachedEnd, let progress = options.progress {
                    progress(
                        DumpProgress(
                            bytesRead: cutter.bytesRead, linesRead: cutter.linesCut, totalBytes: source.totalBytes,
                            archive: source.archiveMetadata))
                }
                batches.removeAll(keepingCapacity: true)
            }
            await group.waitForAll()
        }
        failure = failure ?? endFailure
        do throws(MusicBrainzError) {
            try await source.close(completed: reachedEnd && failure == nil)
        } catch {
            failure = failure ?? error
        }
        if failure == nil, let progress = options.progress {
            progress(
                DumpProgress(
                    bytesRead: cutter.bytesRead, linesRead: cutter.linesCut, totalBytes: source.totalBytes,
                    isFinished: true, archive: source.archiveMetadata))
        }
        finish(batchCount: batchesCut, failure: failure)
    }

    /// The input's failure, saying what became of the start of a line it cut short (which is
    /// not read as a line).
    static func noting(_ pending: (offset: Int64, byteCount: Int)?, in error: MusicBrainzError) -> MusicBrainzError {
        guard let pending, pending.byteCount > 0, error.code != .cancelled else { return error }
        var copy = error
        copy.message +=
            " The \(pending.byteCount) bytes after the last line end (from byte offset \(pending.offset)), "
            + "a line it cut short, were not read as a line."
        return copy
    }

    /// Whether the input is one (an archive) whose failure may show only after the lines it
    /// spoiled: the consumer then holds back lines that do not decode until the end.
    var holdsLineErrors: Bool { lock.withLock { failsLate } }

    /// Decodes the lines of one batch. Empty and blank lines (spaces, tabs, a lone `\r`) are
    /// skipped; a `\r` before the `\n` is not part of the line.
    static func decode(_ batch: DumpBatch, maximumLineLength: Int, with decode: LineDecoder) async -> Items {
        func oversized(_ byteCount: Int) -> Result<Value, MusicBrainzError> {
            .failure(
                MusicBrainzError(
                    code: .decodingFailed,
                    message:
                        "The line is \(byteCount) bytes long, over the maximum of \(maximumLineLength) (DumpReadingOptions.maximumLineLength); it was skipped."
                ))
        }
        switch batch.content {
        case .oversized(let byteCount):
            return [
                DumpItem(
                    line: batch.firstLine, byteOffset: batch.firstOffset, byteCount: byteCount,
                    result: oversized(byteCount))
            ]
        case .lines(let bytes):
            var items: Items = []
            var start = 0
            var line = batch.firstLine
            var sinceYield = 0
            while start < bytes.count {
                if line & 63 == 0 && Task.isCancelled { break }
                // Decoding is long work on a thread of the shared pool: let other tasks run
                // every 256 KiB or so.
                if sinceYield >= 256 << 10 {
                    await Task.yield()
                    sinceYield = 0
                }
                let (item, end) = bytes.withUnsafeBufferPointer { buffer -> (DumpItem<Value>?, Int) in
                    guard let base = buffer.baseAddress else { return (nil, buffer.count) }
                    let end: Int
                    if let found = memchr(base + start, 0x0A, buffer.count - start) {
                        end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    } else {
                        end = buffer.count
                    }
                    var last = end
                    if last > start && base[last - 1] == 0x0D { last -= 1 }
                    guard !isBlank(base + start, count: last - start) else { return (nil, end) }
                    let text = UnsafeBufferPointer(start: base + start, count: last - start)
                    let item = DumpItem(
                        line: line, byteOffset: batch.firstOffset + Int64(start), byteCount: last - start,
                        result: text.count > maximumLineLength ? oversized(text.count) : decode(text))
                    return (item, end)
                }
                if let item { items.append(item) }
                sinceYield += end + 1 - start
                line += 1
                start = end + 1
            }
            return items
        }
    }

    /// Whether the bytes are all spaces, tabs or carriage returns (or none).
    private static func isBlank(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
        var index = 0
        while index < count {
            switch start[index] {
            case 0x20, 0x09, 0x0D: index += 1
            default: return false
            }
        }
        return true
    }
}
