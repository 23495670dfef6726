import Foundation

/// Refuses XML inputs that Foundation's `XMLParser` on Linux cannot be trusted with, before the
/// parser sees them (see the platform notes of the project and `FUZZING.md`):
///
/// - invalid UTF-8 (in an element name it kills the process with SIGILL in
///   `_NSXMLParserStartElementNs`, swift-corelibs-foundation #5534), and the control characters
///   XML 1.0 forbids (U+0000 to U+001F except tab, line feed and carriage return);
/// - any processing instruction but the XML declaration at the very start: one without data,
///   such as `<?foo?>`, kills the process (SIGSEGV, `strlen(NULL)` in
///   `_NSXMLParserProcessingInstruction`), and libxml2 reaches that callback even from inside
///   malformed markup such as `<?<?xx?>` (found by fuzzing), so no narrower rule is safe;
/// - an XML declaration that names an encoding other than UTF-8 (the bytes were just checked as
///   UTF-8; another name would make libxml2 reinterpret them);
/// - a document type declaration or any other `<!` markup but comments and CDATA sections
///   (MusicBrainz never sends one; refusing it also rules out entity-expansion attacks).
///
/// MusicBrainz's MMD documents contain none of these, so nothing valid is lost.
enum XMLInputGuard {
    /// Checks a document.
    /// - Returns: The number of `<` characters after the XML declaration (about twice the
    ///   number of elements), so the caller can size its buffers once.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/decodingFailed``.
    static func check(_ data: Data) throws(MusicBrainzError) -> Int {
        if data.isEmpty {
            throw MusicBrainzError(code: .decodingFailed, message: "The XML body is empty.")
        }
        var markupCount = 0
        let problem: String? = data.withUnsafeBytes { raw -> String? in
            scan(raw.bindMemory(to: UInt8.self), markupCount: &markupCount)
        }
        if let problem {
            throw MusicBrainzError(code: .decodingFailed, message: "The XML body was refused: \(problem).")
        }
        return markupCount
    }

    /// The whole check in one pass over the bytes, eight ASCII bytes at a time: UTF-8 and
    /// control characters (as ``firstInvalidUTF8(_:)``) and, at each `<`, the markup rules: the
    /// XML declaration only at the very start and only in its exact grammar (fuzzing found
    /// `<?xml v enco…<><?xii…?>`, whose inner processing instruction libxml2 reports), no other
    /// processing instruction, no `<!` markup but comments and CDATA.
    ///
    /// - Returns: A description of the first problem, or `nil`.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, markupCount: inout Int) -> String? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        // The XML declaration is read by its grammar; markup is checked after it.
        var markupStart = 0
        let documentStart = startsWith(bytes, "\u{FEFF}", at: 0) ? 3 : 0
        if startsWith(bytes, "<?xml", at: documentStart), documentStart + 5 < count,
            isSpace(bytes[documentStart + 5])
        {
            guard let declaration = Self.xmlDeclaration(bytes, at: documentStart) else {
                return "its XML declaration is malformed"
            }
            if let encoding = declaration.encoding,
                !["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding.lowercased())
            {
                return "its XML declaration names the encoding \"\(encoding)\", but the body is UTF-8"
            }
            markupStart = declaration.end
        }
        var markup = 0
        defer { markupCount = markup }
        var previousAngle = -1
        /// The markup rules at a `<`.
        func checkMarkup(at offset: Int) -> String? {
            guard offset >= markupStart else { return nil }
            markup &+= 1
            // Only a gap this long between two `<`s can hold a start tag with too many
            // attributes (each takes at least five bytes), so short ones cost one comparison.
            if previousAngle >= 0, offset - previousAngle > maximumAttributes * 5,
                let problem = tooManyAttributes(bytes, tagAt: previousAngle)
            {
                return problem
            }
            previousAngle = offset
            guard offset + 1 < count else { return nil }
            let next = bytes[offset + 1]
            if next == UInt8(ascii: "?") {
                return
                    "it has a processing instruction at byte offset \(offset) (only the XML declaration at the start is accepted)"
            }
            if next == UInt8(ascii: "!"), !startsWith(bytes, "<!--", at: offset),
                !startsWith(bytes, "<![CDATA[", at: offset)
            {
                return "it has a document type declaration or other <! markup at byte offset \(offset)"
            }
            return nil
        }
        func invalid(_ offset: Int) -> String {
            "it is not valid UTF-8 or has a control character XML forbids (byte offset \(offset))"
        }
        var i = 0
        while i < count {
            if i + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                if word & 0x8080_8080_8080_8080 == 0 {
                    // Eight ASCII bytes. The high bit of each byte of `low` is set exactly for a
                    // byte below 0x20 (adding 0x60 carries into no other byte), and of `angle`
                    // exactly for a '<' (a zero byte of word ^ 0x3C3C…); only those are looked at.
                    var low = ~(word &+ 0x6060_6060_6060_6060) & 0x8080_8080_8080_8080
                    while low != 0 {
                        let k = i &+ low.trailingZeroBitCount &>> 3
                        let byte = base[k]
                        if byte != 0x09, byte != 0x0A, byte != 0x0D { return invalid(k) }
                        low &= low &- 1
                    }
                    let angles = word ^ 0x3C3C_3C3C_3C3C_3C3C
                    var angle =
                        ~(((angles & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | angles | 0x7F7F_7F7F_7F7F_7F7F)
                    while angle != 0 {
                        if let problem = checkMarkup(at: i &+ angle.trailingZeroBitCount &>> 3) { return problem }
                        angle &= angle &- 1
                    }
                    i += 8
                    continue
                }
            }
            let lead = base[i]
            if lead < 0x80 {
                if lead < 0x20, lead != 0x09, lead != 0x0A, lead != 0x0D { return invalid(i) }
                if lead == UInt8(ascii: "<"), let problem = checkMarkup(at: i) { return problem }
                i += 1
                continue
            }
            guard let length = utf8SequenceLength(base, at: i, count: count) else { return invalid(i) }
            i += length
        }
        if previousAngle >= 0, count - previousAngle > maximumAttributes * 5 {
            return tooManyAttributes(bytes, tagAt: previousAngle)
        }
        return nil
    }

    /// The most attributes an element may have. MMD elements have at most a handful; `XMLParser`
    /// takes time growing with the square of an element's attributes (200,000 of them: 44 s).
    static let maximumAttributes = 1024

    /// A description of the start tag at `start` (a `<`) when it has more than
    /// ``maximumAttributes`` attributes, or `nil`: the `=`s outside quoted values, up to its `>`.
    static func tooManyAttributes(_ bytes: UnsafeBufferPointer<UInt8>, tagAt start: Int) -> String? {
        var i = start + 1
        guard i < bytes.count, bytes[i] != UInt8(ascii: "/"), bytes[i] != UInt8(ascii: "!") else { return nil }
        var attributes = 0
        var quote: UInt8 = 0
        while i < bytes.count {
            let byte = bytes[i]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "=") {
                attributes += 1
                if attributes > maximumAttributes {
                    return "it has an element with more than \(maximumAttributes) attributes at byte offset \(start)"
                }
            } else if byte == UInt8(ascii: ">") {
                return nil
            }
            i += 1
        }
        return nil
    }

    /// The length of the well-formed multi-byte UTF-8 sequence whose lead byte (0x80 or more)
    /// is at `i` (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF), or `nil`.
    @inline(__always)
    private static func utf8SequenceLength(_ bytes: UnsafePointer<UInt8>, at i: Int, count: Int) -> Int? {
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch bytes[i] {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            upper = 0x9F
        case 0xF0:
            length = 4
            lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            upper = 0x8F
        default: return nil
        }
        guard i + length <= count else { return nil }
        let second = bytes[i + 1]
        guard second >= lower && second <= upper else { return nil }
        var k = 2
        while k < length {
            guard bytes[i + k] >= 0x80 && bytes[i + k] <= 0xBF else { return nil }
            k += 1
        }
        return length
    }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    @inline(__always)
    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString, at offset: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard offset >= 0, offset + length <= bytes.count else { return false }
        let pattern = UnsafeBufferPointer(start: text.utf8Start, count: length)
        for k in 0..<length where bytes[offset + k] != pattern[k] { return false }
        return true
    }

    /// Returns the offset of the first byte that breaks UTF-8 or is a control character XML
    /// forbids, or `nil` when all is valid.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        var i = 0
        while i < count {
            // Fast path: 8 ASCII bytes at a time.
            if i + 8 <= count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    // All eight bytes ASCII. None below 0x20 unless the subtraction borrows into
                    // some byte's high bit; then check the eight one by one (pretty-printed XML
                    // has a line feed every few words).
                    if (word &- 0x2020_2020_2020_2020) & 0x8080_8080_8080_8080 != 0 {
                        for k in i..<i + 8 {
                            let byte = base[k]
                            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return k }
                        }
                    }
                    i += 8
                    continue
                }
            }
            let lead = bytes[i]
            if lead < 0x80 {
                // XML 1.0 allows no control characters but tab, line feed and carriage return.
                if lead < 0x20, lead != 0x09, lead != 0x0A, lead != 0x0D { return i }
                i += 1
                continue
            }
            guard let length = utf8SequenceLength(base, at: i, count: count) else { return i }
            i += length
        }
        return nil
    }

    /// Reads an XML declaration (XML 1.0 production 23: `<?xml` version, then optionally
    /// encoding and standalone, `?>`) starting at `start`, strictly.
    ///
    /// - Returns: The offset after its `?>` and the encoding it names, or `nil` when the bytes
    ///   there are not exactly such a declaration.
    static func xmlDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (end: Int, encoding: String?)? {
        let count = bytes.count
        var i = start + 5  // after "<?xml"
        func skipSpace() -> Bool {
            let before = i
            while i < count, isSpace(bytes[i]) { i += 1 }
            return i > before
        }
        func take(_ text: StaticString) -> Bool {
            guard startsWith(bytes, text, at: i) else { return false }
            i += text.utf8CodeUnitCount
            return true
        }
        /// `name = "value"` after the name was taken; the value's bytes must all pass `allowed`.
        func value(_ allowed: (UInt8) -> Bool) -> String? {
            _ = skipSpace()
            guard take("=") else { return nil }
            _ = skipSpace()
            guard i < count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[i]
            i += 1
            let valueStart = i
            while i < count, bytes[i] != quote {
                guard allowed(bytes[i]) else { return nil }
                i += 1
            }
            guard i < count, i > valueStart else { return nil }
            i += 1
            return String(decoding: bytes[valueStart..<(i - 1)], as: UTF8.self)
        }
        func isVersionByte(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") }
        func isEncodingByte(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        guard skipSpace(), take("version"), value(isVersionByte) != nil else { return nil }
        var encoding: String?
        var spaced = skipSpace()
        if spaced, take("encoding") {
            guard let name = value(isEncodingByte) else { return nil }
            encoding = name
            spaced = skipSpace()
        }
        if spaced, take("standalone") {
            guard let flag = value({ (0x61...0x7A).contains($0) }), flag == "yes" || flag == "no" else { return nil }
            _ = skipSpace()
        }
        guard take("?>") else { return nil }
        return (i, encoding)
    }
}
