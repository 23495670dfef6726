import Foundation

/// What a middleware knows about the request it handles.
public struct MiddlewareContext: Sendable, Hashable {
    /// The operation, such as `lookup-release` or `search-recording`.
    public var operation: String

    /// Who the request is sent as: an opaque identity of the client's credentials, `nil` when
    /// the request is anonymous.
    ///
    /// It is the SHA-256, in 64 lower-case hex digits, of the scheme and the Digest user name
    /// or the bearer token (the token the request is sent with, so it changes when an
    /// ``OAuthSession`` refreshes it). Equal credentials give equal identities, and neither the
    /// user name nor the token can be read back from it; a cache keeps the answers of different
    /// users apart with it (a private collection, `inc=user-tags`).
    public var credentialIdentity: String?

    /// How a ``ResponseCache`` treats this request, when the caller asked for something other
    /// than the cache's own settings (``MusicBrainzClient/withCacheDirective(_:)``); `nil` for
    /// the cache's settings.
    public var cacheDirective: CacheDirective?

    /// For a download (``CoverArtArchiveClient/downloadImage(at:to:)``): the file the 2xx body
    /// is written to, which `next` fills and a middleware answering on its own must fill;
    /// `nil` for a request whose body comes back in memory.
    public var downloadDestination: URL?

    /// Where ``report(_:)`` sends events: the client's event handler. Not part of equality.
    var events = EventSink(handler: nil)

    /// Creates a context.
    /// - Parameters:
    ///   - operation: The operation name.
    ///   - credentialIdentity: The opaque identity of the credentials, or `nil` for an
    ///     anonymous request; default `nil`.
    public init(operation: String, credentialIdentity: String? = nil) {
        self.operation = operation
        self.credentialIdentity = credentialIdentity
    }

    /// Tells the client's event handler (``MusicBrainzClient/Configuration/eventHandler``)
    /// about something this middleware did, such as answering from a store without sending
    /// (``RequestEvent/Kind/servedFromCache``); nothing happens when the client has no handler.
    /// - Parameter event: The event.
    public func report(_ event: RequestEvent) {
        events.handler?(event)
    }
}

/// The event handler a context carries, equal to every other so that it does not split the
/// keys of identical requests (``InFlightRequests``).
struct EventSink: Sendable, Hashable {
    let handler: (@Sendable (RequestEvent) -> Void)?

    static func == (lhs: EventSink, rhs: EventSink) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
