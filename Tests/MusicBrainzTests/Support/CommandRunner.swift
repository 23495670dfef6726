import ExampleSupport
import Foundation

@testable import mbz

/// Runs `mbz` in process (``mbz(_:environment:input:terminal:)``), or an example program that
/// `swift build` put next to the test bundle as a process of its own (``run(_:_:environment:input:)``).
enum CommandRunner {
    struct Result: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The built `mbz` executable.
    static var mbzURL: URL { executableURL("mbz") }

    /// A built example executable (`mbz`, `AlbumInfo`, `AlbumArtWall`, `TrackQueue`).
    static func executableURL(_ name: String) -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name),
            Bundle.main.bundleURL.appendingPathComponent(name),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// The environment variables a run does not inherit from the test process.
    static let clearedVariables = [
        "MUSICBRAINZ_BASE_URL", "COVERARTARCHIVE_BASE_URL", "MUSICBRAINZ_USERNAME", "MUSICBRAINZ_PASSWORD",
        "MUSICBRAINZ_TOKEN", "MUSICBRAINZ_CLIENT_ID", "MUSICBRAINZ_CLIENT_SECRET", "MUSICBRAINZ_SITE_URL",
    ]

    /// The environment of a run: the test process's without ``clearedVariables``, a fresh, empty
    /// cache directory (`MBZ_CACHE_DIR`, so that no test reads another's responses or touches the
    /// user's cache), then `environment`.
    static func environment(_ environment: [String: String]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        for name in clearedVariables { env.removeValue(forKey: name) }
        env["MBZ_CACHE_DIR"] =
            FileManager.default.temporaryDirectory.appendingPathComponent("mbz-cache-\(UUID().uuidString)").path
        for (key, value) in environment { env[key] = value }
        return env
    }

    /// Runs an mbz command line in process, as the program would (parse, run, exit status,
    /// standard output and error), with an environment (``environment(_:)``), standard input
    /// and, when `terminal`, a standard error that counts as a terminal.
    /// - Returns: The exit status and what it wrote.
    /// - Throws: Nothing yet; it throws as ``mbzProcess(_:environment:input:)`` does, so that a
    ///   test moves between the two without change.
    static func mbz(
        _ arguments: [String], environment: [String: String] = [:], input: Data? = nil, terminal: Bool = false
    ) async throws -> Result {
        let (io, capture) = CommandIO.capture(
            "mbz", environment: Self.environment(environment), input: input ?? Data(), terminal: terminal)
        let status = await CommandTable.tool.run(arguments, io: io)
        return Result(status: status, stdout: capture.standardOutput, stderr: capture.standardError)
    }

    /// Runs the built `mbz` program as a process of its own, as ``run(_:_:environment:input:)``.
    static func mbzProcess(
        _ arguments: [String], environment: [String: String] = [:], input: Data? = nil
    ) async throws -> Result {
        try await run("mbz", arguments, environment: environment, input: input)
    }

    /// Runs a built example program with arguments and an environment, as ``mbz(_:environment:)``.
    static func run(
        _ program: String, _ arguments: [String], environment: [String: String] = [:], input: Data? = nil
    ) async throws
        -> Result
    {
        try await runProgram(
            executableURL(program), arguments, environment: Self.environment(environment), input: input)
    }

    /// Runs any program with arguments and an environment (by default the test process's), from a
    /// plain thread (a child started from a Swift task would inherit a blocked-signal mask), and
    /// waits for it.
    static func runProgram(
        _ url: URL, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        input: Data? = nil
    ) async throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        return try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                do {
                    try process.run()
                    if let input {
                        DispatchQueue.global().async {
                            try? stdin.fileHandleForWriting.write(contentsOf: input)
                            try? stdin.fileHandleForWriting.close()
                        }
                    }
                    // Read both pipes to the end before waiting, so a large output cannot block.
                    let group = DispatchGroup()
                    nonisolated(unsafe) var errData = Data()
                    group.enter()
                    DispatchQueue.global().async {
                        errData = stderr.fileHandleForReading.readDataToEndOfFile()
                        group.leave()
                    }
                    let outData = stdout.fileHandleForReading.readDataToEndOfFile()
                    group.wait()
                    process.waitUntilExit()
                    continuation.resume(
                        returning: Result(
                            status: process.terminationStatus,
                            stdout: String(decoding: outData, as: UTF8.self),
                            stderr: String(decoding: errData, as: UTF8.self)))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            thread.start()
        }
    }
}

extension CommandRunner {
    /// Runs `mbz` as a user at a terminal would: once its standard output or standard error
    /// shows a line that `prompt` answers (such as the authorization URL of `mbz login`), the
    /// answer is typed on its standard input.
    static func mbzInteractive(
        _ arguments: [String], environment: [String: String] = [:],
        answer prompt: @escaping @Sendable (String) async throws -> String?
    ) async throws -> Result {
        let process = Process()
        process.executableURL = mbzURL
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for name in clearedVariables { env.removeValue(forKey: name) }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let output = Output()
        stdout.fileHandleForReading.readabilityHandler = { output.append($0.availableData, error: false) }
        stderr.fileHandleForReading.readabilityHandler = { output.append($0.availableData, error: true) }
        let started = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var launchError: (any Error)?
        // From a plain thread: a child started from a Swift task inherits a blocked-signal mask.
        Thread {
            do { try process.run() } catch { launchError = error }
            started.signal()
        }.start()
        started.wait()
        if let launchError { throw launchError }
        var answered = Set<String>()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline {
            for line in output.lines() where !answered.contains(line) {
                answered.insert(line)
                if let reply = try await prompt(line) {
                    stdin.fileHandleForWriting.write(Data((reply + "\n").utf8))
                    try? stdin.fileHandleForWriting.close()
                }
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        stdout.fileHandleForReading.readabilityHandler = nil
        stderr.fileHandleForReading.readabilityHandler = nil
        output.append(stdout.fileHandleForReading.readDataToEndOfFile(), error: false)
        output.append(stderr.fileHandleForReading.readDataToEndOfFile(), error: true)
        let (out, err) = output.texts()
        return Result(status: process.terminationStatus, stdout: out, stderr: err)
    }

    /// What a running program wrote so far, behind a lock.
    private final class Output: @unchecked Sendable {
        // Guarded by `lock`: the pipes' handlers append from their own threads.
        private let lock = NSLock()
        private var out = Data()
        private var err = Data()

        func append(_ data: Data, error: Bool) {
            lock.lock()
            defer { lock.unlock() }
            if error { err.append(data) } else { out.append(data) }
        }

        func texts() -> (String, String) {
            lock.lock()
            defer { lock.unlock() }
            return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
        }

        /// The complete lines of both streams.
        func lines() -> [String] {
            let (out, err) = texts()
            // Only lines that are complete: a line still being written is read next time.
            return [out, err].flatMap { text -> [String] in
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                lines.removeLast()
                return lines
            }
        }
    }
}
