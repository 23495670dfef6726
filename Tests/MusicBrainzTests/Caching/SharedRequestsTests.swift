import Foundation
import Testing

@testable import MusicBrainz

/// Identical GETs in flight at once go out once (`sharesIdenticalRequests`), against the
/// loopback server: every caller gets the answer or the error, and cancelling one caller
/// leaves the others alone.
@Suite struct SharedRequestsTests {
    let id = CacheTestSupport.releaseID

    func client(_ scope: LoopbackServer.Scope, shares: Bool = true) -> MusicBrainzClient {
        var configuration = MusicBrainzClient.Configuration(
            baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none)
        configuration.sharesIdenticalRequests = shares
        return MusicBrainzClient(configuration: configuration, transport: TestTransports.urlSession.make())
    }

    func serveSlowly(_ scope: LoopbackServer.Scope, status: Int = 200, delayMS: Int = 400) async throws {
        var response = LoopbackServer.Response.json(try OwnFixtures.data("release-lookup-violin-concertos.json"))
        if status != 200 { response = .json(Data(#"{"error": "Not Found"}"#.utf8), status: status) }
        response.delayMS = delayMS
        try await scope.register([.init(method: "GET", path: scope.path("release/\(id)"), responses: [response])])
    }

    @Test("five identical lookups in flight at once send one request and all get the release")
    func identicalRequestsGoOutOnce() async throws {
        let scope = try LoopbackServer.start().scope()
        try await serveSlowly(scope)
        let client = client(scope)
        let titles = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<5 { group.addTask { try await client.lookup(Release.self, id: id).title } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(titles == Array(repeating: "Violin Concertos", count: 5))
        #expect(try await scope.log().count == 1)
    }

    @Test("without sharing, the same five lookups send five requests")
    func sharingIsOffByDefault() async throws {
        let scope = try LoopbackServer.start().scope()
        try await serveSlowly(scope, delayMS: 100)
        #expect(MusicBrainzClient.Configuration(userAgent: TestClients.userAgent).sharesIdenticalRequests == false)
        let client = client(scope, shares: false)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<5 { group.addTask { _ = try await client.lookup(Release.self, id: id) } }
            try await group.waitForAll()
        }
        #expect(try await scope.log().count == 5)
    }

    @Test("every caller of a shared request gets its error")
    func everyCallerGetsTheError() async throws {
        let scope = try LoopbackServer.start().scope()
        try await serveSlowly(scope, status: 404)
        let client = client(scope)
        let codes = await withTaskGroup(of: MusicBrainzError.Code?.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    do {
                        _ = try await client.lookup(Release.self, id: id)
                        return nil
                    } catch let error as MusicBrainzError {
                        return error.code
                    } catch {
                        return nil
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(codes == [.notFound, .notFound, .notFound])
        #expect(try await scope.log().count == 1)
    }

    @Test("cancelling one caller ends its wait at once and leaves the request to the others")
    func cancellingOneCallerLeavesTheOthers() async throws {
        let scope = try LoopbackServer.start().scope()
        // 20 s: long enough that the answer cannot come before the cancellation even when a
        // loaded machine takes seconds to start the three tasks.
        try await serveSlowly(scope, delayMS: 20_000)
        let client = client(scope)
        let sharing = try #require(client.pipeline.sharing)
        let first = Task { try await client.lookup(Release.self, id: id).title }
        try await eventually("the request reached the server") { ((try? await scope.log().count) ?? 0) == 1 }
        let second = Task { try await client.lookup(Release.self, id: id).title }
        let third = Task { try await client.lookup(Release.self, id: id).title }
        try await eventually("both joined the request in flight") { await sharing.joinedCount == 2 }
        first.cancel()
        let error = await #expect(throws: MusicBrainzError.self) { try await first.value }
        #expect(error?.code == .cancelled)
        // The first caller stopped waiting before the answer came: the request is still in flight.
        #expect(await sharing.inFlightCount == 1)
        #expect(try await second.value == "Violin Concertos")
        #expect(try await third.value == "Violin Concertos")
        let log = try await scope.log()
        #expect(log.count == 1)
        #expect(log.first?.clientClosed != true)
        #expect(await sharing.startedCount == 1)
    }

    @Test("when every caller is cancelled the request itself is cancelled, and a later caller starts afresh")
    func cancellingEveryCallerCancelsTheRequest() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release/\(id)"),
                responses: [
                    LoopbackServer.Response(behavior: "hang"),
                    .json(try OwnFixtures.data("release-lookup-violin-concertos.json")),
                ])
        ])
        let client = client(scope)
        let callers = (0..<2).map { _ in Task { try await client.lookup(Release.self, id: id).title } }
        try await eventually("the request reached the server") { ((try? await scope.log().count) ?? 0) == 1 }
        for caller in callers { caller.cancel() }
        for caller in callers {
            await #expect(throws: MusicBrainzError.self) { try await caller.value }
        }
        try await eventually("the server saw the connection close") {
            (try? await scope.log().first?.clientClosed) == true
        }
        #expect(try await client.lookup(Release.self, id: id).title == "Violin Concertos")
        #expect(try await scope.log().count == 2)
    }
}
