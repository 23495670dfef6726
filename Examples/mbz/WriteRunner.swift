import Foundation
import MusicBrainz

/// What every command that needs credentials does with its requests: `--dry-run` prints the
/// method, the URL, the header fields and the exact body and sends nothing; `--json` prints the
/// typed answers as JSON; otherwise a short text. Credentials are never printed.
struct WriteRunner {
    static let flags: Set<String> = ["dry-run", "json"]

    let client: MusicBrainzClient
    let scheme: Credentials.Scheme?
    let dryRun: Bool
    let json: Bool

    /// Resolves the credentials (a command that needs them and has none is refused with exit
    /// status 64 before anything is sent) and builds the client.
    /// - Parameters:
    ///   - arguments: The command line.
    ///   - what: The command, for the message when credentials are missing, or `nil` when the
    ///     command works without them too.
    /// - Throws: ``UsageError`` for missing credentials or bad options.
    init(_ arguments: CommandLineArguments, requiring what: String?) async throws {
        let options = try ClientOptions(arguments)
        let resolved = try await CommandCredentials.resolve(options: options)
        if resolved == nil, let what { throw CommandCredentials.missing(what) }
        client = try options.makeClient(credentials: resolved?.credentials)
        scheme = resolved?.credentials.scheme
        dryRun = arguments.flag("dry-run")
        json = arguments.flag("json")
    }

    /// The dry run of requests: each as `METHOD URL`, its header fields (the credentials as
    /// `Authorization: <scheme> <redacted>`), an empty line and the body; with `--json`, one JSON
    /// array of `{method, url, headers, body}`.
    func printDryRun<Request: MusicBrainzRequest>(_ requests: [Request]) throws {
        var described: [DryRunRequest] = []
        for request in requests {
            let prepared = try client.preparedRequest(for: request)
            var headers = prepared.headerFields.map { "\($0.name): \($0.value)" }
            if let scheme {
                headers.append(
                    scheme == .digest
                        ? "Authorization: Digest <redacted> (answers the server's challenge)"
                        : "Authorization: Bearer <redacted>")
            }
            described.append(
                DryRunRequest(
                    method: prepared.method.rawValue, url: prepared.url.absoluteString, headers: headers,
                    body: prepared.body.map { String(decoding: $0, as: UTF8.self) }))
        }
        if json {
            print(try JSONOutput.string(described))
            return
        }
        for (index, request) in described.enumerated() {
            if index > 0 { print("") }
            print("\(request.method) \(request.url)")
            for header in request.headers { print(header) }
            if let body = request.body {
                print("")
                print(body)
            }
        }
    }

    /// Sends the requests one after the other (or prints them with `--dry-run`) and prints the
    /// answers.
    func run<Request: MusicBrainzRequest>(
        _ requests: [Request], text: ([Request.Response]) -> [String]
    ) async throws -> Int32 where Request.Response: Encodable {
        if dryRun {
            try printDryRun(requests)
            return 0
        }
        var answers: [Request.Response] = []
        for request in requests { answers.append(try await client.send(request)) }
        if json {
            if answers.count == 1 {
                print(try JSONOutput.string(answers[0]))
            } else {
                print(try JSONOutput.string(answers))
            }
        } else {
            for line in text(answers) { print(line) }
        }
        return 0
    }

    /// A request as a dry run shows it.
    struct DryRunRequest: Encodable {
        var method: String
        var url: String
        var headers: [String]
        var body: String?
    }
}
