/// Credentials for the requests that need them: `user-*` includes, private collections, tag
/// and rating reads and submissions.
///
/// MusicBrainz prefers OAuth 2 bearer tokens (scopes `tag`, `rating`, `collection`,
/// `submit_isrc`, `submit_barcode`, …). Tokens are sent only over the configured base URL and
/// never appear in error messages.
public struct Authorization: Sendable, Hashable, CustomStringConvertible {
    /// The OAuth 2 access token.
    public var bearerToken: String

    /// Creates OAuth 2 bearer credentials.
    /// - Parameter token: The access token (valid for one hour at musicbrainz.org).
    /// - Returns: The credentials.
    public static func bearer(_ token: String) -> Authorization { Authorization(bearerToken: token) }

    /// The `Authorization` header value, `Bearer <token>`.
    var headerValue: String { "Bearer \(bearerToken)" }

    /// `Bearer <redacted>`; the token itself is never printed.
    public var description: String { "Bearer <redacted>" }
}
