import Foundation
import MusicBrainzTesting
import Testing

@testable import MusicBrainz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The two OAuth providers of 2026 (WS/2 reference §8.10): metabrainz.org's rules (exact
/// http(s) redirect URIs, a client secret, prefixed scopes, rotating refresh tokens, its
/// UserInfo shape) and musicbrainz.org's, and sign-in through a loopback redirect.
@Suite(.timeLimit(.minutes(1))) struct OAuthProviderTests {
    static let clientID = "meb-test-client-24chars"
    static let clientSecret = "mebs_secret-value"
    static let verifier = OAuthTests.verifier
    static let challenge = OAuthTests.challenge

    @Test("metabrainz.org is the default provider, configured apart from the web service host")
    func presets() throws {
        #expect(OAuthProvider.default == .metaBrainz)
        #expect(OAuthProvider.metaBrainz.siteURL.absoluteString == "https://metabrainz.org")
        #expect(OAuthProvider.musicBrainz.siteURL.absoluteString == "https://musicbrainz.org")
        let configuration = OAuthConfiguration(clientID: "abc")
        #expect(configuration.provider == .metaBrainz)
        #expect(try configuration.endpoint("token").absoluteString == "https://metabrainz.org/oauth2/token")
        // The web service's own hosts sign in at metabrainz.org; a mirror keeps its own /oauth2.
        let ws = try #require(URL(string: "https://musicbrainz.org/ws/2"))
        #expect(OAuthProvider.forWebService(ws) == .metaBrainz)
        #expect(
            OAuthProvider.forWebService(try #require(URL(string: "https://beta.musicbrainz.org/ws/2"))) == .metaBrainz)
        let mirror = OAuthProvider.forWebService(try #require(URL(string: "http://localhost:5000/ws/2")))
        #expect(mirror.siteURL.absoluteString == "http://localhost:5000")
        #expect(mirror.allowsOutOfBandRedirect && mirror.scopePrefix.isEmpty)
        // A site given alone: metabrainz.org's rules only for metabrainz.org.
        #expect(OAuthProvider.forSite(try #require(URL(string: "https://metabrainz.org"))) == .metaBrainz)
        #expect(OAuthProvider.forSite(OAuthConfiguration.defaultSiteURL) == .musicBrainz)
        // Changing the site keeps the rules.
        var moved = OAuthConfiguration(clientID: "abc")
        moved.siteURL = try #require(URL(string: "http://127.0.0.1:9"))
        #expect(moved.provider.rotatesRefreshTokens && moved.provider.requiresClientSecret)
    }

    @Test("scopes are prefixed on metabrainz.org and read back as the library's names")
    func scopeNames() {
        let meb = OAuthProvider.metaBrainz
        #expect(
            [OAuthScope.profile, .email, .tag, .rating, .collection, .submitISRC, .submitBarcode, .openID].map(
                meb.wireName(of:))
                == [
                    "profile", "email", "musicbrainz:tag", "musicbrainz:rating", "musicbrainz:collection",
                    "musicbrainz:submit_isrc", "musicbrainz:submit_barcode", "openid",
                ])
        #expect(meb.wireName(of: OAuthScope(rawValue: "listenbrainz:submit-listens")) == "listenbrainz:submit-listens")
        #expect(meb.scope(fromWire: "musicbrainz:collection") == .collection)
        #expect(meb.scope(fromWire: "profile") == .profile)
        #expect(OAuthProvider.musicBrainz.wireName(of: .submitISRC) == "submit_isrc")
        #expect(OAuthProvider.musicBrainz.scope(fromWire: "musicbrainz:tag").rawValue == "musicbrainz:tag")
    }

    @Test("metabrainz.org's authorization URL: prefixed scopes, no access_type, a nonce with openid, PKCE")
    func metaBrainzAuthorizationURL() throws {
        let configuration = OAuthConfiguration(
            clientID: "abc", clientSecret: "s", redirectURI: "http://127.0.0.1:8000/callback")
        let authorization = try OAuthAuthorizationRequest(
            configuration: configuration, scopes: [.profile, .tag, .submitBarcode], state: "xyz",
            codeVerifier: Self.verifier)
        let components = try #require(URLComponents(url: authorization.url, resolvingAgainstBaseURL: false))
        #expect(components.host == "metabrainz.org" && components.path == "/oauth2/authorize")
        let items = Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(
            items == [
                "response_type": "code", "client_id": "abc", "redirect_uri": "http://127.0.0.1:8000/callback",
                "scope": "profile musicbrainz:tag musicbrainz:submit_barcode", "state": "xyz",
                "code_challenge": Self.challenge, "code_challenge_method": "S256",
            ])
        let withOpenID = try OAuthAuthorizationRequest(configuration: configuration, scopes: [.openID, .profile])
        let nonce = URLComponents(url: withOpenID.url, resolvingAgainstBaseURL: false)?.queryItems?
            .first { $0.name == "nonce" }?.value
        #expect((nonce?.count ?? 0) >= 16)
    }

    @Test("metabrainz.org refuses the out-of-band flow and custom schemes before anything is sent")
    func redirectRules() throws {
        for uri in [OAuthConfiguration.outOfBandRedirectURI, "com.example.tagger:/oauth", "not a uri"] {
            let error = try #require(throws: MusicBrainzError.self) {
                try OAuthAuthorizationRequest(
                    configuration: OAuthConfiguration(clientID: "abc", clientSecret: "s", redirectURI: uri),
                    scopes: [.tag])
            }
            #expect(error.code == .invalidRequest)
        }
        let oob = try #require(throws: MusicBrainzError.self) {
            try OAuthAuthorizationRequest(configuration: OAuthConfiguration(clientID: "abc"), scopes: [.tag])
        }
        #expect(oob.message.contains("no out-of-band flow"))
        #expect(oob.message.contains("OAuthLoopbackRedirect"))
        // The legacy provider keeps both.
        for uri in [OAuthConfiguration.outOfBandRedirectURI, "com.example.tagger:/oauth"] {
            #expect(throws: Never.self) {
                try OAuthAuthorizationRequest(
                    configuration: OAuthConfiguration(clientID: "abc", redirectURI: uri, provider: .musicBrainz),
                    scopes: [.tag])
            }
        }
    }

    @Test("both UserInfo shapes are read: metabrainz.org's username and numeric sub, musicbrainz.org's sub")
    func userInfoShapes() throws {
        let meb = Data(#"{"sub": "1234567", "username": "Editor", "member_since": "2011-05-12T10:00:00Z"}"#.utf8)
        let info = try JSONDecoder().decode(OAuthUserInfo.self, from: meb)
        #expect(info.username == "Editor")
        #expect(info.userID == 1_234_567)
        #expect(info.memberSince == Date(timeIntervalSince1970: 1_305_194_400))
        let mb = Data(
            #"{"sub": "Editor", "metabrainz_user_id": 42, "profile": "https://musicbrainz.org/user/Editor"}"#.utf8)
        let legacy = try JSONDecoder().decode(OAuthUserInfo.self, from: mb)
        #expect(legacy.username == "Editor" && legacy.userID == 42 && legacy.memberSince == nil)
        #expect(legacy.profileURL?.absoluteString == "https://musicbrainz.org/user/Editor")
        // A value survives its own encoding.
        #expect(try JSONDecoder().decode(OAuthUserInfo.self, from: JSONEncoder().encode(info)) == info)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(OAuthUserInfo.self, from: Data(#"{"member_since": null}"#.utf8))
        }
    }

    // MARK: Against the loopback server with metabrainz.org's rules

    static func provider(_ scope: LoopbackServer.Scope) -> OAuthProvider {
        OAuthProvider.metaBrainz.withSite(scope.url(""))
    }

    static func register(
        _ scope: LoopbackServer.Scope, redirectURI: String? = nil, refresh: [String: LoopbackServer.OAuth.Issued] = [:],
        userinfo: [String: [String: String]] = [:]
    ) async throws {
        try await scope.register([
            LoopbackServer.Route(
                pathPrefix: scope.prefix + "/oauth2", responses: [],
                oauth: .init(
                    clientID: clientID, clientSecret: clientSecret, redirectURI: redirectURI, refresh: refresh,
                    userinfo: userinfo, issueCode: "meb-code",
                    issue: .init(
                        accessToken: "meba_access-1", refreshToken: "mebr_refresh-1", expiresIn: 3600,
                        scope: "profile musicbrainz:tag musicbrainz:collection"),
                    rules: "metabrainz"))
        ])
    }

    static func oauthClient(
        _ scope: LoopbackServer.Scope, redirectURI: String, secret: String? = clientSecret
    )
        -> OAuthClient
    {
        OAuthClient(
            configuration: OAuthConfiguration(
                clientID: clientID, clientSecret: secret, redirectURI: redirectURI, provider: provider(scope)),
            userAgent: TestClients.userAgent, transport: URLSessionTransport(), rateLimit: .unlimited,
            retryPolicy: .none)
    }

    @Test("sign-in through a loopback redirect: the browser's redirect reaches the listener, the code is exchanged")
    func loopbackSignIn() async throws {
        let scope = try LoopbackServer.start().scope()
        let listener = try OAuthLoopbackRedirect(path: "/callback")
        #expect(listener.redirectURI == "http://127.0.0.1:\(listener.port)/callback")
        try await Self.register(
            scope, redirectURI: listener.redirectURI,
            userinfo: ["meba_access-1": ["sub": "77", "username": "Editor"]])
        let oauth = Self.oauthClient(scope, redirectURI: listener.redirectURI)
        let authorization = try OAuthAuthorizationRequest(
            configuration: oauth.configuration, scopes: [.profile, .tag, .collection])
        // The "browser": follows the provider's 302 to the listener, which answers a page.
        async let page = URLSession.shared.data(from: authorization.url)
        let code = try await listener.code(for: authorization, timeout: .seconds(20))
        let (body, response) = try await page
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self).contains("You can close this window"))
        #expect(code == "meb-code")
        let store = MemoryTokenStore()
        let session = OAuthSession(client: oauth, token: nil, store: store)
        let token = try await session.signIn(code: code, for: authorization)
        #expect(token.accessToken == "meba_access-1" && token.refreshToken == "mebr_refresh-1")
        #expect(token.scopes == [.profile, .tag, .collection], "prefixed scopes read back in the library's names")
        #expect(try await oauth.userInfo(accessToken: token.accessToken).username == "Editor")
        let log = try await scope.log()
        let authorize = try #require(log.first { $0.path.hasSuffix("/authorize") })
        #expect(authorize.query["scope"] == ["profile musicbrainz:tag musicbrainz:collection"])
        #expect(authorize.query["access_type"] == nil)
        let exchange = try #require(log.first { $0.path.hasSuffix("/token") })
        #expect(exchange.body.contains("client_secret="))
        #expect(exchange.body.contains("redirect_uri=http%3A%2F%2F127.0.0.1%3A\(listener.port)%2Fcallback"))
    }

    @Test("the listener ignores other paths and another sign-in's state, and gives up when told")
    func listenerStrays() async throws {
        let listener = try OAuthLoopbackRedirect()
        let authorization = try OAuthAuthorizationRequest(
            configuration: OAuthConfiguration(
                clientID: "abc", clientSecret: "s", redirectURI: listener.redirectURI, provider: .metaBrainz),
            scopes: [.tag], state: "mine")
        async let code = listener.code(for: authorization, timeout: .seconds(20))
        let base = "http://127.0.0.1:\(listener.port)"
        let (_, favicon) = try await URLSession.shared.data(from: try #require(URL(string: base + "/favicon.ico")))
        #expect((favicon as? HTTPURLResponse)?.statusCode == 404)
        let (_, other) = try await URLSession.shared.data(
            from: try #require(URL(string: base + "/callback?code=X&state=someone-else")))
        #expect((other as? HTTPURLResponse)?.statusCode == 400)
        let (_, mine) = try await URLSession.shared.data(
            from: try #require(URL(string: base + "/callback?code=RIGHT&state=mine")))
        #expect((mine as? HTTPURLResponse)?.statusCode == 200)
        #expect(try await code == "RIGHT")

        let denied = try OAuthLoopbackRedirect()
        let deniedAuthorization = try OAuthAuthorizationRequest(
            configuration: OAuthConfiguration(
                clientID: "abc", clientSecret: "s", redirectURI: denied.redirectURI, provider: .metaBrainz),
            scopes: [.tag], state: "s2")
        let refused = Task { try await denied.code(for: deniedAuthorization, timeout: .seconds(20)) }
        _ = try await URLSession.shared.data(
            from: try #require(
                URL(string: "http://127.0.0.1:\(denied.port)/callback?error=access_denied&state=s2")))
        let error = await #expect(throws: MusicBrainzError.self) { try await refused.value }
        #expect(error?.code == .unauthorized)

        let quiet = try OAuthLoopbackRedirect()
        let timedOut = await #expect(throws: MusicBrainzError.self) {
            try await quiet.redirect(timeout: .milliseconds(300))
        }
        #expect(timedOut?.code == .timedOut)
        let cancelled = Task { try await quiet.redirect(timeout: .seconds(30)) }
        try await Task.sleep(for: .milliseconds(100))
        cancelled.cancel()
        let cancellation = await #expect(throws: MusicBrainzError.self) { try await cancelled.value }
        #expect(cancellation?.code == .cancelled)
        // A port in use is refused; the next one of the list is taken.
        let taken = listener.port
        #expect(throws: MusicBrainzError.self) { try OAuthLoopbackRedirect(ports: [taken]) }
        let next = try OAuthLoopbackRedirect(ports: [taken, 0])
        #expect(next.port != taken)
    }

    @Test("metabrainz.org needs the client secret: a configuration without one sends nothing")
    func secretRequired() async throws {
        let scope = try LoopbackServer.start().scope()
        try await Self.register(scope)
        let oauth = Self.oauthClient(scope, redirectURI: "http://127.0.0.1:8000/callback", secret: nil)
        let error = try await #require(throws: MusicBrainzError.self) {
            try await oauth.refresh(OAuthToken(accessToken: "a", refreshToken: "r"))
        }
        #expect(error.code == .invalidRequest)
        #expect(error.message.contains("client secret"))
        #expect(try await scope.log().isEmpty)
    }

    @Test("a rotated refresh token is stored before the new access token is sent, and the old one is never reused")
    func rotation() async throws {
        let scope = try LoopbackServer.start().scope()
        try await Self.register(
            scope,
            refresh: [
                "mebr_1": .init(accessToken: "meba_2", refreshToken: "mebr_2", expiresIn: 3600),
                "mebr_2": .init(accessToken: "meba_3", refreshToken: "mebr_3", expiresIn: 3600),
            ])
        let artist = OAuthTests.artist
        try await scope.register([
            LoopbackServer.Route(
                method: "GET", path: scope.path("artist/\(artist)"),
                responses: [.json(Data(#"{"id": "\#(artist)", "name": "BoA"}"#.utf8))],
                auth: .init(bearer: ["meba_2", "meba_3"]))
        ])
        let events = EventLog()
        let store = OrderedTokenStore(events: events)
        // Expires in 30 s: within the minute's margin, so every request refreshes first.
        let clock = DateBox(Date())
        let session = OAuthSession(
            client: Self.oauthClient(scope, redirectURI: "http://127.0.0.1:8000/callback"),
            token: OAuthToken(accessToken: "meba_1", refreshToken: "mebr_1", expiresAt: clock.value + 30),
            store: store, currentDate: { clock.value })
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none,
                credentials: .oauth(session)),
            transport: SentHeaderLog(base: URLSessionTransport(), events: events))
        #expect(try await client.lookup(Artist.self, id: artist).name == "BoA")
        clock.value += 3600  // the new token expires as well
        #expect(try await client.lookup(Artist.self, id: artist).name == "BoA")
        #expect(
            await events.entries == [
                "saved meba_2 mebr_2", "sent Bearer meba_2", "saved meba_3 mebr_3", "sent Bearer meba_3",
            ])
        let refreshes = try await scope.log().filter { $0.path.hasSuffix("/token") }
        #expect(refreshes.map { $0.body.contains("refresh_token=mebr_1") } == [true, false])
        #expect(refreshes.allSatisfy { $0.oauthError == nil })
    }
}

/// What happened, in order, across the store and the transport.
actor EventLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A token store that records each save in an ``EventLog``.
actor OrderedTokenStore: OAuthTokenStore {
    let events: EventLog
    private var token: OAuthToken?
    private(set) var removed = 0

    init(events: EventLog, token: OAuthToken? = nil) {
        self.events = events
        self.token = token
    }

    func loadToken() async throws -> OAuthToken? { token }
    func saveToken(_ token: OAuthToken) async throws {
        await events.add("saved \(token.accessToken) \(token.refreshToken ?? "-")")
        self.token = token
    }
    func removeToken() async throws {
        removed += 1
        token = nil
    }
}

/// A transport that records the `Authorization` of every request it sends to the web service.
struct SentHeaderLog: HTTPTransport {
    let base: any HTTPTransport
    let events: EventLog

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if request.url.path.contains("/ws/2/"), let authorization = request.headerFields["Authorization"] {
            await events.add("sent \(authorization)")
        }
        return try await base.send(request)
    }
}
