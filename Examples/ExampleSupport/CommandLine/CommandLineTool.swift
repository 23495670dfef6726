import Foundation

/// Runs a program declared as a ``Command``: finds the (sub)command, parses its arguments,
/// answers `help`, `--help` and `completion bash|zsh`, and turns what the command throws into
/// a message and an exit status.
///
/// Exit statuses: 0 done (and help), 1 an error, 2 nothing found (the command's own), 64 a
/// usage error. Options are accepted anywhere after the command, before or after its
/// arguments; `--` ends them.
package struct CommandLineTool: Sendable {
    /// The program: its name, options and subcommands.
    package var root: Command
    /// What the program's own help says after its command list (environment, exit codes).
    package var footer: String = ""
    /// Reports an error a command threw and returns the exit status; the default writes its
    /// description (a ``UsageError`` is handled before).
    package var report: @Sendable (any Error, CommandIO) async -> Int32 = { error, io in
        io.error("error: \(error)")
        return 1
    }

    /// A tool.
    /// - Parameters:
    ///   - root: The program.
    ///   - footer: The end of the program's help.
    package init(_ root: Command, footer: String = "") {
        var root = root
        if !root.subcommands.isEmpty { root.subcommands += Self.builtIns }
        self.root = root
        self.footer = footer
    }

    /// Runs the process's command line and exits with the status.
    package func main() async -> Never {
        exit(await run(Array(CommandLine.arguments.dropFirst()), io: .process(root.name)))
    }

    /// Runs a command line (without the program's name) and returns the exit status.
    /// - Parameters:
    ///   - arguments: The words after the program's name.
    ///   - io: Input, output and environment.
    /// - Returns: The exit status.
    package func run(_ arguments: [String], io: CommandIO) async -> Int32 {
        do {
            let (path, rest, wantsHelp) = try resolve(arguments)
            guard let command = path.last else { return 64 }
            let names = path.map(\.name)
            if wantsHelp || command.name == "help" && path.count == 2 {
                return try help(
                    topic: command.name == "help" ? rest.filter { !Self.helpFlags.contains($0) } : [], of: path, io)
            }
            if command.name == "completion" && path.count == 2 {
                let invocation = try parse(rest, for: command, path: names, io: io)
                io.print(try Completion(root: root).script(for: invocation.positional[0]))
                return 0
            }
            let invocation = try parse(rest, for: command, path: names, io: io)
            guard let run = command.run else {
                throw UsageError(
                    "\(command.name) needs one of: \(command.subcommands.map(\.name).joined(separator: ", "))")
            }
            return try await run(invocation)
        } catch let error as UsageError {
            io.error(error.description)
            let topic = helpTopic(arguments)
            io.writeToError(
                root.subcommands.isEmpty
                    ? "(\(root.name) --help shows the arguments and options)\n"
                    : topic.isEmpty
                        ? "(\(root.name) help lists the commands)\n"
                        : "(\(root.name) help\(topic) shows its options and examples)\n")
            return 64
        } catch {
            return await report(error, io)
        }
    }

    /// The command a usage error's hint points at: the words of the command line that name
    /// commands.
    private func helpTopic(_ arguments: [String]) -> String {
        var command = root
        var topic = ""
        for word in arguments where !word.hasPrefix("-") {
            guard let next = command.subcommand(word), next.run != nil || !next.subcommands.isEmpty else { break }
            topic += " " + word
            command = next
        }
        return topic
    }

    // MARK: Finding the command

    /// The commands a command line names, outermost first, the words left for the last one,
    /// and whether help was asked for (`--help` or `-h` before `--`).
    func resolve(_ arguments: [String]) throws -> (path: [Command], rest: [String], wantsHelp: Bool) {
        var path = [root]
        var rest = arguments
        let wantsHelp = arguments.prefix { $0 != "--" }.contains(where: Self.helpFlags.contains)
        if wantsHelp { rest.removeAll(where: Self.helpFlags.contains) }
        while let command = path.last, !command.subcommands.isEmpty, command.name != "help" {
            // Options may come before the subcommand's name: skip them and their values.
            let options = Dictionary(
                Self.subtree(command).flatMap(\.allOptions).map { ($0.name, $0) },
                uniquingKeysWith: { first, _ in first })
            var index = 0
            while index < rest.count, rest[index].hasPrefix("--"), rest[index] != "--" {
                let name = String(rest[index].dropFirst(2).prefix { $0 != "=" })
                index += options[name]?.takesValue == true && !rest[index].contains("=") ? 2 : 1
            }
            guard index < rest.count, rest[index] != "--" else {
                if wantsHelp { return (path, [], true) }
                let names = path.dropFirst().map(\.name)
                throw UsageError(
                    names.isEmpty
                        ? "missing command; one of: \(command.subcommands.map(\.name).joined(separator: ", "))"
                        : "\(names.joined(separator: " ")) needs one of: \(command.subcommands.map(\.name).joined(separator: ", "))"
                )
            }
            let word = rest[index]
            guard let next = command.subcommand(word) else {
                let known = command.subcommands.map(\.name)
                let near = closest(to: word, in: known).map { "; did you mean \($0)?" } ?? ""
                let place = path.count == 1 ? "" : " of \(path.dropFirst().map(\.name).joined(separator: " "))"
                throw UsageError("unknown command \"\(shortened(word, limit: 60))\"\(place)\(near)")
            }
            rest.remove(at: index)
            path.append(next)
        }
        return (path, rest, wantsHelp)
    }

    /// A command and every command below it.
    static func subtree(_ command: Command) -> [Command] {
        [command] + command.subcommands.flatMap(subtree)
    }

    // MARK: Parsing

    /// Parses a command's words into its invocation.
    /// - Throws: ``UsageError`` for an unknown option (with the nearest name), a flag given a
    ///   value, a missing or bad value, the wrong number of arguments, options that do not go
    ///   together.
    func parse(_ words: [String], for command: Command, path: [String], io: CommandIO) throws -> Invocation {
        let options = Dictionary(command.allOptions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // What messages call the command: `cover-art`, `collection list`; the program alone says "missing".
        let name = path.dropFirst().joined(separator: " ")
        var invocation = Invocation(path: [root.name] + path.dropFirst(), positional: [], values: [:], io: io)
        var index = 0
        var onlyPositional = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositional || !word.hasPrefix("--") {
                invocation.positional.append(word)
                continue
            }
            if word == "--" {
                onlyPositional = true
                continue
            }
            let flagName = String(word.dropFirst(2).prefix { $0 != "=" })
            let inline = word.firstIndex(of: "=").map { String(word[word.index(after: $0)...]) }
            guard let option = options[flagName] else {
                let near = closest(to: flagName, in: options.keys.sorted()).map { "; did you mean --\($0)?" } ?? ""
                throw UsageError(
                    "unknown option --\(shortened(flagName, limit: 60))\(name.isEmpty ? "" : " for " + name)\(near)")
            }
            guard option.takesValue else {
                guard inline == nil else { throw UsageError("\(option.flag) takes no value") }
                invocation.values[option.name, default: []].append("")
                continue
            }
            var value: String
            if let inline {
                value = inline
            } else {
                guard index < words.count else { throw UsageError("\(option.flag) needs a value") }
                value = words[index]
                // `--inc --dry-run` forgot the value: the next word is an option, not one.
                if value.hasPrefix("--"), options[String(value.dropFirst(2).prefix { $0 != "=" })] != nil {
                    throw UsageError(
                        "\(option.flag) needs a value, not the option \(value); write \(option.flag)=VALUE for a value that starts with --"
                    )
                }
                index += 1
            }
            try option.check(value)
            if !option.isRepeatable { invocation.values[option.name] = [] }
            invocation.values[option.name, default: []].append(value)
        }
        let count = invocation.positional.count
        if count < command.argumentCount.lowerBound {
            throw UsageError(name.isEmpty ? "missing \(command.arguments)" : "\(name) needs \(command.arguments)")
        }
        if count > command.argumentCount.upperBound {
            let extra = shortened(invocation.positional[command.argumentCount.upperBound], limit: 60)
            let what = name.isEmpty ? root.name : name
            throw UsageError(
                command.arguments.isEmpty
                    ? "\(what) takes no arguments, not \"\(extra)\""
                    : "\(what) takes \(command.arguments), not also \"\(extra)\"")
        }
        for set in command.exclusive.map({ $0.map(\.spec) }) + command.groups.flatMap(\.exclusive) {
            let given = set.filter { invocation.values[$0.name] != nil }.map(\.flag)
            if given.count > 1 { throw UsageError("\(given.joined(separator: " and ")) do not go together") }
        }
        return invocation
    }

    // MARK: Help and completion

    /// The words that ask for help anywhere before `--`.
    static let helpFlags: Set<String> = ["--help", "-h"]

    /// The built-in commands of a program with subcommands.
    static let builtIns: [Command] = [
        Command(
            name: "help", summary: "shows the commands, or a command's arguments, options and examples",
            arguments: "[COMMAND…]", argumentCount: 0...3, examples: ["help", "help lookup"]),
        Command(
            name: "completion", summary: "prints a bash or zsh completion script",
            arguments: "bash|zsh", argumentCount: 1...1, argumentChoices: ["bash", "zsh"],
            details: """
                Prints the completion script of the shell, generated from the same table as the help.
                bash: source <(mbz completion bash), or save it in ~/.local/share/bash-completion/completions/mbz.
                zsh: save it as _mbz in a directory of your $fpath, then run compinit.
                """,
            examples: ["completion bash > ~/.local/share/bash-completion/completions/mbz"]),
    ]

    /// Prints the help of a command (`topic`, words below `path`), or of the program.
    private func help(topic: [String], of path: [Command], _ io: CommandIO) throws -> Int32 {
        var commands = Array(path.prefix { $0.name != "help" })
        for word in topic {
            guard let last = commands.last, let next = last.subcommand(word) else {
                let known = commands.last?.subcommands.map(\.name) ?? []
                let near = closest(to: word, in: known).map { "; did you mean \($0)?" } ?? ""
                throw UsageError("no help for \"\(shortened(word, limit: 60))\"\(near)")
            }
            commands.append(next)
        }
        io.print(HelpText(root: root, footer: footer).text(for: commands))
        return 0
    }

    /// The completion script for a shell (`bash` or `zsh`).
    /// - Throws: ``UsageError`` for another shell.
    package func completionScript(_ shell: String) throws -> String { try Completion(root: root).script(for: shell) }
}
