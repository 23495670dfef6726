import Foundation
import MusicBrainz
import Testing

/// A write is sent at most once unless the server proves it was not applied: a `POST`, `PUT` or
/// `DELETE` whose connection is reset after the server read it is not repeated, by the client or
/// by the transport underneath (libcurl, and FoundationNetworking's libcurl, replay a request
/// whose kept-alive connection died), and ends in ``MusicBrainzError/Code/outcomeUnknown``.
@Suite(.timeLimit(.minutes(2))) struct WriteOnceTests {
    static let releaseJSON: Data = (try? OwnFixtures.data("release-lookup-violin-concertos.json")) ?? Data()
    static let artist = MBID("5b11f4ce-a62d-471e-81fc-a69a8278c7da")!
    static let collection = MBID("0e2a1ecf-2b05-4fbf-9e7a-3a0c7bca3c2a")!
    static let ok = LoopbackServer.Response.json(Data(#"{"message": "OK"}"#.utf8))

    /// A client of the scope with a bearer token, no rate limit and quick retries, so that a
    /// retry would show at once in the server's log.
    static func client(_ kind: TestTransports.Kind, _ scope: LoopbackServer.Scope) -> MusicBrainzClient {
        MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited,
                retryPolicy: RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(1), minimumDelay: .milliseconds(1)),
                credentials: .bearer("write-once-token")),
            transport: kind.make())
    }

    static func tag() throws -> TagSubmission {
        var submission = TagSubmission()
        try submission.add(.upvote, ["jazz"], on: .artist, id: artist)
        return submission
    }

    @Test(
        "a POST reset after the server read its body, on a kept-alive connection, is sent once: outcomeUnknown",
        arguments: TestTransports.all)
    func postResetAfterBody(kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            .init(method: "GET", pathPrefix: scope.path("release/"), responses: [.json(Self.releaseJSON)]),
            .init(method: "POST", path: scope.path("tag"), responses: [.init(behavior: "reset"), Self.ok]),
        ])
        let client = Self.client(kind, scope)
        // A read first, so that the transport holds a kept-alive connection to the server.
        _ = try await client.lookup(Release.self, id: TestClients.releaseID)
        let submission = try Self.tag()
        let error = try await #require(throws: MusicBrainzError.self) { try await client.send(submission) }
        #expect(error.code == .outcomeUnknown)
        #expect(error.message.contains("may or may not have been applied"), "\(error.message)")
        #expect((error.underlyingError as? MusicBrainzError)?.code == .transportFailed)
        #expect(error.requestURL?.path.hasSuffix("/tag") == true)
        let posts = try await scope.log().filter { $0.method == "POST" }
        #expect(posts.count == 1, "the write went out \(posts.count) times")
        #expect((posts.first?.bodyLength ?? 0) > 0)
        // The next write goes out (once) and succeeds: nothing is left broken.
        _ = try await client.send(submission)
        #expect(try await scope.log().filter { $0.method == "POST" }.count == 2)
    }

    @Test(
        "a PUT and a DELETE reset after the server read them are sent once each: outcomeUnknown",
        arguments: TestTransports.all)
    func putAndDeleteResetOnce(kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            .init(method: "GET", pathPrefix: scope.path("release/"), responses: [.json(Self.releaseJSON)]),
            .init(method: "PUT", pathPrefix: scope.path("collection/"), responses: [.init(behavior: "reset")]),
            .init(method: "DELETE", pathPrefix: scope.path("collection/"), responses: [.init(behavior: "reset")]),
        ])
        let client = Self.client(kind, scope)
        _ = try await client.lookup(Release.self, id: TestClients.releaseID)
        for operation in [CollectionEditRequest.Operation.add, .remove] {
            let edit = CollectionEditRequest(operation, [TestClients.releaseID], of: Release.self, in: Self.collection)
            let error = try await #require(throws: MusicBrainzError.self) { try await client.send(edit) }
            #expect(error.code == .outcomeUnknown, "\(operation)")
        }
        let log = try await scope.log()
        #expect(log.filter { $0.method == "PUT" }.count == 1)
        #expect(log.filter { $0.method == "DELETE" }.count == 1)
    }

    @Test(
        "a POST whose server never answers times out once: outcomeUnknown, not a retry", arguments: TestTransports.all)
    func postTimeoutOnce(kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([.init(method: "POST", path: scope.path("tag"), responses: [.init(behavior: "hang")])])
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited,
                retryPolicy: RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(1)),
                credentials: .bearer("write-once-token"), timeout: .seconds(2)),
            transport: kind.make())
        let error = try await #require(throws: MusicBrainzError.self) { try await client.send(try Self.tag()) }
        #expect(error.code == .outcomeUnknown)
        #expect((error.underlyingError as? MusicBrainzError)?.code == .timedOut)
        let posts = try await scope.log().filter { $0.method == "POST" }
        #expect(posts.count == 1, "the write went out \(posts.count) times")
    }

    @Test("a POST refused with 503 or 429 is sent again: those say nothing was stored", arguments: TestTransports.all)
    func postRetriedAfterRefusal(kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        let busy = LoopbackServer.Response.text(
            #"{"error": "The server is currently busy."}"#, status: 503, contentType: "application/json")
        let throttled = LoopbackServer.Response(status: 429, headers: ["Retry-After": "0"], body: "")
        try await scope.register([
            .init(method: "POST", path: scope.path("tag"), responses: [busy, throttled, Self.ok])
        ])
        _ = try await Self.client(kind, scope).send(try Self.tag())
        #expect(try await scope.log().filter { $0.method == "POST" }.count == 3)
    }
}
