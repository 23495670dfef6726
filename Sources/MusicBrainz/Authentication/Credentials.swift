import Foundation

/// Who the client is to MusicBrainz, for the requests that need it: `user-*` includes, the
/// user's own and private collections, tag and rating reads, and every submission (tags,
/// ratings, ISRCs, barcodes, collection edits).
///
/// One type, two schemes:
///
/// - **HTTP Digest** (``digest(username:password:)``): the legacy scheme most tools still use.
///   The client answers the service's `401` challenge (MD5, `qop=auth`) and then signs later
///   requests with the same nonce and the next nonce count; a `stale=true` challenge is
///   answered with its fresh nonce without asking anyone. Digest users have every scope.
/// - **OAuth 2 bearer tokens**: a fixed access token (``bearer(_:)``), or an ``OAuthSession``
///   (``oauth(_:)``) that refreshes its token before it expires. A token has only the scopes it
///   was granted (``OAuthScope``).
///
/// ```swift
/// var configuration = MusicBrainzClient.Configuration(userAgent: userAgent)
/// configuration.credentials = .digest(username: "editor", password: secret)
/// // or: .bearer(accessToken), or: .oauth(session)
/// ```
///
/// Credentials never appear in any output of the library: ``description`` is redacted, error
/// messages and ``MusicBrainzError/requestURL`` leave them out. A bearer token goes only to the
/// configured base URL's host, and only over HTTPS or to a loopback address (`127.0.0.1`,
/// `::1`, `localhost`); Digest never sends the secret itself, only a hash.
///
/// Source: sections 2.5 and 8.1–8.3 of the WS/2 reference.
public struct Credentials: Sendable, CustomStringConvertible, CustomReflectable {
    /// The authentication scheme of credentials.
    public enum Scheme: String, Sendable, Hashable, CustomStringConvertible {
        /// HTTP Digest (RFC 7616 with MD5 and `qop=auth`, as MusicBrainz speaks it).
        case digest
        /// An OAuth 2 bearer token (RFC 6750), fixed or from an ``OAuthSession``.
        case bearer

        /// `digest` or `bearer`.
        public var description: String { rawValue }
    }

    enum Value: Sendable {
        case digest(username: String, password: String)
        case bearer(String)
        case oauth(OAuthSession)
    }

    let value: Value

    /// HTTP Digest credentials.
    ///
    /// The client sends nothing secret until the service challenges a request (`401` with
    /// `WWW-Authenticate: Digest realm="musicbrainz.org", …`); it then answers with an MD5
    /// digest of the username, the realm, this secret, the nonce and the request.
    ///
    /// - Parameters:
    ///   - username: The MusicBrainz user name, in the exact case it had when the secret was
    ///     set (the service stores a hash that includes it; after a rename, set a new secret).
    ///   - password: The account's digest authentication token, made under "Digest access
    ///     authentication" at `https://musicbrainz.org/account/applications` (since 2026 new
    ///     accounts have Digest off until the user makes one), or an older account's password,
    ///     which keeps working until the service blanks it. A refused secret gets a `401` whose
    ///     error names these causes.
    /// - Returns: The credentials.
    public static func digest(username: String, password: String) -> Credentials {
        Credentials(value: .digest(username: username, password: password))
    }

    /// A fixed OAuth 2 access token.
    ///
    /// The token is sent as `Authorization: Bearer <token>` on every request. Tokens from
    /// musicbrainz.org live one hour; for a token that refreshes itself, use ``oauth(_:)``.
    /// A request with a token that is empty or holds anything but visible ASCII (a space, a
    /// line break, a control or non-ASCII character) fails with
    /// ``MusicBrainzError/Code/invalidRequest`` before anything is sent.
    ///
    /// - Parameter token: The access token.
    /// - Returns: The credentials.
    public static func bearer(_ token: String) -> Credentials { Credentials(value: .bearer(token)) }

    /// OAuth 2 credentials from a session that refreshes its access token.
    ///
    /// Before each request the client asks the session for its token; a token that expires
    /// within ``OAuthSession/refreshMargin`` (a minute by default) is refreshed first, once for
    /// all the requests that wait for it.
    ///
    /// - Parameter session: The session.
    /// - Returns: The credentials.
    public static func oauth(_ session: OAuthSession) -> Credentials { Credentials(value: .oauth(session)) }

    /// The scheme: ``Scheme/digest`` or ``Scheme/bearer`` (fixed tokens and sessions alike).
    public var scheme: Scheme {
        switch value {
        case .digest: .digest
        case .bearer, .oauth: .bearer
        }
    }

    /// `Digest <redacted>` or `Bearer <redacted>`: neither the user name, the secret nor the
    /// token is ever printed.
    public var description: String {
        switch scheme {
        case .digest: "Digest <redacted>"
        case .bearer: "Bearer <redacted>"
        }
    }

    /// A mirror with the scheme only, so that `dump` does not print the secret either.
    public var customMirror: Mirror { Mirror(self, children: ["scheme": scheme], displayStyle: .struct) }

    /// Refuses credentials that cannot go into a header before anything is sent: an empty
    /// token, user name or secret, a line break or another control character (a token read
    /// from a file with its trailing newline), and for Digest a user name with a comma or a
    /// double quote (the service splits the header on commas and deletes every quote, so such
    /// a name can never authenticate). The credentials themselves are never put in the message.
    func validate() throws(MusicBrainzError) {
        switch value {
        case .digest(let username, let password):
            if username.allSatisfy({ $0 == " " || $0 == "\t" }) {
                throw MusicBrainzError(
                    code: .invalidRequest, message: "The Digest user name is empty; give the MusicBrainz user name.")
            }
            if password.isEmpty {
                throw MusicBrainzError(
                    code: .invalidRequest, message: "The Digest secret is empty; give the password or digest token.")
            }
            if Self.hasControlCharacter(username) || Self.hasControlCharacter(password) {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message:
                        "The Digest user name or secret contains a line break or another control character; it cannot be sent."
                )
            }
            if username.contains(",") || username.contains("\"") {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message:
                        "The Digest user name contains a comma or a double quote, which MusicBrainz cannot authenticate; use OAuth."
                )
            }
        case .bearer(let token):
            try Self.validate(token: token)
        case .oauth:
            break
        }
    }

    /// Refuses a bearer token that is empty, or that holds a control character, a space or a
    /// character outside visible ASCII (RFC 6750 `b64token`s are visible ASCII).
    static func validate(token: String) throws(MusicBrainzError) {
        if token.allSatisfy({ $0 == " " || $0 == "\t" }) {
            throw MusicBrainzError(
                code: .invalidRequest, message: "The bearer token is empty; give the OAuth access token.")
        }
        if hasControlCharacter(token) {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The bearer token contains a line break or another control character (a trailing newline from a file?); it cannot be sent in a header."
            )
        }
        // RFC 6750 tokens are visible ASCII; a space, a Unicode line separator or any other
        // character would be changed or cut on its way into the header.
        if !token.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The bearer token contains a space or a character outside visible ASCII; an OAuth access token has neither."
            )
        }
    }

    private static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// The opaque identity of a user: SHA-256 in hex of the scheme and the Digest user name or
    /// the bearer token, so that a cache can keep users apart without holding either.
    static func identity(scheme: Scheme, secretPart: String) -> String {
        Hex.lowercase(SHA256.digest(Array("\(scheme.rawValue):\(secretPart)".utf8)))
    }
}
