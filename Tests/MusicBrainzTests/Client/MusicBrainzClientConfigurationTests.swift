import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// What a client checks in its configuration before it sends anything: the base URL, the bearer
/// token, and durations too large for the clocks and transports below.
@Suite struct MusicBrainzClientConfigurationTests {
    let releaseID = MBID("5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e")!

    func client(base: String, credentials: Credentials? = nil) -> (MusicBrainzClient, MockTransport) {
        let transport = MockTransport { request in
            HTTPResponse(
                status: 200, headerFields: ["Content-Type": "application/json"], body: FakeHost.releaseJSON,
                url: request.url)
        }
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: URL(string: base)!, userAgent: TestClients.userAgent, rateLimit: .unlimited,
                retryPolicy: .none, credentials: credentials),
            transport: transport)
        return (client, transport)
    }

    @Test(
        "a base URL that is not http(s) with a host, or has a query or fragment, is refused before any I/O",
        arguments: [
            ("ftp://musicbrainz.example/ws/2", "not an http or https URL"),
            ("http:///ws/2", "not an http or https URL"), ("file:///ws/2", "not an http or https URL"),
            ("musicbrainz.example/ws/2", "not an http or https URL"),
            ("https://musicbrainz.example/ws/2?token=abc", "has a query or fragment"),
            ("https://musicbrainz.example/ws/2?", "has a query or fragment"),
            ("https://musicbrainz.example/ws/2#top", "has a query or fragment"),
        ])
    func invalidBaseURLs(base: String, reason: String) async throws {
        let (client, transport) = client(base: base)
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: releaseID)
        }
        #expect(error?.code == .invalidRequest)
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
        #expect(transport.requests.isEmpty)
        #expect(throws: MusicBrainzError.self) { try client.url(for: LookupRequest<Release>(id: releaseID)) }
    }

    @Test("an upper-case scheme is accepted and sent in lower case")
    func upperCaseScheme() async throws {
        let (client, transport) = client(base: "HTTPS://musicbrainz.example/ws/2")
        _ = try await client.lookup(Release.self, id: releaseID)
        let sent = try #require(transport.requests.first)
        #expect(sent.url.absoluteString == "https://musicbrainz.example/ws/2/release/\(releaseID)?fmt=json")
    }

    @Test(
        "a bearer token with a line break, NUL, a space, a Unicode line separator, a non-ASCII letter or nothing in it is refused before any I/O",
        arguments: [
            "secret-token\n", "secret\r\ntoken", "secret\0token", "", "  ", "secret\ttoken", " secret-token ",
            "secret\u{85}token", "secret\u{2028}token", "secrét-token",
        ])
    func invalidTokens(token: String) async throws {
        let (client, transport) = client(base: "https://musicbrainz.example/ws/2", credentials: .bearer(token))
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: releaseID)
        }
        #expect(error?.code == .invalidRequest)
        #expect(error?.message.contains("bearer token") == true)
        #expect(error?.message.contains("secret") == false, "the token leaked into the message")
        #expect(transport.requests.isEmpty)
    }

    @Test("a valid bearer token is sent as Authorization")
    func validToken() async throws {
        let (client, transport) = client(
            base: "https://musicbrainz.example/ws/2", credentials: .bearer("Yq8r-2_x.~+/="))
        _ = try await client.lookup(Release.self, id: releaseID)
        #expect(transport.requests.first?.headerFields["Authorization"] == "Bearer Yq8r-2_x.~+/=")
    }

    @Test("a timeout of 1e16 seconds is passed on as one day, and a lookup through URLSession works")
    func extremeTimeout() async throws {
        let (mock, transport) = TestClients.mock { request in
            HTTPResponse(
                status: 200, headerFields: ["Content-Type": "application/json"], body: FakeHost.releaseJSON,
                url: request.url)
        }
        var configuration = mock.configuration
        configuration.timeout = .seconds(1e16)
        _ = try await MusicBrainzClient(configuration: configuration, transport: transport).lookup(
            Release.self, id: releaseID)
        #expect(transport.requests.first?.timeout == .seconds(86_400))

        let scope = try LoopbackServer.start().scope()
        try await scope.get("release/\(releaseID)", .json(FakeHost.releaseJSON))
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none,
                timeout: .seconds(1e16)),
            transport: URLSessionTransport(timeout: .seconds(1e16)))
        #expect(try await client.lookup(Release.self, id: releaseID).title == "Violin Concertos")
    }
}
