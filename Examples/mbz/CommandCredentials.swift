import ExampleSupport
import Foundation
import MusicBrainz

/// Where the commands that need credentials get them: the environment, or the token `mbz login`
/// stored. Nothing here ever prints a secret.
enum CommandCredentials {
    /// The message of a command that needs credentials and has none.
    static func missing(_ what: String) -> UsageError {
        UsageError(
            "\(what) needs credentials: set MUSICBRAINZ_USERNAME and MUSICBRAINZ_PASSWORD (HTTP Digest), or MUSICBRAINZ_TOKEN (an OAuth access token), or run mbz login"
        )
    }

    /// The folder of mbz's stored token and OAuth client.
    static func folder(_ io: CommandIO) -> URL { tokenStore(io).url.deletingLastPathComponent() }

    /// The stored token.
    static func tokenStore(_ io: CommandIO) -> FileTokenStore {
        FileTokenStore(url: FileTokenStore.defaultURL(application: "mbz", environment: io.environment))
    }

    /// The OAuth application `mbz login` signed in with, kept next to the token: the provider
    /// that refreshes and revokes the token, and the web service it is sent to.
    struct StoredClient: Codable {
        var clientID: String
        var clientSecret: String?
        /// The provider's site (its `/oauth2` endpoints).
        var siteURL: URL
        /// `metabrainz` or `musicbrainz`: the provider's rules (`nil` in a file of an older mbz:
        /// the rules of the site, ``OAuthProvider/forSite(_:)``).
        var provider: String?
        /// The origin of the WS/2 server the token is for (`nil` in a file of an older mbz: the
        /// site's).
        var serviceOrigin: String?

        enum CodingKeys: String, CodingKey {
            case clientID = "client_id"
            case clientSecret = "client_secret"
            case siteURL = "site_url"
            case provider
            case serviceOrigin = "service_origin"
        }

        /// The application's configuration with the provider it signed in with.
        var configuration: OAuthConfiguration {
            let rules = provider.flatMap { providers[$0] } ?? .forSite(siteURL)
            return OAuthConfiguration(
                clientID: clientID, clientSecret: clientSecret, provider: rules.withSite(siteURL))
        }

        static func url(_ io: CommandIO) -> URL { folder(io).appendingPathComponent("oauth-client.json") }

        static func load(_ io: CommandIO) -> StoredClient? {
            guard let data = FileManager.default.contents(atPath: url(io).path) else { return nil }
            return try? JSONDecoder().decode(StoredClient.self, from: data)
        }

        /// Writes the file readable by the user alone (it holds the client secret).
        func save(_ io: CommandIO) throws {
            let folder = CommandCredentials.folder(io)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(self)
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let temporary = folder.appendingPathComponent(".oauth-client.json.\(UUID().uuidString)")
            guard
                FileManager.default.createFile(
                    atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
            else { throw UsageError("cannot write \(temporary.path)") }
            guard rename(temporary.path, Self.url(io).path) == 0 else {
                unlink(temporary.path)
                throw UsageError("cannot write \(Self.url(io).path)")
            }
        }
    }

    /// The OAuth providers by the names ``Options/provider`` and the stored client give them.
    static let providers: [String: OAuthProvider] = ["metabrainz": .metaBrainz, "musicbrainz": .musicBrainz]

    /// The OAuth provider of `mbz login`: the preset `chosen` (``Options/provider``) at its own
    /// site; without one, the web service's: metabrainz.org for musicbrainz.org, and for a
    /// mirror or a stand-in server its own `/oauth2` with musicbrainz.org's rules, at the base URL
    /// without its `/ws/2` (so a loopback server serves both). `MUSICBRAINZ_SITE_URL` sets the
    /// site over any of them, keeping the rules (tests, mirrors).
    static func provider(
        _ chosen: OAuthProvider?, baseURL: URL, environment: [String: String]
    ) throws -> OAuthProvider {
        var provider: OAuthProvider
        if let chosen {
            provider = chosen
        } else if OAuthProvider.forWebService(baseURL).siteURL == OAuthProvider.metaBrainz.siteURL {
            provider = .metaBrainz
        } else {
            var text = baseURL.absoluteString
            while text.hasSuffix("/") { text.removeLast() }
            if text.hasSuffix("/ws/2") { text.removeLast(5) }
            provider = OAuthProvider.musicBrainz.withSite(URL(string: text) ?? baseURL)
        }
        if let site = environment["MUSICBRAINZ_SITE_URL"] {
            guard let url = URL(string: site), url.host != nil else {
                throw UsageError("MUSICBRAINZ_SITE_URL must be an http(s) URL, not \"\(shortened(site))\"")
            }
            provider.siteURL = url
        }
        return provider
    }

    /// The secrets mbz may send, which a server could echo into an error: the environment's
    /// token and client secret, a client secret on the command line, the tokens this run
    /// loaded or was issued (held by the run's ``CommandIO``, also once deleted or replaced), and
    /// the stored access and refresh tokens and client secret as they are now (a refresh
    /// replaces them). The Digest password is not among them: Digest never sends it, so no
    /// server can echo it. Values shorter than 8 characters are left alone: replacing them
    /// would garble the message and hint at them.
    static func knownSecrets(_ ctx: MBZContext?, io: CommandIO) async -> [String] {
        var secrets = ["MUSICBRAINZ_TOKEN", "MUSICBRAINZ_CLIENT_SECRET"].compactMap { io.environment[$0] } + io.held
        if let secret = ctx?[Options.clientSecret] { secrets.append(secret) }
        if let token = try? await tokenStore(io).loadToken() {
            secrets += [token.accessToken, token.refreshToken].compactMap { $0 }
        }
        if let secret = StoredClient.load(io)?.clientSecret { secrets.append(secret) }
        return secrets.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { $0.count >= 8 }
    }

    /// A text from a server (or an error about its answer) with every one of `secrets`
    /// (``knownSecrets()``) replaced by `<redacted>`, and also a run of 8 or more characters
    /// that begins one where a quote was cut: at the end of the text, or before `…` or `"`
    /// (the library quotes a body's first 80 bytes and a value's first 60 characters). A run
    /// elsewhere is left alone, so that words and URLs that begin like a secret stay readable.
    static func redacting(_ secrets: [String], in text: String) -> String {
        let secrets = secrets.map(Array.init)
        guard !secrets.isEmpty else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            // The longest run from here that begins a secret.
            var longest = 0
            for secret in secrets where secret.first == characters[index] {
                var length = 0
                while length < secret.count, index + length < characters.count,
                    characters[index + length] == secret[length]
                {
                    length += 1
                }
                let end = index + length
                let cut = end == characters.count || characters[end] == "…" || characters[end] == "\""
                if length == secret.count || (length >= 8 && cut) { longest = max(longest, length) }
            }
            if longest > 0 {
                result += "<redacted>"
                index += longest
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// A URL's origin, `scheme://host:port` with the scheme's default port written out, or
    /// `nil` without a scheme or host.
    static func origin(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
            return nil
        }
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(shownHost)" + (port.map { ":\($0)" } ?? "")
    }

    /// The credentials of the environment or the stored token, with where they came from;
    /// `nil` when there are none.
    static func resolve(_ ctx: MBZContext) async throws -> (credentials: Credentials, source: String)? {
        let environment = ctx.io.environment
        let options = try ctx.options()
        // Surrounding white space (from a file read into the variable) is not part of a token;
        // a variable of white space alone is a mistake, not "no token".
        if let raw = environment["MUSICBRAINZ_TOKEN"], !raw.isEmpty {
            let token = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !token.isEmpty else { throw UsageError("MUSICBRAINZ_TOKEN is set but holds only white space") }
            return (.bearer(token), "MUSICBRAINZ_TOKEN")
        }
        let username = environment["MUSICBRAINZ_USERNAME"].flatMap { $0.isEmpty ? nil : $0 }
        let password = environment["MUSICBRAINZ_PASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
        switch (username, password) {
        case (let username?, let password?):
            return (.digest(username: username, password: password), "MUSICBRAINZ_USERNAME")
        case (.some, nil):
            throw UsageError("MUSICBRAINZ_USERNAME is set but MUSICBRAINZ_PASSWORD is not")
        case (nil, .some):
            throw UsageError("MUSICBRAINZ_PASSWORD is set but MUSICBRAINZ_USERNAME is not")
        case (nil, nil):
            break
        }
        guard let token = try await tokenStore(ctx.io).loadToken() else { return nil }
        let stored = StoredClient.load(ctx.io)
        ctx.io.hold(token.accessToken, token.refreshToken, stored?.clientSecret)
        // The stored token belongs to the web service `mbz login` signed in for: it is sent only
        // to that origin (scheme, host and port), never to another server a --base-url names
        // (https://musicbrainz.org when it is not known).
        let service =
            stored?.serviceOrigin ?? stored.flatMap { origin(of: $0.siteURL) }
            ?? origin(of: OAuthConfiguration.defaultSiteURL)
        guard origin(of: options.baseURL) == service else {
            throw UsageError(
                "the stored token is for \(service ?? "another site"), not \(origin(of: options.baseURL) ?? "this server"): "
                    + "set MUSICBRAINZ_TOKEN or MUSICBRAINZ_USERNAME and MUSICBRAINZ_PASSWORD for it, or run mbz login")
        }
        // Answering from the cache or a replay sends nothing, so the token is not refreshed.
        // With the application it came from, the session refreshes the token when it expires.
        guard let stored, !options.sendsNothing else {
            return (.bearer(token.accessToken), "the stored token")
        }
        let session = OAuthSession(
            client: try options.makeOAuthClient(stored.configuration), token: token, store: tokenStore(ctx.io))
        return (.oauth(session), "the stored token")
    }
}
