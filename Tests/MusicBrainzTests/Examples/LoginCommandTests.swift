import Foundation
import MusicBrainz
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `mbz login` as MusicBrainz signs in since 2026: metabrainz.org's rules (a loopback redirect
/// mbz listens on, the client secret, prefixed scopes, rotating refresh tokens) against the
/// loopback server, the provider of each base URL, and a dead sign-in that asks to log in again.
// Serialized: each test starts mbz processes (see WriteCommandsTests).
@Suite(.serialized) struct LoginCommandTests {
    static let artist = "802673f0-9b88-4e8a-bb5c-dd01d68b086f"
    static let ok = Data(#"{"message": "OK"}"#.utf8)

    /// A port nobody listens on now, for a loopback redirect URI.
    static func freePort() throws -> Int {
        let probe = try OAuthLoopbackRedirect(ports: [0])
        defer { probe.close() }
        return probe.port
    }

    @Test(
        "login with metabrainz.org's rules: mbz listens on the loopback redirect URI for the browser's answer; the stored token signs, refreshes with its rotating refresh token, and a dead one asks to log in again"
    )
    func metaBrainzLoopbackLogin() async throws {
        let scope = try LoopbackServer.start().scope()
        let redirect = "http://127.0.0.1:\(try Self.freePort())/callback"
        try await scope.register([
            LoopbackServer.Route(
                pathPrefix: scope.prefix + "/oauth2", responses: [],
                oauth: .init(
                    clientID: "mbz-meta", clientSecret: "meta-secret-55", redirectURI: redirect,
                    refresh: ["meta-refresh-1": .init(accessToken: "meta-access-2", refreshToken: "meta-refresh-2")],
                    userinfo: ["meta-access-1": ["sub": "4242", "username": "meta-editor"]], issueCode: "code-meta",
                    issue: .init(
                        accessToken: "meta-access-1", refreshToken: "meta-refresh-1", expiresIn: 3600,
                        scope: "profile musicbrainz:tag"),
                    rules: "metabrainz")),
            LoopbackServer.Route(
                method: "POST", path: scope.path("tag"), responses: [.json(Self.ok)],
                auth: .init(bearer: ["meta-access-1", "meta-access-2"])),
        ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mbz-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = [
            "MUSICBRAINZ_BASE_URL": scope.baseURL.absoluteString, "XDG_CONFIG_HOME": folder.path,
            // The provider's site is the loopback server, with metabrainz.org's rules.
            "MUSICBRAINZ_SITE_URL": scope.url("").absoluteString,
        ]
        let login = try await CommandRunner.mbzInteractive(
            [
                "login", "--provider", "metabrainz", "--client-id", "mbz-meta", "--client-secret", "meta-secret-55",
                "--redirect-uri", redirect, "--scope", "profile,tag",
            ], environment: environment
        ) { line in
            // The browser: it opens the URL, the provider redirects it to mbz's listener.
            guard line.hasPrefix("http://127.0.0.1"), line.contains("/oauth2/authorize"), let url = URL(string: line)
            else { return nil }
            let (data, response) = try await URLSession.shared.data(from: url)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect((response as? HTTPURLResponse)?.url?.absoluteString.hasPrefix(redirect + "?code=code-meta") == true)
            #expect(String(decoding: data, as: UTF8.self).contains("Signed in. You can close this window"))
            return nil
        }
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stderr.contains("mbz waits for the answer at \(redirect)"), "\(login.stderr)")
        #expect(login.stdout.contains("Signed in as meta-editor with profile tag"), "\(login.stdout)")
        let log = try await scope.log()
        let authorize = try #require(log.first { $0.path.hasSuffix("/oauth2/authorize") })
        #expect(authorize.query["scope"] == ["profile musicbrainz:tag"])
        #expect(authorize.query["redirect_uri"] == [redirect])
        #expect(authorize.query["access_type"] == nil)
        #expect(log.first { $0.path.hasSuffix("/oauth2/token") }?.oauthError == nil)
        let printed = login.stdout + login.stderr
        #expect(!printed.contains("meta-access-1") && !printed.contains("meta-secret-55"))
        let stored =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.appendingPathComponent("mbz/oauth-client.json"))) as? [String: Any]
        #expect(stored?["provider"] as? String == "metabrainz")
        #expect(stored?["service_origin"] as? String == "http://127.0.0.1:\(scope.server.port)")

        // The stored token signs a write.
        let tag = try await CommandRunner.mbz(["tag", "artist", Self.artist, "jazz"], environment: environment)
        #expect(tag.status == 0, "\(tag.stderr)")
        #expect(try await scope.log().last?.auth == "bearer")

        // Expired: refreshed with the client secret; the rotated refresh token replaces the old one.
        let tokenFile = folder.appendingPathComponent("mbz/oauth-token.json")
        func expire(refreshToken: String? = nil) throws {
            var token = try JSONSerialization.jsonObject(with: Data(contentsOf: tokenFile)) as? [String: Any] ?? [:]
            token["expires_at"] = Date().timeIntervalSince1970 - 60
            if let refreshToken { token["refresh_token"] = refreshToken }
            try JSONSerialization.data(withJSONObject: token).write(to: tokenFile)
        }
        try expire()
        let refreshed = try await CommandRunner.mbz(["tag", "artist", Self.artist, "jazz"], environment: environment)
        #expect(refreshed.status == 0, "\(refreshed.stderr)")
        let token = try JSONSerialization.jsonObject(with: Data(contentsOf: tokenFile)) as? [String: Any]
        #expect(token?["access_token"] as? String == "meta-access-2")
        #expect(token?["refresh_token"] as? String == "meta-refresh-2")

        // The old refresh token again: metabrainz.org refuses it (and revokes everything). mbz
        // clears the sign-in after one try and says to log in again.
        try expire(refreshToken: "meta-refresh-1")
        let dead = try await CommandRunner.mbz(["tag", "artist", Self.artist, "jazz"], environment: environment)
        #expect(dead.status == 1)
        #expect(dead.stderr.contains("(signInRequired)"), "\(dead.stderr)")
        #expect(dead.stderr.contains("hint: the stored sign-in is gone; sign in again: mbz login"), "\(dead.stderr)")
        #expect(!FileManager.default.fileExists(atPath: tokenFile.path))
        let tokenRequests = try await scope.log().filter { $0.path.hasSuffix("/oauth2/token") }
        #expect(tokenRequests.count == 3, "one exchange, one refresh, one refused refresh")
        let again = try await CommandRunner.mbz(["tag", "artist", Self.artist, "jazz"], environment: environment)
        #expect(again.status == 64)
        #expect(try await scope.log().filter { $0.path.hasSuffix("/oauth2/token") }.count == 3)
    }

    @Test("metabrainz.org has no out-of-band flow: mbz refuses it before sending, naming the loopback alternative")
    func metaBrainzRefusesOutOfBand() async throws {
        let scope = try LoopbackServer.start().scope()
        let result = try await CommandRunner.mbz(
            [
                "login", "--provider", "metabrainz", "--client-id", "x", "--client-secret", "y", "--redirect-uri",
                OAuthConfiguration.outOfBandRedirectURI,
            ], environment: ["MUSICBRAINZ_BASE_URL": scope.baseURL.absoluteString])
        #expect(result.status == 64)
        #expect(result.stderr.contains("has no out-of-band flow"), "\(result.stderr)")
        #expect(result.stderr.contains("http://127.0.0.1:PORT/callback"))
        #expect(try await scope.log().isEmpty)
    }

    @Test(
        "for musicbrainz.org the provider is metabrainz.org with a loopback redirect; --provider musicbrainz keeps the legacy one, out of band"
    )
    func providerOfTheBaseURL() async throws {
        let meta = try await CommandRunner.mbz([
            "login", "--client-id", "mbz-meta", "--client-secret", "s3cret-value", "--dry-run",
        ])
        #expect(meta.status == 0, "\(meta.stderr)")
        #expect(meta.stdout.hasPrefix("GET https://metabrainz.org/oauth2/authorize?"), "\(meta.stdout)")
        #expect(meta.stdout.contains("&redirect_uri=http%3A%2F%2F127.0.0.1%3A8000%2Fcallback&"))
        #expect(meta.stdout.contains("%20musicbrainz%3Atag%20"))
        #expect(meta.stdout.contains("\nPOST https://metabrainz.org/oauth2/token\n"))
        #expect(!meta.stdout.contains("s3cret-value"))
        let legacy = try await CommandRunner.mbz([
            "login", "--provider", "musicbrainz", "--client-id", "x", "--dry-run",
        ])
        #expect(legacy.status == 0, "\(legacy.stderr)")
        #expect(legacy.stdout.hasPrefix("GET https://musicbrainz.org/oauth2/authorize?"))
        #expect(legacy.stdout.contains("access_type=offline"))
        #expect(legacy.stdout.contains("&redirect_uri=urn%3Aietf%3Awg%3Aoauth%3A2.0%3Aoob&"))
        // MUSICBRAINZ_SITE_URL moves the provider's site, keeping its rules.
        let moved = try await CommandRunner.mbz(
            ["login", "--client-id", "x", "--client-secret", "y", "--dry-run"],
            environment: ["MUSICBRAINZ_SITE_URL": "https://accounts.example.org"])
        #expect(moved.stdout.hasPrefix("GET https://accounts.example.org/oauth2/authorize?"), "\(moved.stdout)")
        #expect(moved.stdout.contains("&redirect_uri=http%3A%2F%2F127.0.0.1%3A8000%2Fcallback&"))
    }
}
