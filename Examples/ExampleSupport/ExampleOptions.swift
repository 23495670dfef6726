import Foundation
import MusicBrainz

/// The options the example programs share with each other and with `mbz`, declared once.
package enum ExampleOptions {
    /// `--base-url URL`: the WS/2 root, else `$MUSICBRAINZ_BASE_URL`, else musicbrainz.org.
    package static let baseURL = WebURLOption(
        "base-url", variable: "MUSICBRAINZ_BASE_URL", example: "http://localhost:5000/ws/2",
        fallback: MusicBrainzClient.Configuration.defaultBaseURL,
        help:
            "the WS/2 root: a mirror or a stand-in server (default $MUSICBRAINZ_BASE_URL or https://musicbrainz.org/ws/2)"
    )
    /// `--caa-base-url URL`: the Cover Art Archive's root, else `$COVERARTARCHIVE_BASE_URL`,
    /// else coverartarchive.org.
    package static let coverArtBaseURL = WebURLOption(
        "caa-base-url", variable: "COVERARTARCHIVE_BASE_URL", example: "http://localhost:8080",
        fallback: CoverArtArchiveClient.Configuration.defaultBaseURL,
        help: "the Cover Art Archive root (default $COVERARTARCHIVE_BASE_URL or https://coverartarchive.org)")
    /// `--artist NAME`.
    package static let artist = Option.text("artist", "NAME", "the artist's name, as credited")
    /// `--size 250|500|1200|original`: a cover size.
    package static let size = Option<CoverArtSize>(
        "size", "", "the size of the covers", choices: ["250", "500", "1200", "original"], defaultValue: .thumbnail250
    ) { CoverArtSize($0) }
    /// `--html FILE`.
    package static let html = Option.text(
        "html", "FILE", "also write the wall as one self-contained HTML page to FILE", completion: .file)
    /// `--json`.
    package static let json = Option.flag("json", "print the result as JSON")
    /// Where the servers are.
    package static let servers = OptionGroup("Server options", [baseURL.option, coverArtBaseURL.option])

    /// The MusicBrainz and Cover Art Archive clients of an example program, at musicbrainz.org
    /// and coverartarchive.org (paced as those services ask) or at the stand-ins named by
    /// `--base-url` and `--caa-base-url`, sharing the library's default transport
    /// (``DefaultTransport``: libcurl on Linux when built with the Curl trait).
    /// - Parameters:
    ///   - invocation: The command line.
    ///   - application: The program's name, for the User-Agent.
    /// - Returns: The two clients.
    /// - Throws: ``UsageError`` for a base URL that is not an http(s) URL.
    package static func clients(
        _ invocation: Invocation, application: String
    ) throws -> (musicBrainz: MusicBrainzClient, coverArt: CoverArtArchiveClient) {
        let userAgent = UserAgent(
            application: application, version: "1.0", contact: "https://github.com/swift-musicbrainz/swift-musicbrainz")
        let transport = DefaultTransport.shared
        let musicBrainz = MusicBrainzClient.Configuration(baseURL: try baseURL.url(invocation), userAgent: userAgent)
        let coverArt = CoverArtArchiveClient.Configuration(
            baseURL: try coverArtBaseURL.url(invocation), userAgent: userAgent)
        return (
            MusicBrainzClient(configuration: musicBrainz, transport: transport),
            CoverArtArchiveClient(configuration: coverArt, transport: transport)
        )
    }

    /// The error report of the example programs: a ``MusicBrainzError``'s message and request
    /// URL, exit status 64 for a request refused before sending (a mistake in the command line),
    /// 1 for any other error.
    package static func report(_ error: any Error, _ io: CommandIO) async -> Int32 {
        guard let error = error as? MusicBrainzError else {
            io.error("error: \(error)")
            return 1
        }
        io.error("error: \(error.message)" + (error.requestURL.map { "\n  request: \($0.absoluteString)" } ?? ""))
        return error.code == .invalidRequest ? 64 : 1
    }
}

/// An option whose value is an http(s) URL, with an environment variable and a default behind
/// it: `--base-url`, `--caa-base-url`.
package struct WebURLOption: Sendable {
    /// The option.
    package let option: Option<URL>
    /// The environment variable read when the option is not given.
    package let variable: String
    private let fallback: URL
    private let example: String

    init(_ name: String, variable: String, example: String, fallback: URL, help: String) {
        self.variable = variable
        self.fallback = fallback
        self.example = example
        let flag = "--" + name
        option = Option<URL>(name, "URL", help) { text in try Self.check(text, source: flag, example: example) }
    }

    /// The URL: the option's, the environment variable's, or the default.
    /// - Throws: ``UsageError`` naming the option or the variable.
    package func url(_ invocation: Invocation) throws -> URL {
        if let url = invocation[option] { return url }
        guard let text = invocation.io.environment[variable] else { return fallback }
        return try Self.check(text, source: variable, example: example)
    }

    /// An http(s) URL with a host, without a query, fragment, user name or password.
    private static func check(_ text: String, source: String, example: String) throws -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil, url.user == nil,
            url.password == nil
        else {
            throw UsageError(
                "\(source) must be an http(s) URL without a query or a user name and password, such as \(example), not \"\(shortened(redactingUserInfo(text)))\""
            )
        }
        return url
    }
}

/// A URL's text with its user name and password replaced by `***`, so that an error about a
/// URL never shows a credential.
/// - Parameter text: The URL's text.
/// - Returns: The text, redacted.
package func redactingUserInfo(_ text: String) -> String {
    guard var components = URLComponents(string: text), components.user != nil || components.password != nil
    else { return text }
    components.user = "***"
    components.password = nil
    return components.string ?? "(a URL with a user name)"
}

extension Invocation {
    /// The two clients of an example program (``ExampleOptions/clients(_:application:)``).
    /// - Parameter application: The program's name, for the User-Agent.
    /// - Returns: The two clients.
    /// - Throws: ``UsageError`` for a base URL that is not an http(s) URL.
    package func clients(
        application: String
    ) throws -> (
        musicBrainz: MusicBrainzClient, coverArt: CoverArtArchiveClient
    ) {
        try ExampleOptions.clients(self, application: application)
    }
}

extension CommandLineTool {
    /// Runs an example program's body with its parsed command line and exits: 0 when it
    /// returns, 64 for a usage error or a request refused before sending, 1 for any other
    /// error (``ExampleOptions/report(_:_:)``).
    /// - Parameters:
    ///   - command: The program's declaration.
    ///   - body: The program.
    package static func runExample(
        _ command: Command, _ body: @escaping @Sendable (Invocation) async throws -> Void
    ) async -> Never {
        var command = command
        command.run = { invocation in
            try await body(invocation)
            return 0
        }
        var tool = CommandLineTool(command)
        tool.report = ExampleOptions.report
        await tool.main()
    }
}
