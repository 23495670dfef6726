import Foundation

/// An application registered with an OAuth 2 provider: its client ID and secret, its redirect
/// URI, and the provider (``OAuthProvider``) that issues its tokens.
///
/// The provider is configured apart from the web service's base URL: since 2026 MusicBrainz
/// accounts and sign-in live on metabrainz.org (``OAuthProvider/metaBrainz``, the default),
/// while WS/2 stays on musicbrainz.org and accepts tokens of either provider. Register the
/// application at `https://metabrainz.org/profile/applications` (client IDs of musicbrainz.org
/// do not carry over), with an exact redirect URI: metabrainz.org takes only http(s) redirect
/// URIs, port included, so a native program registers a loopback one such as
/// `http://127.0.0.1:8000/callback` and listens there with ``OAuthLoopbackRedirect``.
/// Applications registered at musicbrainz.org keep working with ``OAuthProvider/musicBrainz``,
/// which also has the out-of-band flow (``outOfBandRedirectURI``, for which the site shows the
/// code for the user to paste) and custom schemes.
///
/// ```swift
/// let oauth = OAuthConfiguration(clientID: "CF9x…", clientSecret: secret,
///                                redirectURI: "http://127.0.0.1:8000/callback")   // metabrainz.org
/// let legacy = OAuthConfiguration(clientID: "x7Fq…", redirectURI: OAuthConfiguration.outOfBandRedirectURI,
///                                 provider: .musicBrainz)
/// ```
///
/// The client secret is never printed: ``description`` and the mirror leave it out.
///
/// Source: sections 8.3 and 8.10 of the WS/2 reference.
public struct OAuthConfiguration: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
    /// `https://musicbrainz.org`: the site of the legacy provider (``OAuthProvider/musicBrainz``).
    /// The default provider is ``OAuthProvider/default`` (metabrainz.org).
    public static let defaultSiteURL = URL(string: "https://musicbrainz.org")!

    /// `urn:ietf:wg:oauth:2.0:oob`: the site shows the authorization code to the user instead
    /// of redirecting, for programs that cannot receive a redirect. Only
    /// ``OAuthProvider/musicBrainz`` has it; metabrainz.org refuses it.
    public static let outOfBandRedirectURI = "urn:ietf:wg:oauth:2.0:oob"

    /// The application's client ID.
    public var clientID: String
    /// The application's client secret, sent to the token and revoke endpoints; `nil` when the
    /// application has none (metabrainz.org gives every application one and requires it).
    public var clientSecret: String?
    /// The redirect URI registered for the application, exactly as registered, or
    /// ``outOfBandRedirectURI`` where the provider has that flow.
    public var redirectURI: String
    /// The provider that issues the tokens, with its rules; default ``OAuthProvider/default``.
    public var provider: OAuthProvider

    /// The site of the provider's `/oauth2` endpoints (``OAuthProvider/siteURL``). Setting it
    /// keeps the provider's rules: point a preset at a test server or a mirror.
    public var siteURL: URL {
        get { provider.siteURL }
        set { provider.siteURL = newValue }
    }

    /// Creates a configuration.
    /// - Parameters:
    ///   - clientID: The client ID.
    ///   - clientSecret: The client secret, if the application has one.
    ///   - redirectURI: The registered redirect URI; default ``outOfBandRedirectURI``, which
    ///     only ``OAuthProvider/musicBrainz`` accepts (with metabrainz.org, give the registered
    ///     http(s) URI).
    ///   - provider: The provider; default ``OAuthProvider/default`` (metabrainz.org).
    public init(
        clientID: String, clientSecret: String? = nil, redirectURI: String = OAuthConfiguration.outOfBandRedirectURI,
        provider: OAuthProvider = .default
    ) {
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.redirectURI = redirectURI
        self.provider = provider
    }

    /// Creates a configuration for the provider at a site: metabrainz.org's rules for
    /// metabrainz.org, musicbrainz.org's (the legacy provider's) for any other site
    /// (``OAuthProvider/forSite(_:)``). To keep metabrainz.org's rules at another site, pass
    /// `provider: OAuthProvider.metaBrainz.withSite(url)` instead.
    /// - Parameters:
    ///   - clientID: The client ID.
    ///   - clientSecret: The client secret, if the application has one.
    ///   - redirectURI: The registered redirect URI; default ``outOfBandRedirectURI``.
    ///   - siteURL: The site of the `/oauth2` endpoints.
    public init(
        clientID: String, clientSecret: String? = nil, redirectURI: String = OAuthConfiguration.outOfBandRedirectURI,
        siteURL: URL
    ) {
        self.init(
            clientID: clientID, clientSecret: clientSecret, redirectURI: redirectURI,
            provider: .forSite(siteURL))
    }

    /// The client ID and site; the secret is left out.
    public var description: String {
        "OAuthConfiguration(clientID: \(clientID), clientSecret: \(clientSecret == nil ? "none" : "<redacted>"), redirectURI: \(redirectURI), provider: \(provider.siteURL.absoluteString))"
    }

    /// A mirror without the secret, so that `dump` does not print it either.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "clientID": clientID, "clientSecret": clientSecret == nil ? "none" : "<redacted>",
                "redirectURI": redirectURI, "provider": provider,
            ])
    }

    /// The URL of an endpoint: `<site>/oauth2/<name>`.
    func endpoint(_ name: String) throws(MusicBrainzError) -> URL {
        guard var components = URLComponents.webURL(siteURL) else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "The OAuth site URL \(siteURL.absoluteString) is not an http or https URL with a host.")
        }
        guard components.scheme == "https" || URL.isLoopbackHost(components.host) else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The OAuth site URL \(siteURL.absoluteString) is not https: codes, secrets and tokens go only over HTTPS (or to a loopback address)."
            )
        }
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        components.percentEncodedPath = path + "/oauth2/" + name
        components.percentEncodedQuery = nil
        components.percentEncodedFragment = nil
        guard let url = components.url else {
            throw MusicBrainzError(code: .invalidRequest, message: "Could not build the OAuth URL of \(name).")
        }
        return url
    }
}

extension URL {
    /// Whether a host is a loopback address: `localhost`, `127.0.0.0/8` or `::1`.
    static func isLoopbackHost(_ host: String?) -> Bool {
        guard var host = host?.lowercased() else { return false }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
