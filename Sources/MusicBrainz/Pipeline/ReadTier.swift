import Foundation

/// A place a client's reads go before its server: the response cache, a local data dump index,
/// a mirror. ``MusicBrainzClient/Configuration/readTiers`` lists them in order; the server of
/// ``MusicBrainzClient/Configuration/baseURL`` (the public one, or one of your own) is always
/// the last.
///
/// ```swift
/// var configuration = MusicBrainzClient.Configuration(userAgent: agent)
/// configuration.readTiers = [
///     .cache(ResponseCache(store: try DiskResponseStore(directory: cachesFolder))),
///     // .localDump(try LocalDumpMiddleware(directory: dumps)),  with MusicBrainzDumps
///     .mirror(URL(string: "http://mirror.local:5000/ws/2")!),
/// ]
/// configuration.maximumAge = .seconds(7 * 86_400)     // nothing older than a week
/// let client = MusicBrainzClient(configuration: configuration)
/// ```
///
/// A read (a `GET` or `HEAD` without credentials) tries each tier in order and falls through to
/// the next when the tier
/// - does not have the answer: a cache or dump miss, a `404` from a mirror;
/// - fails: a connection refused or lost, a timeout, a `429` or `5xx` after the mirror's own
///   retries;
/// - answers with something older than ``MusicBrainzClient/Configuration/maximumAge``: by the
///   answer's `Age` header (seconds) or its `Last-Modified` date (a dump's `TIMESTAMP`), or a
///   mirror's ``mirror(_:rateLimit:retryPolicy:lag:)`` `lag`.
///
/// Any other answer of a tier (a `400` for a bad request) is the answer. The cache tier keeps
/// what a later tier answered, as it does as a middleware. Each tier has its own rate limit:
/// the server's is the configuration's ``MusicBrainzClient/Configuration/rateLimit``, a
/// mirror's its own (by default its host's shared queue, with no interval for a host other
/// than musicbrainz.org), and a cache or dump answers at once.
///
/// Writes (`POST`, `PUT`, `DELETE`) and requests with credentials (HTTP Digest, OAuth bearer
/// tokens: a user's tags, collections, ratings) never go to a mirror: they pass through the
/// cache and dump tiers (which leave them alone, or drop what a write changed) to the server.
/// OAuth's own requests (``OAuthClient``) never enter a client's tiers.
///
/// Which tier answered each read goes to the client's event handler as a
/// ``RequestEvent/Kind/tierAnswered`` event (`source` is the tier's ``name``), and each fall
/// through as ``RequestEvent/Kind/tierSkipped`` with its reason; `mbz --verbose` prints them.
public struct ReadTier: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        /// A middleware that answers some reads and passes the others on (a cache, a dump index).
        case store(any HTTPMiddleware)
        /// A WS/2 server of its own.
        case mirror(Mirror)
    }

    /// A mirror's settings.
    struct Mirror: Sendable {
        var baseURL: URL
        var rateLimit: MusicBrainzClient.Configuration.RateLimit
        var retryPolicy: RetryPolicy
        var lag: (@Sendable () async -> Duration?)?
    }

    let kind: Kind

    /// The tier's name in events and messages: `cache`, `local dump`, `mirror 10.0.0.5:5000`.
    public let name: String

    /// The tier's name.
    public var description: String { name }

    /// The response cache as a tier: it answers what it keeps (fresh, and not older than the
    /// configuration's ``MusicBrainzClient/Configuration/maximumAge``), and keeps what the tiers
    /// after it answer. Put it here instead of among the client's middlewares.
    ///
    /// - Parameter cache: The cache.
    /// - Returns: The tier, named `cache`.
    public static func cache(_ cache: ResponseCache) -> ReadTier { ReadTier(kind: .store(cache), name: "cache") }

    /// Any middleware that answers some reads itself and passes the others to `next`, as a
    /// tier: such as a data dump index (`LocalDumpMiddleware` of `MusicBrainzDumps`, whose
    /// `ReadTier.localDump(_:)` names it `local dump`).
    ///
    /// - Parameters:
    ///   - middleware: The middleware.
    ///   - name: The tier's name in events, such as `local dump`.
    /// - Returns: The tier.
    public static func store(_ middleware: any HTTPMiddleware, name: String) -> ReadTier {
        ReadTier(kind: .store(middleware), name: name)
    }

    /// A mirror of the web service, such as the official musicbrainz-docker setup on your own
    /// network: reads without credentials go there first, and on to the next tier when it
    /// lacks an entity, fails, or lags more than the configuration's
    /// ``MusicBrainzClient/Configuration/maximumAge``.
    ///
    /// - Parameters:
    ///   - baseURL: The mirror's WS/2 root, such as `http://10.0.0.5:5000/ws/2` (http or https,
    ///     with a host, without a query).
    ///   - rateLimit: How the mirror's requests are paced; default
    ///     ``MusicBrainzClient/Configuration/RateLimit/automatic``: the host's shared queue,
    ///     with no interval for a host other than musicbrainz.org (only a `Retry-After` it
    ///     sends pauses it).
    ///   - retryPolicy: When a failed mirror request is repeated before falling through;
    ///     default ``RetryPolicy/mirror`` (two attempts, a short wait).
    ///   - lag: How far behind the public database the mirror is, as you know it (its
    ///     replication status), or `nil`; called for each read, so keep it quick (cache its
    ///     answer). Default none: the age comes from the answer's `Age` or `Last-Modified`
    ///     header, when it has one.
    /// - Returns: The tier, named `mirror` and the mirror's host and port.
    public static func mirror(
        _ baseURL: URL, rateLimit: MusicBrainzClient.Configuration.RateLimit = .automatic,
        retryPolicy: RetryPolicy = .mirror, lag: (@Sendable () async -> Duration?)? = nil
    ) -> ReadTier {
        let host = baseURL.host ?? baseURL.absoluteString
        let name = "mirror " + host + (baseURL.port.map { ":\($0)" } ?? "")
        return ReadTier(
            kind: .mirror(Mirror(baseURL: baseURL, rateLimit: rateLimit, retryPolicy: retryPolicy, lag: lag)),
            name: name)
    }
}

extension RetryPolicy {
    /// A mirror's policy: two attempts, 250 ms apart, within five seconds, so that a mirror
    /// that is down costs little before the next tier answers.
    public static let mirror = RetryPolicy(
        maxAttempts: 2, baseDelay: .milliseconds(250), maximumDelay: .seconds(1), minimumDelay: .milliseconds(250),
        deadline: .seconds(5), maximumWait: .seconds(5))
}
