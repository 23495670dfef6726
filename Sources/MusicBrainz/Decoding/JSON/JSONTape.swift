import Foundation

/// A JSON document parsed once into a flat "tape" of values, read by ``JSONReader``.
///
/// Parsing checks the whole grammar (RFC 8259) and UTF-8, but makes no strings, numbers or
/// dictionaries: a value is only converted when a mapping asks for it, and an object's keys are
/// compared against the mapping's keys (``WS2Name``) byte for byte. This is what makes decoding
/// into models faster than an untyped `JSONSerialization` pass.
///
/// Layout: every value is one ``Entry``. An object is followed by its members as key (a string
/// entry) and value pairs; an array by its elements. A container entry stores the index just
/// past its last descendant, so a value is skipped in one step.
struct JSONTape {
    enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null
    }

    struct Entry: Sendable {
        /// The kind of value.
        var kind: Kind
        /// For strings: whether the text holds backslash escapes.
        var hasEscapes: Bool
        /// For strings and numbers: the byte offset of the text (after the opening quote).
        /// For containers: the number of members or elements.
        var start: UInt32
        /// For strings and numbers: the byte length of the text (without quotes).
        /// For containers: the index of the first entry after the container.
        var end: UInt32

        /// The index of the entry after this one, at `index` (after a container's contents).
        @inline(__always)
        func next(after index: Int) -> Int { kind == .object || kind == .array ? Int(end) : index &+ 1 }
    }

    /// The document's bytes, borrowed for the duration of one decode (see
    /// ``ResponseDecoder``).
    let bytes: UnsafeBufferPointer<UInt8>
    /// The values, in document order.
    let entries: [Entry]

    /// The deepest nesting of arrays and objects accepted, counting the outer value as 1.
    ///
    /// The models recurse once per level (relationships nest entities: artist, `relations`,
    /// relation, artist, …), about 8 KB of stack per level in a debug build: 512, Foundation's
    /// limit, overflowed 8 MB at about 1,000 levels, leaving only twice the room, and less on
    /// threads with smaller stacks. Real WS/2 documents nest fewer than 20 levels, so 256
    /// (about 85 nested relationships) loses nothing. It is deeper than the JSON of the
    /// deepest XML document accepted (``XMLTree/maximumDepth``), so XML models encode and
    /// decode back.
    static let maximumDepth = 256

    /// Parses a document; a leading UTF-8 byte order mark is skipped.
    /// - Throws: `DecodingError.dataCorrupted` (with an empty coding path) for malformed,
    ///   truncated or non-UTF-8 input.
    /// - Parameter bytes: The document; it must outlive every use of the tape.
    init(bytes: UnsafeBufferPointer<UInt8>) throws {
        guard bytes.count < Int(UInt32.max) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The JSON is larger than 4 GB"))
        }
        self.bytes = bytes
        var parser = Parser(bytes: bytes)
        defer { parser.deallocate() }
        entries = try parser.parse()
    }

    /// The index of the entry after the value at `index` (skipping a container's contents).
    @inline(__always)
    func next(after index: Int) -> Int { entries[index].next(after: index) }

    /// The text of the string at `index`, unescaped.
    func string(at index: Int) -> String {
        let entry = entries[index]
        let start = Int(entry.start)
        let end = start + Int(entry.end)
        if !entry.hasEscapes {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        // Escapes were validated while parsing; invalid surrogates become U+FFFD only if the
        // parser let them through, which it does not.
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var i = start
        while i < end {
            let byte = bytes[i]
            if byte != UInt8(ascii: "\\") {
                output.append(byte)
                i += 1
                continue
            }
            let escape = bytes[i + 1]
            i += 2
            switch escape {
            case UInt8(ascii: "\""): output.append(0x22)
            case UInt8(ascii: "\\"): output.append(0x5C)
            case UInt8(ascii: "/"): output.append(0x2F)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            default:  // "u"
                var scalar = UInt32(Self.hex4(bytes, i))
                i += 4
                if scalar >= 0xD800 && scalar <= 0xDBFF {
                    let low = UInt32(Self.hex4(bytes, i + 2))
                    i += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                output.append(contentsOf: Array(String(character).utf8))
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The text of the number at `index`, as written.
    func numberText(at index: Int) -> Substring {
        let entry = entries[index]
        let start = Int(entry.start)
        return Substring(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + Int(entry.end)]), as: UTF8.self))
    }

    /// The number of a number entry as an integer, when it is one (no fraction or exponent, in
    /// range), read from the document's bytes without touching the tape.
    @inline(__always)
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>, _ entry: Entry) -> Int? {
        var i = Int(entry.start)
        let end = i + Int(entry.end)
        var negative = false
        if bytes[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        var value = 0
        while i < end {
            let digit = bytes[i] &- 0x30
            guard digit < 10 else {
                // A fraction or an exponent: accept it when it is a whole number.
                let start = Int(entry.start)
                let text = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + Int(entry.end)]), as: UTF8.self)
                guard let double = Double(text), double == double.rounded(.towardZero),
                    abs(double) < 9.2e18
                else { return nil }
                return Int(double)
            }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) =
                negative
                ? times.subtractingReportingOverflow(Int(digit)) : times.addingReportingOverflow(Int(digit))
            guard !overflow1 && !overflow2 else { return nil }
            value = sum
            i += 1
        }
        return value
    }

    /// The number at `index` as a double.
    func double(at index: Int) -> Double? {
        if let integer = Self.integer(bytes, entries[index]), abs(integer) < (1 << 53) { return Double(integer) }
        return Double(numberText(at: index))
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: return Int(byte - 0x30)
        case 0x41...0x46: return Int(byte - 0x41 + 10)
        case 0x61...0x66: return Int(byte - 0x61 + 10)
        default: return nil
        }
    }

    static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
        var value = 0
        for k in 0..<4 { value = value << 4 | (hexValue(bytes[offset + k]) ?? 0) }
        return value
    }

    /// The recursive-descent parser that fills the tape, with an explicit depth limit.
    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        /// The entries so far, in a buffer of the parser's own: appending to it checks neither
        /// uniqueness nor bounds, only the capacity (the growth doubles it).
        var storage: UnsafeMutablePointer<Entry>
        var count = 0
        var capacity: Int

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            // About one entry per 8 bytes of a WS/2 document.
            capacity = max(16, bytes.count / 8)
            storage = .allocate(capacity: capacity)
        }

        /// Frees the buffer (entries are trivial values: nothing to deinitialize).
        func deallocate() { storage.deallocate() }

        @inline(__always)
        mutating func append(_ entry: Entry) {
            if count == capacity { grow() }
            (storage + count).initialize(to: entry)
            count &+= 1
        }

        mutating func grow() {
            let larger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        }

        func corrupted(_ message: String) -> DecodingError {
            DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "\(message) at byte offset \(position)"))
        }

        mutating func parse() throws -> [Entry] {
            if let invalid = XMLInputGuard.firstInvalidUTF8(bytes) {
                position = invalid
                throw corrupted("The data is not valid UTF-8")
            }
            // A UTF-8 byte order mark, which some servers and editors write, is not part of the value.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
            skipSpace()
            guard position < bytes.count else {
                throw corrupted(bytes.isEmpty ? "The data is empty" : "The data is blank (only white space)")
            }
            try parseValue(depth: 0)
            skipSpace()
            guard position == bytes.count else { throw corrupted("Unexpected text after the JSON value") }
            return Array(UnsafeBufferPointer(start: storage, count: count))
        }

        @inline(__always)
        mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func parseValue(depth: Int) throws {
            guard depth < JSONTape.maximumDepth else { throw corrupted("The JSON is nested too deeply") }
            guard position < bytes.count else { throw corrupted("Unexpected end of the data") }
            switch bytes[position] {
            case UInt8(ascii: "{"): try parseContainer(.object, depth: depth)
            case UInt8(ascii: "["): try parseContainer(.array, depth: depth)
            case UInt8(ascii: "\""): try parseString()
            case UInt8(ascii: "t"): try literal("true", .true)
            case UInt8(ascii: "f"): try literal("false", .false)
            case UInt8(ascii: "n"): try literal("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
            default: throw corrupted("Unexpected character '\(Character(Unicode.Scalar(bytes[position])))'")
            }
        }

        mutating func literal(_ word: StaticString, _ kind: Kind) throws {
            let length = word.utf8CodeUnitCount
            guard position + length <= bytes.count else { throw corrupted("Unexpected end of the data") }
            guard let base = bytes.baseAddress, memcmp(base + position, word.utf8Start, length) == 0 else {
                throw corrupted("Invalid literal")
            }
            append(Entry(kind: kind, hasEscapes: false, start: UInt32(position), end: UInt32(length)))
            position += length
        }

        /// An object or an array: its entry, then its members' (an object's as key, value).
        mutating func parseContainer(_ kind: Kind, depth: Int) throws {
            let isObject = kind == .object
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            let index = count
            append(Entry(kind: kind, hasEscapes: false, start: 0, end: 0))
            position += 1
            skipSpace()
            var members: UInt32 = 0
            if position < bytes.count && bytes[position] == close {
                position += 1
            } else {
                while true {
                    skipSpace()
                    if isObject {
                        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                            throw corrupted(
                                position < bytes.count ? "Expected a key string" : "Unexpected end of the data")
                        }
                        try parseString()
                        skipSpace()
                        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                            throw corrupted(position < bytes.count ? "Expected ':'" : "Unexpected end of the data")
                        }
                        position += 1
                        skipSpace()
                    }
                    try parseValue(depth: depth + 1)
                    members += 1
                    skipSpace()
                    guard position < bytes.count else { throw corrupted("Unexpected end of the data") }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        continue
                    }
                    guard bytes[position] == close else {
                        throw corrupted(isObject ? "Expected ',' or '}'" : "Expected ',' or ']'")
                    }
                    position += 1
                    break
                }
            }
            storage[index].start = members
            storage[index].end = UInt32(count)
        }

        mutating func parseString() throws {
            position += 1  // opening quote
            let start = position
            var hasEscapes = false
            while true {
                skipPlainText()
                guard position < bytes.count else { throw corrupted("Unterminated string") }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") { break }
                if byte < 0x20 { throw corrupted("Unescaped control character in a string") }
                if byte == UInt8(ascii: "\\") {
                    hasEscapes = true
                    guard position + 1 < bytes.count else { throw corrupted("Unterminated string") }
                    switch bytes[position + 1] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        position += 2
                    case UInt8(ascii: "u"):
                        let high = try hex(at: position + 2)
                        position += 6
                        if high >= 0xDC00 && high <= 0xDFFF { throw corrupted("Unpaired low surrogate in a string") }
                        if high >= 0xD800 && high <= 0xDBFF {
                            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                                bytes[position + 1] == UInt8(ascii: "u")
                            else { throw corrupted("Unpaired high surrogate in a string") }
                            let low = try hex(at: position + 2)
                            guard low >= 0xDC00 && low <= 0xDFFF else { throw corrupted("Invalid surrogate pair") }
                            position += 6
                        }
                    default:
                        throw corrupted("Invalid escape in a string")
                    }
                    continue
                }
                position += 1
            }
            append(
                Entry(kind: .string, hasEscapes: hasEscapes, start: UInt32(start), end: UInt32(position - start)))
            position += 1  // closing quote
        }

        /// Moves over the bytes of a string that need no check of their own (no quote, backslash
        /// or control character), eight at a time; the byte loop of ``parseString()`` takes over
        /// at the first that does, and for the last few bytes of the document.
        @inline(__always)
        mutating func skipPlainText() {
            guard let base = bytes.baseAddress else { return }
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while position &+ 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                // A byte is flagged when it is zero after the XOR (a quote or a backslash) or
                // below 0x20 (a control character); bytes of 0x80 and above are never flagged.
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                let flagged =
                    ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
                let first = flagged & highs
                if first != 0 {
                    // The lowest flag is exact (a borrow only flags bytes above a flagged one).
                    position &+= first.trailingZeroBitCount &>> 3
                    return
                }
                position &+= 8
            }
        }

        func hex(at offset: Int) throws -> Int {
            guard offset + 4 <= bytes.count else { throw corrupted("Unterminated \\u escape") }
            var value = 0
            for k in 0..<4 {
                guard let digit = JSONTape.hexValue(bytes[offset + k]) else { throw corrupted("Invalid \\u escape") }
                value = value << 4 | digit
            }
            return value
        }

        mutating func parseNumber() throws {
            let start = position
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count, isDigit(bytes[position]) else { throw corrupted("Invalid number") }
            if bytes[position] == UInt8(ascii: "0") {
                position += 1
            } else {
                while position < bytes.count && isDigit(bytes[position]) { position += 1 }
            }
            if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard position < bytes.count, isDigit(bytes[position]) else { throw corrupted("Invalid number") }
                while position < bytes.count && isDigit(bytes[position]) { position += 1 }
            }
            if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E"))
            {
                position += 1
                if position < bytes.count
                    && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
                {
                    position += 1
                }
                guard position < bytes.count, isDigit(bytes[position]) else { throw corrupted("Invalid number") }
                while position < bytes.count && isDigit(bytes[position]) { position += 1 }
            }
            append(Entry(kind: .number, hasEscapes: false, start: UInt32(start), end: UInt32(position - start)))
        }

        @inline(__always)
        func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
    }
}
