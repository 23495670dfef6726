import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz login` and `mbz logout`: OAuth 2 with PKCE, the token kept in a file only the user can
/// read.
enum LoginCommand {
    static let defaultScopes: [OAuthScope] = [.profile, .tag, .rating, .collection, .submitISRC, .submitBarcode]
    /// The redirect URI where the provider has no out-of-band flow (metabrainz.org): a loopback
    /// address mbz listens on, to register with the application.
    static let defaultLoopbackRedirect = "http://127.0.0.1:8000/callback"

    static func login(_ ctx: MBZContext) async throws -> Int32 {
        let environment = ctx.io.environment
        let options = try ctx.options()
        if options.sendsNothing, !ctx.dryRun {
            throw UsageError("login talks to the site, and \(Options.offline) or \(Options.replay) send nothing")
        }
        let provider = try CommandCredentials.provider(
            ctx[Options.provider], baseURL: options.baseURL, environment: environment)
        guard let clientID = ctx[Options.clientID] ?? environment["MUSICBRAINZ_CLIENT_ID"], !clientID.isEmpty else {
            throw UsageError(
                "login needs the client ID of an application registered at \(provider.applicationsPage.absoluteString): \(Options.clientID) ID or MUSICBRAINZ_CLIENT_ID"
            )
        }
        let secret = ctx[Options.clientSecret] ?? environment["MUSICBRAINZ_CLIENT_SECRET"]
        let scopes = ctx[Options.scope].map { EntityTypes.list([$0]).map(OAuthScope.init(rawValue:)) } ?? defaultScopes
        let redirectURI =
            ctx[Options.redirectURI]
            ?? (provider.allowsOutOfBandRedirect ? OAuthConfiguration.outOfBandRedirectURI : defaultLoopbackRedirect)
        let configuration = OAuthConfiguration(
            clientID: clientID, clientSecret: secret, redirectURI: redirectURI, provider: provider)
        let authorization = try OAuthAuthorizationRequest(configuration: configuration, scopes: scopes)
        let tokenFile = CommandCredentials.tokenStore(ctx.io).url
        if ctx.dryRun {
            let tokenURL = provider.siteURL.appendingPathComponent("oauth2").appendingPathComponent("token")
            let form =
                "grant_type=authorization_code&code=<the code>&redirect_uri=\(configuration.redirectURI)&code_verifier=<redacted>&client_id=\(clientID)"
                + (secret == nil ? "" : "&client_secret=<redacted>")
            if ctx.json {
                try ctx.printJSON([
                    "authorization-url": authorization.url.absoluteString,
                    "token-request": "POST \(tokenURL.absoluteString)", "token-request-body": form,
                    "token-file": tokenFile.path,
                ])
            } else {
                ctx.io.print("GET \(authorization.url.absoluteString)\n\nPOST \(tokenURL.absoluteString)")
                ctx.io.print("Content-Type: application/x-www-form-urlencoded\n\n\(form)")
                ctx.note("the token would be stored in \(tokenFile.path)")
            }
            return 0
        }
        // A loopback redirect is listened on before the URL is shown, so that the browser's
        // answer cannot come first; any other is pasted.
        let listener = try loopbackListener(redirectURI)
        defer { listener?.close() }
        let oauth = try options.makeOAuthClient(configuration)
        ctx.io.error(
            listener == nil
                ? "open this URL in a browser, approve mbz, then paste the code the site shows (or the URL it sent you to):"
                : "open this URL in a browser and approve mbz; mbz waits for the answer at \(redirectURI):")
        if ctx.json {
            // Standard output carries only the JSON result.
            ctx.io.writeToError(authorization.url.absoluteString + "\n")
        } else {
            ctx.io.print(authorization.url.absoluteString)
        }
        let code: String
        if let listener {
            code = try await listener.code(for: authorization)
        } else {
            ctx.io.writeToError("code: ")
            guard let line = ctx.io.readLine()?.trimmingCharacters(in: .whitespaces), !line.isEmpty else {
                throw UsageError("login needs the authorization code on standard input")
            }
            if line.contains("://") || line.contains(":/"), let redirect = URL(string: line) {
                code = try authorization.code(fromRedirect: redirect)
            } else {
                code = line
            }
        }
        let session = OAuthSession(client: oauth, token: nil, store: CommandCredentials.tokenStore(ctx.io))
        let token = try await session.signIn(code: code, for: authorization)
        ctx.io.hold(token.accessToken, token.refreshToken)
        try CommandCredentials.StoredClient(
            clientID: clientID, clientSecret: secret, siteURL: provider.siteURL,
            provider: provider.withSite(OAuthProvider.metaBrainz.siteURL) == .metaBrainz ? "metabrainz" : "musicbrainz",
            serviceOrigin: CommandCredentials.origin(of: options.baseURL)
        ).save(ctx.io)
        var username: String?
        if token.scopes?.contains(.profile) ?? scopes.contains(.profile) {
            username = try? await oauth.userInfo(accessToken: token.accessToken).username
        }
        let result = LoginResult(
            username: username, scopes: (token.scopes ?? scopes).map(\.rawValue),
            expires: token.expiresAt.map { ISO8601DateFormatter().string(from: $0) },
            refreshable: token.refreshToken != nil, tokenFile: tokenFile.path)
        if ctx.json {
            try ctx.printJSON(result)
        } else {
            ctx.io.print("Signed in\(username.map { " as \($0)" } ?? "") with \(result.scopes.joined(separator: " "))")
            ctx.io.print("Token stored in \(tokenFile.path) (permissions 0600)")
        }
        return 0
    }

    /// A listener for a loopback redirect URI (`http://127.0.0.1:PORT/PATH`, or `localhost`),
    /// on its port and path; `nil` for any other URI.
    static func loopbackListener(_ redirectURI: String) throws -> OAuthLoopbackRedirect? {
        guard let url = URL(string: redirectURI), url.scheme?.lowercased() == "http",
            let host = url.host?.lowercased(), host == "127.0.0.1" || host == "localhost", url.query == nil
        else { return nil }
        return try OAuthLoopbackRedirect(ports: [url.port ?? 80], path: url.path.isEmpty ? "/" : url.path)
    }

    static func logout(_ ctx: MBZContext) async throws -> Int32 {
        let options = try ctx.options()
        let store = CommandCredentials.tokenStore(ctx.io)
        guard let token = try await store.loadToken() else {
            ctx.note("not signed in: there is no token in \(store.url.path)")
            return 0
        }
        let stored = CommandCredentials.StoredClient.load(ctx.io)
        // The revoke below may fail after the token file is gone: its error still hides them.
        ctx.io.hold(token.accessToken, token.refreshToken, stored?.clientSecret)
        let revoke = !ctx[Options.noRevoke] && stored != nil
        if ctx.dryRun {
            if let stored, revoke {
                let url = stored.siteURL.appendingPathComponent("oauth2").appendingPathComponent("revoke")
                ctx.io.print("POST \(url.absoluteString)\nContent-Type: application/x-www-form-urlencoded\n")
                ctx.io.print(
                    "token=<redacted>&client_id=\(stored.clientID)\(stored.clientSecret == nil ? "" : "&client_secret=<redacted>")"
                )
            }
            ctx.note("would delete \(store.url.path)")
            return 0
        }
        var revoked = false
        if revoke, options.sendsNothing {
            throw UsageError(
                "logout revokes the token at the site, and \(Options.offline) or \(Options.replay) send nothing; add \(Options.noRevoke)"
            )
        }
        if let stored, revoke {
            let session = OAuthSession(
                client: try options.makeOAuthClient(stored.configuration), token: token, store: store)
            try await session.signOut(revoking: true)
            revoked = true
        } else {
            try await store.removeToken()
        }
        try? FileManager.default.removeItem(at: CommandCredentials.StoredClient.url(ctx.io))
        if ctx.json {
            try ctx.printJSON(LogoutResult(revoked: revoked, tokenFile: store.url.path))
        } else {
            ctx.io.print("Signed out\(revoked ? "; the token was revoked" : ""); deleted \(store.url.path)")
        }
        return 0
    }

    struct LoginResult: Encodable {
        var username: String?
        var scopes: [String]
        var expires: String?
        var refreshable: Bool
        var tokenFile: String

        enum CodingKeys: String, CodingKey {
            case username, scopes, expires, refreshable
            case tokenFile = "token-file"
        }
    }

    struct LogoutResult: Encodable {
        var revoked: Bool
        var tokenFile: String

        enum CodingKeys: String, CodingKey {
            case revoked
            case tokenFile = "token-file"
        }
    }
}
