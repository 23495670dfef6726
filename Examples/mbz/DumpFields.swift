import Foundation

/// A JSON value, for evaluating `--fields` and `--where` key paths on a model's WS/2 JSON.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The JSON of a model, as `JSONEncoder` writes it.
    init(encoding value: some Encodable, with encoder: JSONEncoder) throws {
        let data = try encoder.encode(value)
        var parser = JSONValueParser(data)
        self = try parser.document()
    }

    /// The value as one TSV cell: text as it is, numbers and booleans in JSON notation,
    /// objects and arrays as compact JSON; tabs and line ends become spaces.
    var cell: String {
        let text: String
        switch self {
        case .null: text = ""
        case .bool(let value): text = value ? "true" : "false"
        case .integer(let value): text = String(value)
        case .number(let value): text = String(value)
        case .string(let value): text = value
        case .array, .object: text = json
        }
        return String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }

    /// Compact JSON with sorted keys.
    var json: String {
        switch self {
        case .null: return "null"
        case .bool, .integer, .number: return cell
        case .string(let value):
            let data = (try? JSONEncoder().encode(value)) ?? Data("\"\"".utf8)
            return String(decoding: data, as: UTF8.self)
        case .array(let values): return "[" + values.map(\.json).joined(separator: ",") + "]"
        case .object(let members):
            return "{"
                + members.keys.sorted().map { JSONValue.string($0).json + ":" + (members[$0]?.json ?? "null") }
                .joined(separator: ",") + "}"
        }
    }
}

/// A WS/2 JSON key path such as `release-group.id`, `media.0.format` or `label-info.label.name`.
///
/// Each dot-separated step is a key of an object, or a number that picks an array's element
/// (from 0). A key applied to an array applies to each element, so `media.tracks.title` gives
/// every track title. A path gives every value it reaches; missing keys give none.
struct DumpFieldPath: CustomStringConvertible {
    let steps: [String]
    let description: String

    init(_ text: String) throws {
        let steps = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty, !steps.contains(where: \.isEmpty) else {
            throw UsageError("\"\(text)\" is not a key path such as release-group.id or media.0.format")
        }
        self.steps = steps
        description = text
    }

    /// Every value the path reaches from a document.
    func values(in root: JSONValue) -> [JSONValue] {
        var current = [root]
        for step in steps {
            var next: [JSONValue] = []
            for value in current { Self.follow(step, from: value, into: &next) }
            current = next
            if current.isEmpty { break }
        }
        // A path that ends on an array gives its elements.
        return current.flatMap { value -> [JSONValue] in
            if case .array(let elements) = value { return elements }
            return [value]
        }.filter { $0 != .null }
    }

    private static func follow(_ step: String, from value: JSONValue, into result: inout [JSONValue]) {
        switch value {
        case .object(let members):
            if let member = members[step] { result.append(member) }
        case .array(let elements):
            if let index = Int(step) {
                if elements.indices.contains(index) { result.append(elements[index]) }
            } else {
                for element in elements { follow(step, from: element, into: &result) }
            }
        default:
            break
        }
    }

    /// The TSV cell of the path in a document: its values joined with `; `.
    func cell(in root: JSONValue) -> String {
        values(in: root).map(\.cell).joined(separator: "; ")
    }
}

/// A `--where PATH=VALUE` condition: holds when any value at the path, as printed, equals
/// VALUE; `PATH=` holds when the path has no value (or only empty text).
struct DumpCondition {
    let path: DumpFieldPath
    let value: String

    init(_ text: String) throws {
        guard let equals = text.firstIndex(of: "=") else {
            throw UsageError("--where takes PATH=VALUE, such as --where country=NO, not \"\(text)\"")
        }
        path = try DumpFieldPath(String(text[..<equals]))
        value = String(text[text.index(after: equals)...])
    }

    func holds(in root: JSONValue) -> Bool {
        let cells = path.values(in: root).map(\.cell)
        if value.isEmpty { return cells.allSatisfy(\.isEmpty) }
        return cells.contains(value)
    }
}

/// Parses JSON text into a ``JSONValue``: a small recursive-descent parser over the bytes, much
/// faster here than `JSONSerialization` and bridging its dictionaries.
struct JSONValueParser {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    init(_ data: Data) { bytes = [UInt8](data) }

    mutating func document() throws -> JSONValue {
        let value = try parseValue()
        skipSpace()
        guard index == bytes.count else { throw Malformed() }
        return value
    }

    private mutating func skipSpace() {
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
        {
            index += 1
        }
    }

    private mutating func parseValue() throws -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw Malformed() }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            depth += 1
            defer { depth -= 1 }
            guard depth < 512 else { throw Malformed() }
            index += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                let key = try parseString()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw Malformed() }
                index += 1
                members[key] = try parseValue()
                skipSpace()
                guard index < bytes.count else { throw Malformed() }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                } else {
                    throw Malformed()
                }
            }
        case UInt8(ascii: "["):
            depth += 1
            defer { depth -= 1 }
            guard depth < 512 else { throw Malformed() }
            index += 1
            var elements: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                elements.append(try parseValue())
                skipSpace()
                guard index < bytes.count else { throw Malformed() }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(elements)
                } else {
                    throw Malformed()
                }
            }
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try parseNumber()
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw Malformed()
        }
        index += expected.count
        return value
    }

    private mutating func parseNumber() throws -> JSONValue {
        let start = index
        var isInteger = true
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"): index += 1
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                isInteger = false
                index += 1
            default:
                guard index > start else { throw Malformed() }
                return try number(start, isInteger)
            }
        }
        return try number(start, isInteger)
    }

    private func number(_ start: Int, _ isInteger: Bool) throws -> JSONValue {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int64(text) { return .integer(value) }
        guard let value = Double(text) else { throw Malformed() }
        return .number(value)
    }

    private mutating func parseString() throws -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Malformed() }
        index += 1
        let start = index
        // The common case: no escapes.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
        guard index < bytes.count else { throw Malformed() }
        if bytes[index] == UInt8(ascii: "\"") {
            defer { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        var scalars = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw Malformed() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(
                        contentsOf: Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8))
                default: scalars.append(escape)
                }
            default:
                scalars.append(byte)
            }
        }
        throw Malformed()
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw Malformed() }
        index += 4
        return value
    }
}
