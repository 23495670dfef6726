import Foundation
import Testing

@testable import ExampleSupport
@testable import mbz

/// mbz's command table: help for every command, suggestions, options anywhere, and the bash and
/// zsh completion scripts made from it; the parser of ExampleSupport on a small table.
@Suite struct CommandTableTests {
    /// Every command path of mbz, subcommands included: `["lookup"]`, `["collection", "list"]`.
    static let paths: [[String]] = CommandTable.commands.flatMap { command in
        command.subcommands.isEmpty
            ? [[command.name]] : [[command.name]] + command.subcommands.map { [command.name, $0.name] }
    }

    @Test(
        "every command has its own help, by help COMMAND and by COMMAND --help, with an Examples section",
        arguments: paths)
    func helpPerCommand(path: [String]) async throws {
        let help = try await CommandRunner.mbz(["help"] + path)
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.hasPrefix("usage: mbz \(path.joined(separator: " "))"))
        #expect(help.stdout.contains("\nExamples:\n  mbz \(path[0])"))
        let flag = try await CommandRunner.mbz(path + ["--help"])
        #expect(flag.status == 0)
        #expect(flag.stdout == help.stdout)
        // Only that command: not the list of every command.
        #expect(!help.stdout.contains("\nCommands:\n  album"))
    }

    /// The words of a command line as a shell splits them: at spaces, with double quotes
    /// keeping theirs; a redirection (`> FILE`) and what follows are not the command's.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quoted = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                word = word ?? ""
            } else if character == " " && !quoted {
                if let done = word { words.append(done) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let word { words.append(word) }
        return Array(words.prefix { $0 != ">" })
    }

    @Test("every example in the help is a command line the table parses, for the command it is shown with")
    func examplesParse() throws {
        let tool = CommandTable.tool
        var count = 0
        for command in CommandLineTool.subtree(tool.root) where !command.examples.isEmpty {
            for example in command.examples {
                let words = Self.words(example)
                let (path, rest, _) = try tool.resolve(words)
                #expect(path.last?.name == command.name, "\(example)")
                let (io, _) = CommandIO.capture("mbz", environment: [:])
                #expect(throws: Never.self, "\(example)") {
                    try tool.parse(rest, for: path[path.count - 1], path: path.map(\.name), io: io)
                }
                count += 1
            }
        }
        #expect(count >= Self.paths.count)
        #expect(
            Self.words(#"album "The Dark Side" --artist "Pink Floyd" > out"#) == [
                "album", "The Dark Side", "--artist", "Pink Floyd",
            ])
    }

    @Test("the program's help lists every command with its summary, the environment and the exit codes")
    func programHelp() async throws {
        let help = try await CommandRunner.mbz(["help"])
        #expect(help.status == 0)
        for command in CommandTable.commands { #expect(help.stdout.contains("\n  \(command.name) ")) }
        #expect(
            help.stdout.contains("Exit status: 0 done, 1 an error, 2 nothing found, 64 a mistake in the command line."))
        #expect(help.stdout.contains("MUSICBRAINZ_TOKEN"))
        #expect(try await CommandRunner.mbz(["--help"]).stdout == help.stdout)
        #expect(try await CommandRunner.mbz(["-h"]).stdout == help.stdout)
    }

    @Test("album's help documents --medium-format and tag's --upvote, which used to be accepted silently")
    func undocumentedOptions() async throws {
        #expect(try await CommandRunner.mbz(["help", "album"]).stdout.contains("--medium-format FORMAT"))
        #expect(try await CommandRunner.mbz(["help", "tag"]).stdout.contains("--upvote"))
    }

    struct Misspelling: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let misspellings = [
        Misspelling(arguments: ["lokup", "artist"], message: "unknown command \"lokup\"; did you mean lookup?"),
        Misspelling(
            arguments: ["album", "Rumours", "--artst", "x"],
            message: "unknown option --artst for album; did you mean --artist?"),
        Misspelling(
            arguments: ["collection", "lsit"], message: "unknown command \"lsit\" of collection; did you mean list?"),
        Misspelling(
            arguments: ["lookup", "artst", "x"], message: "lookup does not know \"artst\"; did you mean artist?"),
        Misspelling(
            arguments: ["cover-art", "76df3287-6cda-33eb-8e9a-044b5e15ffdd", "--size=1201"],
            message: "--size must be one of 250, 500, 1200, original, not \"1201\"; did you mean 1200?"),
        Misspelling(arguments: ["search", "relase", "x"], message: "did you mean release?"),
        Misspelling(arguments: ["help", "lokup"], message: "no help for \"lokup\"; did you mean lookup?"),
        Misspelling(arguments: ["completion", "zhs"], message: "not \"zhs\"; did you mean zsh?"),
        Misspelling(arguments: ["browse", "release", "--limt", "3"], message: "did you mean --limit?"),
    ]

    @Test(
        "a misspelt command, option, subcommand or value gets the nearest name, exit status 64", arguments: misspellings
    )
    func suggestions(misspelling: Misspelling) async throws {
        let result = try await CommandRunner.mbz(misspelling.arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(misspelling.message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("options go anywhere after the command: before its arguments, between them, before a subcommand")
    func optionsAnywhere() async throws {
        let mbid = "5b11f4ce-a62d-471e-81fc-a69a8278c7da"
        let base = "http://localhost:5000/ws/2"
        let expected = "\(base)/artist/\(mbid)?inc=aliases&fmt=json\n"
        for arguments in [
            ["lookup", "artist", mbid, "--inc", "aliases", "--dry-run", "--base-url", base],
            ["lookup", "--base-url", base, "--dry-run", "artist", "--inc=aliases", mbid],
            ["lookup", "--quiet", "artist", mbid, "--inc", "aliases", "--dry-run", "--base-url=\(base)", "--verbose"],
        ] {
            let result = try await CommandRunner.mbz(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout == expected, "\(arguments)")
        }
        let collection = "0e2a1ecf-2b05-4fbf-9e7a-3a0c7bca3c2a"
        let show = try await CommandRunner.mbz([
            "collection", "--base-url", base, "--dry-run", "show", collection, "--quiet",
        ])
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout == "\(base)/collection/\(collection)?fmt=json\n")
        // `--` ends the options: a query that starts with --.
        let search = try await CommandRunner.mbz(["search", "artist", "--dry-run", "--base-url", base, "--", "--x"])
        #expect(search.stdout == "\(base)/artist?query=%5C-%5C-x&fmt=json\n")
    }

    // MARK: Completion

    /// What the bash completion function offers for a command line whose last word is being typed.
    func bashCompletions(_ words: [String]) async throws -> [String] {
        let script = try CommandTable.tool.completionScript("bash")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mbz-completion-\(UUID().uuidString).bash")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let quoted = (["mbz"] + words).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let program = """
            source '\(file.path)'
            COMP_WORDS=(\(quoted.joined(separator: " ")))
            COMP_CWORD=\(words.count)
            _mbz
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try await CommandRunner.runProgram(URL(fileURLWithPath: "/bin/bash"), ["-c", program])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test("the bash script completes commands, subcommands, options, option values and argument choices")
    func bashCompletion() async throws {
        #expect(try await bashCompletions(["lo"]) == ["lookup", "login", "logout"])
        #expect(try await bashCompletions(["collection", ""]) == ["list", "show", "add", "remove"])
        #expect(try await bashCompletions(["lookup", "--in"]) == ["--inc"])
        #expect(try await bashCompletions(["cover-art", "x", "--size", ""]) == ["250", "500", "1200", "original"])
        #expect(try await bashCompletions(["lookup", "--format", "x"]) == ["xml"])
        #expect(try await bashCompletions(["lookup", "ar"]) == ["area", "artist"])
        #expect(try await bashCompletions(["collection", "list", "--ed"]) == ["--editor"])
        #expect(try await bashCompletions(["completion", ""]) == ["bash", "zsh"])
        let all = try await bashCompletions(["album", "x", "--"])
        for option in ["--artist", "--year", "--medium-format", "--base-url", "--cache", "--json", "--quiet"] {
            #expect(all.contains(option))
        }
        // A directory option completes directories.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mbz-completion-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await bashCompletions(["cache", "stats", "--cache", folder.path]) == [folder.path])
    }

    @Test("mbz completion prints the scripts; the zsh one describes every command and option")
    func completionScripts() async throws {
        let bash = try await CommandRunner.mbz(["completion", "bash"])
        #expect(bash.status == 0)
        #expect(bash.stdout.hasPrefix("# bash completion for mbz"))
        #expect(bash.stdout.contains("complete -F _mbz mbz"))
        let zsh = try await CommandRunner.mbz(["completion", "zsh"])
        #expect(zsh.status == 0)
        #expect(zsh.stdout.hasPrefix("#compdef mbz\n"))
        for command in CommandTable.commands { #expect(zsh.stdout.contains("'\(command.name):")) }
        #expect(zsh.stdout.contains("'--inc:the entity's inc values, comma-separated'") == false)
        #expect(zsh.stdout.contains("'--inc:the entity'\\''s inc values, comma-separated'"))
        #expect(zsh.stdout.contains("(--size) compadd -- 250 500 1200 original; return ;;"))
    }

    /// What the zsh completion function offers for a command line, with zsh's completion
    /// builtins replaced by functions that print what they are given (one word a line).
    func zshCompletions(_ words: [String]) async throws -> [String] {
        let script = try CommandTable.tool.completionScript("zsh")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("_mbz-\(UUID().uuidString)")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let quoted = (["mbz"] + words).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let program = """
            compdef() { :; }
            _describe() { shift 3; local name=$1; print -l -- "${(@P)name}"; }
            compadd() { [[ $1 == -- ]] && shift; print -l -- "$@"; }
            _files() { print -- "FILES $*"; }
            source '\(file.path)'
            words=(\(quoted.joined(separator: " ")))
            CURRENT=${#words}
            _mbz
            """
        let result = try await CommandRunner.runProgram(URL(fileURLWithPath: "/usr/bin/zsh"), ["-f", "-c", program])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test(
        "the zsh script offers commands with their summaries, options, values and files",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is not installed"))
    func zshCompletion() async throws {
        let commands = try await zshCompletions([""])
        #expect(commands.contains("lookup:looks entities up by MBID"))
        #expect(commands.count == CommandTable.tool.root.subcommands.count)
        #expect(
            try await zshCompletions(["collection", ""]).map { String($0.prefix { $0 != ":" }) } == [
                "list", "show", "add", "remove",
            ])
        #expect(try await zshCompletions(["lookup", "--in"]).first == "--inc:the entity's inc values, comma-separated")
        #expect(try await zshCompletions(["cover-art", "x", "--size", ""]) == ["250", "500", "1200", "original"])
        #expect(try await zshCompletions(["rate", ""]) == CommandTable.ratable)
        #expect(try await zshCompletions(["cache", "stats", "--cache", ""]) == ["FILES -/"])
        #expect(try await zshCompletions(["decode", ""]) == ["FILES "])
    }

    // MARK: The parser

    static let letters = Option.text("letters", "a,b", "letters", repeatable: true)
    static let count = Option.number("count", "N", "how many", in: 1...9)
    static let loud = Option.flag("loud", "louder")
    static let soft = Option.flag("soft", "softer")
    static let toy = Command(
        name: "toy", summary: "a toy", arguments: "WORD…", argumentCount: 1...2,
        options: [letters, count, loud, soft], exclusive: [[loud, soft]], examples: ["x"]
    ) { invocation in
        invocation.io.print(
            "\(invocation.positional) \(invocation.all(letters)) \(invocation[count] ?? 0) \(invocation[loud])")
        return 0
    }

    func runToy(_ arguments: [String]) async -> (Int32, String, String) {
        let (io, capture) = CommandIO.capture("toy", environment: [:])
        let status = await CommandLineTool(Self.toy).run(arguments, io: io)
        return (status, capture.standardOutput, capture.standardError)
    }

    @Test("the parser keeps every value of a repeatable option, reads =VALUE and checks values and counts")
    func parser() async {
        #expect(
            await runToy(["a", "--letters", "x", "--letters=y,z", "--count", "3", "--loud"]).1
                == "[\"a\"] [\"x\", \"y,z\"] 3 true\n")
        let refusals: [([String], String)] = [
            (["a", "--count", "10"], "toy: --count must be a whole number, not \"10\"\n"),
            (["a", "--count"], "toy: --count needs a value\n"),
            (
                ["a", "--count", "--loud"],
                "toy: --count needs a value, not the option --loud; write --count=VALUE for a value that starts with --\n"
            ),
            (["a", "--loud=yes"], "toy: --loud takes no value\n"),
            (["a", "--loud", "--soft"], "toy: --loud and --soft do not go together\n"),
            ([], "toy: missing WORD…\n"),
            (["a", "b", "c"], "toy: toy takes WORD…, not also \"c\"\n"),
            (["a", "--lettres", "x"], "toy: unknown option --lettres; did you mean --letters?\n"),
        ]
        for (arguments, message) in refusals {
            let (status, output, error) = await runToy(arguments)
            #expect(status == 64, "\(arguments)")
            #expect(output.isEmpty)
            #expect(error == message + "(toy --help shows the arguments and options)\n", "\(arguments)")
        }
        let help = await runToy(["--help"])
        #expect(help.0 == 0)
        #expect(help.1.hasPrefix("usage: toy WORD… [options]\n\nA toy.\n\nOptions:\n  --letters a,b"))
    }
}
