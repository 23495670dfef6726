import Foundation
import MusicBrainz
import Testing

/// The transport a client gets when it is given none: libcurl on Linux with the `Curl` trait,
/// URLSession otherwise, shared by every such client.
@Suite(.timeLimit(.minutes(1))) struct DefaultTransportTests {
    @Test("the default is libcurl on Linux with the Curl trait, URLSession otherwise")
    func kindOfThisBuild() {
        #if Curl && os(Linux)
            #expect(DefaultTransport.kind == .curl)
            #expect(DefaultTransport.shared is CurlTransport)
            #expect(DefaultTransport.make() is CurlTransport)
        #else
            #expect(DefaultTransport.kind == .urlSession)
            #expect(DefaultTransport.shared is URLSessionTransport)
            #expect(DefaultTransport.make() is URLSessionTransport)
        #endif
    }

    @Test("clients made without a transport share the default one")
    func clientsShareTheDefault() {
        let configuration = MusicBrainzClient.Configuration(userAgent: TestClients.userAgent)
        let first = MusicBrainzClient(configuration: configuration)
        let second = MusicBrainzClient(configuration: configuration)
        let covers = CoverArtArchiveClient(configuration: .init(userAgent: TestClients.userAgent))
        let shared = DefaultTransport.shared as AnyObject
        #expect(first.transport as AnyObject === shared)
        #expect(second.transport as AnyObject === shared)
        #expect(covers.transport as AnyObject === shared)
    }

    /// Whether this build's default survives a connection closed in the middle of the response
    /// headers: everywhere but Linux without the trait, where FoundationNetworking stops the
    /// process (swift-corelibs-foundation issue 5285).
    static var defaultSurvivesCutHeaders: Bool {
        #if os(Linux) && !Curl
            false
        #else
            true
        #endif
    }

    @Test(
        "a client made without a transport gets a typed, retried error for headers cut short, not a crash",
        .enabled(
            if: defaultSurvivesCutHeaders,
            "the default on Linux without the Curl trait is URLSession, which FoundationNetworking crashes here (swift-corelibs-foundation #5285); run with --traits Curl"
        ))
    func defaultClientSurvivesCutHeaders() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            LoopbackServer.Route(
                pathPrefix: scope.path("release/"),
                responses: [.init(status: 200, headers: ["Content-Type": "application/json"], behavior: "cut_headers")])
        ])
        // No transport: the default path an app takes. Two attempts, a millisecond apart.
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited,
                retryPolicy: RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(1))))
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: TestClients.releaseID)
        }
        #expect(error?.code == .transportFailed)
        #if Curl && os(Linux)
            #expect(error?.message.contains("middle of the response headers") == true)
        #endif
        #expect(try await scope.log().count == 2, "the cut-short answer is retried like a reset connection")
    }
}
