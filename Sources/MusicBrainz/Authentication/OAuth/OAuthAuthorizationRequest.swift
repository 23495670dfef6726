import Foundation

/// The first step of OAuth 2's authorization code flow with PKCE (RFC 7636), the flow a
/// native app uses: the URL to open in a browser, and what the app keeps to finish the flow.
///
/// ```swift
/// let authorization = try OAuthAuthorizationRequest(
///     configuration: oauth, scopes: [.tag, .rating, .collection])
/// // Open authorization.url (ASWebAuthenticationSession, the system browser, or print it);
/// // the site redirects to the redirect URI with ?code=…&state=… (or shows the code).
/// let code = try authorization.code(fromRedirect: callbackURL)
/// let token = try await oauthClient.exchange(code: code, for: authorization)
/// ```
///
/// The URL carries `response_type=code`, `client_id`, `redirect_uri`, `scope` (space
/// separated, in the provider's names: `musicbrainz:tag` on metabrainz.org), `state` (random,
/// checked when the redirect comes back), `access_type=offline` (a refresh token too) where the
/// provider takes it (``OAuthProvider/asksForOfflineAccess``; metabrainz.org always issues one),
/// a random `nonce` when ``OAuthScope/openID`` is asked for, and the PKCE `code_challenge` with
/// `code_challenge_method=S256` (sent explicitly: musicbrainz.org treats a challenge without a
/// method as `plain`). The code verifier stays in this value and goes to the token endpoint
/// only.
///
/// Source: sections 8.3 and 8.10.5 of the WS/2 reference (`/oauth2/authorize`).
public struct OAuthAuthorizationRequest: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
    /// The URL to open in a browser.
    public let url: URL
    /// The random `state` sent with the URL; the redirect must bring it back.
    public let state: String
    /// The PKCE code verifier: 43 to 128 characters of `A–Z a–z 0–9 - . _ ~`, sent with the
    /// code to the token endpoint.
    public let codeVerifier: String
    /// The redirect URI the URL names (the code exchange must name it again).
    public let redirectURI: String
    /// The scopes asked for.
    public let scopes: [OAuthScope]

    /// Builds the authorization URL.
    ///
    /// - Parameters:
    ///   - configuration: The application.
    ///   - scopes: The scopes to ask for (at least one).
    ///   - offlineAccess: Whether to ask for a refresh token as well (`access_type=offline`);
    ///     default `true`. Only for providers that take the parameter
    ///     (``OAuthProvider/asksForOfflineAccess``).
    ///   - forcePrompt: Whether the site asks the user again even when they approved the
    ///     application before (`approval_prompt=force`); default `false`.
    ///   - state: The `state` value; default 16 random bytes in base64url.
    ///   - codeVerifier: The PKCE code verifier; default 32 random bytes in base64url (43
    ///     characters).
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for no
    ///   scopes, an empty client ID, a site URL that is not https (or loopback), a redirect URI
    ///   the provider refuses (the out-of-band URI or a custom scheme with metabrainz.org), or a
    ///   code verifier outside RFC 7636's length and alphabet.
    public init(
        configuration: OAuthConfiguration, scopes: [OAuthScope], offlineAccess: Bool = true,
        forcePrompt: Bool = false, state: String? = nil, codeVerifier: String? = nil
    ) throws(MusicBrainzError) {
        guard !scopes.isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "An OAuth authorization needs at least one scope.")
        }
        guard !configuration.clientID.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "The OAuth client ID is empty.")
        }
        let provider = configuration.provider
        try provider.validate(redirectURI: configuration.redirectURI)
        let verifier = codeVerifier ?? Self.randomBase64URL(byteCount: 32)
        guard (43...128).contains(verifier.utf8.count),
            verifier.unicodeScalars.allSatisfy({ CharacterSet.unreserved.contains($0) })
        else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "A PKCE code verifier has 43 to 128 characters of A–Z a–z 0–9 - . _ ~ (RFC 7636 §4.1).")
        }
        let state = state ?? Self.randomBase64URL(byteCount: 16)
        var unique: [OAuthScope] = []
        for scope in scopes where !unique.contains(scope) { unique.append(scope) }
        var components = URLComponents(url: try configuration.endpoint("authorize"), resolvingAgainstBaseURL: false)
        var items = [
            ("response_type", "code"), ("client_id", configuration.clientID),
            ("redirect_uri", configuration.redirectURI),
            ("scope", unique.map(provider.wireName(of:)).joined(separator: " ")), ("state", state),
        ]
        if provider.asksForOfflineAccess { items.append(("access_type", offlineAccess ? "offline" : "online")) }
        if unique.contains(.openID) { items.append(("nonce", Self.randomBase64URL(byteCount: 16))) }
        if forcePrompt { items.append(("approval_prompt", "force")) }
        items += [("code_challenge", Self.challenge(for: verifier)), ("code_challenge_method", "S256")]
        components?.percentEncodedQuery = items.map { "\($0.0)=\($0.1.strictlyPercentEncoded)" }.joined(separator: "&")
        guard let url = components?.url else {
            throw MusicBrainzError(code: .invalidRequest, message: "Could not build the OAuth authorization URL.")
        }
        self.url = url
        self.state = state
        self.codeVerifier = verifier
        self.redirectURI = configuration.redirectURI
        self.scopes = unique
    }

    /// The authorization code from the URL the site redirected to.
    ///
    /// - Parameter redirect: The redirect URL, such as `com.example.tagger:/oauth?code=…&state=…`.
    /// - Returns: The code.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/unauthorized`` when the site
    ///   answered with an `error` (such as `access_denied`, with its `error_description` as
    ///   the server message); ``MusicBrainzError/Code/invalidRequest`` when the `state` is not
    ///   this request's (a redirect meant for another attempt, or forged) or there is no code.
    public func code(fromRedirect redirect: URL) throws(MusicBrainzError) -> String {
        let items = URLComponents(url: redirect, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
        if let error = value("error") {
            throw MusicBrainzError(
                code: .unauthorized, message: "The authorization was refused (\(error)).",
                serverMessage: value("error_description") ?? error)
        }
        guard value("state") == state else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "The redirect's state is not the one this authorization sent; it belongs to another attempt.")
        }
        guard let code = value("code"), !code.isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "The redirect has no authorization code.")
        }
        return code
    }

    /// The URL and scopes; the code verifier is left out.
    public var description: String {
        "OAuthAuthorizationRequest(url: \(url.absoluteString), scopes: \(scopes.map(\.rawValue).joined(separator: " ")), codeVerifier: <redacted>)"
    }

    /// A mirror without the code verifier.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "url": url, "state": state, "codeVerifier": "<redacted>", "redirectURI": redirectURI,
                "scopes": scopes,
            ])
    }

    /// The S256 code challenge: base64url of the SHA-256 of the verifier (RFC 7636 §4.2).
    static func challenge(for verifier: String) -> String {
        Base64URL.encode(SHA256.digest(Array(verifier.utf8)))
    }

    /// Random bytes in base64url without padding.
    static func randomBase64URL(byteCount: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64URL.encode((0..<byteCount).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }
}
