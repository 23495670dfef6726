import Foundation

/// Runs the `mbz` example program that `swift build` put next to the test bundle.
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

    /// Runs `mbz` with arguments and an environment, from a plain thread (a child started from
    /// a Swift task would inherit a blocked-signal mask), and waits for it.
    static func mbz(_ arguments: [String], environment: [String: String] = [:]) async throws -> Result {
        try await run("mbz", arguments, environment: environment)
    }

    /// Runs a built example program with arguments and an environment, as ``mbz(_:environment:)``.
    static func run(
        _ program: String, _ arguments: [String], environment: [String: String] = [:]
    ) async throws
        -> Result
    {
        let process = Process()
        process.executableURL = executableURL(program)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "MUSICBRAINZ_BASE_URL")
        env.removeValue(forKey: "COVERARTARCHIVE_BASE_URL")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        return try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                do {
                    try process.run()
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
