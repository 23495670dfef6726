import Foundation

/// One value a ``FieldPath`` reaches in a model: a WS/2 JSON scalar, kept with its kind so that
/// conditions compare numbers as numbers and partial dates by their known parts.
///
/// ```swift
/// let path = try FieldPath(parsing: "media[].format", for: Release.self)
/// for value in path.values(in: release) { print(value) }    // "CD", "CD"
/// ```
///
/// A value is what the WS/2 JSON of the model holds at that place, as the library writes it:
/// an MBID as its 36 lower-case characters, a length (`Duration`) as whole milliseconds, a
/// vocabulary value (``ReleaseStatus``, ``MediumFormat``) as its name.
public enum FieldValue: Sendable, Hashable, CustomStringConvertible {
    /// Text: a title, a name, an MBID, a vocabulary value, a country code.
    case text(String)
    /// A whole number: a position, a count, a length in milliseconds.
    case integer(Int)
    /// A number with a fraction, such as a rating (0.0...5.0) or a search score.
    case number(Double)
    /// A Boolean, such as `ended` or a cover art flag.
    case bool(Bool)
    /// A partial date: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, any part possibly unknown.
    case date(PartialDate)
    /// A nested object or list element the path ends on, as compact WS/2 JSON with sorted keys
    /// (`{"catalog-number":"…","label":{…}}`).
    case json(String)

    /// The value as text: text as it is, numbers in JSON notation (`4.5`, `240000`), `true` or
    /// `false`, a date as `YYYY[-MM[-DD]]`, an object as its JSON.
    public var description: String {
        switch self {
        case .text(let text): return text
        case .integer(let number): return String(number)
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
            return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let date): return date.description
        case .json(let json): return json
        }
    }

    /// Whether the value is empty text (or an empty object or list).
    var isEmpty: Bool {
        switch self {
        case .text(let text): return text.isEmpty
        case .json(let json): return json == "{}" || json == "[]"
        default: return false
        }
    }

    /// The number, for a numeric value.
    var numeric: Double? {
        switch self {
        case .integer(let number): return Double(number)
        case .number(let number): return number
        default: return nil
        }
    }

    /// The value of a mapped scalar, as the WS/2 JSON writer writes it.
    static func of<S: WS2Scalar>(_ scalar: S) -> FieldValue {
        if let date = scalar as? PartialDate { return .date(date) }
        switch scalar.ws2JSON {
        case .string(let text): return .text(text)
        case .integer(let number): return .integer(number)
        case .unsigned(let number):
            if let exact = Int(exactly: number) { return .integer(exact) }
            return .number(Double(number))
        case .double(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        }
    }
}
