import Foundation
import MusicBrainz

// timespec (st_mtim) comes from the toolchain's shim module on Linux; MemberImportVisibility
// wants it imported by name for its members.
#if canImport(SwiftOverlayShims)
    import SwiftOverlayShims
#endif

/// The open files of a ``DumpIndex`` and the index's file format.
///
/// Header (64 bytes, little endian): magic `MBZDUMPI`, version (UInt32), entry size (UInt32,
/// 24), entry count (UInt64), the dump's size (UInt64), its modification time (Int64 seconds,
/// UInt32 nanoseconds), 4 reserved bytes, the FNV-1a checksum of the entries (UInt64), the
/// FNV-1a checksum of the 56 bytes before it (UInt64). Then the entries: 16 bytes of MBID
/// (big endian, so entries sort as MBID text does) and the line's offset (UInt64).
final class DumpIndexStorage: Sendable {
    static let magic: [UInt8] = Array("MBZDUMPI".utf8)
    static let headerSize = 64
    static let entrySize = 24

    let dumpFile: URL
    let indexFile: URL
    let count: Int
    private let index: FileHandleBox
    private let dump: FileHandleBox
    private let identity: FileIdentity

    init(dumpFile: URL, indexFile: URL) throws(MusicBrainzError) {
        self.dumpFile = dumpFile
        self.indexFile = indexFile
        index = try FileHandleBox(path: indexFile.path)
        dump = try FileHandleBox(path: dumpFile.path)
        let indexIdentity = try index.identity()
        identity = try dump.identity()
        guard indexIdentity.size >= Int64(Self.headerSize) else {
            throw Self.corrupt(indexFile, "it is \(indexIdentity.size) bytes long, shorter than its header")
        }
        let header = try index.read(count: Self.headerSize, at: 0)
        guard Array(header[0..<8]) == Self.magic else {
            throw Self.corrupt(indexFile, "it does not start with the magic number of a dump index")
        }
        guard header.loadLE(UInt64.self, at: 56) == fnv1a(header[0..<56]) else {
            throw Self.corrupt(indexFile, "the checksum of its header does not match")
        }
        let version = header.loadLE(UInt32.self, at: 8)
        guard version == DumpIndex.formatVersion else {
            throw Self.corrupt(
                indexFile, "it is of format version \(version); this library reads version \(DumpIndex.formatVersion)")
        }
        guard header.loadLE(UInt32.self, at: 12) == UInt32(Self.entrySize) else {
            throw Self.corrupt(indexFile, "its entries are not \(Self.entrySize) bytes long")
        }
        let entries = header.loadLE(UInt64.self, at: 16)
        guard entries <= UInt64(Int.max / Self.entrySize),
            indexIdentity.size == Int64(Self.headerSize) + Int64(entries) * Int64(Self.entrySize)
        else {
            throw Self.corrupt(indexFile, "its length does not match its \(entries) entries (truncated?)")
        }
        count = Int(entries)
        let recorded = FileIdentity(
            size: Int64(bitPattern: header.loadLE(UInt64.self, at: 24)),
            seconds: Int64(bitPattern: header.loadLE(UInt64.self, at: 32)),
            nanoseconds: header.loadLE(UInt32.self, at: 40), inode: identity.inode)
        guard recorded.sameContents(as: identity) else {
            throw Self.stale(indexFile, dumpFile, recorded: recorded, now: identity)
        }
    }

    static func corrupt(_ indexFile: URL, _ reason: String) -> MusicBrainzError {
        MusicBrainzError(
            code: .indexCorrupt,
            message:
                "\(indexFile.path) is not a usable dump index: \(reason). Build it again (DumpIndex.build, or mbz dump FILE --index)."
        )
    }

    static func stale(_ indexFile: URL, _ dumpFile: URL, recorded: FileIdentity, now: FileIdentity) -> MusicBrainzError
    {
        MusicBrainzError(
            code: .indexStale,
            message:
                "\(indexFile.path) was built for another version of \(dumpFile.path) (then \(recorded.size) bytes, "
                + "modified \(recorded.seconds); now \(now.size) bytes, modified \(now.seconds)). Build it again "
                + "(DumpIndex.build, or mbz dump FILE --index).")
    }

    /// Throws ``/MusicBrainz/MusicBrainzError/Code/indexStale`` when the dump file at the path is no longer
    /// the one the index was opened with.
    private func checkFresh() throws(MusicBrainzError) {
        let current = try FileIdentity(path: dumpFile.path)
        guard current.sameContents(as: identity), current.inode == identity.inode else {
            throw Self.stale(indexFile, dumpFile, recorded: identity, now: current)
        }
    }

    func entry(at position: Int) throws(MusicBrainzError) -> (key: IndexKey, offset: UInt64) {
        // 24 bytes on the stack: a lookup reads about log2(count) of them.
        var raw: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let count = withUnsafeMutableBytes(of: &raw) { buffer in
            pread(
                index.descriptor, buffer.baseAddress, Self.entrySize, off_t(Self.headerSize + position * Self.entrySize)
            )
        }
        guard count == Self.entrySize else {
            if count < 0 { throw index.readError(errno) }
            throw Self.corrupt(indexFile, "it ended inside entry \(position)")
        }
        return (IndexKey(high: UInt64(bigEndian: raw.0), low: UInt64(bigEndian: raw.1)), UInt64(littleEndian: raw.2))
    }

    func line(for key: IndexKey) throws(MusicBrainzError) -> Data? {
        try checkFresh()
        var low = 0
        var high = count
        while low < high {
            let middle = low + (high - low) / 2
            let entry = try entry(at: middle)
            if entry.key < key {
                low = middle + 1
            } else if key < entry.key {
                high = middle
            } else {
                return try readLine(at: entry.offset, expecting: key)
            }
        }
        return nil
    }

    /// Reads the line at an offset and checks that it is the MBID's.
    private func readLine(at offset: UInt64, expecting key: IndexKey) throws(MusicBrainzError) -> Data {
        guard offset < UInt64(identity.size) else {
            throw Self.corrupt(indexFile, "an entry points at byte \(offset), past the end of the dump")
        }
        var line = try dump.readLine(at: Int64(offset))
        if line.last == 0x0D { line.removeLast() }
        let found = line.withUnsafeBytes { DumpLineScanner.topLevelID(in: $0.bindMemory(to: UInt8.self)) }
        guard found == key else {
            let what = found.map { "the MBID \($0.mbid)" } ?? "no MBID"
            throw Self.corrupt(
                indexFile, "the entry of \(key.mbid) points at byte \(offset), where the line has \(what)")
        }
        return line
    }

    func keys() throws(MusicBrainzError) -> [IndexKey] {
        var keys: [IndexKey] = []
        keys.reserveCapacity(count)
        try forEachEntryBlock { bytes, entries throws(MusicBrainzError) in
            for entry in 0..<entries {
                let base = entry * Self.entrySize
                keys.append(
                    IndexKey(high: bytes.loadBE(UInt64.self, at: base), low: bytes.loadBE(UInt64.self, at: base + 8)))
            }
        }
        return keys
    }

    func verify() throws(MusicBrainzError) {
        let header = try index.read(count: Self.headerSize, at: 0)
        var checksum = FNV1a()
        var previous: IndexKey?
        try forEachEntryBlock { bytes, entries throws(MusicBrainzError) in
            checksum.add(bytes)
            for entry in 0..<entries {
                let base = entry * Self.entrySize
                let key = IndexKey(
                    high: bytes.loadBE(UInt64.self, at: base), low: bytes.loadBE(UInt64.self, at: base + 8))
                if let previous, !(previous < key) {
                    throw Self.corrupt(indexFile, "its entries are out of order at \(key.mbid)")
                }
                guard bytes.loadLE(UInt64.self, at: base + 16) < UInt64(identity.size) else {
                    throw Self.corrupt(indexFile, "the entry of \(key.mbid) points past the end of the dump")
                }
                previous = key
            }
        }
        guard checksum.value == header.loadLE(UInt64.self, at: 48) else {
            throw Self.corrupt(indexFile, "the checksum of its entries does not match")
        }
    }

    private func forEachEntryBlock(_ body: (Data, Int) throws(MusicBrainzError) -> Void) throws(MusicBrainzError) {
        let perBlock = 43_690  // entries in about 1 MiB
        var done = 0
        while done < count {
            let entries = min(perBlock, count - done)
            let bytes = try index.read(
                count: entries * Self.entrySize, at: Int64(Self.headerSize + done * Self.entrySize))
            try body(bytes, entries)
            done += entries
        }
    }

    // MARK: Building

    static func build(
        dumpFile: URL, indexFile: URL, options: DumpReadingOptions
    ) async throws(MusicBrainzError)
        -> DumpIndex.BuildSummary
    {
        let before = try FileIdentity(path: dumpFile.path)
        let path = dumpFile.path
        let linesRead = LinesRead()
        var reading = options
        reading.order = .file
        reading.stopsAtFirstError = false
        reading.progress = { progress in
            if progress.isFinished { linesRead.set(progress.linesRead) }
            options.progress?(progress)
        }
        let run = DumpRun<IndexKey>.start(
            options: reading,
            source: { () async throws(MusicBrainzError) in try FileDescriptorSource(path: path) },
            decode: { line in
                guard let key = DumpLineScanner.topLevelID(in: line) else {
                    return .failure(
                        MusicBrainzError(code: .decodingFailed, message: "The line has no top-level MBID \"id\"."))
                }
                return .success(key)
            })
        var entries: [(key: IndexKey, offset: UInt64)] = []
        var skipped: [Int] = []
        do {
            while let batch = try await run.take() {
                for item in batch {
                    switch item.result {
                    case .success(let key): entries.append((key, UInt64(item.byteOffset)))
                    case .failure: skipped.append(item.line)
                    }
                }
            }
        } catch let error as MusicBrainzError {
            throw error
        } catch {
            throw dumpReadingCancelled()
        }
        let lines = linesRead.value
        let after = try FileIdentity(path: dumpFile.path)
        guard before.sameContents(as: after) else {
            throw MusicBrainzError(
                code: .fileAccessFailed,
                message: "\(dumpFile.path) changed while its index was being built; build it again.")
        }
        // A stable sort by MBID keeps the first line of a repeated MBID first.
        entries.sort { $0.key < $1.key || ($0.key == $1.key && $0.offset < $1.offset) }
        // Keep the first entry of each MBID, in place (no second array of entries).
        var duplicateOffsets: [Int64] = []
        var kept = 0
        for position in entries.indices {
            if kept > 0 && entries[kept - 1].key == entries[position].key {
                duplicateOffsets.append(Int64(entries[position].offset))
            } else {
                entries[kept] = entries[position]
                kept += 1
            }
        }
        entries.removeSubrange(kept...)
        let duplicates = try lineNumbers(at: duplicateOffsets.sorted(), in: dumpFile)
        try write(entries, to: indexFile, dump: after)
        return DumpIndex.BuildSummary(
            entryCount: entries.count, lineCount: lines, skippedLines: skipped, duplicateLines: duplicates)
    }

    /// The line numbers of lines starting at the given offsets (sorted), by counting line ends.
    private static func lineNumbers(at offsets: [Int64], in dumpFile: URL) throws(MusicBrainzError) -> [Int] {
        guard !offsets.isEmpty else { return [] }
        let handle = try FileHandleBox(path: dumpFile.path)
        var result: [Int] = []
        var line = 1
        var position: Int64 = 0
        var next = 0
        while next < offsets.count {
            let bytes = try handle.read(count: 1 << 20, at: position, allowShort: true)
            if bytes.isEmpty { break }
            bytes.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return }
                var index = 0
                while next < offsets.count {
                    let limit = Int(min(Int64(raw.count), offsets[next] - position))
                    while index < limit, let found = memchr(base + index, 0x0A, limit - index) {
                        index = base.distance(to: UnsafeRawPointer(found)) + 1
                        line += 1
                    }
                    index = max(index, limit)
                    guard offsets[next] - position < Int64(raw.count) else { break }
                    result.append(line)
                    next += 1
                }
            }
            position += Int64(bytes.count)
        }
        return result
    }

    private static func write(
        _ entries: [(key: IndexKey, offset: UInt64)], to indexFile: URL, dump: FileIdentity
    )
        throws(MusicBrainzError)
    {
        let temporary = indexFile.deletingLastPathComponent()
            .appendingPathComponent(".\(indexFile.lastPathComponent).\(UUID().uuidString).part")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw MusicBrainzError(
                code: .fileAccessFailed, message: "Could not create \(temporary.path) to write the index.")
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: Data(count: headerSize))
            var checksum = FNV1a()
            var block = Data()
            block.reserveCapacity(1 << 20)
            for entry in entries {
                block.appendBE(entry.key.high)
                block.appendBE(entry.key.low)
                block.appendLE(entry.offset)
                if block.count >= 1 << 20 {
                    checksum.add(block)
                    try handle.write(contentsOf: block)
                    block.removeAll(keepingCapacity: true)
                }
            }
            checksum.add(block)
            try handle.write(contentsOf: block)
            var header = Data(magic)
            header.appendLE(DumpIndex.formatVersion)
            header.appendLE(UInt32(entrySize))
            header.appendLE(UInt64(entries.count))
            header.appendLE(UInt64(bitPattern: dump.size))
            header.appendLE(UInt64(bitPattern: dump.seconds))
            header.appendLE(dump.nanoseconds)
            header.appendLE(UInt32(0))
            header.appendLE(checksum.value)
            header.appendLE(fnv1a(header))
            try handle.seek(toOffset: 0)
            try handle.write(contentsOf: header)
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw MusicBrainzError(
                code: .fileAccessFailed, message: "Could not write the index \(indexFile.path): \(error)",
                underlyingError: error)
        }
        guard rename(temporary.path, indexFile.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw MusicBrainzError(
                code: .fileAccessFailed,
                message: "Could not move the index into place at \(indexFile.path): \(String(cString: strerror(code)))."
            )
        }
    }
}

/// A file's size and modification time (and inode), to notice that a dump changed.
struct FileIdentity: Sendable, Hashable {
    var size: Int64
    var seconds: Int64
    var nanoseconds: UInt32
    var inode: UInt64

    init(size: Int64, seconds: Int64, nanoseconds: UInt32, inode: UInt64) {
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.inode = inode
    }

    init(status: stat) {
        size = Int64(status.st_size)
        #if os(Linux)
            seconds = Int64(status.st_mtim.tv_sec)
            nanoseconds = UInt32(truncatingIfNeeded: status.st_mtim.tv_nsec)
        #else
            seconds = Int64(status.st_mtimespec.tv_sec)
            nanoseconds = UInt32(truncatingIfNeeded: status.st_mtimespec.tv_nsec)
        #endif
        inode = UInt64(status.st_ino)
    }

    init(path: String) throws(MusicBrainzError) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw DumpFiles.openError(path, errno) }
        self.init(status: status)
    }

    /// The same size and modification time.
    func sameContents(as other: FileIdentity) -> Bool {
        size == other.size && seconds == other.seconds && nanoseconds == other.nanoseconds
    }
}

/// An open file read with `pread`, closed when the last reference goes.
final class FileHandleBox: Sendable {
    let descriptor: Int32
    let path: String

    init(path: String) throws(MusicBrainzError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw DumpFiles.openError(path, errno) }
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    func identity() throws(MusicBrainzError) -> FileIdentity {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw DumpFiles.openError(path, errno) }
        return FileIdentity(status: status)
    }

    func readError(_ code: Int32) -> MusicBrainzError {
        MusicBrainzError(
            code: .fileAccessFailed, message: "Could not read \(path): \(String(cString: strerror(code))).")
    }

    /// Reads from an offset up to the next `\n` (or the end of the file), without it.
    func readLine(at offset: Int64) throws(MusicBrainzError) -> Data {
        var line = Data()
        var position = offset
        var chunk = 16 << 10
        var buffer: [UInt8] = []
        while true {
            if buffer.count < chunk {
                buffer = [UInt8](unsafeUninitializedCapacity: chunk) { _, initialized in initialized = chunk }
            }
            var failure: Int32 = 0
            let (count, end) = buffer.withUnsafeMutableBytes { raw -> (Int, Int?) in
                guard let base = raw.baseAddress else { return (0, nil) }
                var count = 0
                while true {
                    count = pread(descriptor, base, chunk, off_t(position))
                    if count >= 0 || errno != EINTR { break }
                }
                if count < 0 {
                    failure = errno
                    return (0, nil)
                }
                return (count, memchr(base, 0x0A, count).map { base.distance(to: $0) })
            }
            if failure != 0 { throw readError(failure) }
            if let end {
                line.append(contentsOf: buffer[0..<end])
                return line
            }
            line.append(contentsOf: buffer[0..<count])
            if count < chunk { return line }
            position += Int64(count)
            chunk = min(chunk * 2, 8 << 20)
        }
    }

    /// Reads `count` bytes at an offset; fewer only at the end of the file and with `allowShort`.
    func read(count: Int, at offset: Int64, allowShort: Bool = false) throws(MusicBrainzError) -> Data {
        var data = Data(count: count)
        var done = 0
        var failure: Int32 = 0
        data.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            while done < count {
                let result = pread(descriptor, base + done, count - done, off_t(offset) + off_t(done))
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if result == 0 { return }
                done += result
            }
        }
        if failure != 0 {
            throw MusicBrainzError(
                code: .fileAccessFailed, message: "Could not read \(path): \(String(cString: strerror(failure))).")
        }
        if done < count {
            guard allowShort else {
                throw MusicBrainzError(
                    code: .indexCorrupt,
                    message: "\(path) ended after \(offset + Int64(done)) bytes, before the data it lists.")
            }
            data.removeSubrange(done...)
        }
        return data
    }
}

/// The 64-bit FNV-1a hash.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        value = hash
    }
}

func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash = FNV1a()
    hash.add(bytes)
    return hash.value
}

extension Data {
    func loadLE<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T {
        var value: T = 0
        for index in (0..<MemoryLayout<T>.size).reversed() {
            value = value << 8 | T(self[startIndex + offset + index])
        }
        return value
    }

    func loadBE<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T {
        var value: T = 0
        for index in 0..<MemoryLayout<T>.size {
            value = value << 8 | T(self[startIndex + offset + index])
        }
        return value
    }

    mutating func appendLE<T: FixedWidthInteger>(_ value: T) {
        for index in 0..<MemoryLayout<T>.size { append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }

    mutating func appendBE<T: FixedWidthInteger>(_ value: T) {
        for index in (0..<MemoryLayout<T>.size).reversed() { append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }
}

/// The line count of a finished reading, handed from the progress report.
private final class LinesRead: @unchecked Sendable {
    // @unchecked: `stored` is read and written under `lock`.
    private let lock = NSLock()
    private var stored = 0
    func set(_ value: Int) { lock.withLock { stored = value } }
    var value: Int { lock.withLock { stored } }
}
