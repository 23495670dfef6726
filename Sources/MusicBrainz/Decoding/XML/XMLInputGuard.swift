import Foundation

/// Refuses XML inputs that Foundation's `XMLParser` on Linux cannot be trusted with, before the
/// parser sees them (see the platform notes of the project):
///
/// - invalid UTF-8 (in an element name it kills the process with SIGILL in
///   `_NSXMLParserStartElementNs`, swift-corelibs-foundation #5534);
/// - a processing instruction without data, such as `<?foo?>` (SIGSEGV, `strlen(NULL)` in
///   `_NSXMLParserProcessingInstruction`);
/// - a document type declaration (MusicBrainz never sends one; refusing it also rules out
///   entity-expansion attacks).
enum XMLInputGuard {
    /// Checks a document.
    /// - Returns: The number of `<` characters outside comments and CDATA (about twice the
    ///   number of elements), so the caller can size its buffers once.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/decodingFailed``.
    @discardableResult
    static func check(_ data: Data) throws(MusicBrainzError) -> Int {
        if data.isEmpty {
            throw MusicBrainzError(code: .decodingFailed, message: "The XML body is empty.")
        }
        var markupCount = 0
        let problem: String? = data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let offset = firstInvalidUTF8(bytes) {
                return "it is not valid UTF-8 (byte offset \(offset))"
            }
            return firstUnsafeMarkup(bytes, markupCount: &markupCount)
        }
        if let problem {
            throw MusicBrainzError(code: .decodingFailed, message: "The XML body was refused: \(problem).")
        }
        return markupCount
    }

    /// Returns the offset of the first byte that breaks UTF-8, or `nil` when all is valid.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var i = 0
        while i < count {
            // Fast path: 8 ASCII bytes at a time.
            if i + 8 <= count {
                let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
            }
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
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
            default: return i
            }
            guard i + length <= count else { return i }
            let second = bytes[i + 1]
            guard second >= lower && second <= upper else { return i }
            var k = 2
            while k < length {
                let next = bytes[i + k]
                guard next >= 0x80 && next <= 0xBF else { return i }
                k += 1
            }
            i += length
        }
        return nil
    }

    /// Finds a processing instruction without data or a document type declaration outside
    /// comments and CDATA sections; returns a description of it, or `nil`.
    static func firstUnsafeMarkup(_ bytes: UnsafeBufferPointer<UInt8>, markupCount: inout Int) -> String? {
        let count = bytes.count
        let lt = UInt8(ascii: "<")
        var i = 0
        func starts(_ text: StaticString, at offset: Int) -> Bool {
            let length = text.utf8CodeUnitCount
            guard offset + length <= count else { return false }
            let pattern = UnsafeBufferPointer(start: text.utf8Start, count: length)
            for k in 0..<length where bytes[offset + k] != pattern[k] { return false }
            return true
        }
        func skip(past terminator: StaticString, from offset: Int) -> Int {
            var j = offset
            while j < count {
                if starts(terminator, at: j) { return j + terminator.utf8CodeUnitCount }
                j += 1
            }
            return count
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while i < count {
            guard let base = bytes.baseAddress,
                let found = memchr(base + i, Int32(lt), count - i)
            else { return nil }
            i = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            markupCount += 1
            if starts("<!--", at: i) {
                i = skip(past: "-->", from: i + 4)
            } else if starts("<![CDATA[", at: i) {
                i = skip(past: "]]>", from: i + 9)
            } else if starts("<!", at: i) {
                return "it has a document type declaration or other <! markup at byte offset \(i)"
            } else if starts("<?", at: i) {
                var j = i + 2
                while j < count, !isSpace(bytes[j]), bytes[j] != UInt8(ascii: "?") { j += 1 }
                if j == i + 2 { return "it has a processing instruction without a target at byte offset \(i)" }
                while j < count, isSpace(bytes[j]) { j += 1 }
                if starts("?>", at: j) {
                    return "it has a processing instruction without data at byte offset \(i)"
                }
                i = skip(past: "?>", from: j)
            } else {
                i += 1
            }
        }
        return nil
    }
}
