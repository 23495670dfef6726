import Foundation
import MusicBrainz

/// What every request command does with its request: `--dry-run` prints the URL and sends
/// nothing, `--json` prints the result as WS/2 JSON, otherwise a short text.
struct RequestRunner {
    static let flags: Set<String> = ["dry-run", "json"]
    static let usage = """
          --dry-run             print the request URL and send nothing
          --json                print the result as WS/2-shaped JSON
        """

    let options: ClientOptions
    let client: MusicBrainzClient
    let dryRun: Bool
    let json: Bool

    init(_ arguments: CommandLineArguments) throws {
        options = try ClientOptions(arguments)
        client = try options.makeClient()
        dryRun = arguments.flag("dry-run")
        json = arguments.flag("json")
    }

    /// The client for a request: with the credentials of the environment or of `mbz login`
    /// when the request needs them (an `inc` such as `user-tags`), otherwise without.
    func client<Request: MusicBrainzRequest>(for request: Request) async throws -> MusicBrainzClient {
        guard request.requiresAuthentication else { return client }
        guard let resolved = try await CommandCredentials.resolve(options: options) else {
            throw CommandCredentials.missing("\(request.operationName) with \(request.authenticationReason)")
        }
        return try options.makeClient(credentials: resolved.credentials)
    }

    /// Sends one request and prints its result.
    func run<Request: MusicBrainzRequest>(
        _ request: Request, text: (Request.Response) -> [String]
    ) async throws -> Int32
    where Request.Response: Encodable {
        let client = try await client(for: request)
        if dryRun {
            print(try client.url(for: request).absoluteString)
            return 0
        }
        let response = try await client.send(request)
        if json {
            print(try JSONOutput.string(response))
        } else {
            for line in text(response) { print(line) }
        }
        return 0
    }

    /// Sends a paged request: one page, or with `all` every page with progress on stderr.
    func runPaged<Request: PagedRequest>(
        _ request: Request, all: Bool, noun: String, line: (Request.Response.PageItem) -> String,
        combine: ([Request.Response.PageItem], Int, Int) -> any Encodable
    ) async throws -> Int32 where Request.Response: Encodable {
        let client = try await client(for: request)
        if dryRun {
            print(try client.url(for: request).absoluteString)
            return 0
        }
        guard all else {
            let page = try await client.send(request)
            if json {
                print(try JSONOutput.string(page))
            } else {
                for element in page.items { print(line(element)) }
                let first = request.offset ?? 0
                Self.note(
                    "\(noun): \(page.items.isEmpty ? 0 : first + 1)–\(first + page.items.count) of \(page.totalCount)"
                )
            }
            return 0
        }
        var elements: [Request.Response.PageItem] = []
        var total = 0
        var fetched = 0
        let start = request.offset ?? 0
        for try await page in client.pages(of: request) {
            total = page.totalCount
            fetched += page.items.count
            if json {
                elements += page.items
            } else {
                for element in page.items { print(line(element)) }
            }
            Self.note("\(noun): \(start + fetched) of \(total)")
        }
        if start + fetched < total {
            // The paging stops at an empty page: say so rather than end as if complete.
            Self.note("\(noun): the server sent no more after \(start + fetched) of \(total)")
        }
        if json { print(try JSONOutput.string(combine(elements, total, start))) }
        return 0
    }

    /// A line on stderr.
    static func note(_ text: String) {
        FileHandle.standardError.write(Data("mbz: \(text)\n".utf8))
    }
}
