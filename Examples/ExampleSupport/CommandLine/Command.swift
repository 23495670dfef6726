import Foundation

/// A command declared once: its name, summary, arguments, options, examples and what it runs.
/// Parsing, help (`PROGRAM help COMMAND`, `COMMAND --help`), suggestions and the bash and zsh
/// completion scripts are all made from these values (``CommandLineTool``).
///
/// A program is a command too: `mbz` is a command whose subcommands are `album`, `lookup`, …;
/// `AlbumInfo` is a command without subcommands.
package struct Command: Sendable {
    /// The name, such as `lookup`.
    package var name: String
    /// One line for the command list.
    package var summary: String
    /// The positional arguments as help shows them, such as `ENTITY MBID…`.
    package var arguments: String
    /// How many positional arguments it takes.
    package var argumentCount: ClosedRange<Int>
    /// Words the shells complete positional arguments with (entity names), if any.
    package var argumentChoices: [String]
    /// What shells complete a positional argument with when there are no choices.
    package var argumentCompletion: ValueCompletion
    /// The help's paragraphs after the usage line.
    package var details: String
    /// The command's own options, shown first.
    package var options: [any OptionDeclaration]
    /// Shared groups of options (client, cache, output), shown under their titles.
    package var groups: [OptionGroup]
    /// Options that do not go together, refused when two of one set are given.
    package var exclusive: [[any OptionDeclaration]]
    /// Complete command lines, each shown as an example in the help.
    package var examples: [String]
    /// The subcommands; a command with subcommands runs one of them.
    package var subcommands: [Command]
    /// What it does; `nil` for a command that only holds subcommands.
    package var run: (@Sendable (Invocation) async throws -> Int32)?

    /// A command; see the properties.
    package init(
        name: String, summary: String, arguments: String = "", argumentCount: ClosedRange<Int> = 0...0,
        argumentChoices: [String] = [], argumentCompletion: ValueCompletion = .none, details: String = "",
        options: [any OptionDeclaration] = [], groups: [OptionGroup] = [], exclusive: [[any OptionDeclaration]] = [],
        examples: [String] = [], subcommands: [Command] = [],
        run: (@Sendable (Invocation) async throws -> Int32)? = nil
    ) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.argumentCount = argumentCount
        self.argumentChoices = argumentChoices
        self.argumentCompletion = argumentCompletion
        self.details = details
        self.options = options
        self.groups = groups
        self.exclusive = exclusive
        self.examples = examples
        self.subcommands = subcommands
        self.run = run
    }

    /// Every option the command takes, its own first, each name once.
    package var allOptions: [OptionSpec] {
        var seen = Set<String>()
        return (options.map(\.spec) + groups.flatMap(\.options)).filter { seen.insert($0.name).inserted }
    }

    /// The subcommand of a name.
    package func subcommand(_ name: String) -> Command? { subcommands.first { $0.name == name } }
}

/// Options many commands share, declared once and listed under a title in each one's help.
package struct OptionGroup: Sendable {
    /// The help's heading, such as `Client options`.
    package var title: String
    /// The options.
    package var options: [OptionSpec]
    /// Options of the group that do not go together.
    package var exclusive: [[OptionSpec]]

    /// A group.
    /// - Parameters:
    ///   - title: The heading.
    ///   - options: The options.
    ///   - exclusive: Sets of them that do not go together.
    package init(_ title: String, _ options: [any OptionDeclaration], exclusive: [[any OptionDeclaration]] = []) {
        self.title = title
        self.options = options.map(\.spec)
        self.exclusive = exclusive.map { $0.map(\.spec) }
    }
}

/// What a command runs with: its parsed arguments and the program's input and output.
package struct Invocation: Sendable {
    /// The command's path, such as `["collection", "list"]`.
    package var path: [String]
    /// The positional arguments, in order.
    package var positional: [String]
    /// The option values given, by name, in order.
    var values: [String: [String]]
    /// Standard input, output and error, the environment, the terminal.
    package var io: CommandIO

    /// `mbz collection list`: the program and the command path, for messages.
    package var commandName: String { path.joined(separator: " ") }

    /// The option's last value (or its default); `nil` when neither.
    package subscript<Value>(option: Option<Value>) -> Value? {
        values[option.spec.name]?.last.flatMap(option.value) ?? option.defaultValue
    }

    /// Whether a flag was given.
    package subscript(flag: Option<Bool>) -> Bool { values[flag.spec.name] != nil }

    /// Every value of a repeatable option, in order.
    package func all<Value>(_ option: Option<Value>) -> [Value] {
        (values[option.spec.name] ?? []).compactMap(option.value)
    }

    /// Whether an option was given at all.
    package func has(_ option: some OptionDeclaration) -> Bool { values[option.spec.name] != nil }

    /// An option's values as given, unparsed.
    package func rawValues(_ option: some OptionDeclaration) -> [String] { values[option.spec.name] ?? [] }

    /// The same invocation without an option (a command that has read it in its own way).
    package func removing(_ option: some OptionDeclaration) -> Invocation {
        var copy = self
        copy.values[option.spec.name] = nil
        return copy
    }

    /// The same invocation with one more value of an option.
    package func adding(_ option: some OptionDeclaration, _ value: String) -> Invocation {
        var copy = self
        copy.values[option.spec.name, default: []].append(value)
        return copy
    }
}
