import Foundation

/// Who issues OAuth 2 tokens for the web service, and by which rules: metabrainz.org since 2026,
/// musicbrainz.org's own provider before.
///
/// The provider is configured apart from the web service: WS/2 stays on musicbrainz.org and
/// accepts tokens of both providers, while the accounts, the sign-in and the OAuth endpoints
/// have moved to metabrainz.org. The two presets carry each provider's rules:
///
/// | | ``metaBrainz`` (the ``default``) | ``musicBrainz`` (legacy) |
/// | --- | --- | --- |
/// | Endpoints | `https://metabrainz.org/oauth2/…` | `https://musicbrainz.org/oauth2/…` |
/// | Register the application at | `https://metabrainz.org/profile/applications` | `https://musicbrainz.org/account/applications` |
/// | Redirect URIs | `http(s)` only, matched exactly (port included); no out-of-band flow, no custom scheme | any registered URI, custom schemes and ``OAuthConfiguration/outOfBandRedirectURI`` |
/// | Client secret at the token endpoint | required (every client is confidential) | only if the application has one |
/// | Refresh token | always issued; **rotates** on every refresh (reusing an old one revokes all the user's tokens for the client) | with `access_type=offline`; kept |
/// | Scopes on the wire | `profile`, `email`, `musicbrainz:tag`, `musicbrainz:rating`, `musicbrainz:collection`, `musicbrainz:submit_isrc`, `musicbrainz:submit_barcode` | `profile`, `email`, `tag`, `rating`, `collection`, `submit_isrc`, `submit_barcode` |
/// | UserInfo | `{"sub": "<numeric user ID>", "username", "member_since"}`; `403` for a dead token | `{"sub": "<user name>", "metabrainz_user_id", "profile", …}` |
///
/// ``OAuthScope`` constants keep the unprefixed names; the provider writes them in its own form
/// (``wireName(of:)``) and reads them back (``scope(fromWire:)``). ``OAuthUserInfo`` reads both
/// UserInfo shapes.
///
/// For tests and self-hosted servers, keep a preset's rules and change its site:
/// `OAuthProvider.metaBrainz.withSite(URL(string: "http://127.0.0.1:8080")!)`.
/// ``forWebService(_:)`` picks the provider of a WS/2 base URL.
///
/// Source: sections 8.3 and 8.10 of the WS/2 reference.
public struct OAuthProvider: Sendable, Hashable, CustomStringConvertible {
    /// The site whose `/oauth2/authorize`, `/oauth2/token`, `/oauth2/revoke` and
    /// `/oauth2/userinfo` endpoints issue the tokens, such as `https://metabrainz.org`. It must be
    /// https (or a loopback address, for tests): codes, secrets and tokens go there.
    public var siteURL: URL
    /// Whether the provider accepts ``OAuthConfiguration/outOfBandRedirectURI`` (it shows the
    /// code for the user to paste). metabrainz.org does not.
    public var allowsOutOfBandRedirect: Bool
    /// Whether the provider accepts redirect URIs of a scheme other than http and https (such as
    /// `com.example.tagger:/oauth`). metabrainz.org does not.
    public var allowsCustomSchemeRedirects: Bool
    /// Whether the token endpoint needs the client secret; a configuration without one is
    /// refused before anything is sent. `true` for metabrainz.org.
    public var requiresClientSecret: Bool
    /// Whether the authorization URL asks for a refresh token with `access_type=offline`
    /// (musicbrainz.org); metabrainz.org always issues one and has no such parameter.
    public var asksForOfflineAccess: Bool
    /// Whether a refresh returns a new refresh token and revokes the one it used (metabrainz.org).
    /// An ``OAuthSession`` always keeps the newest refresh token and stores it before it uses the
    /// new access token, whichever the provider.
    public var rotatesRefreshTokens: Bool
    /// The prefix of the MusicBrainz scopes on the wire: `musicbrainz:` on metabrainz.org, none on
    /// musicbrainz.org. ``OAuthScope/profile``, ``OAuthScope/email`` and names that already hold
    /// a colon are never prefixed.
    public var scopePrefix: String
    /// Where a developer registers an application with this provider.
    public var applicationsPage: URL

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - siteURL: The site of the `/oauth2` endpoints.
    ///   - allowsOutOfBandRedirect: Whether the out-of-band redirect URI is accepted.
    ///   - allowsCustomSchemeRedirects: Whether redirect URIs of other schemes than http(s) are
    ///     accepted.
    ///   - requiresClientSecret: Whether the token endpoint needs the client secret.
    ///   - asksForOfflineAccess: Whether to send `access_type=offline`.
    ///   - rotatesRefreshTokens: Whether refresh tokens rotate.
    ///   - scopePrefix: The prefix of the MusicBrainz scopes on the wire.
    ///   - applicationsPage: Where applications are registered.
    public init(
        siteURL: URL, allowsOutOfBandRedirect: Bool, allowsCustomSchemeRedirects: Bool, requiresClientSecret: Bool,
        asksForOfflineAccess: Bool, rotatesRefreshTokens: Bool, scopePrefix: String, applicationsPage: URL
    ) {
        self.siteURL = siteURL
        self.allowsOutOfBandRedirect = allowsOutOfBandRedirect
        self.allowsCustomSchemeRedirects = allowsCustomSchemeRedirects
        self.requiresClientSecret = requiresClientSecret
        self.asksForOfflineAccess = asksForOfflineAccess
        self.rotatesRefreshTokens = rotatesRefreshTokens
        self.scopePrefix = scopePrefix
        self.applicationsPage = applicationsPage
    }

    /// metabrainz.org, where MusicBrainz accounts and sign-in live since 2026: exact http(s)
    /// redirect URIs, a client secret, rotating refresh tokens, `musicbrainz:` scopes.
    public static let metaBrainz = OAuthProvider(
        siteURL: URL(string: "https://metabrainz.org")!, allowsOutOfBandRedirect: false,
        allowsCustomSchemeRedirects: false, requiresClientSecret: true, asksForOfflineAccess: false,
        rotatesRefreshTokens: true, scopePrefix: "musicbrainz:",
        applicationsPage: URL(string: "https://metabrainz.org/profile/applications")!)

    /// musicbrainz.org's own provider, which still runs for its existing applications and
    /// tokens: the out-of-band flow, custom schemes, `access_type=offline`, unprefixed scopes.
    public static let musicBrainz = OAuthProvider(
        siteURL: URL(string: "https://musicbrainz.org")!, allowsOutOfBandRedirect: true,
        allowsCustomSchemeRedirects: true, requiresClientSecret: false, asksForOfflineAccess: true,
        rotatesRefreshTokens: false, scopePrefix: "",
        applicationsPage: URL(string: "https://musicbrainz.org/account/applications")!)

    /// The provider a configuration gets when it names none: ``metaBrainz``.
    public static let `default` = metaBrainz

    /// The provider of a WS/2 server: ``metaBrainz`` for musicbrainz.org and
    /// beta.musicbrainz.org, and for any other server (a mirror, a test server) its own
    /// `/oauth2` endpoints with musicbrainz.org's rules, at the base URL's scheme, host and port.
    ///
    /// - Parameter baseURL: The WS/2 root, such as `https://musicbrainz.org/ws/2`.
    /// - Returns: The provider.
    public static func forWebService(_ baseURL: URL) -> OAuthProvider {
        let host = baseURL.host?.lowercased() ?? ""
        if host == "musicbrainz.org" || host == "beta.musicbrainz.org" || host == "www.musicbrainz.org" {
            return .metaBrainz
        }
        var components = URLComponents()
        components.scheme = baseURL.scheme?.lowercased()
        components.host = baseURL.host
        components.port = baseURL.port
        return musicBrainz.withSite(components.url ?? baseURL)
    }

    /// The provider of a site given alone: ``metaBrainz``'s rules for metabrainz.org,
    /// ``musicBrainz``'s for any other site, at that site.
    ///
    /// - Parameter siteURL: The site of the `/oauth2` endpoints.
    /// - Returns: The provider.
    public static func forSite(_ siteURL: URL) -> OAuthProvider {
        let host = siteURL.host?.lowercased() ?? ""
        let rules = host == "metabrainz.org" || host.hasSuffix(".metabrainz.org") ? metaBrainz : musicBrainz
        return rules.withSite(siteURL)
    }

    /// The same rules at another site (a test server, a mirror, a staging host).
    ///
    /// - Parameter siteURL: The site of the `/oauth2` endpoints.
    /// - Returns: The provider.
    public func withSite(_ siteURL: URL) -> OAuthProvider {
        var copy = self
        copy.siteURL = siteURL
        return copy
    }

    /// The scopes that are not MusicBrainz's own and so never take ``scopePrefix``.
    static let sharedScopes: Set<String> = ["profile", "email", "openid"]

    /// A scope as this provider names it on the wire: `musicbrainz:tag` for ``OAuthScope/tag`` on
    /// metabrainz.org, `tag` on musicbrainz.org.
    ///
    /// - Parameter scope: The scope.
    /// - Returns: Its name on the wire.
    public func wireName(of scope: OAuthScope) -> String {
        let name = scope.rawValue
        guard !scopePrefix.isEmpty, !name.contains(":"), !Self.sharedScopes.contains(name) else { return name }
        return scopePrefix + name
    }

    /// A scope name the provider sent, as the library's ``OAuthScope``: the ``scopePrefix``
    /// removed (`musicbrainz:tag` is ``OAuthScope/tag``), other names as they are.
    ///
    /// - Parameter name: The name on the wire.
    /// - Returns: The scope.
    public func scope(fromWire name: String) -> OAuthScope {
        if !scopePrefix.isEmpty, name.hasPrefix(scopePrefix), name.count > scopePrefix.count {
            return OAuthScope(rawValue: String(name.dropFirst(scopePrefix.count)))
        }
        return OAuthScope(rawValue: name)
    }

    /// Refuses a redirect URI this provider would refuse: the out-of-band URI or a custom scheme
    /// where they are not allowed, anything that is not an absolute URI.
    func validate(redirectURI: String) throws(MusicBrainzError) {
        if redirectURI == OAuthConfiguration.outOfBandRedirectURI {
            guard allowsOutOfBandRedirect else {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message:
                        "The OAuth provider \(siteURL.absoluteString) has no out-of-band flow: register an http(s) redirect URI, such as a loopback http://127.0.0.1:PORT/callback that OAuthLoopbackRedirect listens on, and name it exactly."
                )
            }
            return
        }
        guard let url = URL(string: redirectURI), let scheme = url.scheme?.lowercased() else {
            throw MusicBrainzError(
                code: .invalidRequest, message: "The OAuth redirect URI \"\(redirectURI)\" is not an absolute URI.")
        }
        if scheme != "http" && scheme != "https" && !allowsCustomSchemeRedirects {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The OAuth provider \(siteURL.absoluteString) accepts only http and https redirect URIs, not \(scheme):; register a loopback http://127.0.0.1:PORT/… or an https one."
            )
        }
    }

    /// The site and rules.
    public var description: String {
        "OAuthProvider(\(siteURL.absoluteString), out-of-band: \(allowsOutOfBandRedirect), custom schemes: \(allowsCustomSchemeRedirects), client secret required: \(requiresClientSecret), rotating refresh tokens: \(rotatesRefreshTokens), scope prefix: \"\(scopePrefix)\")"
    }
}
