import Foundation
import MusicBrainzTesting
import Testing

@testable import MusicBrainz

/// OAuth 2: the authorization URL with PKCE, the token endpoints of the loopback server (which
/// checks the verifier against the challenge), the session's single refresh, the token store,
/// and bearer tokens that go only where they should.
@Suite struct OAuthTests {
    static let clientID = "mbz-test-client"
    static let clientSecret = "client-secret-value"
    // RFC 7636 Appendix B.
    static let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
    static let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
    static let artist = MBID("802673f0-9b88-4e8a-bb5c-dd01d68b086f")!

    static func site(_ scope: LoopbackServer.Scope) -> URL { scope.url("") }

    static func configuration(_ scope: LoopbackServer.Scope) -> OAuthConfiguration {
        OAuthConfiguration(clientID: clientID, clientSecret: clientSecret, siteURL: site(scope))
    }

    static func oauthClient(_ scope: LoopbackServer.Scope) -> OAuthClient {
        OAuthClient(
            configuration: configuration(scope), userAgent: TestClients.userAgent, transport: URLSessionTransport(),
            rateLimit: .unlimited, retryPolicy: .none)
    }

    @Test(
        "musicbrainz.org's authorization URL asks for the code with typed scopes, state, offline access and PKCE S256")
    func authorizationURL() throws {
        let configuration = OAuthConfiguration(
            clientID: "abc", redirectURI: "com.example.tagger:/oauth", provider: .musicBrainz)
        let authorization = try OAuthAuthorizationRequest(
            configuration: configuration, scopes: [.tag, .rating, .submitISRC, .tag], state: "xyz",
            codeVerifier: Self.verifier)
        let components = try #require(URLComponents(url: authorization.url, resolvingAgainstBaseURL: false))
        #expect(components.scheme == "https" && components.host == "musicbrainz.org")
        #expect(components.path == "/oauth2/authorize")
        let items = Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(
            items == [
                "response_type": "code", "client_id": "abc", "redirect_uri": "com.example.tagger:/oauth",
                "scope": "tag rating submit_isrc", "state": "xyz", "access_type": "offline",
                "code_challenge": Self.challenge, "code_challenge_method": "S256",
            ])
        #expect(!authorization.url.absoluteString.contains(Self.verifier))
        #expect(!authorization.description.contains(Self.verifier))
        #expect(!String(reflecting: authorization).contains(Self.verifier))
        // A default verifier has 43 characters of the unreserved set.
        let random = try OAuthAuthorizationRequest(configuration: configuration, scopes: [.tag])
        #expect(random.codeVerifier.count == 43)
        #expect(random.state != (try OAuthAuthorizationRequest(configuration: configuration, scopes: [.tag])).state)
    }

    @Test("the redirect's code is read only with this authorization's state")
    func redirect() throws {
        let legacy = OAuthConfiguration(clientID: "abc", provider: .musicBrainz)
        let authorization = try OAuthAuthorizationRequest(configuration: legacy, scopes: [.tag], state: "s1")
        #expect(try authorization.code(fromRedirect: URL(string: "app:/cb?code=C0DE&state=s1")!) == "C0DE")
        let forged = try #require(throws: MusicBrainzError.self) {
            try authorization.code(fromRedirect: URL(string: "app:/cb?code=C0DE&state=other")!)
        }
        #expect(forged.code == .invalidRequest)
        let denied = try #require(throws: MusicBrainzError.self) {
            try authorization.code(
                fromRedirect: URL(string: "app:/cb?error=access_denied&error_description=No%20thanks&state=s1")!)
        }
        #expect(denied.code == .unauthorized)
        #expect(denied.serverMessage == "No thanks")
        #expect(throws: MusicBrainzError.self) {
            try OAuthAuthorizationRequest(configuration: legacy, scopes: [])
        }
        #expect(throws: MusicBrainzError.self) {
            try OAuthAuthorizationRequest(
                configuration: OAuthConfiguration(clientID: "abc", siteURL: URL(string: "http://example.org")!),
                scopes: [.tag])
        }
    }

    func registerOAuth(_ scope: LoopbackServer.Scope, codes: [String: LoopbackServer.OAuth.Issued] = [:]) async throws {
        try await scope.register([
            LoopbackServer.Route(
                pathPrefix: scope.prefix + "/oauth2", responses: [],
                oauth: .init(
                    clientID: Self.clientID, clientSecret: Self.clientSecret,
                    redirectURI: OAuthConfiguration.outOfBandRedirectURI, codes: codes,
                    refresh: [
                        "refresh-1": .init(accessToken: "access-2", expiresIn: 3600),
                        "refresh-2": .init(accessToken: "access-3", refreshToken: "refresh-3", expiresIn: 3600),
                    ],
                    userinfo: ["access-1": ["sub": "editor", "profile": "https://musicbrainz.org/user/editor"]]))
        ])
    }

    @Test("a code is exchanged with its PKCE verifier, refreshed, asked about and revoked")
    func endpoints() async throws {
        let scope = try LoopbackServer.start().scope()
        try await registerOAuth(
            scope,
            codes: [
                "code-1": .init(
                    codeChallenge: Self.challenge, accessToken: "access-1", refreshToken: "refresh-1", expiresIn: 3600,
                    scope: "profile tag rating")
            ])
        let oauth = Self.oauthClient(scope)
        let authorization = try OAuthAuthorizationRequest(
            configuration: oauth.configuration, scopes: [.profile, .tag, .rating], codeVerifier: Self.verifier)
        let before = Date()
        let token = try await oauth.exchange(code: " code-1\n", for: authorization)
        #expect(token.accessToken == "access-1")
        #expect(token.refreshToken == "refresh-1")
        #expect(token.scopes == [.profile, .tag, .rating])
        let expiry = try #require(token.expiresAt)
        #expect(expiry.timeIntervalSince(before) > 3590 && expiry.timeIntervalSince(before) < 3610)
        #expect(!token.description.contains("access-1") && !token.description.contains("refresh-1"))

        let user = try await oauth.userInfo(accessToken: token.accessToken)
        #expect(user.username == "editor")
        #expect(user.profileURL?.absoluteString == "https://musicbrainz.org/user/editor")

        let refreshed = try await oauth.refresh(token)
        #expect(refreshed.accessToken == "access-2")
        #expect(refreshed.refreshToken == "refresh-1")  // kept when the answer has none
        try await oauth.revoke("refresh-1")

        // A used code, or a verifier that does not match, is invalid_grant (400).
        let reused = try await #require(throws: MusicBrainzError.self) {
            try await oauth.exchange(code: "code-1", for: authorization)
        }
        #expect(reused.code == .badRequest)
        #expect(reused.serverMessage == "Invalid authorization code (invalid_grant)")

        let log = try await scope.log()
        #expect(
            log.map { $0.path.components(separatedBy: "/").last ?? "" } == [
                "token", "userinfo", "token", "revoke", "token",
            ])
        let exchange = try #require(log.first)
        #expect(exchange.method == "POST")
        #expect(exchange.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(exchange.body.contains("code_verifier=\(Self.verifier)"))
        #expect(exchange.body.contains("grant_type=authorization_code"))
        #expect(log[3].revoked == "refresh-1")
        #expect(log[4].oauthError == "invalid_grant")
    }

    @Test("a wrong verifier or client secret is refused by the token endpoint")
    func refusals() async throws {
        let scope = try LoopbackServer.start().scope()
        try await registerOAuth(
            scope, codes: ["code-2": .init(codeChallenge: Self.challenge, accessToken: "never")])
        let oauth = Self.oauthClient(scope)
        let other = try OAuthAuthorizationRequest(configuration: oauth.configuration, scopes: [.tag])
        let wrongVerifier = try await #require(throws: MusicBrainzError.self) {
            try await oauth.exchange(code: "code-2", for: other)
        }
        #expect(wrongVerifier.code == .badRequest)
        #expect(wrongVerifier.serverMessage?.contains("PKCE") == true)
        var configuration = Self.configuration(scope)
        configuration.clientSecret = "wrong-secret"
        let wrongSecret = OAuthClient(
            configuration: configuration, userAgent: TestClients.userAgent, transport: URLSessionTransport(),
            rateLimit: .unlimited, retryPolicy: .none)
        let error = try await #require(throws: MusicBrainzError.self) {
            try await wrongSecret.refresh(OAuthToken(accessToken: "a", refreshToken: "refresh-1"))
        }
        #expect(error.code == .unauthorized)
        #expect(!"\(error) \(error.localizedDescription)".contains("wrong-secret"))
    }

    @Test("an access token with a line break from the token endpoint is refused before anyone stores it")
    func tokenWithLineBreak() async throws {
        let scope = try LoopbackServer.start().scope()
        try await registerOAuth(
            scope, codes: ["code-3": .init(codeChallenge: Self.challenge, accessToken: "new\r\nX-Injected: 1")])
        let oauth = Self.oauthClient(scope)
        let authorization = try OAuthAuthorizationRequest(
            configuration: oauth.configuration, scopes: [.tag], codeVerifier: Self.verifier)
        let error = try await #require(throws: MusicBrainzError.self) {
            try await oauth.exchange(code: "code-3", for: authorization)
        }
        #expect(error.code == .decodingFailed)
        #expect(error.message.contains("cannot be sent in a header"), "\(error.message)")
        #expect(!error.message.contains("X-Injected"))
    }

    @Test("a token that expires within a minute is refreshed once for every request waiting on it")
    func sessionRefreshesOnce() async throws {
        let scope = try LoopbackServer.start().scope()
        try await registerOAuth(scope)
        try await scope.register([
            LoopbackServer.Route(
                method: "GET", path: scope.path("artist/\(Self.artist)"),
                responses: [.json(Data(#"{"id": "802673f0-9b88-4e8a-bb5c-dd01d68b086f", "name": "BoA"}"#.utf8))],
                auth: .init(bearer: ["access-3"]))
        ])
        let store = MemoryTokenStore()
        let expiring = OAuthToken(
            accessToken: "access-old", refreshToken: "refresh-2", expiresAt: Date().addingTimeInterval(30))
        let session = OAuthSession(client: Self.oauthClient(scope), token: expiring, store: store)
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none,
                credentials: .oauth(session)),
            transport: URLSessionTransport())
        try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<5 { group.addTask { try await client.lookup(Artist.self, id: Self.artist).name } }
            for try await name in group { #expect(name == "BoA") }
        }
        let log = try await scope.log()
        #expect(log.filter { $0.path.hasSuffix("/oauth2/token") }.count == 1)
        let lookups = log.filter { $0.path.contains("/artist/") }
        #expect(lookups.count == 5)
        #expect(lookups.allSatisfy { $0.header("Authorization") == "Bearer access-3" && $0.auth == "bearer" })
        #expect(await session.token?.accessToken == "access-3")
        #expect(await store.saved.map(\.accessToken) == ["access-3"])
        // A token far from its expiry is sent as it is.
        #expect(try await session.accessToken() == "access-3")
        #expect(try await scope.log().count == log.count)
    }

    @Test("a bearer token goes only over https or to a loopback address, and only to the base URL's host")
    func bearerTransport() async throws {
        let plainTransport = MockTransport { _ in TestClients.response(200, "application/json", "{}") }
        let insecure = MusicBrainzClient(
            configuration: .init(
                baseURL: URL(string: "http://musicbrainz.example/ws/2")!, userAgent: TestClients.userAgent,
                rateLimit: .unlimited, credentials: .bearer("secret-token")),
            transport: plainTransport)
        let error = try await #require(throws: MusicBrainzError.self) {
            try await insecure.lookup(Artist.self, id: Self.artist)
        }
        #expect(error.code == .invalidRequest)
        #expect(!error.message.contains("secret-token"))
        #expect(plainTransport.requests.isEmpty)
        for base in ["http://127.0.0.1:9/ws/2", "http://localhost:9/ws/2", "https://musicbrainz.example/ws/2"] {
            let url = try #require(URL(string: base))
            #expect(throws: Never.self) { try MusicBrainzClient.checkBearerTransport(url) }
        }
    }

    @Test("the file store writes the token with permissions 0600 and loads, replaces and removes it")
    func fileStore() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mb-tokens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileTokenStore(url: folder.appendingPathComponent("app/oauth-token.json"))
        #expect(try await store.loadToken() == nil)
        let first = OAuthToken(
            accessToken: "a1", refreshToken: "r1", expiresAt: Date(timeIntervalSince1970: 1_800_000_000),
            scopes: [.tag, .collection])
        try await store.saveToken(first)
        #expect(try await store.loadToken() == first)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(
            atPath: store.url.deletingLastPathComponent().path)
        #expect((folderAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        let second = OAuthToken(accessToken: "a2")
        try await store.saveToken(second)
        #expect(try await store.loadToken() == second)
        try await store.removeToken()
        #expect(try await store.loadToken() == nil)
        try await store.removeToken()
        #expect(
            FileTokenStore.defaultURL(application: "mbz", environment: ["XDG_CONFIG_HOME": "/x/cfg"]).path
                == "/x/cfg/mbz/oauth-token.json")
        #expect(
            FileTokenStore.defaultURL(application: "mbz", environment: ["HOME": "/home/u"]).path
                == "/home/u/.config/mbz/oauth-token.json")
    }

    @Test("no description or mirror of the credential types shows a secret")
    func redaction() {
        let secrets = ["user-name-x", "password-y", "token-z", "client-secret-w"]
        let texts = [
            String(describing: Credentials.digest(username: secrets[0], password: secrets[1])),
            String(reflecting: Credentials.bearer(secrets[2])),
            String(describing: OAuthToken(accessToken: secrets[2], refreshToken: secrets[1])),
            String(reflecting: OAuthToken(accessToken: secrets[2], refreshToken: secrets[1])),
            String(describing: OAuthConfiguration(clientID: "id", clientSecret: secrets[3])),
            String(reflecting: OAuthConfiguration(clientID: "id", clientSecret: secrets[3])),
        ]
        var dumped = ""
        dump(Credentials.digest(username: secrets[0], password: secrets[1]), to: &dumped)
        dump(OAuthToken(accessToken: secrets[2], refreshToken: secrets[1]), to: &dumped)
        for text in texts + [dumped] {
            #expect(secrets.allSatisfy { !text.contains($0) }, "a description shows a secret")
        }
    }
}

/// A token store in memory that records what was saved.
actor MemoryTokenStore: OAuthTokenStore {
    private(set) var saved: [OAuthToken] = []
    private var token: OAuthToken?

    func loadToken() async throws -> OAuthToken? { token }
    func saveToken(_ token: OAuthToken) async throws {
        saved.append(token)
        self.token = token
    }
    func removeToken() async throws { token = nil }
}
