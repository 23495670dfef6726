import Foundation

/// A small command-line parser: options (`--name value`, `--name=value`, flags) and positional
/// arguments, in any order. `--` ends the options.
struct CommandLineArguments {
    private(set) var positional: [String] = []
    private var options: [String: [String]] = [:]
    private var flags: Set<String> = []
    private var consumed: Set<String> = []

    /// Parses the arguments after the subcommand.
    /// - Parameters:
    ///   - arguments: The arguments.
    ///   - valueOptions: The option names that take a value (without `--`).
    ///   - flagOptions: The option names that take no value.
    /// - Throws: ``UsageError`` for an unknown option, a flag given a value, or a missing value
    ///   (also when the word after a value option is another option, as in `--inc --dry-run`).
    init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws {
        // The cache and recording options go with every command.
        let valueOptions = valueOptions.union(CacheOptions.valueOptions)
        let flagOptions = flagOptions.union(CacheOptions.flags)
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("--") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if flagOptions.contains(name) {
                guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
                flags.insert(name)
            } else if valueOptions.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError("--\(name) needs a value") }
                    // `--inc --dry-run` forgot the value: the next word is an option, not one.
                    let next = arguments[index]
                    let nextName = next.hasPrefix("--") ? String(next.dropFirst(2).prefix { $0 != "=" }) : ""
                    if flagOptions.contains(nextName) || valueOptions.contains(nextName) {
                        throw UsageError(
                            "--\(name) needs a value, not the option \(next); write --\(name)=VALUE for a value that starts with --"
                        )
                    }
                    value = next
                    index += 1
                }
                options[name, default: []].append(value)
            } else {
                throw UsageError("unknown option --\(name)")
            }
        }
    }

    /// The last value of an option.
    func value(_ name: String) -> String? { options[name]?.last }

    /// Every value of a repeatable option.
    func values(_ name: String) -> [String] { options[name] ?? [] }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// A mistake in the command line; printed with the usage and exit status 64.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
