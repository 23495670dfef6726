import Foundation

/// The file format of one ``DiskResponseStore`` entry, version 1.
///
/// ```
/// offset      size  field
/// 0           8     magic: "MBZC" 0D 0A 1A 0A (a line-ending conversion or a text file breaks it)
/// 8           2     format version, big-endian: 1
/// 10          2     reserved, 0
/// 12          4     header length H, big-endian
/// 16          8     body length B, big-endian
/// 24          H     header: UTF-8 JSON (``Header``): the key, status, header fields, URLs,
///                   dates, subjects
/// 24+H        B     body, as the server sent it (decompressed)
/// 24+H+B      4     CRC-32 (ISO-HDLC) of every byte before it, big-endian
/// ```
///
/// A file is whole only when its size is exactly `28 + H + B`, the magic and version match,
/// the checksum matches and the header's key is the one asked for; anything else is a damaged
/// entry, dropped and fetched again. A file of another version is left alone (another
/// library version may share the directory) and counts as absent.
enum DiskEntryFormat {
    static let magic: [UInt8] = [0x4D, 0x42, 0x5A, 0x43, 0x0D, 0x0A, 0x1A, 0x0A]
    static let version: UInt16 = 1
    static let prefixLength = 24
    static let checksumLength = 4
    /// The largest header read (a header holds no body: a few KiB at most).
    static let maximumHeaderLength = 1 << 20

    /// The JSON header of an entry file.
    struct Header: Codable, Sendable {
        /// ``ResponseCacheKey/canonical``.
        var key: String
        var status: Int
        /// The header fields as `[name, value]` pairs, in order.
        var headers: [[String]]
        var url: String?
        var alias: String?
        /// Seconds since 1970.
        var storedAt: Double
        var expiresAt: Double
        var subjects: [String]

        init(key: ResponseCacheKey, entry: ResponseCacheEntry) {
            self.key = key.canonical
            status = entry.status
            headers = entry.headerFields.map { [$0.name, $0.value] }
            url = entry.url?.absoluteString
            alias = entry.aliasURL?.absoluteString
            storedAt = entry.storedAt.timeIntervalSince1970
            expiresAt = entry.expiresAt.timeIntervalSince1970
            subjects = entry.subjects
        }

        func entry(body: Data, bodyByteCount: Int64) -> ResponseCacheEntry {
            ResponseCacheEntry(
                status: status,
                headerFields: HTTPFields(headers.compactMap { $0.count == 2 ? .init(name: $0[0], value: $0[1]) : nil }),
                body: body, url: url.flatMap(URL.init(string:)), storedAt: Date(timeIntervalSince1970: storedAt),
                expiresAt: Date(timeIntervalSince1970: expiresAt), subjects: subjects,
                aliasURL: alias.flatMap(URL.init(string:)), bodyByteCount: bodyByteCount)
        }
    }

    /// Why a file is not a usable entry.
    enum Failure: Error {
        /// Torn, damaged or not an entry: drop it.
        case damaged
        /// Written by another format version: leave it.
        case otherVersion
        /// A whole entry of another key (a digest collision): leave it.
        case otherKey
    }

    /// The prefix and header of an entry, before its body.
    static func head(key: ResponseCacheKey, entry: ResponseCacheEntry, bodyLength: Int64) throws -> Data {
        let header = try JSONEncoder().encode(Header(key: key, entry: entry))
        // A header or body length the reader would refuse is not written (it would be read as
        // damaged for ever).
        guard header.count <= maximumHeaderLength, bodyLength >= 0 else {
            throw CocoaError(.fileWriteUnknown)
        }
        var data = Data(magic)
        data.append(contentsOf: bigEndian(version))
        data.append(contentsOf: bigEndian(UInt16(0)))
        data.append(contentsOf: bigEndian(UInt32(header.count)))
        data.append(contentsOf: bigEndian(UInt64(bodyLength)))
        data.append(header)
        return data
    }

    /// A whole entry file for a body in memory.
    static func encode(key: ResponseCacheKey, entry: ResponseCacheEntry) throws -> Data {
        var data = try head(key: key, entry: entry, bodyLength: Int64(entry.body.count))
        data.append(entry.body)
        var crc = CRC32()
        data.withUnsafeBytes { crc.update($0) }
        data.append(contentsOf: bigEndian(crc.value))
        return data
    }

    /// The entry in a whole file's bytes.
    static func decode(_ data: Data, key: ResponseCacheKey) throws(Failure) -> ResponseCacheEntry {
        let (_, headerLength, bodyLength) = try prefix(data.prefix(prefixLength), fileSize: Int64(data.count))
        // `prefix` checked that the lengths add up to the size of `data` without overflow.
        guard let bodyCount = Int(exactly: bodyLength) else { throw .damaged }
        let bodyStart = prefixLength + headerLength
        let end = bodyStart + bodyCount
        var crc = CRC32()
        data.withUnsafeBytes { crc.update(UnsafeRawBufferPointer(rebasing: $0[0..<end])) }
        guard crc.value == readUInt32(data, at: end) else { throw .damaged }
        let decoded = try decodeHeader(data.subdata(in: prefixLength..<bodyStart), key: key)
        return decoded.entry(body: data.subdata(in: bodyStart..<end), bodyByteCount: bodyLength)
    }

    /// Checks the 24-byte prefix against the file's size.
    ///
    /// The lengths come from the file and are not trusted: any value (a body length near
    /// `Int64.max`, a header length over the maximum) is a damaged entry, never an overflow.
    /// - Returns: The version, the header length (at most ``maximumHeaderLength``) and the body
    ///   length (at least 0); their sum with the fixed parts is exactly `fileSize`.
    static func prefix(_ prefix: Data, fileSize: Int64) throws(Failure) -> (UInt16, Int, Int64) {
        guard prefix.count == prefixLength, Array(prefix.prefix(8)) == magic else { throw .damaged }
        let start = prefix.startIndex
        let version = UInt16(prefix[start + 8]) << 8 | UInt16(prefix[start + 9])
        guard version == Self.version else { throw .otherVersion }
        let headerLength = readUInt32(prefix, at: 12)
        let bodyLength = readUInt64(prefix, at: 16)
        guard headerLength > 0, headerLength <= UInt32(maximumHeaderLength),
            bodyLength <= UInt64(Int64.max)
        else { throw .damaged }
        // At most 28 + 1 MiB: no overflow.
        let fixedLength = Int64(prefixLength + checksumLength) + Int64(headerLength)
        let (total, overflow) = fixedLength.addingReportingOverflow(Int64(bodyLength))
        guard !overflow, total == fileSize else { throw .damaged }
        return (version, Int(headerLength), Int64(bodyLength))
    }

    /// Decodes a header and checks its key.
    static func decodeHeader(_ data: Data, key: ResponseCacheKey) throws(Failure) -> Header {
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else { throw .damaged }
        guard header.key == key.canonical else { throw .otherKey }
        return header
    }

    /// Decodes a header without checking its key (for invalidation scans).
    static func anyHeader(_ data: Data) -> Header? { try? JSONDecoder().decode(Header.self, from: data) }

    static func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.bigEndian) { Array($0) }
    }

    /// The big-endian 32-bit number at `offset` in `data`; 0 when `data` is too short (or
    /// `offset` negative).
    static func readUInt32(_ data: Data, at offset: Int) -> UInt32 {
        guard offset >= 0, offset <= data.count - 4 else { return 0 }
        let start = data.startIndex + offset
        return data[start..<(start + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The big-endian 64-bit number at `offset` in `data`; 0 when `data` is too short (or
    /// `offset` negative).
    static func readUInt64(_ data: Data, at offset: Int) -> UInt64 {
        guard offset >= 0, offset <= data.count - 8 else { return 0 }
        let start = data.startIndex + offset
        return data[start..<(start + 8)].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
