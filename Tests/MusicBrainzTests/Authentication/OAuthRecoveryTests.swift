import Foundation
import MusicBrainzTesting
import Testing

@testable import MusicBrainz

/// Tokens that recover: a `401` to an OAuth token refreshes once (for every request refused
/// together) and retries once; a refresh token the provider refuses, or a `401` to a fresh
/// token, clears the stored token and asks the user to sign in again; a Digest `401` says why
/// it may have happened. Each against the loopback server, through every real transport.
@Suite(.timeLimit(.minutes(1))) struct OAuthRecoveryTests {
    static let artist = OAuthTests.artist
    static let artistJSON = Data(#"{"id": "802673f0-9b88-4e8a-bb5c-dd01d68b086f", "name": "BoA"}"#.utf8)

    struct Harness {
        let scope: LoopbackServer.Scope
        let store: OrderedTokenStore
        let session: OAuthSession
        let client: MusicBrainzClient

        /// A session holding `access-old` (valid for an hour, so only a 401 refreshes it) with
        /// the refresh token `refresh`, and an artist route that accepts only `accepted`.
        init(
            _ kind: TestTransports.Kind, refresh: String? = "refresh-1", accepted: [String],
            issued: [String: LoopbackServer.OAuth.Issued], rules: String? = nil
        ) async throws {
            scope = try LoopbackServer.start().scope()
            try await scope.register([
                LoopbackServer.Route(
                    pathPrefix: scope.prefix + "/oauth2", responses: [],
                    oauth: .init(
                        clientID: OAuthProviderTests.clientID, clientSecret: OAuthProviderTests.clientSecret,
                        refresh: issued, rules: rules)),
                LoopbackServer.Route(
                    method: "GET", path: scope.path("artist/\(OAuthRecoveryTests.artist)"),
                    responses: [.json(OAuthRecoveryTests.artistJSON)], auth: .init(bearer: accepted)),
            ])
            let token = OAuthToken(
                accessToken: "access-old", refreshToken: refresh, expiresAt: Date().addingTimeInterval(3600))
            store = OrderedTokenStore(events: EventLog(), token: token)
            let provider = (rules == "metabrainz" ? OAuthProvider.metaBrainz : .musicBrainz).withSite(scope.url(""))
            let oauth = OAuthClient(
                configuration: OAuthConfiguration(
                    clientID: OAuthProviderTests.clientID, clientSecret: OAuthProviderTests.clientSecret,
                    redirectURI: "http://127.0.0.1:8000/callback", provider: provider),
                userAgent: TestClients.userAgent, transport: kind.make(), rateLimit: .unlimited, retryPolicy: .none)
            session = OAuthSession(client: oauth, token: token, store: store)
            client = MusicBrainzClient(
                configuration: .init(
                    baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited,
                    retryPolicy: .none, credentials: .oauth(session)),
                transport: kind.make())
        }

        func lookup() async throws -> String {
            try await client.lookup(Artist.self, id: OAuthRecoveryTests.artist).name
        }

        func tokenRequests() async throws -> [LoopbackServer.LoggedRequest] {
            try await scope.log().filter { $0.path.hasSuffix("/oauth2/token") }
        }

        func lookups() async throws -> [LoopbackServer.LoggedRequest] {
            try await scope.log().filter { $0.path.contains("/artist/") }
        }
    }

    @Test(
        "two calls refused with a revoked access token at once make one token request and both succeed",
        arguments: TestTransports.all)
    func sharedRefreshAfter401(kind: TestTransports.Kind) async throws {
        let harness = try await Harness(
            kind, accepted: ["access-new"],
            issued: ["refresh-1": .init(accessToken: "access-new", refreshToken: "refresh-2", expiresIn: 3600)])
        async let first = harness.lookup()
        async let second = harness.lookup()
        #expect(try await [first, second] == ["BoA", "BoA"])
        #expect(try await harness.tokenRequests().count == 1)
        let lookups = try await harness.lookups()
        #expect(
            lookups.map { $0.header("Authorization") ?? "" }.sorted() == [
                "Bearer access-new", "Bearer access-new", "Bearer access-old", "Bearer access-old",
            ])
        #expect(await harness.session.token?.refreshToken == "refresh-2")
        #expect(try await harness.store.loadToken()?.accessToken == "access-new")
    }

    @Test(
        "a refresh token refused with invalid_grant is cleared after one try: sign in again",
        arguments: TestTransports.all)
    func deadRefreshTokenCleared(kind: TestTransports.Kind) async throws {
        let harness = try await Harness(kind, accepted: ["access-new"], issued: [:])
        let error = try await #require(throws: MusicBrainzError.self) { try await harness.lookup() }
        #expect(error.code == .signInRequired)
        #expect(error.serverMessage == "Invalid refresh token (invalid_grant)")
        #expect(error.message.contains("sign in again"))
        #expect(await harness.session.token == nil)
        #expect(try await harness.store.loadToken() == nil)
        #expect(await harness.store.removed == 1)
        // The next call sends nothing to the token endpoint or the service.
        let again = try await #require(throws: MusicBrainzError.self) { try await harness.lookup() }
        #expect(again.code == .signInRequired)
        #expect(try await harness.tokenRequests().count == 1)
        #expect(try await harness.lookups().count == 1)
    }

    @Test("metabrainz.org's invalid_request for a refresh token already revoked also means sign in again")
    func revokedRefreshToken() async throws {
        let harness = try await Harness(
            TestTransports.urlSession, accepted: ["access-new"],
            issued: ["refresh-1": .init(accessToken: "access-new", refreshToken: "refresh-2", expiresIn: 3600)],
            rules: "metabrainz")
        // Another device already rotated refresh-1: the provider has it as revoked.
        _ = try? await harness.session.client.refresh(OAuthToken(accessToken: "x", refreshToken: "refresh-1"))
        let error = try await #require(throws: MusicBrainzError.self) { try await harness.lookup() }
        #expect(error.code == .signInRequired)
        #expect(error.serverMessage == "'refresh_token' in request was already revoked. (invalid_request)")
        #expect(try await harness.store.loadToken() == nil)
    }

    @Test("a 401 to the freshly refreshed token clears the stored token: sign in again", arguments: TestTransports.all)
    func refusedAfterRefresh(kind: TestTransports.Kind) async throws {
        let harness = try await Harness(
            kind, accepted: ["someone-else"],
            issued: ["refresh-1": .init(accessToken: "access-new", refreshToken: "refresh-2", expiresIn: 3600)])
        let error = try await #require(throws: MusicBrainzError.self) { try await harness.lookup() }
        #expect(error.code == .signInRequired)
        #expect(error.statusCode == 401)
        #expect(error.serverMessage?.hasPrefix("Your credentials could not be verified") == true)
        #expect(error.message.contains("even after a refresh"))
        #expect(try await harness.store.loadToken() == nil)
        #expect(try await harness.tokenRequests().count == 1)
        #expect(
            try await harness.lookups().map { $0.header("Authorization") } == [
                "Bearer access-old", "Bearer access-new",
            ])
    }

    @Test("a 401 without a refresh token asks to sign in again without any token request")
    func noRefreshToken() async throws {
        let harness = try await Harness(TestTransports.urlSession, refresh: nil, accepted: ["other"], issued: [:])
        let error = try await #require(throws: MusicBrainzError.self) { try await harness.lookup() }
        #expect(error.code == .signInRequired)
        #expect(try await harness.tokenRequests().isEmpty)
        #expect(try await harness.store.loadToken() == nil)
    }

    @Test("a fixed bearer token refused with 401 stays unauthorized: nothing to refresh")
    func fixedBearer() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            LoopbackServer.Route(
                method: "GET", path: scope.path("artist/\(Self.artist)"), responses: [.json(Self.artistJSON)],
                auth: .init(bearer: ["good"]))
        ])
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none,
                credentials: .bearer("bad")),
            transport: URLSessionTransport())
        let error = try await #require(throws: MusicBrainzError.self) {
            try await client.lookup(Artist.self, id: Self.artist)
        }
        #expect(error.code == .unauthorized)
        #expect(try await scope.log().count == 1)
    }

    @Test("a Digest 401 names the digest token, where to make it, and OAuth", arguments: TestTransports.all)
    func digestRefusalMessage(kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            LoopbackServer.Route(
                method: "GET", path: scope.path("artist/\(Self.artist)"), responses: [.json(Self.artistJSON)],
                auth: .init(digest: .init(username: "editor", password: "generated-digest-token")))
        ])
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none,
                credentials: .digest(username: "editor", password: "the-website-password")),
            transport: kind.make())
        let error = try await #require(throws: MusicBrainzError.self) {
            try await client.lookup(Artist.self, id: Self.artist)
        }
        #expect(error.code == .unauthorized)
        #expect(error.statusCode == 401)
        #expect(error.message.contains("separately generated digest token"))
        #expect(error.message.contains("https://musicbrainz.org/account/applications"))
        #expect(error.message.contains("OAuth"))
        #expect(error.message.contains("wrong"))
        #expect(error.serverMessage?.hasPrefix("Your credentials could not be verified") == true)
        #expect(!error.description.contains("the-website-password"))
        // The right token still works.
        let right = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none,
                credentials: .digest(username: "editor", password: "generated-digest-token")),
            transport: kind.make())
        #expect(try await right.lookup(Artist.self, id: Self.artist).name == "BoA")
    }
}
