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

    /// Refuses a token that cannot go into a header: empty (or only spaces), or with a line
    /// break, NUL or another control character (a token read from a file with its trailing
    /// newline). URLSession would otherwise drop the header without a word and the request
    /// would go out unauthenticated. The token itself is never put in the message.
    func validate() throws(MusicBrainzError) {
        if bearerToken.allSatisfy({ $0 == " " || $0 == "\t" }) {
            throw MusicBrainzError(
                code: .invalidRequest, message: "The bearer token is empty; give the OAuth access token.")
        }
        if bearerToken.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The bearer token contains a line break or another control character (a trailing newline from a file?); it cannot be sent in a header."
            )
        }
    }
}
