import Foundation

/// An application registered with MusicBrainz for OAuth 2: its client ID and secret, its
/// redirect URI, and the site whose `/oauth2` endpoints it uses.
///
/// Register the application at `https://musicbrainz.org/account/applications`. A native app
/// either registers a redirect URI it can receive (a custom scheme such as
/// `com.example.tagger:/oauth`, or a loopback `http://127.0.0.1:<port>/`), or uses
/// ``outOfBandRedirectURI``, for which the site shows the code for the user to paste.
///
/// ```swift
/// let oauth = OAuthConfiguration(clientID: "x7Fq…", clientSecret: secret,
///                                redirectURI: "com.example.tagger:/oauth")
/// ```
///
/// The client secret is never printed: ``description`` and the mirror leave it out.
///
/// Source: section 8.3 of the WS/2 reference (`/oauth2/authorize`, `/oauth2/token`,
/// `/oauth2/revoke`, `/oauth2/userinfo` on musicbrainz.org).
public struct OAuthConfiguration: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
    /// `https://musicbrainz.org`: the site that issues tokens with every write scope.
    public static let defaultSiteURL = URL(string: "https://musicbrainz.org")!

    /// `urn:ietf:wg:oauth:2.0:oob`: the site shows the authorization code to the user instead
    /// of redirecting, for programs that cannot receive a redirect (a command-line tool).
    public static let outOfBandRedirectURI = "urn:ietf:wg:oauth:2.0:oob"

    /// The application's client ID.
    public var clientID: String
    /// The application's client secret, sent to the token and revoke endpoints; `nil` when the
    /// application has none.
    public var clientSecret: String?
    /// The redirect URI registered for the application, or ``outOfBandRedirectURI``.
    public var redirectURI: String
    /// The site of the `/oauth2` endpoints; default ``defaultSiteURL``. It must be an https
    /// URL (or a loopback address, for tests): the code, the secret and the tokens go there.
    public var siteURL: URL

    /// Creates a configuration.
    /// - Parameters:
    ///   - clientID: The client ID.
    ///   - clientSecret: The client secret, if the application has one.
    ///   - redirectURI: The registered redirect URI; default ``outOfBandRedirectURI``.
    ///   - siteURL: The site of the `/oauth2` endpoints; default ``defaultSiteURL``.
    public init(
        clientID: String, clientSecret: String? = nil, redirectURI: String = OAuthConfiguration.outOfBandRedirectURI,
        siteURL: URL = OAuthConfiguration.defaultSiteURL
    ) {
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.redirectURI = redirectURI
        self.siteURL = siteURL
    }

    /// The client ID and site; the secret is left out.
    public var description: String {
        "OAuthConfiguration(clientID: \(clientID), clientSecret: \(clientSecret == nil ? "none" : "<redacted>"), redirectURI: \(redirectURI), siteURL: \(siteURL.absoluteString))"
    }

    /// A mirror without the secret, so that `dump` does not print it either.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "clientID": clientID, "clientSecret": clientSecret == nil ? "none" : "<redacted>",
                "redirectURI": redirectURI, "siteURL": siteURL,
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
