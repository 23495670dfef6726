import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// Recording exchanges against the loopback server and replaying them without it.
@Suite struct RecordReplayTests {
    let id = CacheTestSupport.releaseID

    func client(_ scope: LoopbackServer.Scope, transport: any HTTPTransport, token: String? = nil) -> MusicBrainzClient
    {
        MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none,
                credentials: token.map { .bearer($0) }),
            transport: transport)
    }

    @Test("a recording has one readable file per exchange, without the Authorization header or token")
    func recordsWithoutCredentials() async throws {
        let scope = try LoopbackServer.start().scope()
        try await CacheTestSupport.serveRelease(scope)
        let directory = try CacheTestSupport.directory()
        let recorder = try RecordingTransport(recordingInto: directory, wrapping: TestTransports.urlSession.make())
        let client = client(scope, transport: recorder, token: "very-secret-token")
        _ = try await client.lookup(Release.self, id: id, including: [.labels])
        await #expect(throws: MusicBrainzError.self) { try await client.lookup(Artist.self, id: id) }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["0001-GET-\(id).json", "0002-GET-\(id).json"])
        let text = try String(contentsOf: directory.appendingPathComponent(files[0]), encoding: .utf8)
        #expect(!text.contains("very-secret-token"))
        #expect(!text.lowercased().contains("authorization"))
        #expect(text.contains(#""format" : "swift-musicbrainz-exchange/1""#))
        #expect(text.contains("Violin Concertos"))
        let exchange = try JSONDecoder().decode(RecordedExchange.self, from: Data(text.utf8))
        #expect(exchange.request.url.hasSuffix("/release/\(id)?inc=labels&fmt=json"))
        #expect(exchange.response.status == 200)
        // The server did see the token: the recording dropped it.
        #expect(try await scope.log().first?.header("Authorization") == "Bearer very-secret-token")
    }

    @Test("a replay answers the recorded requests, statuses included, and sends nothing")
    func replays() async throws {
        let scope = try LoopbackServer.start().scope()
        try await CacheTestSupport.serveRelease(scope)
        let directory = try CacheTestSupport.directory()
        let recorder = try RecordingTransport(recordingInto: directory, wrapping: TestTransports.urlSession.make())
        let recorded = try await client(scope, transport: recorder).lookup(Release.self, id: id)
        _ = try? await client(scope, transport: recorder).lookup(Artist.self, id: id)
        let replay = try ReplayTransport(directory: directory)
        #expect(replay.exchangeCount == 2)
        let replayed = try await client(scope, transport: replay).lookup(Release.self, id: id)
        #expect(replayed == recorded)
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client(scope, transport: replay).lookup(Artist.self, id: id)
        }
        #expect(error?.code == .notFound)
        #expect(try await scope.log().count == 2)
    }

    @Test("an unmatched request fails at once with a permanent error naming its method and URL")
    func unmatchedRequest() async throws {
        let scope = try LoopbackServer.start().scope()
        let directory = try CacheTestSupport.directory()
        let replay = try ReplayTransport(directory: directory)
        let client = MusicBrainzClient(
            configuration: .init(baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited),
            transport: replay)
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: id, including: [.labels])
        }
        #expect(error?.code == .transportFailed)
        #expect(error?.isPermanent == true)
        #expect(
            error?.message.contains("GET \(scope.baseURL.absoluteString)/release/\(id)?inc=labels&fmt=json") == true)
        #expect(error?.message.contains(directory.path) == true)
        #expect(try await scope.log().isEmpty)
    }

    @Test("a file that is not an exchange is refused by name")
    func badFile() throws {
        let directory = try CacheTestSupport.directory()
        try Data("{}".utf8).write(to: directory.appendingPathComponent("0001-GET-x.json"))
        let error = #expect(throws: MusicBrainzError.self) { try ReplayTransport(directory: directory) }
        #expect(error?.code == .invalidRequest)
        #expect(error?.message.contains("0001-GET-x.json") == true)
    }
}
