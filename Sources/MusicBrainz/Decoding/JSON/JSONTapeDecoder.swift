import Foundation

/// Decodes `Decodable` values from a ``JSONTape``: the library's own JSON decoder.
///
/// It behaves like Foundation's `JSONDecoder` with default strategies (and throws the same
/// `DecodingError`s with coding paths), but looks keys up by comparing bytes in place and
/// converts only the values a model asks for. Models decode with either decoder.
enum JSONTapeDecoder {
    /// Decodes a value from a JSON document.
    /// - Throws: `DecodingError`.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        // The tape borrows the bytes: every value is decoded (and every string copied out)
        // before withUnsafeBytes returns.
        try data.withUnsafeBytes { raw in
            let storage = TapeStorage(tape: try JSONTape(bytes: raw.bindMemory(to: UInt8.self)))
            return try storage.decode(T.self, at: 0, codingPath: [])
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
    func decode<T: Decodable>(_ type: T.Type, at index: Int, codingPath: [any CodingKey]) throws -> T {
        // The type checks are resolved when the generic function is specialised; unsafeBitCast is
        // safe because the types are equal.
        if T.self == String.self {
            return unsafeBitCast(try stringValue(at: index, codingPath: codingPath), to: T.self)
        }
        if T.self == Int.self {
            return unsafeBitCast(try intValue(at: index, codingPath: codingPath), to: T.self)
        }
        if T.self == MBID.self {
            let entry = tape.entries[index]
            if entry.kind == .string, !entry.hasEscapes,
                let mbid = MBID(utf8: UnsafeBufferPointer(rebasing: tape.bytes[Int(entry.start)..<Int(entry.start) + Int(entry.end)]))
            {
                return unsafeBitCast(mbid, to: T.self)
            }
        }
        return try T(from: TapeDecoder(storage: self, index: index, codingPath: codingPath))
    }

    func typeMismatch(_ type: Any.Type, at index: Int, codingPath: [any CodingKey]) -> DecodingError {
        let found: String
        switch tape.entries[index].kind {
        case .object: found = "an object"
        case .array: found = "an array"
        case .string: found = "a string"
        case .number: found = "a number"
        case .true, .false: found = "a boolean"
        case .null: found = "null"
        }
        if tape.entries[index].kind == .null {
            return DecodingError.valueNotFound(
                type, .init(codingPath: codingPath, debugDescription: "Expected \(type) but found null"))
        }
        return DecodingError.typeMismatch(
            type, .init(codingPath: codingPath, debugDescription: "Expected \(type) but found \(found)"))
    }

    func stringValue(at index: Int, codingPath: [any CodingKey]) throws -> String {
        guard tape.entries[index].kind == .string else {
            throw typeMismatch(String.self, at: index, codingPath: codingPath)
        }
        return tape.string(at: index)
    }

    func intValue(at index: Int, codingPath: [any CodingKey]) throws -> Int {
        guard tape.entries[index].kind == .number else { throw typeMismatch(Int.self, at: index, codingPath: codingPath) }
        guard let value = tape.integer(at: index) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath,
                    debugDescription: "Number \(tape.numberText(at: index)) does not fit in Int"))
        }
        return value
    }

    func doubleValue(at index: Int, codingPath: [any CodingKey]) throws -> Double {
        guard tape.entries[index].kind == .number, let value = tape.double(at: index) else {
            throw typeMismatch(Double.self, at: index, codingPath: codingPath)
        }
        return value
    }

    func boolValue(at index: Int, codingPath: [any CodingKey]) throws -> Bool {
        switch tape.entries[index].kind {
        case .true: return true
        case .false: return false
        default: throw typeMismatch(Bool.self, at: index, codingPath: codingPath)
        }
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, at index: Int, codingPath: [any CodingKey]) throws -> T {
        let value = try intValue(at: index, codingPath: codingPath)
        guard let converted = T(exactly: value) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "Number \(value) does not fit in \(T.self)"))
        }
        return converted
    }
}

/// A position in the tape, seen as a `Decoder`.
struct TapeDecoder: Decoder {
    let storage: TapeStorage
    let index: Int
    let codingPath: [any CodingKey]

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard storage.tape.entries[index].kind == .object else {
            throw storage.typeMismatch([String: Any].self, at: index, codingPath: codingPath)
        }
        return KeyedDecodingContainer(TapeKeyedContainer<Key>(storage: storage, object: index, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard storage.tape.entries[index].kind == .array else {
            throw storage.typeMismatch([Any].self, at: index, codingPath: codingPath)
        }
        return TapeUnkeyedContainer(storage: storage, array: index, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        TapeSingleValueContainer(storage: storage, index: index, codingPath: codingPath)
    }
}

/// The members of one object.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let storage: TapeStorage
    let object: Int
    let codingPath: [any CodingKey]

    /// Finds the value entry of a key: a linear scan comparing bytes (objects are small).
    @inline(__always)
    func find(_ key: Key) -> Int? {
        let tape = storage.tape
        let count = Int(tape.entries[object].start)
        var position = object + 1
        let name = key.stringValue
        for _ in 0..<count {
            if tape.stringEquals(position, name) { return position + 1 }
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

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try storage.boolValue(at: require(key), codingPath: codingPath + [key])
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        let index = try require(key)
        guard storage.tape.entries[index].kind == .string else {
            throw storage.typeMismatch(String.self, at: index, codingPath: codingPath + [key])
        }
        return storage.tape.string(at: index)
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try storage.doubleValue(at: require(key), codingPath: codingPath + [key])
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        Float(try storage.doubleValue(at: require(key), codingPath: codingPath + [key]))
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        let index = try require(key)
        if storage.tape.entries[index].kind == .number, let value = storage.tape.integer(at: index) { return value }
        return try storage.intValue(at: index, codingPath: codingPath + [key])
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try storage.integer(Int8.self, at: require(key), codingPath: codingPath + [key])
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try storage.integer(Int16.self, at: require(key), codingPath: codingPath + [key])
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try storage.integer(Int32.self, at: require(key), codingPath: codingPath + [key])
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try storage.integer(Int64.self, at: require(key), codingPath: codingPath + [key])
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try storage.integer(UInt.self, at: require(key), codingPath: codingPath + [key])
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try storage.integer(UInt8.self, at: require(key), codingPath: codingPath + [key])
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try storage.integer(UInt16.self, at: require(key), codingPath: codingPath + [key])
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try storage.integer(UInt32.self, at: require(key), codingPath: codingPath + [key])
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try storage.integer(UInt64.self, at: require(key), codingPath: codingPath + [key])
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try storage.decode(T.self, at: require(key), codingPath: codingPath + [key])
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = find(key) else { return nil }
        switch storage.tape.entries[index].kind {
        case .null: return nil
        case .string: return storage.tape.string(at: index)
        default: throw storage.typeMismatch(String.self, at: index, codingPath: codingPath + [key])
        }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let index = find(key), storage.tape.entries[index].kind != .null else { return nil }
        return try storage.intValue(at: index, codingPath: codingPath + [key])
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = find(key), storage.tape.entries[index].kind != .null else { return nil }
        return try storage.boolValue(at: index, codingPath: codingPath + [key])
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = find(key), storage.tape.entries[index].kind != .null else { return nil }
        return try storage.decode(T.self, at: index, codingPath: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try TapeDecoder(storage: storage, index: require(key), codingPath: codingPath + [key])
            .container(keyedBy: NestedKey.self)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TapeDecoder(storage: storage, index: require(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        TapeDecoder(storage: storage, index: object, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        TapeDecoder(storage: storage, index: try require(key), codingPath: codingPath + [key])
    }
}

/// The elements of one array, read in order.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let storage: TapeStorage
    let codingPath: [any CodingKey]
    let count: Int?
    var currentIndex = 0
    private var position: Int

    init(storage: TapeStorage, array: Int, codingPath: [any CodingKey]) {
        self.storage = storage
        self.codingPath = codingPath
        self.count = Int(storage.tape.entries[array].start)
        self.position = array + 1
    }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    private var elementPath: [any CodingKey] { codingPath + [AnyCodingKey(index: currentIndex)] }

    private mutating func advance() throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: elementPath, debugDescription: "The array has no more elements"))
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

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let path = elementPath
        return try storage.boolValue(at: advance(), codingPath: path)
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let path = elementPath
        return try storage.stringValue(at: advance(), codingPath: path)
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let path = elementPath
        return try storage.doubleValue(at: advance(), codingPath: path)
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        let path = elementPath
        return Float(try storage.doubleValue(at: advance(), codingPath: path))
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
        let path = elementPath
        return try storage.intValue(at: advance(), codingPath: path)
    }

    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    private mutating func integer<T: FixedWidthInteger>() throws -> T {
        let path = elementPath
        return try storage.integer(T.self, at: advance(), codingPath: path)
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let path = elementPath
        return try storage.decode(T.self, at: advance(), codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let path = elementPath
        return try TapeDecoder(storage: storage, index: advance(), codingPath: path).container(keyedBy: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let path = elementPath
        return try TapeDecoder(storage: storage, index: advance(), codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let path = elementPath
        return TapeDecoder(storage: storage, index: try advance(), codingPath: path)
    }
}

/// One value, seen as a single-value container.
struct TapeSingleValueContainer: SingleValueDecodingContainer {
    let storage: TapeStorage
    let index: Int
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { storage.tape.entries[index].kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try storage.boolValue(at: index, codingPath: codingPath) }
    func decode(_ type: String.Type) throws -> String { try storage.stringValue(at: index, codingPath: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try storage.doubleValue(at: index, codingPath: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { Float(try storage.doubleValue(at: index, codingPath: codingPath)) }
    func decode(_ type: Int.Type) throws -> Int { try storage.intValue(at: index, codingPath: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try storage.integer(Int8.self, at: index, codingPath: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try storage.integer(Int16.self, at: index, codingPath: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try storage.integer(Int32.self, at: index, codingPath: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try storage.integer(Int64.self, at: index, codingPath: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try storage.integer(UInt.self, at: index, codingPath: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try storage.integer(UInt8.self, at: index, codingPath: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 {
        try storage.integer(UInt16.self, at: index, codingPath: codingPath)
    }
    func decode(_ type: UInt32.Type) throws -> UInt32 {
        try storage.integer(UInt32.self, at: index, codingPath: codingPath)
    }
    func decode(_ type: UInt64.Type) throws -> UInt64 {
        try storage.integer(UInt64.self, at: index, codingPath: codingPath)
    }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try storage.decode(T.self, at: index, codingPath: codingPath)
    }
}
