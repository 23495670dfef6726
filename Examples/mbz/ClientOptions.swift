import Foundation
import MusicBrainz

#if Curl
    import MusicBrainzCurl
#endif

/// The options every subcommand shares: where to send requests, in which format, through which
/// transport.
struct ClientOptions {
    static let valueOptions: Set<String> = ["base-url", "format", "transport"]
    static let usage = """
          --base-url URL        WS/2 root (default $MUSICBRAINZ_BASE_URL or https://musicbrainz.org/ws/2)
          --format json|xml     response format to ask for (default json)
          --transport NAME      urlsession (default) or curl (when built with --traits Curl)
        """

    var baseURL: URL
    var format: ResponseFormat
    var transportName: String
    /// The cache and recording options.
    var cacheOptions: CacheOptions
    /// The response cache both clients share, or `nil` with `--no-cache`.
    let cache: ResponseCache?
    /// The transport, made once so that a recording numbers every exchange in order.
    private let transportBox = TransportBox()

    init(_ arguments: CommandLineArguments) throws {
        let environment = ProcessInfo.processInfo.environment
        // Name the source of a bad value: the option, or the environment variable.
        let (base, source) =
            arguments.value("base-url").map { ($0, "--base-url") }
            ?? environment["MUSICBRAINZ_BASE_URL"].map { ($0, "MUSICBRAINZ_BASE_URL") }
            ?? ("https://musicbrainz.org/ws/2", "the default base URL")
        guard let url = URL(string: base), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil, url.user == nil,
            url.password == nil
        else {
            throw UsageError(
                "\(source) must be an http(s) URL without a query or a user name and password, such as http://localhost:5000/ws/2, not \"\(shortened(redactingUserInfo(base)))\""
            )
        }
        baseURL = url
        let formatName = arguments.value("format") ?? "json"
        guard let format = ResponseFormat(rawValue: formatName) else {
            throw UsageError("--format must be json or xml, not \"\(formatName)\"")
        }
        self.format = format
        transportName = arguments.value("transport") ?? "urlsession"
        guard ["urlsession", "curl"].contains(transportName) else {
            throw UsageError("--transport must be urlsession or curl, not \"\(transportName)\"")
        }
        cacheOptions = try CacheOptions(arguments)
        cache = try cacheOptions.makeCache()
    }

    /// The middlewares of both clients: the cache, when there is one.
    var middlewares: [any HTTPMiddleware] { cache.map { [$0] } ?? [] }

    /// The User-Agent of this example program.
    static let userAgent = UserAgent(
        application: "mbz", version: "0.1.0", contact: "https://github.com/swift-musicbrainz/swift-musicbrainz")

    /// The transport chosen with `--transport`, recording (`--record`) or replaced by a replay
    /// (`--replay`); the same one on every call.
    func makeTransport() throws -> any HTTPTransport {
        if let transport = transportBox.transport { return transport }
        let transport = try cacheOptions.wrap(try makeNetworkTransport())
        transportBox.transport = transport
        return transport
    }

    /// The transport that moves the bytes, without recording or replay: also the one that
    /// refreshes a stored OAuth token, so that no recording holds the refresh token or the
    /// client secret.
    func makeNetworkTransport() throws -> any HTTPTransport {
        switch transportName {
        case "curl":
            #if Curl
                return CurlTransport()
            #else
                throw UsageError("this mbz was built without libcurl; rebuild with: swift build --traits Curl")
            #endif
        default:
            return URLSessionTransport()
        }
    }

    /// A client for these options, with credentials when given.
    func makeClient(credentials: Credentials? = nil) throws -> MusicBrainzClient {
        MusicBrainzClient(
            configuration: .init(baseURL: baseURL, userAgent: Self.userAgent, format: format, credentials: credentials),
            transport: try makeTransport(), middlewares: middlewares
        )
    }
}

/// Holds the transport once it is made (the command-line program is single-threaded here).
private final class TransportBox {
    var transport: (any HTTPTransport)?
}
