extension MusicBrainzError {
    /// The kind of a ``MusicBrainzError``.
    ///
    /// A struct over a private enumeration, so that codes can be added in a minor release without
    /// breaking exhaustive `switch` statements: compare codes with `==` (or use them in `case`
    /// patterns of a `switch` with a `default`).
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String, Hashable, Sendable {
            case invalidRequest
            case notFound
            case badRequest
            case unauthorized
            case signInRequired
            case forbidden
            case rateLimited
            case serverError
            case unexpectedStatus
            case unexpectedContentType
            case decodingFailed
            case transportFailed
            case timedOut
            case outcomeUnknown
            case cancelled
            case pagingStalled
            case notCached
            case fileAccessFailed
            case toolUnavailable
            case toolFailed
            case archiveMemberMissing
            case indexStale
            case indexCorrupt
        }

        private let value: Value

        private init(_ value: Value) { self.value = value }

        /// The request was refused before anything was sent: an invalid identifier, a `limit`
        /// outside 1...100, an empty search query, an include that needs another include or
        /// authentication, and so on. No network I/O happened. Also a value a local operation
        /// cannot take, such as a track selection a release does not have or a play-queue index
        /// out of range.
        public static let invalidRequest = Code(.invalidRequest)
        /// HTTP 404: the entity, disc ID, ISRC, ISWC or URL does not exist (or the path is unknown).
        public static let notFound = Code(.notFound)
        /// HTTP 400 (and 405, 406, 414, 415): the server refused the request; ``MusicBrainzError/serverMessage``
        /// says why (for example "Invalid mbid." or "coffee is not a valid inc parameter…").
        public static let badRequest = Code(.badRequest)
        /// HTTP 401: authentication is required, or the credentials were refused.
        public static let unauthorized = Code(.unauthorized)
        /// The sign-in can no longer be used and the user must sign in again: the OAuth token
        /// endpoint refused the refresh token (`invalid_grant`, or `invalid_request` for a refresh
        /// token already revoked: metabrainz.org then revokes all of the user's tokens for the
        /// client), the session has no refresh token for an access token that expired or was
        /// refused, or the service refused a freshly refreshed access token (HTTP 401). The
        /// ``OAuthSession`` has forgotten the token and removed it from its store, so it is not
        /// sent again; ``MusicBrainzError/serverMessage`` carries the server's text.
        public static let signInRequired = Code(.signInRequired)
        /// HTTP 403: the server refused the client, typically because the User-Agent is missing
        /// or generic.
        public static let forbidden = Code(.forbidden)
        /// HTTP 503 or 429 from rate limiting, after the retry policy gave up.
        /// ``MusicBrainzError/rateLimitKind`` says whether this client was throttled or the whole
        /// service was shedding load; ``MusicBrainzError/retryAfter`` carries the server's
        /// `Retry-After`.
        public static let rateLimited = Code(.rateLimited)
        /// HTTP 500, 502, 504 or another 5xx, or a 503 whose message says the database is
        /// read-only ("The database is currently in readonly mode…") or the search server is down
        /// ("Could not retrieve sub-document page from search server…"), after the retry policy
        /// gave up.
        public static let serverError = Code(.serverError)
        /// Any other HTTP status this library does not expect (for example an unfollowed 3xx).
        public static let unexpectedStatus = Code(.unexpectedStatus)
        /// The body is not a MusicBrainz document in any format: an HTML error page, plain text,
        /// or a content type that is neither XML nor JSON.
        public static let unexpectedContentType = Code(.unexpectedContentType)
        /// The body is a document of the expected format but could not be turned into the model:
        /// malformed or truncated XML or JSON, a missing required value (an entity's `id`), or a
        /// value of the wrong shape. ``MusicBrainzError/decodingPath`` names the element or key.
        public static let decodingFailed = Code(.decodingFailed)
        /// The transport could not complete the exchange: connection refused or reset, DNS
        /// failure, TLS failure, a body cut short.
        public static let transportFailed = Code(.transportFailed)
        /// The server did not answer, or stopped sending, within the per-attempt timeout
        /// (``MusicBrainzClient/Configuration/timeout``), and the retry policy gave up. (When the
        /// retry ``RetryPolicy/deadline`` stops the retries, the last failure is reported as it is.)
        public static let timedOut = Code(.timedOut)
        /// A write (`POST`, `PUT` or `DELETE`) failed after it was sent: the connection was reset
        /// or cut short, or the server did not answer within the timeout, so the server may or
        /// may not have applied it. It is not repeated (that could apply it twice): look at what
        /// the server holds (for example with a lookup) before sending it again.
        /// ``MusicBrainzError/underlyingError`` is the transport's failure
        /// (``transportFailed`` or ``timedOut``). A write refused before it was stored (a `429`
        /// or `503`) is retried instead, and one whose connection could not be made fails with
        /// ``transportFailed``.
        public static let outcomeUnknown = Code(.outcomeUnknown)
        /// The task was cancelled while waiting for the rate limiter, a retry, or the transport.
        public static let cancelled = Code(.cancelled)
        /// Paging stopped because two pages in a row brought only items already returned: the
        /// server ignored `offset` (repeating a page, or cycling through a few), so the next
        /// requests would return them again forever. The pages already returned stand; nothing
        /// after them could be fetched.
        public static let pagingStalled = Code(.pagingStalled)
        /// The request was to be answered from a ``ResponseCache`` alone
        /// (``CacheMode/cacheOnly``, offline) and the cache holds no answer for it. Nothing was
        /// sent.
        public static let notCached = Code(.notCached)
        /// A local file (a data dump, its MBID index, an archive) could not be opened, read,
        /// written or inspected: it does not exist, is not readable, or the disk failed. The
        /// message names the file and the system's reason.
        public static let fileAccessFailed = Code(.fileAccessFailed)
        /// An external program the library runs is not available: `xz` or `tar` is not installed
        /// (not on `PATH`), or the platform cannot start programs at all (iOS, tvOS, watchOS,
        /// visionOS). The message names the program and how to install it.
        public static let toolUnavailable = Code(.toolUnavailable)
        /// An external program (`xz`, `tar`) ran but failed: a corrupt or truncated archive, a
        /// file that is not an xz archive. The message names the program, its exit status and the
        /// end of what it wrote to standard error.
        public static let toolFailed = Code(.toolFailed)
        /// A data dump archive does not hold the member asked for, such as `mbdump/release` in
        /// `artist.tar.xz`.
        public static let archiveMemberMissing = Code(.archiveMemberMissing)
        /// An MBID index no longer matches its data dump file: the dump's size or modification
        /// time differs from what the index recorded. Build the index again.
        public static let indexStale = Code(.indexStale)
        /// An MBID index is damaged: a wrong magic number, version or length, entries out of
        /// order, or an offset that does not lead to the line of its MBID. Build the index again.
        public static let indexCorrupt = Code(.indexCorrupt)

        /// The code's name, such as `notFound`.
        public var description: String { value.rawValue }
    }
}
