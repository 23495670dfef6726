import Foundation
import MusicBrainz

/// `mbz login` and `mbz logout`: OAuth 2 with PKCE, the token kept in a file only the user can
/// read.
enum LoginCommand {
    static let usage = """
        mbz login [--client-id ID] [--client-secret SECRET] [--scope a,b] [--redirect-uri URI]
                  [--dry-run] [--json]
          Signs in with OAuth 2 (PKCE): prints the authorization URL, reads the code the site
          shows (or the URL it redirected to) from standard input, and stores the token in
          $XDG_CONFIG_HOME/mbz/oauth-token.json (default ~/.config/mbz), readable by you alone.
          The client ID and secret of an application registered at
          https://musicbrainz.org/account/applications come from the options or
          MUSICBRAINZ_CLIENT_ID and MUSICBRAINZ_CLIENT_SECRET. --scope: default profile, tag,
          rating, collection, submit_isrc, submit_barcode. The site is the base URL without its
          /ws/2, or MUSICBRAINZ_SITE_URL.
        mbz logout [--no-revoke] [--dry-run] [--json]
          Revokes the stored token at the site and deletes it.
        """

    static let defaultScopes: [OAuthScope] = [.profile, .tag, .rating, .collection, .submitISRC, .submitBarcode]

    static func login(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments,
            valueOptions: ClientOptions.valueOptions.union(["client-id", "client-secret", "scope", "redirect-uri"]),
            flagOptions: WriteRunner.flags)
        guard arguments.positional.isEmpty else { throw UsageError("login takes no arguments") }
        let environment = ProcessInfo.processInfo.environment
        let options = try ClientOptions(arguments)
        if options.cacheOptions.sendsNothing, !arguments.flag("dry-run") {
            throw UsageError("login talks to the site, and --offline or --replay send nothing")
        }
        guard let clientID = arguments.value("client-id") ?? environment["MUSICBRAINZ_CLIENT_ID"], !clientID.isEmpty
        else {
            throw UsageError(
                "login needs the client ID of an application registered at https://musicbrainz.org/account/applications: --client-id ID or MUSICBRAINZ_CLIENT_ID"
            )
        }
        let secret = arguments.value("client-secret") ?? environment["MUSICBRAINZ_CLIENT_SECRET"]
        let scopes =
            arguments.value("scope").map { EntityTypes.list([$0]).map(OAuthScope.init(rawValue:)) } ?? defaultScopes
        let site = try CommandCredentials.siteURL(for: options.baseURL, environment: environment)
        let configuration = OAuthConfiguration(
            clientID: clientID, clientSecret: secret,
            redirectURI: arguments.value("redirect-uri") ?? OAuthConfiguration.outOfBandRedirectURI, siteURL: site)
        let authorization = try OAuthAuthorizationRequest(configuration: configuration, scopes: scopes)
        let tokenFile = CommandCredentials.tokenStore.url
        if arguments.flag("dry-run") {
            let tokenURL = site.appendingPathComponent("oauth2").appendingPathComponent("token")
            let form =
                "grant_type=authorization_code&code=<the code>&redirect_uri=\(configuration.redirectURI)&code_verifier=<redacted>&client_id=\(clientID)"
                + (secret == nil ? "" : "&client_secret=<redacted>")
            if arguments.flag("json") {
                let plan = LoginPlan(
                    authorizationURL: authorization.url.absoluteString, tokenRequest: "POST \(tokenURL.absoluteString)",
                    tokenRequestBody: form, tokenFile: tokenFile.path)
                print(try JSONOutput.string(plan))
            } else {
                print("GET \(authorization.url.absoluteString)")
                print("")
                print("POST \(tokenURL.absoluteString)")
                print("Content-Type: application/x-www-form-urlencoded")
                print("")
                print(form)
                RequestRunner.note("the token would be stored in \(tokenFile.path)")
            }
            return 0
        }
        let oauth = OAuthClient(
            configuration: configuration, userAgent: ClientOptions.userAgent,
            transport: try options.makeNetworkTransport())
        RequestRunner.note("open this URL in a browser, approve mbz, then paste the code the site shows:")
        if arguments.flag("json") {
            // Standard output carries only the JSON result.
            FileHandle.standardError.write(Data((authorization.url.absoluteString + "\n").utf8))
        } else {
            // Unbuffered, so that it shows before the program waits for the code.
            FileHandle.standardOutput.write(Data((authorization.url.absoluteString + "\n").utf8))
        }
        FileHandle.standardError.write(Data("code: ".utf8))
        guard let line = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces), !line.isEmpty else {
            throw UsageError("login needs the authorization code on standard input")
        }
        let code: String
        if line.contains("://") || line.contains(":/"), let redirect = URL(string: line) {
            code = try authorization.code(fromRedirect: redirect)
        } else {
            code = line
        }
        let session = OAuthSession(client: oauth, token: nil, store: CommandCredentials.tokenStore)
        let token = try await session.signIn(code: code, for: authorization)
        CommandCredentials.hold(token.accessToken, token.refreshToken)
        try CommandCredentials.StoredClient(clientID: clientID, clientSecret: secret, siteURL: site).save()
        var username: String?
        if token.scopes?.contains(.profile) ?? scopes.contains(.profile) {
            username = try? await oauth.userInfo(accessToken: token.accessToken).username
        }
        let result = LoginResult(
            username: username, scopes: (token.scopes ?? scopes).map(\.rawValue),
            expires: token.expiresAt.map { ISO8601DateFormatter().string(from: $0) },
            refreshable: token.refreshToken != nil, tokenFile: tokenFile.path)
        if arguments.flag("json") {
            print(try JSONOutput.string(result))
        } else {
            print("Signed in\(username.map { " as \($0)" } ?? "") with \(result.scopes.joined(separator: " "))")
            print("Token stored in \(tokenFile.path) (permissions 0600)")
        }
        return 0
    }

    static func logout(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions, flagOptions: WriteRunner.flags.union(["no-revoke"]))
        guard arguments.positional.isEmpty else { throw UsageError("logout takes no arguments") }
        let options = try ClientOptions(arguments)
        let store = CommandCredentials.tokenStore
        guard let token = try await store.loadToken() else {
            RequestRunner.note("not signed in: there is no token in \(store.url.path)")
            return 0
        }
        let stored = CommandCredentials.StoredClient.load()
        // The revoke below may fail after the token file is gone: its error still hides them.
        CommandCredentials.hold(token.accessToken, token.refreshToken, stored?.clientSecret)
        let revoke = !arguments.flag("no-revoke") && stored != nil
        if arguments.flag("dry-run") {
            if let stored, revoke {
                let url = stored.siteURL.appendingPathComponent("oauth2").appendingPathComponent("revoke")
                print("POST \(url.absoluteString)")
                print("Content-Type: application/x-www-form-urlencoded")
                print("")
                print(
                    "token=<redacted>&client_id=\(stored.clientID)\(stored.clientSecret == nil ? "" : "&client_secret=<redacted>")"
                )
            }
            RequestRunner.note("would delete \(store.url.path)")
            return 0
        }
        var revoked = false
        if revoke, options.cacheOptions.sendsNothing {
            throw UsageError(
                "logout revokes the token at the site, and --offline or --replay send nothing; add --no-revoke")
        }
        if let stored, revoke {
            let oauth = OAuthClient(
                configuration: OAuthConfiguration(
                    clientID: stored.clientID, clientSecret: stored.clientSecret, siteURL: stored.siteURL),
                userAgent: ClientOptions.userAgent, transport: try options.makeNetworkTransport())
            let session = OAuthSession(client: oauth, token: token, store: store)
            try await session.signOut(revoking: true)
            revoked = true
        } else {
            try await store.removeToken()
        }
        try? FileManager.default.removeItem(at: CommandCredentials.StoredClient.url)
        if arguments.flag("json") {
            print(try JSONOutput.string(LogoutResult(revoked: revoked, tokenFile: store.url.path)))
        } else {
            print("Signed out\(revoked ? "; the token was revoked" : ""); deleted \(store.url.path)")
        }
        return 0
    }

    struct LoginPlan: Encodable {
        var authorizationURL: String
        var tokenRequest: String
        var tokenRequestBody: String
        var tokenFile: String

        enum CodingKeys: String, CodingKey {
            case authorizationURL = "authorization-url"
            case tokenRequest = "token-request"
            case tokenRequestBody = "token-request-body"
            case tokenFile = "token-file"
        }
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
