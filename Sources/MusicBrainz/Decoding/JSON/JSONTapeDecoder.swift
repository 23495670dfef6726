import Foundation

/// Decodes `Decodable` values from a ``JSONTape``: the library's own JSON decoder.
///
/// It behaves like Foundation's `JSONDecoder` with default strategies, and throws the same
/// `DecodingError`s with coding paths, but:
/// - keys are looked up by comparing bytes in place, after a 64-bit filter that rules most
///   absent keys out without a scan (models ask for many optional keys an object lacks);
/// - only the values a model asks for are converted;
/// - decoders and containers carry no coding path: a path is worked out from the tape only when
///   someone asks for it (an error, or a model reading `codingPath`).
enum JSONTapeDecoder {
    /// Decodes a value from a JSON document.
    /// - Throws: `DecodingError`.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        // The tape borrows the bytes: every value is decoded (and every string copied out)
        // before withUnsafeBytes returns.
        try data.withUnsafeBytes { raw in
            let storage = TapeStorage(tape: try JSONTape(bytes: raw.bindMemory(to: UInt8.self)))
            return try storage.decode(T.self, at: 0)
        }
    }
}

/// The tape shared by every container of one decode.
final class TapeStorage: @unchecked Sendable {
    // @unchecked: immutable after init; used by one decode on one thread.
    let tape: JSONTape

    init(tape: JSONTape) { self.tape = tape }

    /// Decodes a value of any type from the entry at `index`, with fast paths for the types the
    /// models use most.
    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        // The type checks are resolved when the generic function is specialised; unsafeBitCast is
        // safe because the types are equal.
        if T.self == String.self {
            return unsafeBitCast(try stringValue(at: index), to: T.self)
        }
        if T.self == Int.self {
            return unsafeBitCast(try intValue(at: index), to: T.self)
        }
        if T.self == Bool.self {
            return unsafeBitCast(try boolValue(at: index), to: T.self)
        }
        if T.self == MBID.self {
            let entry = tape.entries[index]
            if entry.kind == .string, !entry.hasEscapes,
                let mbid = MBID(
                    utf8: UnsafeBufferPointer(
                        rebasing: tape.bytes[Int(entry.start)..<Int(entry.start) + Int(entry.end)]))
            {
                return unsafeBitCast(mbid, to: T.self)
            }
        }
        return try T(from: TapeDecoder(storage: self, index: index))
    }

    /// The coding path of the value at `target`, worked out by walking the tape from the root.
    func codingPath(to target: Int) -> [any CodingKey] {
        var path: [any CodingKey] = []
        var current = 0
        while current != target, current < tape.entries.count {
            let entry = tape.entries[current]
            guard entry.kind == .object || entry.kind == .array, target < Int(entry.end) else { break }
            var position = current + 1
            var next: Int?
            for member in 0..<Int(entry.start) {
                let value = entry.kind == .object ? position + 1 : position
                let after = tape.next(after: value)
                if target < after {
                    path.append(
                        entry.kind == .object
                            ? AnyCodingKey(tape.string(at: position)) : AnyCodingKey(index: member))
                    next = value
                    break
                }
                position = after
            }
            guard let next else { break }
            current = next
        }
        return path
    }

    func typeMismatch(_ type: Any.Type, at index: Int) -> DecodingError {
        let codingPath = self.codingPath(to: index)
        let found: String
        switch tape.entries[index].kind {
        case .object: found = "an object"
        case .array: found = "an array"
        case .string: found = "a string"
        case .number: found = "a number"
        case .true, .false: found = "a boolean"
        case .null:
            return DecodingError.valueNotFound(
                type, .init(codingPath: codingPath, debugDescription: "Expected \(type) but found null"))
        }
        return DecodingError.typeMismatch(
            type, .init(codingPath: codingPath, debugDescription: "Expected \(type) but found \(found)"))
    }

    func stringValue(at index: Int) throws -> String {
        guard tape.entries[index].kind == .string else { throw typeMismatch(String.self, at: index) }
        return tape.string(at: index)
    }

    func intValue(at index: Int) throws -> Int {
        guard tape.entries[index].kind == .number else { throw typeMismatch(Int.self, at: index) }
        guard let value = tape.integer(at: index) else { throw notAnInteger(Int.self, at: index) }
        return value
    }

    /// The error for a number that is not a whole number, or is one out of the range of `type`.
    func notAnInteger(_ type: Any.Type, at index: Int) -> DecodingError {
        let text = tape.numberText(at: index)
        let isWhole =
            !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
            || Double(text).map { $0 == $0.rounded(.towardZero) } == true
        return DecodingError.dataCorrupted(
            .init(
                codingPath: codingPath(to: index),
                debugDescription: isWhole
                    ? "Number \(text) is out of range (expected \(type))"
                    : "Number \(text) is not a whole number (expected \(type))"))
    }

    func doubleValue(at index: Int) throws -> Double {
        guard tape.entries[index].kind == .number, let value = tape.double(at: index) else {
            throw typeMismatch(Double.self, at: index)
        }
        // `1e400` parses as infinity, which no MusicBrainz value is (and which would pass on
        // silently, or as NaN break equality).
        guard value.isFinite else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath(to: index),
                    debugDescription: "Number \(tape.numberText(at: index)) is out of range (expected Double)"))
        }
        return value
    }

    func boolValue(at index: Int) throws -> Bool {
        switch tape.entries[index].kind {
        case .true: return true
        case .false: return false
        default: throw typeMismatch(Bool.self, at: index)
        }
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, at index: Int) throws -> T {
        guard tape.entries[index].kind == .number else { throw typeMismatch(T.self, at: index) }
        if let value = tape.integer(at: index) {
            guard let converted = T(exactly: value) else { throw notAnInteger(T.self, at: index) }
            return converted
        }
        // Beyond Int: a UInt64 such as 18446744073709551615 is read exactly from its digits.
        if let value = T(tape.numberText(at: index)) { return value }
        throw notAnInteger(T.self, at: index)
    }
}

/// A position in the tape, seen as a `Decoder`.
struct TapeDecoder: Decoder {
    let storage: TapeStorage
    let index: Int

    var codingPath: [any CodingKey] { storage.codingPath(to: index) }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard storage.tape.entries[index].kind == .object else {
            throw storage.typeMismatch([String: Any].self, at: index)
        }
        return KeyedDecodingContainer(TapeKeyedContainer<Key>(storage: storage, object: index))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard storage.tape.entries[index].kind == .array else {
            throw storage.typeMismatch([Any].self, at: index)
        }
        return TapeUnkeyedContainer(storage: storage, array: index)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        TapeSingleValueContainer(storage: storage, index: index)
    }
}

/// The members of one object.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let storage: TapeStorage
    let object: Int
    /// A 64-bit filter of the member keys (see ``filterBit(length:first:last:)``): a key whose
    /// bit is not set is certainly absent. An escaped key sets every bit.
    private let filter: UInt64

    init(storage: TapeStorage, object: Int) {
        self.storage = storage
        self.object = object
        let tape = storage.tape
        var filter: UInt64 = 0
        var position = object + 1
        for _ in 0..<Int(tape.entries[object].start) {
            let entry = tape.entries[position]
            let length = Int(entry.end)
            if entry.hasEscapes || length == 0 {
                filter = .max
            } else {
                let start = Int(entry.start)
                filter |= Self.filterBit(length: length, first: tape.bytes[start], last: tape.bytes[start + length - 1])
            }
            position = tape.next(after: position + 1)
        }
        self.filter = filter
    }

    @inline(__always)
    static func filterBit(length: Int, first: UInt8, last: UInt8) -> UInt64 {
        1 << UInt64((length &* 31 &+ Int(first) &* 7 &+ Int(last)) & 63)
    }

    var codingPath: [any CodingKey] { storage.codingPath(to: object) }

    /// Finds the value entry of a key: the filter first, then a scan comparing bytes.
    @inline(__always)
    func find(_ key: Key) -> Int? {
        var name = key.stringValue
        return name.withUTF8 { keyBytes -> Int? in
            let tape = storage.tape
            let length = keyBytes.count
            guard let keyBase = keyBytes.baseAddress, length > 0 else { return findSlowly(key) }
            guard filter & Self.filterBit(length: length, first: keyBytes[0], last: keyBytes[length - 1]) != 0 else {
                return nil
            }
            guard let base = tape.bytes.baseAddress else { return nil }
            var position = object + 1
            for _ in 0..<Int(tape.entries[object].start) {
                let entry = tape.entries[position]
                if entry.hasEscapes {
                    if tape.string(at: position) == key.stringValue { return position + 1 }
                } else if Int(entry.end) == length && memcmp(base + Int(entry.start), keyBase, length) == 0 {
                    return position + 1
                }
                position = tape.next(after: position + 1)
            }
            return nil
        }
    }

    /// The scan without the filter, for the empty key.
    private func findSlowly(_ key: Key) -> Int? {
        let tape = storage.tape
        var position = object + 1
        for _ in 0..<Int(tape.entries[object].start) {
            if tape.stringEquals(position, key.stringValue) { return position + 1 }
            position = tape.next(after: position + 1)
        }
        return nil
    }

    func require(_ key: Key) throws -> Int {
        guard let index = find(key) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value for the key \"\(key.stringValue)\""))
        }
        return index
    }

    var allKeys: [Key] {
        let tape = storage.tape
        var keys: [Key] = []
        var position = object + 1
        for _ in 0..<Int(tape.entries[object].start) {
            if let key = Key(stringValue: tape.string(at: position)) { keys.append(key) }
            position = tape.next(after: position + 1)
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        storage.tape.entries[try require(key)].kind == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try storage.boolValue(at: require(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try storage.stringValue(at: require(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try storage.doubleValue(at: require(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        Float(try storage.doubleValue(at: require(key)))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try storage.intValue(at: require(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try storage.integer(Int8.self, at: require(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try storage.integer(Int16.self, at: require(key))
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try storage.integer(Int32.self, at: require(key))
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try storage.integer(Int64.self, at: require(key))
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try storage.integer(UInt.self, at: require(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try storage.integer(UInt8.self, at: require(key))
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try storage.integer(UInt16.self, at: require(key))
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try storage.integer(UInt32.self, at: require(key))
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try storage.integer(UInt64.self, at: require(key))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try storage.decode(T.self, at: require(key))
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = find(key) else { return nil }
        switch storage.tape.entries[index].kind {
        case .null: return nil
        case .string: return storage.tape.string(at: index)
        default: throw storage.typeMismatch(String.self, at: index)
        }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let index = find(key), storage.tape.entries[index].kind != .null else { return nil }
        return try storage.intValue(at: index)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = find(key), storage.tape.entries[index].kind != .null else { return nil }
        return try storage.boolValue(at: index)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = find(key), storage.tape.entries[index].kind != .null else { return nil }
        return try storage.decode(T.self, at: index)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try TapeDecoder(storage: storage, index: require(key)).container(keyedBy: NestedKey.self)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TapeDecoder(storage: storage, index: require(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { TapeDecoder(storage: storage, index: object) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        TapeDecoder(storage: storage, index: try require(key))
    }
}

/// The elements of one array, read in order.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let storage: TapeStorage
    let array: Int
    let count: Int?
    var currentIndex = 0
    private var position: Int

    init(storage: TapeStorage, array: Int) {
        self.storage = storage
        self.array = array
        self.count = Int(storage.tape.entries[array].start)
        self.position = array + 1
    }

    var codingPath: [any CodingKey] { storage.codingPath(to: array) }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    private mutating func advance() throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self,
                .init(
                    codingPath: codingPath + [AnyCodingKey(index: currentIndex)],
                    debugDescription: "The array has no more elements"))
        }
        let index = position
        position = storage.tape.next(after: position)
        currentIndex += 1
        return index
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { return false }
        if storage.tape.entries[position].kind == .null {
            _ = try advance()
            return true
        }
        return false
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try storage.boolValue(at: advance()) }
    mutating func decode(_ type: String.Type) throws -> String { try storage.stringValue(at: advance()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try storage.doubleValue(at: advance()) }
    mutating func decode(_ type: Float.Type) throws -> Float { Float(try storage.doubleValue(at: advance())) }
    mutating func decode(_ type: Int.Type) throws -> Int { try storage.intValue(at: advance()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try storage.integer(Int8.self, at: advance()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try storage.integer(Int16.self, at: advance()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try storage.integer(Int32.self, at: advance()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try storage.integer(Int64.self, at: advance()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try storage.integer(UInt.self, at: advance()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try storage.integer(UInt8.self, at: advance()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try storage.integer(UInt16.self, at: advance()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try storage.integer(UInt32.self, at: advance()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try storage.integer(UInt64.self, at: advance()) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try storage.decode(T.self, at: advance()) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try TapeDecoder(storage: storage, index: advance()).container(keyedBy: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try TapeDecoder(storage: storage, index: advance()).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { TapeDecoder(storage: storage, index: try advance()) }
}

/// One value, seen as a single-value container.
struct TapeSingleValueContainer: SingleValueDecodingContainer {
    let storage: TapeStorage
    let index: Int

    var codingPath: [any CodingKey] { storage.codingPath(to: index) }

    func decodeNil() -> Bool { storage.tape.entries[index].kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try storage.boolValue(at: index) }
    func decode(_ type: String.Type) throws -> String { try storage.stringValue(at: index) }
    func decode(_ type: Double.Type) throws -> Double { try storage.doubleValue(at: index) }
    func decode(_ type: Float.Type) throws -> Float { Float(try storage.doubleValue(at: index)) }
    func decode(_ type: Int.Type) throws -> Int { try storage.intValue(at: index) }
    func decode(_ type: Int8.Type) throws -> Int8 { try storage.integer(Int8.self, at: index) }
    func decode(_ type: Int16.Type) throws -> Int16 { try storage.integer(Int16.self, at: index) }
    func decode(_ type: Int32.Type) throws -> Int32 { try storage.integer(Int32.self, at: index) }
    func decode(_ type: Int64.Type) throws -> Int64 { try storage.integer(Int64.self, at: index) }
    func decode(_ type: UInt.Type) throws -> UInt { try storage.integer(UInt.self, at: index) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try storage.integer(UInt8.self, at: index) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try storage.integer(UInt16.self, at: index) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try storage.integer(UInt32.self, at: index) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try storage.integer(UInt64.self, at: index) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try storage.decode(T.self, at: index) }
}
