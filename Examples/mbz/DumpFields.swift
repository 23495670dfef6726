import ExampleSupport
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

    /// The JSON of a model, as `JSONEncoder` writes it, read back by `JSONDecoder`.
    init(encoding value: some Encodable, with encoder: JSONEncoder) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: encoder.encode(value))
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
            throw UsageError("\(Options.where) takes PATH=VALUE, such as \(Options.where) country=NO, not \"\(text)\"")
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

extension JSONValue: Decodable {
    /// Reads any JSON value: `null`, a Boolean, a whole number that fits 64 bits, another
    /// number, a string, an array or an object.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}
