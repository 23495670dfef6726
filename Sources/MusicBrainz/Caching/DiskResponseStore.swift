import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``ResponseCacheStore`` in a directory: bounded by bytes, evicting the least recently used
/// entries first, kept across restarts, and safe for several processes using the same
/// directory at once.
///
/// ```swift
/// let store = try DiskResponseStore(directory: cachesFolder.appendingPathComponent("musicbrainz"))
/// let client = MusicBrainzClient(configuration: configuration, middlewares: [ResponseCache(store: store)])
/// ```
///
/// ## Layout
///
/// - `entries/<2 hex>/<64 hex>.mbc`: one file per entry, named by the SHA-256 of its key
///   (``ResponseCacheKey/digest``), in the entry format (a versioned prefix,
///   a JSON header, the body, a CRC-32 over all of it).
/// - `tmp/`: files being written, named `<pid>-<UUID>.part`.
///
/// The store deletes only files of these names: clearing it (``removeAll()``), evicting and
/// cleaning up `tmp/` leave anything else in `entries/` and `tmp/` alone, so a store opened on
/// a directory that holds other files (a home directory's `tmp/`) deletes none of them.
///
/// ## Safety with several processes
///
/// An entry is written whole to `tmp/` and then renamed over its place, which POSIX makes
/// atomic: a reader sees the old file or the new one, never part of one. A file that is
/// short, too long, of a wrong checksum or of another key (a torn write from a crash, a
/// damaged disk) is deleted and counts as absent, so the request goes out again. The least
/// recently used order is the files' modification times (a read touches its file), which every
/// process shares. Each process keeps the bound from its own count of the directory, counted
/// again when it passes the bound and after every 100 writes: while several processes write
/// at once the directory can pass the bound by what the others wrote since.
///
/// A download's body (``CoverArtArchiveClient/downloadImage(at:to:)``) is copied in and out in
/// 64 KiB pieces, never held whole in memory.
public final class DiskResponseStore: ResponseCacheStore, @unchecked Sendable {
    // @unchecked: the mutable counters below are guarded by `lock`; the files are safe to use
    // from many threads and processes as described above.
    /// The directory.
    public let directory: URL
    /// The most bytes the entry files take.
    public let byteLimit: Int64

    private let entries: URL
    private let temporary: URL
    private let lock = NSLock()
    private var estimatedBytes: Int64?
    private var writesSinceCount = 0
    private var evictionCount = 0

    /// How many writes go by before the directory is counted again.
    static let recountInterval = 100
    /// The size of the pieces a body in a file is copied in.
    static let pieceSize = 64 << 10

    /// Opens (and creates) a store in a directory.
    ///
    /// The `entries` and `tmp` folders inside it are made readable by their owner alone
    /// (mode 0700, also for a store an earlier version made, where the user owns them), and
    /// each entry file too (0600), because an entry of a request with credentials holds the user's own tags,
    /// ratings or private collections.
    /// - Parameters:
    ///   - directory: The directory; created with its parents when missing.
    ///   - byteLimit: The most bytes the entries take; default 256 MiB. An entry larger than
    ///     this is not kept.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` when the
    ///   URL is not a file URL, ``MusicBrainzError/Code/fileAccessFailed`` when the directory
    ///   cannot be created (the message names it and the system's reason).
    public init(directory: URL, byteLimit: Int64 = 256 << 20) throws(MusicBrainzError) {
        guard directory.isFileURL else {
            throw MusicBrainzError(code: .invalidRequest, message: "\(directory) is not a file URL.")
        }
        self.directory = directory
        self.byteLimit = max(0, byteLimit)
        entries = directory.appendingPathComponent("entries", isDirectory: true)
        temporary = directory.appendingPathComponent("tmp", isDirectory: true)
        do {
            // Private to the user: entries can hold the user's own tags, ratings and private
            // collections (requests with credentials are cached per user).
            let owner: [FileAttributeKey: Any] = [.posixPermissions: 0o700]
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: entries, withIntermediateDirectories: true, attributes: owner)
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true, attributes: owner)
            // A store made by an earlier version may be readable by everyone; a folder of
            // another owner keeps its mode (the store still works).
            try? FileManager.default.setAttributes(owner, ofItemAtPath: entries.path)
            try? FileManager.default.setAttributes(owner, ofItemAtPath: temporary.path)
        } catch {
            throw MusicBrainzError(
                code: .fileAccessFailed,
                message: "Could not create the cache directory \(directory.path): \(Self.reason(error)).",
                underlyingError: error)
        }
    }

    /// The mode of an entry file: readable by its owner alone, even in a folder another user
    /// can read.
    static var entryMode: [FileAttributeKey: Any] { [.posixPermissions: 0o600] }

    /// The file of a key.
    func file(for key: ResponseCacheKey) -> URL {
        let digest = key.digest
        return entries.appendingPathComponent(String(digest.prefix(2)), isDirectory: true)
            .appendingPathComponent(digest + ".mbc")
    }

    // MARK: Reading

    /// The entry under a key; its file's modification time becomes now.
    public func entry(for key: ResponseCacheKey) async -> ResponseCacheEntry? {
        let file = file(for: key)
        guard let data = try? Data(contentsOf: file) else { return nil }
        do throws(DiskEntryFormat.Failure) {
            let entry = try DiskEntryFormat.decode(data, key: key)
            touch(file)
            return entry
        } catch {
            if error == .damaged { drop(file, bytes: Int64(data.count)) }
            return nil
        }
    }

    /// Streams the body of the entry under a key into a file, checking the checksum on the
    /// way; a damaged entry is dropped and `destination` removed.
    public func copyBody(for key: ResponseCacheKey, to destination: URL) async -> ResponseCacheEntry? {
        let file = file(for: key)
        guard let input = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? input.close() }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.int64Value ?? 0
        do {
            let prefix = try input.read(upToCount: DiskEntryFormat.prefixLength) ?? Data()
            let (_, headerLength, bodyLength) = try DiskEntryFormat.prefix(prefix, fileSize: size)
            let headerData = try input.read(upToCount: headerLength) ?? Data()
            guard headerData.count == headerLength else { throw DiskEntryFormat.Failure.damaged }
            let header = try DiskEntryFormat.decodeHeader(headerData, key: key)
            var crc = CRC32()
            prefix.withUnsafeBytes { crc.update($0) }
            headerData.withUnsafeBytes { crc.update($0) }
            guard FileManager.default.createFile(atPath: destination.path, contents: nil) else {
                return nil
            }
            let output = try FileHandle(forWritingTo: destination)
            defer { try? output.close() }
            var remaining = bodyLength
            while remaining > 0 {
                let piece = try input.read(upToCount: Int(min(remaining, Int64(Self.pieceSize)))) ?? Data()
                guard !piece.isEmpty else { throw DiskEntryFormat.Failure.damaged }
                piece.withUnsafeBytes { crc.update($0) }
                try output.write(contentsOf: piece)
                remaining -= Int64(piece.count)
            }
            let trailer = try input.read(upToCount: DiskEntryFormat.checksumLength) ?? Data()
            guard DiskEntryFormat.readUInt32(trailer, at: 0) == crc.value, trailer.count == 4 else {
                throw DiskEntryFormat.Failure.damaged
            }
            touch(file)
            return header.entry(body: Data(), bodyByteCount: bodyLength)
        } catch {
            try? FileManager.default.removeItem(at: destination)
            if let failure = error as? DiskEntryFormat.Failure, failure != .damaged { return nil }
            drop(file, bytes: size)
            return nil
        }
    }

    // MARK: Writing

    /// Writes an entry whole to `tmp/`, then renames it over its place.
    public func store(_ entry: ResponseCacheEntry, for key: ResponseCacheKey) async throws(MusicBrainzError) {
        let data: Data
        do {
            data = try DiskEntryFormat.encode(key: key, entry: entry)
        } catch {
            throw writeError(error)
        }
        guard Int64(data.count) <= byteLimit else {
            removeEntry(for: key)
            return
        }
        let staging = stagingFile()
        do {
            try data.write(to: staging)
            try FileManager.default.setAttributes(Self.entryMode, ofItemAtPath: staging.path)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw writeError(error)
        }
        try place(staging, for: key, bytes: Int64(data.count))
    }

    /// Copies a body file into an entry in pieces, then renames it over its place.
    public func store(
        _ entry: ResponseCacheEntry, bodyFile file: URL, for key: ResponseCacheKey
    ) async throws(MusicBrainzError) {
        let staging = stagingFile()
        do {
            let size =
                (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.int64Value ?? 0
            var entry = entry
            entry.body = Data()
            entry.bodyByteCount = size
            let head = try DiskEntryFormat.head(key: key, entry: entry, bodyLength: size)
            let (total, overflow) = Int64(head.count + DiskEntryFormat.checksumLength).addingReportingOverflow(size)
            guard !overflow, total <= byteLimit else {
                removeEntry(for: key)
                return
            }
            guard FileManager.default.createFile(atPath: staging.path, contents: nil, attributes: Self.entryMode) else {
                throw CocoaError(.fileWriteUnknown)
            }
            let output = try FileHandle(forWritingTo: staging)
            defer { try? output.close() }
            let input = try FileHandle(forReadingFrom: file)
            defer { try? input.close() }
            var crc = CRC32()
            head.withUnsafeBytes { crc.update($0) }
            try output.write(contentsOf: head)
            var copied: Int64 = 0
            while true {
                let piece = try input.read(upToCount: Self.pieceSize) ?? Data()
                if piece.isEmpty { break }
                piece.withUnsafeBytes { crc.update($0) }
                try output.write(contentsOf: piece)
                copied += Int64(piece.count)
            }
            guard copied == size else { throw CocoaError(.fileReadCorruptFile) }
            try output.write(contentsOf: DiskEntryFormat.bigEndian(crc.value))
            try place(staging, for: key, bytes: total)
        } catch let error as MusicBrainzError {
            try? FileManager.default.removeItem(at: staging)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw writeError(error)
        }
    }

    /// Renames a finished file over its place and keeps the bound.
    private func place(_ staging: URL, for key: ResponseCacheKey, bytes: Int64) throws(MusicBrainzError) {
        let target = file(for: key)
        let old = (try? FileManager.default.attributesOfItem(atPath: target.path)[.size] as? NSNumber)?.int64Value ?? 0
        do {
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard rename(staging.path, target.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw writeError(error)
        }
        keepBound(adding: bytes - old, protecting: target)
    }

    /// Counts the new bytes and evicts the least recently used files when the estimate
    /// passes the bound (or after ``recountInterval`` writes, counting the directory afresh).
    private func keepBound(adding bytes: Int64, protecting newest: URL) {
        lock.withLock {
            writesSinceCount += 1
            if estimatedBytes == nil || writesSinceCount >= Self.recountInterval {
                estimatedBytes = scan().reduce(0) { $0 + $1.size }
                writesSinceCount = 0
            } else {
                estimatedBytes = (estimatedBytes ?? 0) + bytes
            }
            guard let estimate = estimatedBytes, estimate > byteLimit else { return }
            var files = scan()
            var total = files.reduce(0) { $0 + $1.size }
            files.sort { $0.used < $1.used }
            // Down to 90% of the bound, so that the next writes do not evict one by one.
            let target = byteLimit - byteLimit / 10
            for file in files where total > target {
                if file.url.path == newest.path && total <= byteLimit { continue }
                if (try? FileManager.default.removeItem(at: file.url)) != nil {
                    total -= file.size
                    evictionCount += 1
                }
            }
            estimatedBytes = total
        }
    }

    // MARK: Removing

    /// Removes the entry under a key.
    public func removeEntry(for key: ResponseCacheKey) {
        let file = file(for: key)
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.int64Value ?? 0
        if (try? FileManager.default.removeItem(at: file)) != nil { forget(size) }
    }

    /// Reads every entry's header and removes those about these MBIDs.
    @discardableResult
    public func removeEntries(about subjects: Set<String>) async -> Int {
        guard !subjects.isEmpty else { return 0 }
        var removed = 0
        for file in scan() {
            guard let header = Self.header(of: file.url), !subjects.isDisjoint(with: header.subjects) else { continue }
            if (try? FileManager.default.removeItem(at: file.url)) != nil {
                forget(file.size)
                removed += 1
            }
        }
        return removed
    }

    /// Removes every entry (and any file left half-written in `tmp/`).
    ///
    /// Only the store's own files go: entry files (`entries/<2 hex>/<64 hex>.mbc`, and their
    /// folders once empty) and staging files (`tmp/<pid>-<UUID>.part`); anything else in
    /// `entries/` or `tmp/` is left alone. A file another process removed first counts as
    /// removed, so several processes may clear the same store at once.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/fileAccessFailed`` when a
    ///   file of the store cannot be removed (the message names it and the system's reason);
    ///   the other files are removed all the same.
    public func removeAll() async throws(MusicBrainzError) {
        var failure: (path: String, errno: Int32)?
        func remove(_ path: String, folder: Bool = false) {
            let result = folder ? rmdir(path) : unlink(path)
            let code = errno
            // ENOENT: another process removed it first. A folder still holding other files stays.
            guard result != 0, code != ENOENT, !(folder && (code == ENOTEMPTY || code == EEXIST)) else { return }
            if failure == nil { failure = (path, code) }
        }
        let fileManager = FileManager.default
        for folder in (try? fileManager.contentsOfDirectory(atPath: entries.path)) ?? []
        where Self.isEntryFolderName(folder) {
            let folderPath = entries.appendingPathComponent(folder, isDirectory: true).path
            for name in (try? fileManager.contentsOfDirectory(atPath: folderPath)) ?? []
            where Self.isEntryFileName(name, in: folder) {
                remove(folderPath + "/" + name)
            }
            remove(folderPath, folder: true)
        }
        for name in (try? fileManager.contentsOfDirectory(atPath: temporary.path)) ?? [] where Self.isStagingName(name)
        {
            remove(temporary.appendingPathComponent(name).path)
        }
        lock.withLock {
            estimatedBytes = nil
            writesSinceCount = 0
        }
        if let failure {
            throw MusicBrainzError(
                code: .fileAccessFailed,
                message:
                    "Could not remove \(failure.path) from the cache at \(directory.path): \(Self.reason(errno: failure.errno))."
            )
        }
    }

    /// Counts the directory.
    public func usage() async -> ResponseCacheUsage {
        let files = scan()
        let bytes = files.reduce(0) { $0 + $1.size }
        return lock.withLock {
            estimatedBytes = bytes
            return ResponseCacheUsage(
                entryCount: files.count, byteCount: bytes, byteLimit: byteLimit, evictionCount: evictionCount)
        }
    }

    // MARK: Helpers

    private struct EntryFile {
        var url: URL
        var size: Int64
        var used: Date
    }

    /// Every entry file with its size and last use; also deletes files left in `tmp/` for
    /// more than an hour (by a process that died while writing).
    private func scan() -> [EntryFile] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        var files: [EntryFile] = []
        let folders = (try? FileManager.default.contentsOfDirectory(at: entries, includingPropertiesForKeys: nil)) ?? []
        for folder in folders {
            let children =
                (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys)) ?? []
            for child in children where Self.isEntryFileName(child.lastPathComponent, in: folder.lastPathComponent) {
                guard let values = try? child.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else {
                    continue
                }
                files.append(
                    EntryFile(
                        url: child, size: Int64(values.fileSize ?? 0),
                        used: values.contentModificationDate ?? .distantPast
                    ))
            }
        }
        let hourAgo = Date().addingTimeInterval(-3600)
        let staged =
            (try? FileManager.default.contentsOfDirectory(
                at: temporary, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
        for file in staged where Self.isStagingName(file.lastPathComponent) {
            let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .isRegularFileKey])
            if let modified = values?.contentModificationDate, modified < hourAgo, values?.isRegularFile == true {
                _ = unlink(file.path)
            }
        }
        return files
    }

    /// The header of an entry file, without reading its body.
    private static func header(of file: URL) -> DiskEntryFormat.Header? {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        guard let prefix = try? handle.read(upToCount: DiskEntryFormat.prefixLength),
            prefix.count == DiskEntryFormat.prefixLength, Array(prefix.prefix(8)) == DiskEntryFormat.magic
        else { return nil }
        let length = Int(DiskEntryFormat.readUInt32(prefix, at: 12))
        guard length > 0, length <= DiskEntryFormat.maximumHeaderLength,
            let data = try? handle.read(upToCount: length), data.count == length
        else { return nil }
        return DiskEntryFormat.anyHeader(data)
    }

    /// A new file name in `tmp/`: `<pid>-<UUID>.part` (``isStagingName(_:)``).
    private func stagingFile() -> URL {
        temporary.appendingPathComponent("\(getpid())-\(UUID().uuidString).part")
    }

    /// Whether a name in `entries/` is one of the store's folders: two lowercase hex digits.
    static func isEntryFolderName(_ name: String) -> Bool {
        name.utf8.count == 2 && name.utf8.allSatisfy(isLowercaseHexDigit)
    }

    /// Whether a name in `entries/<folder>/` is one of the store's entry files: 64 lowercase
    /// hex digits (a SHA-256) starting with the folder's two, then `.mbc`.
    static func isEntryFileName(_ name: String, in folder: String) -> Bool {
        guard name.hasSuffix(".mbc"), name.hasPrefix(folder), isEntryFolderName(folder) else { return false }
        let digest = name.utf8.dropLast(4)
        return digest.count == 64 && digest.allSatisfy(isLowercaseHexDigit)
    }

    /// Whether a name in `tmp/` is one of the store's staging files: `<pid>-<UUID>.part`.
    static func isStagingName(_ name: String) -> Bool {
        guard name.hasSuffix(".part"), let dash = name.firstIndex(of: "-") else { return false }
        let pid = name[..<dash]
        let uuid = name[name.index(after: dash)...].dropLast(5)
        return !pid.isEmpty && pid.utf8.allSatisfy { (0x30...0x39).contains($0) }
            && UUID(uuidString: String(uuid)) != nil
    }

    private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// The system's reason for a failed file operation, for a message.
    static func reason(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return reason(errno: posix.code.rawValue) }
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain { return reason(errno: Int32(bridged.code)) }
        // A CocoaError from FileManager carries the POSIX error underneath.
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? any Error { return reason(underlying) }
        return error.localizedDescription
    }

    /// The system's description of an `errno` value.
    static func reason(errno code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Sets a file's modification time to now: the least-recently-used order.
    private func touch(_ file: URL) {
        _ = utimes(file.path, nil)
    }

    /// Deletes a damaged file.
    private func drop(_ file: URL, bytes: Int64) {
        if (try? FileManager.default.removeItem(at: file)) != nil { forget(bytes) }
    }

    private func forget(_ bytes: Int64) {
        lock.withLock {
            if let estimate = estimatedBytes { estimatedBytes = max(0, estimate - bytes) }
        }
    }

    private func writeError(_ error: any Error) -> MusicBrainzError {
        MusicBrainzError(
            code: .fileAccessFailed,
            message: "Could not write an entry of the cache at \(directory.path): \(Self.reason(error)).",
            underlyingError: error)
    }
}
