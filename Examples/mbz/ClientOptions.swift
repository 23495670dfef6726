import ExampleSupport
import Foundation
import MusicBrainz
import MusicBrainzTesting

/// What the server, cache and recording options say: where requests go, in which format,
/// through which transport, which cache answers them, and whether exchanges are recorded into
/// a directory or replayed from one. Made once per run (``MBZContext/options()``).
final class ClientOptions: @unchecked Sendable {
    // @unchecked: `transport` is set once, on the run's task, before any request is sent.
    let baseURL: URL
    /// `--mirror`: the mirror reads go to first, or `nil`.
    let mirror: URL?
    let coverArtBaseURL: URL
    let format: ResponseFormat
    let transportName: String
    /// The cache directory, or `nil` with `--no-cache` (or a recording or replay without `--cache`).
    let cacheDirectory: URL?
    let cacheByteLimit: Int64
    let cacheMode: CacheMode
    let record: URL?
    let replay: URL?
    /// The response cache both clients share, or `nil`.
    let cache: ResponseCache?
    /// Reports what the clients do on standard error.
    let events: @Sendable (RequestEvent) -> Void
    private var transport: (any HTTPTransport)?

    /// The User-Agent of mbz.
    static let userAgent = UserAgent(
        application: "mbz", version: "0.1.0", contact: "https://github.com/swift-musicbrainz/swift-musicbrainz")

    init(_ ctx: MBZContext) throws {
        baseURL = try ExampleOptions.baseURL.url(ctx.invocation)
        mirror = ctx[Options.mirror]
        coverArtBaseURL = try ExampleOptions.coverArtBaseURL.url(ctx.invocation)
        format = ctx[Options.format] ?? .json
        transportName = ctx[Options.transport] ?? Options.transport.defaultValue ?? "urlsession"
        if ctx[Options.noCache], ctx[Options.refresh] || ctx[Options.offline] {
            throw UsageError(
                "\(ctx[Options.refresh] ? Options.refresh : Options.offline) needs the cache; drop \(Options.noCache)")
        }
        if ctx[Options.cache]?.isEmpty == true {
            throw UsageError("\(Options.cache) needs a directory, not an empty path")
        }
        record = ctx[Options.record].map { URL(fileURLWithPath: $0) }
        replay = ctx[Options.replay].map { URL(fileURLWithPath: $0) }
        // A recording or a replay sees every exchange: the default cache would answer some
        // requests before they reach it, so only an explicit cache directory goes with them.
        cacheDirectory =
            ctx[Options.noCache]
            ? nil
            : ctx[Options.cache].map { URL(fileURLWithPath: $0) }
                ?? (record != nil || replay != nil ? nil : Self.defaultCacheDirectory(ctx.io.environment))
        let byteLimit = Int64((ctx[Options.cacheLimit] ?? 256) * 1_048_576)
        let mode: CacheMode = ctx[Options.offline] ? .cacheOnly : ctx[Options.refresh] ? .refresh : .normal
        cacheByteLimit = byteLimit
        cacheMode = mode
        cache = try cacheDirectory.map {
            ResponseCache(
                store: try DiskResponseStore(directory: $0, byteLimit: byteLimit), configuration: .init(mode: mode))
        }
        events = Self.reporter(ctx.io)
    }

    /// Whether nothing may be sent: answers come from the cache alone or from a replay.
    var sendsNothing: Bool { cacheMode == .cacheOnly || replay != nil }

    /// `$MBZ_CACHE_DIR`, or `mbz` in the user's cache directory (`$XDG_CACHE_HOME` or
    /// `~/.cache` on Linux, `~/Library/Caches` on macOS).
    static func defaultCacheDirectory(_ environment: [String: String]) -> URL {
        if let path = environment["MBZ_CACHE_DIR"], !path.isEmpty { return URL(fileURLWithPath: path) }
        let caches =
            FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return caches.appendingPathComponent("mbz", isDirectory: true)
    }

    /// The notes mbz shows about what the clients do: every retry as it happens, a wait for the
    /// rate limit longer than a second, an answer from the cache past its freshness; with
    /// `--verbose` also every request's URL and status and every cache hit.
    static func reporter(_ io: CommandIO) -> @Sendable (RequestEvent) -> Void {
        { event in
            switch event.kind {
            case .retrying: io.note(event.description)
            case .waitingForRateLimit where event.wait ?? .zero > .seconds(1): io.note(event.description)
            case .servedFromCache where event.isFresh == false: io.note(event.description)
            case .servedFromCache, .attemptFinished, .tierAnswered, .tierSkipped: io.detail(event.description)
            default: break
            }
        }
    }

    /// The middlewares of both clients: the cache, when there is one.
    var middlewares: [any HTTPMiddleware] { cache.map { [$0] } ?? [] }

    /// The transport chosen with `--transport`, recording (`--record`) or replaced by a replay
    /// (`--replay`); the same one on every call, so that a recording numbers every exchange in order.
    func makeTransport() throws -> any HTTPTransport {
        if let transport { return transport }
        let made: any HTTPTransport
        if let replay {
            made = try ReplayTransport(directory: replay)
        } else if let record {
            made = try RecordingTransport(recordingInto: record, wrapping: try makeNetworkTransport())
        } else {
            made = try makeNetworkTransport()
        }
        transport = made
        return made
    }

    /// The transport that moves the bytes, without recording or replay: also the one that
    /// refreshes a stored OAuth token, so that no recording holds the refresh token or the
    /// client secret. Without `--transport`, the library's default (``DefaultTransport``):
    /// libcurl on Linux when mbz is built with the Curl trait, which survives a connection
    /// closed in the middle of the response headers where URLSession stops the process.
    func makeNetworkTransport() throws -> any HTTPTransport {
        guard transportName == "curl" else { return URLSessionTransport() }
        #if Curl
            return CurlTransport()
        #else
            throw UsageError("this mbz was built without libcurl; rebuild with: swift build --traits Curl")
        #endif
    }

    /// An OAuth client of an application over the network transport, so that no recording
    /// holds a token or the client secret.
    func makeOAuthClient(_ configuration: OAuthConfiguration) throws -> OAuthClient {
        OAuthClient(configuration: configuration, userAgent: Self.userAgent, transport: try makeNetworkTransport())
    }

    /// A MusicBrainz client, with credentials when given. With `--mirror`, reads go through the
    /// cache, then the mirror, then the server (read tiers); writes and signed-in requests go
    /// through the cache to the server.
    func makeClient(credentials: Credentials? = nil) throws -> MusicBrainzClient {
        var configuration = MusicBrainzClient.Configuration(
            baseURL: baseURL, userAgent: Self.userAgent, format: format, credentials: credentials)
        configuration.eventHandler = events
        guard let mirror else {
            return MusicBrainzClient(
                configuration: configuration, transport: try makeTransport(), middlewares: middlewares)
        }
        configuration.readTiers = (cache.map { [ReadTier.cache($0)] } ?? []) + [.mirror(mirror)]
        return MusicBrainzClient(configuration: configuration, transport: try makeTransport())
    }

    /// The Cover Art Archive's configuration.
    var coverArtConfiguration: CoverArtArchiveClient.Configuration {
        var configuration = CoverArtArchiveClient.Configuration(baseURL: coverArtBaseURL, userAgent: Self.userAgent)
        configuration.eventHandler = events
        return configuration
    }

    /// A Cover Art Archive client over the same transport and cache.
    func makeCoverArtClient() throws -> CoverArtArchiveClient {
        CoverArtArchiveClient(
            configuration: coverArtConfiguration, transport: try makeTransport(), middlewares: middlewares)
    }
}
