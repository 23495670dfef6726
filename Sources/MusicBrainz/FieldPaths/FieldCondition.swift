import Foundation

/// A condition on a model's field, such as `country=GB`, `media[].format^=12"`, `date>=1990`
/// or `barcode?`, checked on a decoded model through its ``FieldPath``.
///
/// ```swift
/// let british = try FieldCondition(parsing: "country=GB", for: Release.self)
/// let nineties = try FieldCondition(parsing: "date>=1990", for: Release.self)
/// let kept = releases.filter { british.holds(in: $0) && nineties.holds(in: $0) }
/// ```
///
/// | written | holds when |
/// | --- | --- |
/// | `PATH=VALUE` | some value at the path equals VALUE (`PATH=` with nothing after it: the path has no value, or only empty text) |
/// | `PATH!=VALUE` | no value equals VALUE (a missing value counts as not equal) |
/// | `PATH^=PREFIX` | some value's text starts with PREFIX |
/// | `PATH~=REGEX` | some value's text contains a match of the regular expression (ICU syntax, as `NSRegularExpression`) |
/// | `PATH?` | the path has a value that is not empty text |
/// | `PATH>=X`, `PATH>X`, `PATH<=X`, `PATH<X` | some value compares so with X |
///
/// Values compare by the kind of their field: numbers as numbers (`length>=300000`, the
/// length in milliseconds; `=` too, so `position=1.0` holds for 1), partial dates by the parts
/// both dates know (`date>=1990` holds for `1990`, `1990-05` and `1991-01-01`; `1990-05`
/// against `1990-05-17` is equal, and a date without a known year compares with nothing),
/// MBIDs in any case, Booleans as `true` and `false`, text by its Unicode scalars. `=` on a
/// date compares the text (`date=1990` holds for `1990` only; `date^=1990` for the whole year).
/// With `[]` in the path, the condition holds when it holds for some element.
public struct FieldCondition<Model: MusicBrainzModel>: Sendable, CustomStringConvertible {
    /// How a condition compares.
    public enum Operator: String, Sendable, CaseIterable {
        /// `=`: equal.
        case equal = "="
        /// `!=`: not equal (a missing value counts as not equal).
        case notEqual = "!="
        /// `^=`: the text starts with the operand.
        case hasPrefix = "^="
        /// `~=`: the text contains a match of the regular expression.
        case matches = "~="
        /// `?`: present and not empty.
        case isPresent = "?"
        /// `>=`: at least.
        case atLeast = ">="
        /// `>`: more than.
        case greaterThan = ">"
        /// `<=`: at most.
        case atMost = "<="
        /// `<`: less than.
        case lessThan = "<"

        var isOrdering: Bool { [.atLeast, .greaterThan, .atMost, .lessThan].contains(self) }
    }

    /// The field compared.
    public let path: FieldPath<Model>
    /// How it is compared.
    public let `operator`: Operator
    /// What it is compared with, as written; empty for ``Operator/isPresent``.
    public let operand: String

    private let number: Double?
    private let date: PartialDate?
    private let expression: RegularExpressionBox?

    /// The condition as written: `PATH`, the operator, the operand.
    public var description: String { "\(path)\(`operator`.rawValue)\(operand)" }

    /// Parses a condition, such as `country=GB` or `release-group.primary-type!=Album`.
    ///
    /// The path ends at the first of `!= ^= ~= >= <= = > <`, or at a `?` that ends the text.
    ///
    /// - Parameters:
    ///   - text: The condition.
    ///   - type: The model, such as ``Release``.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for text
    ///   without an operator, an unknown path (naming the nearest known one), or an operand
    ///   the field cannot be compared with (`length>=long`, `date<199x`, an invalid regular
    ///   expression, an ordering on a Boolean).
    public init(parsing text: String, for type: Model.Type = Model.self) throws(MusicBrainzError) {
        let scalars = Array(text.unicodeScalars)
        var found: (index: Int, op: Operator)?
        scanning: for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch scalar {
            case "!" where next == "=": found = (index, .notEqual)
            case "^" where next == "=": found = (index, .hasPrefix)
            case "~" where next == "=": found = (index, .matches)
            case ">": found = (index, next == "=" ? .atLeast : .greaterThan)
            case "<": found = (index, next == "=" ? .atMost : .lessThan)
            case "=": found = (index, .equal)
            case "?" where index == scalars.count - 1: found = (index, .isPresent)
            default: continue scanning
            }
            break scanning
        }
        guard let found, found.index > 0 else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "\"\(text)\" is not a condition: write PATH=VALUE, PATH!=VALUE, PATH^=PREFIX, PATH~=REGEX, "
                    + "PATH?, or PATH>=X (also >, <=, <), such as country=GB or date>=1990.")
        }
        let pathText = String(String.UnicodeScalarView(scalars[..<found.index]))
        let operandStart = found.index + found.op.rawValue.unicodeScalars.count
        let operand = String(String.UnicodeScalarView(scalars[operandStart...]))
        try self.init(path: FieldPath(parsing: pathText, for: type), operator: found.op, operand: operand)
    }

    /// A condition on a path.
    ///
    /// - Parameters:
    ///   - path: The field.
    ///   - operator: How it is compared.
    ///   - operand: What it is compared with (ignored for ``Operator/isPresent``).
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for an
    ///   operand the field cannot be compared with, as ``init(parsing:for:)``.
    public init(path: FieldPath<Model>, operator: Operator, operand: String) throws(MusicBrainzError) {
        self.path = path
        self.operator = `operator`
        self.operand = `operator` == .isPresent ? "" : operand
        func refuse(_ reason: String) -> MusicBrainzError {
            MusicBrainzError(
                code: .invalidRequest, message: "\"\(path)\(`operator`.rawValue)\(operand)\": \(reason).")
        }
        let kind = path.scalarKind
        var number: Double?
        var date: PartialDate?
        var expression: RegularExpressionBox?
        switch `operator` {
        case .matches:
            do {
                expression = RegularExpressionBox(try NSRegularExpression(pattern: operand))
            } catch {
                throw refuse("\(operand) is not a regular expression")
            }
        case _ where `operator`.isOrdering:
            switch kind {
            case .number:
                guard let value = Double(operand.trimmingCharacters(in: .whitespaces)), value.isFinite else {
                    throw refuse("\(path) is a number, and \(operand) is not one")
                }
                number = value
            case .date:
                guard let value = PartialDate(operand.trimmingCharacters(in: .whitespaces)) else {
                    throw refuse("\(path) is a partial date, and \(operand) is not one (YYYY, YYYY-MM or YYYY-MM-DD)")
                }
                date = value
            case .boolean:
                throw refuse("\(path) is true or false, which has no order")
            case nil:
                throw refuse("\(path) is an object; compare one of its fields")
            case .text, .mbid:
                break
            }
        case .equal, .notEqual:
            if kind == .number { number = Double(operand.trimmingCharacters(in: .whitespaces)) }
        default:
            break
        }
        self.number = number
        self.date = date
        self.expression = expression
    }

    /// Whether the condition holds for a model.
    ///
    /// - Parameter model: The model.
    /// - Returns: `true` when it holds.
    public func holds(in model: Model) -> Bool {
        let values = path.values(in: model)
        switch `operator` {
        case .equal:
            if operand.isEmpty { return values.allSatisfy(\.isEmpty) }
            return values.contains(where: equals)
        case .notEqual:
            return !values.contains(where: equals)
        case .hasPrefix:
            return values.contains { $0.description.hasPrefix(operand) }
        case .matches:
            guard let expression else { return false }
            return values.contains { expression.matches($0.description) }
        case .isPresent:
            return values.contains { !$0.isEmpty }
        case .atLeast, .greaterThan, .atMost, .lessThan:
            return values.contains { value in
                guard let order = compare(value) else { return false }
                switch `operator` {
                case .atLeast: return order != .orderedAscending
                case .greaterThan: return order == .orderedDescending
                case .atMost: return order != .orderedDescending
                default: return order == .orderedAscending
                }
            }
        }
    }

    private func equals(_ value: FieldValue) -> Bool {
        switch value {
        case .integer, .number:
            if let number, let own = value.numeric { return own == number }
            return value.description == operand
        case .bool(let flag):
            return (flag ? "true" : "false") == operand.lowercased()
        case .text(let text):
            if path.scalarKind == .mbid { return text.lowercased() == operand.lowercased() }
            return text == operand
        case .date, .json:
            return value.description == operand
        }
    }

    /// How a value compares with the operand: `nil` when they cannot be compared (a date
    /// without a known year, a value of another kind).
    private func compare(_ value: FieldValue) -> ComparisonResult? {
        if let number {
            guard let own = value.numeric else { return nil }
            return own < number ? .orderedAscending : own > number ? .orderedDescending : .orderedSame
        }
        if let date {
            guard case .date(let own) = value else { return nil }
            return Self.compare(own, date)
        }
        let text = value.description
        return text < operand ? .orderedAscending : text > operand ? .orderedDescending : .orderedSame
    }

    /// Two partial dates compared by the leading parts both know: year, then month, then day.
    /// `nil` when they share no known part.
    static func compare(_ lhs: PartialDate, _ rhs: PartialDate) -> ComparisonResult? {
        let parts = [(lhs.year, rhs.year), (lhs.month, rhs.month), (lhs.day, rhs.day)]
        var compared = false
        for (left, right) in parts {
            guard let left, let right else { break }
            compared = true
            if left != right { return left < right ? .orderedAscending : .orderedDescending }
        }
        return compared ? .orderedSame : nil
    }
}

/// A compiled regular expression, shared by the copies of a condition. `NSRegularExpression`
/// is immutable and safe to use from several threads at once.
final class RegularExpressionBox: @unchecked Sendable {
    let expression: NSRegularExpression

    init(_ expression: NSRegularExpression) { self.expression = expression }

    func matches(_ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
