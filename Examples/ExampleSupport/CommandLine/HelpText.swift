/// The help of a program or one of its commands, made from the commands' declarations.
struct HelpText {
    let root: Command
    let footer: String
    /// The width help text is wrapped to.
    let width = 100

    /// The help of the last command of `path` (the program first).
    func text(for path: [Command]) -> String {
        guard let command = path.last else { return "" }
        let name = path.map(\.name).joined(separator: " ")
        var usage = "usage: \(name)"
        if !command.subcommands.isEmpty { usage += path.count == 1 ? " <command> [arguments]" : " <command>" }
        if !command.arguments.isEmpty { usage += " " + command.arguments }
        if !command.allOptions.isEmpty || !command.subcommands.isEmpty { usage += " [options]" }
        var sections = [usage, sentence(command.summary)]
        if !command.details.isEmpty { sections.append(command.details) }
        if !command.subcommands.isEmpty {
            let width = command.subcommands.map(\.name.count).max() ?? 0
            sections.append(
                "Commands:\n"
                    + command.subcommands.map { "  " + $0.name.padding(width + 2) + $0.summary }.joined(separator: "\n")
            )
        }
        var groups = [OptionGroup("Options", command.options)] + command.groups
        if path.count == 1, !command.subcommands.isEmpty { groups = [] }
        var shown = Set<String>()
        for group in groups {
            let options = group.options.filter { shown.insert($0.name).inserted }
            guard !options.isEmpty else { continue }
            sections.append("\(group.title):\n" + options.map(line).joined(separator: "\n"))
        }
        let examples =
            command.examples + command.subcommands.flatMap(\.examples).prefix(command.examples.isEmpty ? 6 : 0)
        if !examples.isEmpty {
            sections.append("Examples:\n" + examples.map { "  \(root.name) \($0)" }.joined(separator: "\n"))
        }
        if path.count == 1 {
            if !footer.isEmpty { sections.append(footer) }
            if !command.subcommands.isEmpty {
                sections.append(
                    "\(root.name) help COMMAND (or \(root.name) COMMAND --help) shows a command's arguments, options and examples."
                )
            }
        }
        return sections.joined(separator: "\n\n")
    }

    /// `  --name VALUE            help …`, wrapped.
    private func line(_ option: OptionSpec) -> String {
        var head = "  " + option.flag
        if let value = option.valueName { head += " " + value }
        var help = option.help
        if let defaultText = option.defaultText { help += " (default \(defaultText))" }
        if option.isRepeatable { help += " (repeatable)" }
        let column = 28
        let lines = wrap(help, width: width - column)
        let first =
            head.count < column
            ? head.padding(column) + (lines.first ?? "") : head + "\n" + indent(column) + (lines.first ?? "")
        return ([first] + lines.dropFirst().map { indent(column) + $0 }).joined(separator: "\n")
    }

    private func indent(_ count: Int) -> String { String(repeating: " ", count: count) }

    /// A summary as a sentence: its first letter in capitals, a full stop at the end.
    private func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }

    /// Words in lines of at most `width` characters.
    private func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

extension String {
    /// The string with spaces after it up to `width` characters.
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: Swift.max(0, width - count)) }
}
