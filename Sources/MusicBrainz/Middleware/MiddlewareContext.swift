import Foundation

/// What a middleware knows about the request it handles.
public struct MiddlewareContext: Sendable, Hashable {
    /// The operation, such as `lookup-release` or `search-recording`.
    public var operation: String

    /// Who is asking: an opaque lower-case hex digest of the client's credential (the SHA-256
    /// of the bearer token), `nil` when the request goes out anonymously.
    ///
    /// Never the credential itself; two requests with the same credential have the same
    /// identity. A ``ResponseCache`` keeps the answers to authenticated requests under this
    /// identity only.
    public var credentialIdentity: String?

    /// How a ``ResponseCache`` treats this request, when the caller asked for something other
    /// than the cache's own settings (``MusicBrainzClient/withCacheDirective(_:)``); `nil` for
    /// the cache's settings.
    public var cacheDirective: CacheDirective?

    /// For a download (``CoverArtArchiveClient/downloadImage(at:to:)``): the file the 2xx body
    /// is written to, which `next` fills and a middleware answering on its own must fill;
    /// `nil` for a request whose body comes back in memory.
    public var downloadDestination: URL?

    /// Creates a context.
    /// - Parameter operation: The operation name.
    public init(operation: String) { self.operation = operation }
}
