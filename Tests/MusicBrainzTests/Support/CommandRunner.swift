import Foundation

/// Runs the `mbz` example program that `swift build` put next to the test bundle.
enum CommandRunner {
    struct Result: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The built `mbz` executable.
    static var mbzURL: URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("mbz"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("mbz"),
            Bundle.main.bundleURL.appendingPathComponent("mbz"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Runs `mbz` with arguments and an environment, from a plain thread (a child started from
    /// a Swift task would inherit a blocked-signal mask), and waits for it.
    ///
    /// Unless `environment` names one, every run gets a fresh, empty cache directory
    /// (`MBZ_CACHE_DIR`), so that no test reads another's responses or touches the user's cache.
    static func mbz(_ arguments: [String], environment: [String: String] = [:]) async throws -> Result {
        let process = Process()
        process.executableURL = mbzURL
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "MUSICBRAINZ_BASE_URL")
        env.removeValue(forKey: "COVERARTARCHIVE_BASE_URL")
        env["MBZ_CACHE_DIR"] =
            FileManager.default.temporaryDirectory.appendingPathComponent("mbz-cache-\(UUID().uuidString)").path
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
