import Foundation

/// Something a client's request pipeline did that an app may want to show: an attempt sent or
/// answered, a retry and its wait, a wait for the rate limit, an answer served from a cache.
///
/// Give a client an ``MusicBrainzClient/Configuration/eventHandler`` (or
/// ``CoverArtArchiveClient/Configuration/eventHandler``) and it calls the handler as things
/// happen, from the task that sends the request, before any wait begins:
///
/// ```swift
/// var configuration = MusicBrainzClient.Configuration(userAgent: agent)
/// configuration.eventHandler = { event in
///     switch event.kind {
///     case .retrying, .waitingForRateLimit: print(event)   // "503 from musicbrainz.org, retrying in 2 s (attempt 2 of 5)"
///     default: break
///     }
/// }
/// ```
///
/// To read events as an `AsyncSequence` (a SwiftUI view's status line), feed a stream:
///
/// ```swift
/// let (events, continuation) = AsyncStream.makeStream(of: RequestEvent.self, bufferingPolicy: .bufferingNewest(100))
/// configuration.eventHandler = { continuation.yield($0) }
/// ```
///
/// The kinds, in the order one request meets them:
///
/// | kind | when | filled in |
/// | --- | --- | --- |
/// | ``Kind/servedFromCache`` | a middleware (``ResponseCache``) answered without sending | ``age``, ``isFresh``, ``source`` |
/// | ``Kind/waitingForRateLimit`` | the attempt waits more than a moment in the host's queue | ``wait`` (expected) |
/// | ``Kind/attemptStarted`` | the rate limiter let the attempt go; the transport gets it next | — |
/// | ``Kind/attemptFinished`` | the transport answered (any status) or failed | ``status`` or ``error`` (also an error for a status outside 200...299) |
/// | ``Kind/retrying`` | the retry policy repeats the request | ``error``, ``status``, ``wait``; ``attempt`` is the next attempt |
/// | ``Kind/tierSkipped`` | a read tier lacks the answer, fails or is too old (``ReadTier``) | ``source``, and ``status``, ``error`` or ``age`` |
/// | ``Kind/tierAnswered`` | a read tier (or at last the server) answered a read | ``source``, ``status``, ``age`` when known |
///
/// A request that succeeds at once gives `attemptStarted` and `attemptFinished`; a request a
/// fresh cache entry answers gives only `servedFromCache`. A rate-limit wait that a `retrying`
/// event already announced (the retry waits in the paused queue) is not announced again.
///
/// New kinds may be added in a minor release: a `switch` over ``kind`` needs a `default`.
///
/// Implementation notes for handlers: the handler runs synchronously in the pipeline, so it
/// must return quickly (hand the event on; do not wait in it); it may be called from many tasks
/// at once. It never delays or cancels a request: waits stay cancellable whatever the handler
/// does. Events carry the request's URL as the error messages do (without user name, password
/// or `access_token`), never its header fields, so a handler cannot leak credentials.
public struct RequestEvent: Sendable, CustomStringConvertible {
    /// What happened. A struct over a private enumeration, so that kinds can be added without
    /// breaking a `switch` that has a `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String, Hashable, Sendable {
            case attemptStarted
            case attemptFinished
            case retrying
            case waitingForRateLimit
            case servedFromCache
            case tierAnswered
            case tierSkipped
        }

        private let value: Value

        private init(_ value: Value) { self.value = value }

        /// An attempt is about to go to the transport (its rate-limit turn has come).
        public static let attemptStarted = Kind(.attemptStarted)
        /// An attempt came back: ``RequestEvent/status`` holds the HTTP status, or
        /// ``RequestEvent/error`` the transport's failure.
        public static let attemptFinished = Kind(.attemptFinished)
        /// The attempt failed and the request will be repeated after ``RequestEvent/wait``;
        /// ``RequestEvent/attempt`` is the number of the coming attempt.
        public static let retrying = Kind(.retrying)
        /// The attempt waits in the host's rate-limit queue for about ``RequestEvent/wait``
        /// (the expected time; a pause the server asks for meanwhile makes it longer).
        public static let waitingForRateLimit = Kind(.waitingForRateLimit)
        /// A middleware answered without sending: ``RequestEvent/source`` says which (`cache`
        /// for ``ResponseCache``), ``RequestEvent/age`` how old the answer is.
        public static let servedFromCache = Kind(.servedFromCache)
        /// A read tier answered the read (``MusicBrainzClient/Configuration/readTiers``):
        /// ``RequestEvent/source`` names it (`cache`, `local dump`, `mirror 10.0.0.5:5000`, or
        /// `server musicbrainz.org` for the last), ``RequestEvent/status`` is its status and
        /// ``RequestEvent/age`` the answer's age when known. Only a client with read tiers
        /// reports it.
        public static let tierAnswered = Kind(.tierAnswered)
        /// A read tier passed the read on to the next: ``RequestEvent/source`` names it, and
        /// ``RequestEvent/status`` (`404`, `503`), ``RequestEvent/error`` (a connection refused)
        /// or ``RequestEvent/age`` (older than allowed) says why.
        public static let tierSkipped = Kind(.tierSkipped)

        /// The kind's name, such as `retrying`.
        public var description: String { value.rawValue }
    }

    /// What happened.
    public var kind: Kind
    /// The operation, such as `lookup-release` (``MiddlewareContext/operation``).
    public var operation: String
    /// The request's method.
    public var method: HTTPRequest.Method
    /// The request's URL, without user name, password or `access_token`.
    public var url: URL
    /// The attempt the event is about, from 1: for ``Kind/retrying`` the coming one.
    public var attempt: Int
    /// The most attempts the retry policy allows (``RetryPolicy/maxAttempts``); 1 for an event
    /// outside the retry loop.
    public var maximumAttempts: Int
    /// The HTTP status of the answer, when one arrived (``Kind/attemptFinished``,
    /// ``Kind/retrying``, ``Kind/servedFromCache``).
    public var status: Int?
    /// The failure: of the attempt a ``Kind/retrying`` event repeats, or of an attempt that
    /// finished with a transport failure or a status outside 200...299.
    public var error: MusicBrainzError?
    /// How long the pipeline waits: before the retry, or (expected) in the rate-limit queue.
    public var wait: Duration?
    /// How old a cached answer is (from when it was stored), for ``Kind/servedFromCache``.
    public var age: Duration?
    /// Whether a cached answer was still fresh (within its time to live), for
    /// ``Kind/servedFromCache``; `false` when it was served anyway (``CacheMode/cacheOnly``).
    public var isFresh: Bool?
    /// Who answered a ``Kind/servedFromCache`` event: `cache` for ``ResponseCache``; another
    /// middleware names itself.
    public var source: String?

    /// Creates an event about a request (a middleware that answers on its own reports one with
    /// ``MiddlewareContext/report(_:)``).
    /// - Parameters:
    ///   - kind: What happened.
    ///   - request: The request (its method and URL are kept, its header fields are not).
    ///   - operation: The operation name (``MiddlewareContext/operation``).
    ///   - attempt: The attempt, from 1; default 1.
    ///   - maximumAttempts: The most attempts; default 1.
    public init(kind: Kind, request: HTTPRequest, operation: String, attempt: Int = 1, maximumAttempts: Int = 1) {
        self.kind = kind
        self.operation = operation
        self.method = request.method
        self.url = MusicBrainzError.redacted(request.url)
        self.attempt = attempt
        self.maximumAttempts = maximumAttempts
    }

    /// One line for a person, such as `503 from musicbrainz.org, retrying in 2 s (attempt 2 of 5)`,
    /// `waiting 3 s for the rate limit of musicbrainz.org`, `GET https://… → 200` or
    /// `served from the cache (stored 2 h ago)`.
    public var description: String {
        let host = url.host ?? url.absoluteString
        switch kind {
        case .retrying:
            let cause = status.map { "\($0) from \(host)" } ?? "\(error?.code.description ?? "failure") from \(host)"
            let wait = self.wait.map { " in \(Self.text(for: $0))" } ?? ""
            return "\(cause), retrying\(wait) (attempt \(attempt) of \(maximumAttempts))"
        case .waitingForRateLimit:
            return "waiting \(Self.text(for: wait ?? .zero)) for the rate limit of \(host)"
        case .attemptStarted:
            return "\(method) \(url.absoluteString)"
        case .attemptFinished:
            let outcome = status.map(String.init) ?? error.map { "\($0.code)" } ?? "done"
            return "\(method) \(url.absoluteString) → \(outcome)"
        case .tierAnswered:
            var text = "answered by the \(source ?? "tier")"
            if let status { text += " (\(status))" }
            if let age { text += ", \(Self.text(for: age)) old" }
            return text
        case .tierSkipped:
            let tier = source ?? "tier"
            if let error { return "the \(tier) failed (\(error.code)); trying the next tier" }
            if let age {
                return "the \(tier)'s answer is \(Self.text(for: age)) old, older than allowed; trying the next tier"
            }
            return "the \(tier) has no answer (\(status.map(String.init) ?? "none")); trying the next tier"
        case .servedFromCache:
            var text = "served from the \(source ?? "cache")"
            if let age {
                text += " (stored \(Self.text(for: age)) ago\(isFresh == false ? ", past its freshness" : ""))"
            }
            return text
        default:
            return "\(kind) \(method) \(url.absoluteString)"
        }
    }

    /// A duration as people say it: `0.4 s`, `2 s`, `3 min 20 s`, `2 h 5 min`, `3 days`.
    static func text(for duration: Duration) -> String {
        let seconds = max(0, Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
        if seconds < 10, seconds != seconds.rounded() {
            return String(format: "%.1f s", seconds)
        }
        let whole = Int(seconds.rounded())
        switch whole {
        case ..<60: return "\(whole) s"
        case ..<3600: return "\(whole / 60) min" + (whole % 60 == 0 ? "" : " \(whole % 60) s")
        case ..<86_400: return "\(whole / 3600) h" + ((whole % 3600) / 60 == 0 ? "" : " \((whole % 3600) / 60) min")
        default: return "\(whole / 86_400) day\(whole / 86_400 == 1 ? "" : "s")"
        }
    }
}
