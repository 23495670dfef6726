import ExampleSupport
import Foundation
import MusicBrainz

/// Makes a command of the table from its body: the body gets a fresh ``MBZContext``, and what
/// it throws carries that context to ``MBZContext/report(_:_:)``.
func mbz(_ body: @escaping @Sendable (MBZContext) async throws -> Int32) -> @Sendable (Invocation) async throws -> Int32
{
    { invocation in
        let ctx = MBZContext(invocation)
        do {
            return try await body(ctx)
        } catch let error as UsageError {
            throw error
        } catch {
            throw MBZFailure(error: error, context: ctx)
        }
    }
}

/// One run of an mbz command: its parsed command line and input and output, and what the
/// command makes from them once (the options, the clients, the credentials).
final class MBZContext: @unchecked Sendable {
    // @unchecked: `clientOptions` and `usesStandIn` are set on the run's task only.
    let invocation: Invocation
    private var clientOptions: ClientOptions?
    /// Whether a dry run's client carries the stand-in credentials.
    private(set) var usesStandIn = false

    init(_ invocation: Invocation) {
        self.invocation = invocation
        invocation.io.quiet = invocation[Options.quiet]
        invocation.io.verbose = invocation[Options.verbose]
    }

    var io: CommandIO { invocation.io }
    var positional: [String] { invocation.positional }
    subscript<Value>(option: Option<Value>) -> Value? { invocation[option] }
    subscript(flag: Option<Bool>) -> Bool { invocation[flag] }
    func all<Value>(_ option: Option<Value>) -> [Value] { invocation.all(option) }
    /// A list option's values, split at `,`, `+` and `|`, repeated options joined.
    func list(_ option: Option<String>) -> [String] { EntityTypes.list(invocation.all(option)) }
    var dryRun: Bool { self[Options.dryRun] }
    var json: Bool { self[Options.json] }

    /// The server, cache and recording options, read once.
    func options() throws -> ClientOptions {
        if let clientOptions { return clientOptions }
        let options = try ClientOptions(self)
        clientOptions = options
        return options
    }

    /// A MusicBrainz client without credentials.
    func client() throws -> MusicBrainzClient { try options().makeClient() }

    /// The client for a request: with the credentials of the environment or of `mbz login`
    /// when the request needs them (a write, an `inc` such as `user-tags`), otherwise without.
    /// A dry run needs none: it shows where they would go.
    func client<Request: MusicBrainzRequest>(for request: Request) async throws -> MusicBrainzClient {
        guard request.requiresAuthentication else { return try client() }
        return try await client(
            requiring: "\(request.operationName) with \(request.authenticationReason)", writing: request.method != .get)
    }

    /// A client with credentials; without any, a usage error naming `what` (`nil`: a client
    /// without credentials), except for the dry run of a write, whose client carries a stand-in
    /// that is never sent.
    func client(requiring what: String?, writing: Bool = true) async throws -> MusicBrainzClient {
        if let resolved = try await CommandCredentials.resolve(self) {
            return try options().makeClient(credentials: resolved.credentials)
        }
        if dryRun, writing, what != nil {
            usesStandIn = true
            return try options().makeClient(credentials: .digest(username: "mbz-dry-run", password: "mbz-dry-run"))
        }
        if let what { throw CommandCredentials.missing(what) }
        return try client()
    }

    /// The bytes of a file the command line names, or of standard input for `-`.
    /// - Throws: ``UsageError`` when the file cannot be read.
    func contents(of path: String) throws -> Data {
        guard path != "-" else { return io.input.readDataToEndOfFile() }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw UsageError("cannot read \(path): \(error.localizedDescription)")
        }
    }

    /// A line on standard error, unless `--quiet`.
    func note(_ text: String) { io.note(text) }

    /// Prints a value as WS/2-shaped JSON with sorted keys.
    func printJSON(_ value: some Encodable) throws { io.print(try JSONOutput.string(value)) }

    /// Sends one request and prints its result: its URL with `--dry-run` (the whole request
    /// for a write), WS/2 JSON with `--json`, otherwise `text`.
    func send<Request: MusicBrainzRequest>(
        _ request: Request, text: (Request.Response) -> [String]
    ) async throws -> Int32 where Request.Response: Encodable {
        try await send([request]) { answers in answers.flatMap(text) }
    }

    /// Sends requests one after the other and prints their answers (JSON: one answer, or an
    /// array of them).
    func send<Request: MusicBrainzRequest>(
        _ requests: [Request], text: ([Request.Response]) -> [String]
    ) async throws -> Int32 where Request.Response: Encodable {
        guard let first = requests.first else { return 0 }
        let client = try await client(for: first)
        if dryRun { return try printDryRun(requests, client: client) }
        var answers: [Request.Response] = []
        for request in requests { answers.append(try await client.send(request)) }
        if json {
            if answers.count == 1 { try printJSON(answers[0]) } else { try printJSON(answers) }
        } else {
            for line in text(answers) { io.print(line) }
        }
        return 0
    }

    /// Sends a write (in one request or several) and prints the service's answer and what was
    /// done: `OK: upvoted "jazz" on artist MBID`.
    func submit<Request: MusicBrainzRequest>(
        _ requests: [Request], done: String
    ) async throws -> Int32 where Request.Response == SubmissionAnswer {
        try await send(requests) { answers in ["\(answers.last?.message ?? "OK"): \(done)"] }
    }

    /// A dry run: a read's URL; a write as `METHOD URL`, its header fields (credentials as
    /// `Authorization: <scheme> <redacted>`), an empty line and the body; with `--json` (of a
    /// write) one JSON array of `{method, url, headers, body}`.
    /// - Returns: 0, the exit status of a dry run.
    @discardableResult
    func printDryRun<Request: MusicBrainzRequest>(_ requests: [Request], client: MusicBrainzClient) throws -> Int32 {
        guard requests.first?.method != .get else {
            for request in requests { io.print(try client.url(for: request).absoluteString) }
            return 0
        }
        let scheme = client.configuration.credentials?.scheme
        let described = try requests.map { request in
            let prepared = try client.preparedRequest(for: request)
            var headers = prepared.headerFields.map { "\($0.name): \($0.value)" }
            if usesStandIn {
                headers.append("Authorization: <the credentials, none set: see mbz help>")
            } else if let scheme {
                headers.append(
                    scheme == .digest
                        ? "Authorization: Digest <redacted> (answers the server's challenge)"
                        : "Authorization: Bearer <redacted>")
            }
            return DryRunRequest(
                method: prepared.method.rawValue, url: prepared.url.absoluteString, headers: headers,
                body: prepared.body.map { String(decoding: $0, as: UTF8.self) })
        }
        if json {
            try printJSON(described)
            return 0
        }
        for (index, request) in described.enumerated() {
            if index > 0 { io.print("") }
            io.print("\(request.method) \(request.url)")
            for header in request.headers { io.print(header) }
            if let body = request.body { io.print("\n" + body) }
        }
        return 0
    }

    /// The dry run of a match: the matcher's search (the lookups of the best candidates depend
    /// on its answer).
    func printDryRun(_ query: ReleaseQuery, _ matcher: ReleaseMatcher, client: MusicBrainzClient) throws -> Int32 {
        try printDryRun(
            [SearchRequest<Release>(try matcher.searchQuery(for: query), limit: matcher.searchLimit)], client: client)
    }

    /// A request as a dry run shows it.
    struct DryRunRequest: Encodable {
        var method: String
        var url: String
        var headers: [String]
        var body: String?
    }

    /// Sends a paged request: one page, or with `all` every page, with a progress line on a
    /// terminal and the count at the end.
    func sendPaged<Request: PagedRequest>(
        _ request: Request, all: Bool, noun: String, line: (Request.Response.PageItem) -> String,
        combine: ([Request.Response.PageItem], Int, Int) -> any Encodable
    ) async throws -> Int32 where Request.Response: Encodable {
        let client = try await client(for: request)
        if dryRun { return try printDryRun([request], client: client) }
        let start = request.offset ?? 0
        guard all else {
            let page = try await client.send(request)
            if json {
                try printJSON(page)
                return 0
            }
            for element in page.items { io.print(line(element)) }
            note("\(noun): \(page.items.isEmpty ? 0 : start + 1)–\(start + page.items.count) of \(page.totalCount)")
            return 0
        }
        var elements: [Request.Response.PageItem] = []
        var total = 0
        var fetched = 0
        let progress = ProgressLine(io)
        for try await page in client.pages(of: request) {
            total = page.totalCount
            fetched += page.items.count
            if json {
                elements += page.items
            } else {
                progress.clear()
                for element in page.items { io.print(line(element)) }
            }
            progress.show("\(noun): \(start + fetched) of \(total)", force: true)
        }
        progress.clear()
        // The paging stops at an empty page: say so rather than end as if complete.
        note(
            start + fetched < total
                ? "\(noun): the server sent no more after \(start + fetched) of \(total)"
                : "\(noun): \(start + fetched) of \(total)")
        if json { try printJSON(combine(elements, total, start)) }
        return 0
    }

    // MARK: Errors

    /// Writes what a command threw and returns its exit status: 64 for a request refused
    /// before sending, 1 otherwise, with what a server said (redacted of every secret mbz
    /// knows, cut to a readable length), where decoding failed, the request URL, the code, and
    /// a hint where one helps (a 404 under a base URL without `/ws/2`).
    static func report(_ thrown: any Error, _ io: CommandIO) async -> Int32 {
        let failure = thrown as? MBZFailure
        let error = failure?.error ?? thrown
        let secrets = await CommandCredentials.knownSecrets(failure?.context, io: io)
        let redacted = { shortened(CommandCredentials.redacting(secrets, in: $0)) }
        guard let error = error as? MusicBrainzError else {
            io.error("error: \(redacted(String(describing: error)))")
            return 1
        }
        if error.code == .invalidRequest {
            // Refused before anything was sent: a mistake in the command line.
            io.error(shortened(error.message))
            return 64
        }
        var message = "error: \(redacted(error.message))"
        if let serverMessage = error.serverMessage { message += "\n  server said: \(redacted(serverMessage))" }
        if let path = error.decodingPath { message += "\n  at: \(redacted(path))" }
        if let url = error.requestURL { message += "\n  request: \(redacted(url.absoluteString))" }
        message += "\n  (\(error.code))"
        if let hint = failure?.hint(for: error) { message += "\n  hint: \(hint)" }
        io.error(message)
        return 1
    }
}

/// An error a command threw, with the run it came from (for its secrets and hints).
struct MBZFailure: Error, CustomStringConvertible {
    let error: any Error
    let context: MBZContext

    var description: String { String(describing: error) }

    /// A hint for an error: sign in again for a sign-in that can no longer be used; a 404 from a
    /// MusicBrainz base URL whose path lacks `/ws/2`.
    func hint(for error: MusicBrainzError) -> String? {
        if error.code == .signInRequired {
            return "the stored sign-in is gone; sign in again: mbz login"
        }
        guard error.code == .notFound, let options = try? context.options(),
            let url = error.requestURL, url.host == options.baseURL.host, url.port == options.baseURL.port,
            !options.baseURL.path.hasSuffix("/ws/2"), !options.baseURL.path.hasSuffix("/ws/2/")
        else { return nil }
        return
            "the base URL \(options.baseURL.absoluteString) does not end in /ws/2; a WS/2 root such as \(options.baseURL.absoluteString.trimmingCharacters(in: ["/"]))/ws/2 may be what you meant"
    }
}
