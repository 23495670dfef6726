import Foundation
import MusicBrainz

/// Finds the top-level `"id"` of a dump line without decoding the line: a byte scan that skips
/// every other value (strings with their escapes, nested objects and arrays). Keys come in any
/// order in the dumps, so the `id` may follow megabytes of media.
enum DumpLineScanner {
    /// The MBID of the line's top-level `"id"` key, or `nil` when the line is not an object,
    /// has no such key, or its value is not an MBID.
    static func topLevelID(in line: UnsafeBufferPointer<UInt8>) -> IndexKey? {
        guard let base = line.baseAddress else { return nil }
        let end = line.count
        var index = 0
        func skipSpace() {
            while index < end, base[index] == 0x20 || base[index] == 0x09 || base[index] == 0x0A || base[index] == 0x0D
            {
                index += 1
            }
        }
        /// Moves past a string whose opening quote is at `index`; returns its contents' range.
        func skipString() -> Range<Int>? {
            index += 1
            let start = index
            while index < end {
                guard let found = memchr(base + index, 0x22, end - index) else { return nil }
                let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var backslashes = 0
                while quote - backslashes - 1 >= start && base[quote - backslashes - 1] == 0x5C { backslashes += 1 }
                index = quote + 1
                if backslashes % 2 == 0 { return start..<quote }
            }
            return nil
        }
        /// Moves past any value starting at `index`.
        func skipValue() -> Bool {
            guard index < end else { return false }
            switch base[index] {
            case 0x22:
                return skipString() != nil
            case 0x7B, 0x5B:
                var depth = 0
                while index < end {
                    switch base[index] {
                    case 0x22:
                        guard skipString() != nil else { return false }
                        continue
                    case 0x7B, 0x5B: depth += 1
                    case 0x7D, 0x5D:
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return true
                        }
                    default: break
                    }
                    index += 1
                }
                return false
            default:
                while index < end {
                    switch base[index] {
                    case 0x2C, 0x7D, 0x5D, 0x20, 0x09, 0x0A, 0x0D: return true
                    default: index += 1
                    }
                }
                return true
            }
        }
        skipSpace()
        if line.count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { index = 3 }
        skipSpace()
        guard index < end, base[index] == 0x7B else { return nil }
        index += 1
        while true {
            skipSpace()
            guard index < end, base[index] == 0x22, let key = skipString() else { return nil }
            skipSpace()
            guard index < end, base[index] == 0x3A else { return nil }
            index += 1
            skipSpace()
            if key.count == 2 && base[key.lowerBound] == 0x69 && base[key.lowerBound + 1] == 0x64 {
                guard index < end, base[index] == 0x22, let value = skipString() else { return nil }
                return IndexKey(mbidText: UnsafeBufferPointer(rebasing: line[value]))
            }
            guard skipValue() else { return nil }
            skipSpace()
            guard index < end, base[index] == 0x2C else { return nil }
            index += 1
        }
    }
}

/// An MBID as two big-endian 64-bit halves, so that keys sort as MBIDs' text does.
struct IndexKey: Hashable, Comparable, Sendable {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    init(_ id: MBID) {
        var high: UInt64 = 0
        var low: UInt64 = 0
        withUnsafeBytes(of: id.uuid.uuid) { bytes in
            for index in 0..<8 { high = high << 8 | UInt64(bytes[index]) }
            for index in 8..<16 { low = low << 8 | UInt64(bytes[index]) }
        }
        self.init(high: high, low: low)
    }

    /// Parses the 36 characters `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` (either case).
    init?(mbidText text: UnsafeBufferPointer<UInt8>) {
        guard text.count == 36, text[8] == 0x2D, text[13] == 0x2D, text[18] == 0x2D, text[23] == 0x2D else {
            return nil
        }
        var high: UInt64 = 0
        var low: UInt64 = 0
        var digits = 0
        for index in 0..<36 where index != 8 && index != 13 && index != 18 && index != 23 {
            let byte = text[index]
            let value: UInt8
            switch byte {
            case 0x30...0x39: value = byte - 0x30
            case 0x61...0x66: value = byte - 0x61 + 10
            case 0x41...0x46: value = byte - 0x41 + 10
            default: return nil
            }
            if digits < 16 {
                high = high << 4 | UInt64(value)
            } else {
                low = low << 4 | UInt64(value)
            }
            digits += 1
        }
        self.init(high: high, low: low)
    }

    /// The MBID.
    var mbid: MBID {
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { bytes in
            for index in 0..<8 {
                bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * index))
                bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * index))
            }
        }
        return MBID(uuid: UUID(uuid: value))
    }

    static func < (lhs: IndexKey, rhs: IndexKey) -> Bool {
        lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low
    }
}
