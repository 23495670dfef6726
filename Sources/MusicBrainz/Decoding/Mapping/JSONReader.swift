import Foundation

/// Reads the mappings from a ``JSONTape``: the library's WS/2 JSON decoder.
///
/// A reader stands on one object of the tape. A key is found by comparing bytes in place, after
/// a 64-bit filter of the object's keys that rules most absent keys out without a scan (models
/// ask for many optional keys an object lacks). Values are converted only when a field asks for
/// them; coding paths are worked out from the tape only for an error or a diagnostic.
@_spi(WS2Mapping) public struct JSONReader: WS2Mapper {
    let context: UnsafeMutablePointer<JSONReadContext>
    let bytes: UnsafeBufferPointer<UInt8>
    let entries: UnsafeBufferPointer<JSONTape.Entry>
    let object: Int
    /// One bit per key of the object (``filterBit(length:first:last:)``); an escaped key sets all.
    let filter: UInt64

    init(context: UnsafeMutablePointer<JSONReadContext>, object: Int) {
        self.context = context
        bytes = context.pointee.bytes
        entries = context.pointee.entries
        self.object = object
        let entries = context.pointee.entries
        let bytes = context.pointee.bytes
        var filter: UInt64 = 0
        var position = object + 1
        for _ in 0..<Int(entries[object].start) {
            let entry = entries[position]
            let length = Int(entry.end)
            if entry.hasEscapes || length == 0 {
                filter = .max
            } else {
                let start = Int(entry.start)
                filter |= Self.filterBit(length: length, first: bytes[start], last: bytes[start + length - 1])
            }
            position = entries[position + 1].next(after: position + 1)
        }
        self.filter = filter
    }

    /// JSON.
    public var format: WS2Format { .json }
    /// A reader fills values.
    public var isDecoding: Bool { true }

    @inline(__always)
    static func filterBit(length: Int, first: UInt8, last: UInt8) -> UInt64 {
        1 << UInt64((length &* 31 &+ Int(first) &* 7 &+ Int(last)) & 63)
    }

    @inline(__always)
    func next(after index: Int) -> Int { entries[index].next(after: index) }

    /// The tape index of the value of `name + suffix`, or `nil`.
    ///
    /// A mapping asks for many keys an object lacks; each is ruled out by the filter after
    /// reading three bytes of the name.
    @inline(__always)
    func find(_ name: WS2Name, suffix: WS2Name = .none) -> Int? {
        let head = name.bytes
        let tail = suffix.bytes
        guard let headBase = head.baseAddress, !head.isEmpty else { return nil }
        let length = head.count &+ tail.count
        let last = tail.isEmpty ? headBase[head.count &- 1] : tail[tail.count &- 1]
        guard filter & Self.filterBit(length: length, first: headBase[0], last: last) != 0,
            let base = bytes.baseAddress
        else { return nil }
        let tailBase = tail.baseAddress ?? headBase
        var position = object &+ 1
        for _ in 0..<Int(entries[object].start) {
            let entry = entries[position]
            if entry.hasEscapes {
                if keyEquals(position, head, tail) { return position &+ 1 }
            } else if Int(entry.end) == length {
                let start = base + Int(entry.start)
                if memcmp(start, headBase, head.count) == 0
                    && (tail.isEmpty || memcmp(start + head.count, tailBase, tail.count) == 0)
                {
                    return position &+ 1
                }
            }
            position = next(after: position &+ 1)
        }
        return nil
    }

    /// Whether the escaped key at `index` is `head` followed by `tail` once unescaped.
    func keyEquals(_ index: Int, _ head: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>) -> Bool {
        var key = context.pointee.tape.string(at: index)
        return key.withUTF8 { text in
            text.count == head.count + tail.count && text.prefix(head.count).elementsEqual(head)
                && text.dropFirst(head.count).elementsEqual(tail)
        }
    }

    /// The value of a key, or of its alternate; `nil` for an absent key or `null`.
    @inline(__always)
    func value(_ key: WS2Key) -> Int? {
        value(key.json, suffix: key.jsonSuffix, alternate: key.jsonAlternate)
    }

    /// The value of `name + suffix`, or of `alternate`; `nil` for an absent key or `null`.
    @inline(__always)
    func value(_ name: WS2Name, suffix: WS2Name = .none, alternate: WS2Name? = nil) -> Int? {
        var found = find(name, suffix: suffix)
        if found == nil, let alternate { found = find(alternate) }
        guard let index = found, entries[index].kind != .null else { return nil }
        return index
    }

    /// Converts the scalar at a tape index, or returns `nil`.
    @inline(__always)
    func convert<S: WS2Scalar>(_ type: S.Type, at index: Int) -> S? {
        let entry = entries[index]
        switch entry.kind {
        case .string:
            if entry.hasEscapes { return S(ws2Text: context.pointee.tape.string(at: index)) }
            let start = Int(entry.start)
            let text = UnsafeBufferPointer(rebasing: bytes[start..<start &+ Int(entry.end)])
            if text.isEmpty && S.emptyTextIsAbsent { return nil }
            return S(ws2UTF8: text)
        case .number:
            if let integer = JSONTape.integer(bytes, entry), let value = S(ws2Integer: integer) { return value }
            return convertNumber(S.self, at: index)
        case .true: return S(ws2Bool: true)
        case .false: return S(ws2Bool: false)
        case .null, .object, .array: return nil
        }
    }

    /// Converts a number that is not a whole number (or that the type does not take as one).
    func convertNumber<S: WS2Scalar>(_ type: S.Type, at index: Int) -> S? {
        let tape = context.pointee.tape
        if let value = S(ws2Text: String(tape.numberText(at: index))) { return value }
        return tape.double(at: index).flatMap(S.init(ws2Double:))
    }

    /// Stores the scalar at a tape index, or drops it with a diagnostic.
    @inline(__always)
    func store<S: WS2Scalar>(_ value: inout S?, at found: Int) {
        if let parsed = convert(S.self, at: found) {
            value = parsed
        } else if !isAbsentText(S.self, at: found) {
            note(found, expected: S.ws2Description)
        }
    }

    /// Whether the entry at `index` is an empty string of a type for which that means no value.
    @inline(__always)
    func isAbsentText<S: WS2Scalar>(_ type: S.Type, at index: Int) -> Bool {
        S.emptyTextIsAbsent && entries[index].kind == .string && entries[index].end == 0
    }

    func note(_ index: Int, expected: String) {
        context.pointee.diagnostics.append(
            JSONReadContext.Note(index: index, message: "expected \(expected), found \(describe(index))"))
    }

    func describe(_ index: Int) -> String {
        let tape = context.pointee.tape
        switch entries[index].kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "\"\(tape.string(at: index).prefix(60))\""
        case .number:
            let text = tape.numberText(at: index)
            let whole = text.utf8.allSatisfy { $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) }
            let outOfRange = whole && Int64(text) == nil && UInt64(text) == nil
            return String(text.prefix(60)) + (outOfRange ? " (out of range)" : "")
        case .true: return "true"
        case .false: return "false"
        case .null: return "null"
        }
    }

    /// Whether the object has the key (not `null`).
    public func has(_ key: WS2Key) -> Bool { value(key) != nil }

    /// The entity's identifier: a missing or invalid one fails the whole document.
    public mutating func identity<S: WS2Scalar>(_ value: inout S, _ key: WS2Key) throws {
        guard let found = find(key.json) else {
            throw context.pointee.failure(
                "The JSON lacks the required key \"\(key.json)\".", at: object, key: key.json.description)
        }
        guard let parsed = convert(S.self, at: found) else {
            throw context.pointee.failure(
                "The JSON has \(describe(found)) where \(S.ws2Description) is required.", at: found)
        }
        value = parsed
    }

    /// An optional scalar; one that does not convert is dropped with a diagnostic.
    public mutating func scalar<S: WS2Scalar>(_ value: inout S?, _ key: WS2Key) throws {
        guard let found = self.value(key) else { return }
        store(&value, at: found)
    }

    /// A vocabulary value (`status`) and its MBID (`status-id`), found without building the
    /// MBID's key.
    public mutating func vocabulary<V: WS2Scalar>(_ value: inout V?, id: inout MBID?, _ key: WS2Key) throws {
        if let found = self.value(key) { store(&value, at: found) }
        if let found = self.value(key.json, suffix: "-id") { store(&id, at: found) }
    }

    /// A nested object that must be there.
    public mutating func required<T: MusicBrainzModel>(_ value: inout T, _ key: WS2Key) throws {
        guard let found = self.value(key), entries[found].kind == .object else {
            throw context.pointee.failure(
                "The JSON lacks the required object \"\(key.json)\".", at: object, key: key.json.description)
        }
        var reader = JSONReader(context: context, object: found)
        value = try T.decode(&reader)
    }

    /// A nested object; a value of another kind is dropped with a diagnostic.
    public mutating func object<T: MusicBrainzModel>(_ value: inout T?, _ key: WS2Key) throws {
        guard let found = self.value(key) else { return }
        guard entries[found].kind == .object else { return note(found, expected: "an object") }
        var reader = JSONReader(context: context, object: found)
        value = try T.decode(&reader)
    }

    /// An array of objects with the `<item>-count` and `<item>-offset` keys beside it.
    public mutating func list<T: MusicBrainzModel>(
        _ value: inout [T]?, _ key: WS2ListKey, count: inout Int?, offset: inout Int?
    ) throws {
        // The names are read from the list key in place: no key is built per call.
        if key.keepsCount, let found = self.value(key.item, suffix: "-count") { store(&count, at: found) }
        if key.keepsOffset, let found = self.value(key.item, suffix: "-offset") { store(&offset, at: found) }
        guard let found = self.value(key.json, alternate: key.jsonAlternate) else { return }
        guard entries[found].kind == .array else { return note(found, expected: "an array") }
        var items: [T] = []
        items.reserveCapacity(Int(entries[found].start))
        var position = found + 1
        for _ in 0..<Int(entries[found].start) {
            if entries[position].kind == .object {
                var reader = JSONReader(context: context, object: position)
                items.append(try T.decode(&reader))
            } else if entries[position].kind != .null {
                note(position, expected: "an object")
            }
            position = next(after: position)
        }
        value = key.emptyIsNil && items.isEmpty ? nil : items
    }

    /// An array of scalars; elements that do not convert are dropped with a diagnostic.
    public mutating func scalars<S: WS2Scalar>(_ value: inout [S]?, _ key: WS2ListKey, count: inout Int?) throws {
        if key.keepsCount, let found = self.value(key.item, suffix: "-count") { store(&count, at: found) }
        guard let found = self.value(key.json, alternate: key.jsonAlternate) else { return }
        guard entries[found].kind == .array else { return note(found, expected: "an array") }
        var items: [S] = []
        var position = found + 1
        for _ in 0..<Int(entries[found].start) {
            if let item = convert(S.self, at: position) {
                items.append(item)
            } else if entries[position].kind != .null && !isAbsentText(S.self, at: position) {
                note(position, expected: S.ws2Description)
            }
            position = next(after: position)
        }
        value = key.emptyIsNil && items.isEmpty ? nil : items
    }

    /// An object of scalars by name.
    public mutating func dictionary<S: WS2Scalar>(_ value: inout [String: S]?, _ key: WS2Name) throws {
        guard let found = self.value(key) else { return }
        guard entries[found].kind == .object else { return note(found, expected: "an object") }
        var result: [String: S] = [:]
        var position = found + 1
        let tape = context.pointee.tape
        for _ in 0..<Int(entries[found].start) {
            if let item = convert(S.self, at: position + 1) {
                result[tape.string(at: position)] = item
            } else if entries[position + 1].kind != .null && !isAbsentText(S.self, at: position + 1) {
                note(position + 1, expected: S.ws2Description)
            }
            position = next(after: position + 1)
        }
        value = result
    }

    /// Another model's fields from the same object.
    public mutating func inline<T: MusicBrainzModel>(_ value: inout T) throws {
        try T.map(&value, &self)
    }
}

/// The state one JSON decode shares between its readers: the tape, and the values dropped on
/// the way.
@_spi(WS2Mapping) public struct JSONReadContext {
    struct Note {
        var index: Int
        var message: String
    }

    let tape: JSONTape
    let bytes: UnsafeBufferPointer<UInt8>
    let entries: UnsafeBufferPointer<JSONTape.Entry>
    var diagnostics: [Note] = []

    /// A decoding failure at a tape index (and, for a missing key, the key under it).
    func failure(_ message: String, at index: Int, key: String? = nil) -> MusicBrainzError {
        var path = tape.codingPath(to: index)
        if let key { path += path.isEmpty ? key : "." + key }
        return MusicBrainzError(
            code: .decodingFailed, message: message, decodingPath: path.isEmpty ? "(top level)" : path)
    }

    /// The diagnostics with their key paths.
    var resolvedDiagnostics: [DecodingDiagnostic] {
        diagnostics.map { DecodingDiagnostic(path: tape.codingPath(to: $0.index), message: $0.message) }
    }
}

extension JSONTape {
    /// The key path of the value at `target`, such as `media[0].tracks[3].title`, worked out by
    /// walking the tape from the root.
    func codingPath(to target: Int) -> String {
        var path = ""
        var current = 0
        while current != target, current < entries.count {
            let entry = entries[current]
            guard entry.kind == .object || entry.kind == .array, target < Int(entry.end) else { break }
            var position = current + 1
            var found: Int?
            for member in 0..<Int(entry.start) {
                let value = entry.kind == .object ? position + 1 : position
                let after = next(after: value)
                if target < after {
                    if entry.kind == .object {
                        let key = string(at: position)
                        path += path.isEmpty ? key : "." + key
                        // The target is the key itself (a member name): its path is the member's.
                        if target == position { return path }
                    } else {
                        path += "[\(member)]"
                    }
                    found = value
                    break
                }
                position = after
            }
            guard let found else { break }
            current = found
        }
        return path
    }
}
