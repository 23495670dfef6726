import Foundation
import MusicBrainz

/// The command line of an example program: positional arguments, `--name value` options and
/// flags, plus the options every example takes: `--base-url URL` (a WS/2 stand-in, default
/// `$MUSICBRAINZ_BASE_URL` or musicbrainz.org) and `--caa-base-url URL` (a Cover Art Archive
/// stand-in, default `$COVERARTARCHIVE_BASE_URL` or coverartarchive.org).
public struct ExampleArguments: Sendable {
    /// The positional arguments, in order.
    public private(set) var positional: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Parses the process's arguments, or prints the usage and exits with status 64 on a
    /// mistake (and with 0 for `--help`).
    /// - Parameters:
    ///   - usage: The usage text.
    ///   - valueOptions: The options that take a value, without `--` (`base-url` and
    ///     `caa-base-url` are always accepted).
    ///   - flagOptions: The options that take none.
    ///   - positionalCount: How many positional arguments are allowed.
    /// - Returns: The arguments.
    public static func parse(
        usage: String, valueOptions: Set<String> = [], flagOptions: Set<String> = [], positionalCount: ClosedRange<Int>
    ) -> ExampleArguments {
        let given = Array(CommandLine.arguments.dropFirst())
        if given.contains("--help") || given.contains("-h") {
            print(usage)
            exit(0)
        }
        var result = ExampleArguments()
        var index = 0
        let values = valueOptions.union(["base-url", "caa-base-url"])
        while index < given.count {
            let argument = given[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                result.positional.append(argument)
                continue
            }
            let name = String(argument.dropFirst(2))
            if flagOptions.contains(name) {
                result.flags.insert(name)
            } else if values.contains(name), index < given.count {
                result.values[name] = given[index]
                index += 1
            } else {
                usageError(values.contains(name) ? "--\(name) needs a value" : "unknown option --\(name)", usage)
            }
        }
        if !positionalCount.contains(result.positional.count) { usageError("wrong number of arguments", usage) }
        return result
    }

    /// The value of an option, or `nil` when it was not given.
    /// - Parameter name: The option's name without `--`.
    /// - Returns: The value.
    public func value(_ name: String) -> String? { values[name] }

    /// Whether a flag was given.
    /// - Parameter name: The flag's name without `--`.
    /// - Returns: `true` when given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The MusicBrainz and Cover Art Archive clients of the program, at musicbrainz.org and
    /// coverartarchive.org (paced as those services ask) or at the stand-ins named by
    /// `--base-url` and `--caa-base-url`, sharing one URLSession transport.
    /// - Parameter application: The program's name, for the User-Agent.
    /// - Returns: The two clients.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for a base URL
    ///   that is not an http(s) URL.
    public func clients(application: String) throws -> (musicBrainz: MusicBrainzClient, coverArt: CoverArtArchiveClient)
    {
        let environment = ProcessInfo.processInfo.environment
        let userAgent = UserAgent(
            application: application, version: "1.0", contact: "https://github.com/swift-musicbrainz/swift-musicbrainz")
        let transport = URLSessionTransport()
        var musicBrainz = MusicBrainzClient.Configuration(userAgent: userAgent)
        if let base = value("base-url") ?? environment["MUSICBRAINZ_BASE_URL"] {
            musicBrainz.baseURL = try Self.url(base, option: "--base-url")
        }
        var coverArt = CoverArtArchiveClient.Configuration(userAgent: userAgent)
        if let base = value("caa-base-url") ?? environment["COVERARTARCHIVE_BASE_URL"] {
            coverArt.baseURL = try Self.url(base, option: "--caa-base-url")
        }
        return (
            MusicBrainzClient(configuration: musicBrainz, transport: transport),
            CoverArtArchiveClient(configuration: coverArt, transport: transport)
        )
    }

    private static func url(_ text: String, option: String) throws -> URL {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            throw MusicBrainzError(code: .invalidRequest, message: "\(option) must be an http(s) URL, not \"\(text)\".")
        }
        return url
    }

    private static func usageError(_ message: String, _ usage: String) -> Never {
        FileHandle.standardError.write(Data("\(message)\n\(usage)\n".utf8))
        exit(64)
    }
}

/// Runs the body of an example program and exits: with 0 when it returns, 64 for a request
/// refused before sending (``MusicBrainzError/Code/invalidRequest``: a mistake in the command
/// line), 1 for any other error, with the error's message on standard error.
/// - Parameter body: The program.
public func runExample(_ body: () async throws -> Void) async -> Never {
    do {
        try await body()
        exit(0)
    } catch let error as MusicBrainzError {
        var message = "error: \(error.message)"
        if let url = error.requestURL { message += "\n  request: \(url.absoluteString)" }
        FileHandle.standardError.write(Data("\(message)\n".utf8))
        exit(error.code == .invalidRequest ? 64 : 1)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
