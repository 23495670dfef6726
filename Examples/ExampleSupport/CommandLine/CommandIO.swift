import Foundation

/// A program's standard input, output and error, environment and terminal, so that a command
/// runs the same in its process and in a test (``capture(environment:input:terminal:)``).
package final class CommandIO: @unchecked Sendable {
    // @unchecked: the mutable state (`quiet`, `verbose`, `secrets`, the captured output) is
    // guarded by `lock`; the rest is immutable.
    private let lock = NSLock()
    private let writeOutput: @Sendable (Data) -> Void
    private let writeError: @Sendable (Data) -> Void
    /// The program's name, the prefix of its notes (`mbz: …`).
    package let program: String
    /// The environment variables.
    package let environment: [String: String]
    /// Standard input.
    package let input: FileHandle
    /// Whether standard error is a terminal (progress lines are drawn only there).
    package let isTerminal: Bool
    private var quietFlag = false
    private var verboseFlag = false
    private var heldSecrets: [String] = []

    /// An input and output over writers.
    /// - Parameters:
    ///   - program: The program's name.
    ///   - environment: The environment.
    ///   - input: Standard input.
    ///   - isTerminal: Whether standard error is a terminal.
    ///   - output: Writes to standard output.
    ///   - error: Writes to standard error.
    package init(
        program: String, environment: [String: String], input: FileHandle, isTerminal: Bool,
        output: @escaping @Sendable (Data) -> Void, error: @escaping @Sendable (Data) -> Void
    ) {
        self.program = program
        self.environment = environment
        self.input = input
        self.isTerminal = isTerminal
        writeOutput = output
        writeError = error
    }

    /// The process's own streams and environment.
    /// - Parameter program: The program's name.
    /// - Returns: The input and output.
    package static func process(_ program: String) -> CommandIO {
        CommandIO(
            program: program, environment: ProcessInfo.processInfo.environment, input: .standardInput,
            isTerminal: isatty(2) != 0, output: { FileHandle.standardOutput.write($0) },
            error: { FileHandle.standardError.write($0) })
    }

    /// `--quiet`: notes are not shown (errors still are).
    package var quiet: Bool {
        get { lock.withLock { quietFlag } }
        set { lock.withLock { quietFlag = newValue } }
    }

    /// `--verbose`: ``detail(_:)`` lines are shown.
    package var verbose: Bool {
        get { lock.withLock { verboseFlag } }
        set { lock.withLock { verboseFlag = newValue } }
    }

    /// Writes a line to standard output, its control characters shown as `�`
    /// (``TerminalText/printable(_:)``): every text a server sent passes here.
    package func print(_ line: String) { writeOutput(Data((TerminalText.printable(line) + "\n").utf8)) }

    /// Writes bytes to standard output.
    package func write(_ data: Data) { writeOutput(data) }

    /// Writes bytes to standard error as they are (a progress line's `\r`).
    package func writeToError(_ text: String) { writeError(Data(text.utf8)) }

    /// `program: text` on standard error, unless ``quiet``.
    package func note(_ text: String) {
        if !quiet { error(text) }
    }

    /// `program: text` on standard error, only with ``verbose``.
    package func detail(_ text: String) {
        if verbose && !quiet { error(text) }
    }

    /// `program: text` on standard error, always, its control characters shown as `�`.
    package func error(_ text: String) { writeError(Data("\(program): \(TerminalText.printable(text))\n".utf8)) }

    /// Reads one line of standard input, without its line end; `nil` at its end.
    package func readLine() -> String? {
        var bytes = Data()
        while true {
            let byte = input.readData(ofLength: 1)
            if byte.isEmpty { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte.first == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Remembers secrets this run held (tokens it loaded or was issued), so that its error
    /// output can redact them after they are gone from the store.
    package func hold(_ secrets: String?...) { lock.withLock { heldSecrets += secrets.compactMap { $0 } } }

    /// The secrets ``hold(_:)`` remembered.
    package var held: [String] { lock.withLock { heldSecrets } }
}

extension CommandIO {
    /// What a captured run wrote.
    package final class Capture: @unchecked Sendable {
        // @unchecked: `out` and `err` are guarded by `lock`.
        private let lock = NSLock()
        private var out = Data()
        private var err = Data()

        func append(_ data: Data, error: Bool) { lock.withLock { error ? err.append(data) : out.append(data) } }

        /// Standard output so far.
        package var standardOutput: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
        /// Standard error so far.
        package var standardError: String { lock.withLock { String(decoding: err, as: UTF8.self) } }
    }

    /// An input and output for running a command inside a test: output is kept, input comes
    /// from `input` through a pipe.
    /// - Parameters:
    ///   - program: The program's name.
    ///   - environment: The environment the command sees (and nothing else).
    ///   - input: Standard input; default none (empty).
    ///   - terminal: Whether the command believes standard error is a terminal.
    /// - Returns: The input and output, and what it captures.
    package static func capture(
        _ program: String, environment: [String: String], input: Data = Data(), terminal: Bool = false
    ) -> (CommandIO, Capture) {
        let capture = Capture()
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        // Written from a thread of its own, so that input larger than the pipe's buffer cannot block.
        Thread {
            try? writer.write(contentsOf: input)
            try? writer.close()
        }.start()
        let io = CommandIO(
            program: program, environment: environment, input: pipe.fileHandleForReading, isTerminal: terminal,
            output: { capture.append($0, error: false) }, error: { capture.append($0, error: true) })
        return (io, capture)
    }
}
