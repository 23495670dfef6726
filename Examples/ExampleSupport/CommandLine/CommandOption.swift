import Foundation

/// An option as the parser, the help and the completion scripts see it: its name, whether it
/// takes a value, its help sentence, and what its values may be. The typed handle a command
/// reads values with is ``Option``.
package struct OptionSpec: Sendable {
    /// The name without `--`, such as `base-url`.
    package var name: String
    /// The value's placeholder in help (`URL`, `N`), or `nil` for a flag.
    package var valueName: String?
    /// One help sentence (or two).
    package var help: String
    /// The values allowed, for help, completion and suggestions; empty for any value.
    package var choices: [String] = []
    /// What the shells complete a value with.
    package var completion: ValueCompletion = .none
    /// Whether the option may be given more than once (every value is kept).
    package var isRepeatable = false
    /// The default value as help shows it, if any.
    package var defaultText: String?
    /// Checks a value when the command line is parsed, so that a bad one is a usage error
    /// before anything runs.
    var check: @Sendable (String) throws -> Void = { _ in }

    /// `--name`.
    package var flag: String { "--" + name }
    /// Whether the option takes a value.
    package var takesValue: Bool { valueName != nil }
}

/// What a shell completes an option's value (or a positional argument) with.
package enum ValueCompletion: Sendable, Equatable {
    /// Nothing in particular.
    case none
    /// File names.
    case file
    /// Directory names.
    case directory
}

/// Anything a command's option list can hold: an ``Option`` of any value type.
package protocol OptionDeclaration: Sendable {
    /// The option as the parser and the help see it.
    var spec: OptionSpec { get }
}

/// An option with a typed value: declared once (usually as a `static let`), listed in the
/// commands that take it, and read from the parsed arguments (`arguments[Options.limit]`).
///
/// A value that does not parse is refused when the command line is parsed, with the message
/// "--NAME must be EXPECTED, not "VALUE"" (and the nearest allowed value, when there is a list).
package struct Option<Value: Sendable>: OptionDeclaration, CustomStringConvertible {
    /// The option as the parser and the help see it.
    package var spec: OptionSpec
    /// The value when the option is not given, if any.
    package var defaultValue: Value?
    /// Reads a value; `nil` means it does not parse (the message then says `expected`).
    let parse: @Sendable (String) throws -> Value?
    /// What a value must be, for the message about one that is not: "a whole number".
    let expected: String

    /// `--name`, for messages: `"\(Options.limit) must be …"`.
    package var description: String { spec.flag }

    /// An option with a value read by `parse`.
    /// - Parameters:
    ///   - name: The name without `--`.
    ///   - valueName: The placeholder in help, such as `N`.
    ///   - help: The help sentence.
    ///   - expected: What a value must be, for the message about one that does not parse.
    ///   - choices: The values allowed (shown, completed, suggested); empty for any.
    ///   - completion: What shells complete the value with.
    ///   - repeatable: Whether it may be given more than once.
    ///   - defaultValue: The value when not given.
    ///   - parse: Reads a value, `nil` when it does not parse; it may throw its own error.
    package init(
        _ name: String, _ valueName: String, _ help: String, expected: String = "", choices: [String] = [],
        completion: ValueCompletion = .none, repeatable: Bool = false, defaultValue: Value? = nil,
        parse: @escaping @Sendable (String) throws -> Value?
    ) {
        spec = OptionSpec(
            name: name, valueName: valueName.isEmpty ? choices.joined(separator: "|") : valueName, help: help,
            choices: choices, completion: completion, isRepeatable: repeatable,
            defaultText: defaultValue.map { "\($0)" })
        self.defaultValue = defaultValue
        self.parse = parse
        self.expected = expected.isEmpty ? "one of \(choices.joined(separator: ", "))" : expected
        let flag = spec.flag
        let expectation = self.expected
        spec.check = { text in
            let listed = choices.isEmpty || choices.contains { $0.lowercased() == text.lowercased() }
            if listed, try parse(text) != nil { return }
            var message = "\(flag) must be \(expectation), not \"\(shortened(text, limit: 80))\""
            if let near = closest(to: text, in: choices) { message += "; did you mean \(near)?" }
            throw UsageError(message)
        }
    }

    /// Reads a value that the parser has already checked.
    func value(_ text: String) -> Value? { try? parse(text) }

    /// The same option (the same name) with another help sentence, placeholder or default, for
    /// a command where it means something more particular.
    package func with(help: String? = nil, valueName: String? = nil, defaultValue: Value? = nil) -> Option {
        var copy = self
        if let help { copy.spec.help = help }
        if let valueName { copy.spec.valueName = valueName }
        if let defaultValue {
            copy.defaultValue = defaultValue
            copy.spec.defaultText = "\(defaultValue)"
        }
        return copy
    }

    /// The same name with another value type, for a command where the value means something
    /// else (`--tracks N` of `album`, `--tracks FILE` of `identify`).
    package func map<Other>(
        _ valueName: String, _ help: String, expected: String = "", completion: ValueCompletion = .none,
        parse: @escaping @Sendable (String) throws -> Other?
    ) -> Option<Other> {
        Option<Other>(
            spec.name, valueName, help, expected: expected, completion: completion, repeatable: spec.isRepeatable,
            parse: parse)
    }
}

extension Option where Value == Bool {
    /// A flag: no value; `arguments[flag]` is whether it was given.
    /// - Parameters:
    ///   - name: The name without `--`.
    ///   - help: The help sentence.
    /// - Returns: The option.
    package static func flag(_ name: String, _ help: String) -> Option<Bool> {
        var option = Option<Bool>(name, "", help) { _ in true }
        option.spec.valueName = nil
        return option
    }
}

extension Option where Value == String {
    /// An option whose value is any text (or one of `choices`).
    /// - Parameters:
    ///   - name: The name without `--`.
    ///   - valueName: The placeholder in help.
    ///   - help: The help sentence.
    ///   - choices: The values allowed; empty for any.
    ///   - completion: What shells complete the value with.
    ///   - repeatable: Whether it may be given more than once.
    ///   - defaultValue: The value when not given.
    /// - Returns: The option.
    package static func text(
        _ name: String, _ valueName: String, _ help: String, choices: [String] = [],
        completion: ValueCompletion = .none, repeatable: Bool = false, defaultValue: String? = nil
    ) -> Option<String> {
        Option<String>(
            name, valueName, help, choices: choices, completion: completion, repeatable: repeatable,
            defaultValue: defaultValue
        ) { text in choices.isEmpty || choices.contains(text) ? text : nil }
    }
}

extension Option where Value == Int {
    /// An option whose value is a whole number in a range.
    /// - Parameters:
    ///   - name: The name without `--`.
    ///   - valueName: The placeholder in help.
    ///   - help: The help sentence.
    ///   - range: The numbers allowed.
    ///   - expected: What a value must be, for the message; default "a whole number".
    /// - Returns: The option.
    package static func number(
        _ name: String, _ valueName: String, _ help: String, in range: ClosedRange<Int> = Int.min...Int.max,
        expected: String = "a whole number"
    ) -> Option<Int> {
        Option<Int>(name, valueName, help, expected: expected) { text in Int(text).flatMap { range ~= $0 ? $0 : nil } }
    }
}

/// A mistake in the command line: printed with a hint, exit status 64.
package struct UsageError: Error, CustomStringConvertible {
    /// What is wrong.
    package var description: String

    /// An error with a message.
    /// - Parameter description: What is wrong.
    package init(_ description: String) { self.description = description }
}

/// The candidate nearest to a word by edit distance, when it is near enough to be what was
/// meant (at most a third of its length away, and at least one edit), else `nil`.
/// - Parameters:
///   - word: The word given.
///   - candidates: The words known.
/// - Returns: The nearest candidate, or `nil`.
package func closest(to word: String, in candidates: [String]) -> String? {
    let word = word.lowercased()
    let scored = candidates.map { ($0, editDistance(word, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, word.count / 3) else {
        // A prefix that is at least three characters long names the longer word.
        return word.count >= 3 ? candidates.first { $0.hasPrefix(word) } : nil
    }
    return best.0
}

/// The Damerau–Levenshtein distance (insertions, deletions, substitutions, adjacent swaps).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
            }
        }
    }
    return table[a.count][b.count]
}
