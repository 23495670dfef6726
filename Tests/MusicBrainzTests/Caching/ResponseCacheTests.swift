import Foundation
import Testing

@testable import MusicBrainz

/// The response cache in front of a client, against the loopback server: hits, keys,
/// credentials, offline mode, revalidation, refresh, 404s and writes.
@Suite struct ResponseCacheTests {
    typealias Support = CacheTestSupport
    let id = CacheTestSupport.releaseID

    /// A tag submission as WS/2 has it: `POST /ws/2/tag?client=…` with an XML body naming the
    /// entity.
    struct TagSubmission: MusicBrainzRequest {
        typealias Response = Data
        var release: MBID
        var method: HTTPRequest.Method { .post }
        var path: String { "tag" }
        var queryItems: [URLQueryItem] { [URLQueryItem(name: "client", value: "tests-1.0")] }
        var body: Data? {
            Data(
                """
                <metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#"><release-list>\
                <release id="\(release)"><user-tag-list><user-tag><name>jazz</name></user-tag></user-tag-list>\
                </release></release-list></metadata>
                """.utf8)
        }
        var operationName: String { "submit-tags" }
        func decode(_ body: Data, format: ResponseFormat, decoder: ResponseDecoder) throws(MusicBrainzError) -> Data {
            body
        }
    }

    @Test("a second identical lookup is answered from a disk cache without a request")
    func secondLookupIsAHit() async throws {
        let scope = try LoopbackServer.start().scope()
        try await Support.serveRelease(scope)
        let cache = ResponseCache(store: try DiskResponseStore(directory: try Support.directory()))
        let client = Support.client(scope, cache: cache)
        let first = try await client.lookup(Release.self, id: id)
        let second = try await client.lookup(Release.self, id: id)
        #expect(first == second)
        #expect(second.title == "Violin Concertos")
        #expect(try await Support.requestCount(scope) == 1)
        let statistics = await cache.statistics()
        #expect(statistics.hits == 1)
        #expect(statistics.misses == 1)
        #expect(statistics.usage.entryCount == 1)
    }

    @Test("entries survive a new store on the same directory (a restart)")
    func survivesRestart() async throws {
        let scope = try LoopbackServer.start().scope()
        try await Support.serveRelease(scope)
        let directory = try Support.directory()
        _ = try await Support.client(scope, cache: ResponseCache(store: try DiskResponseStore(directory: directory)))
            .lookup(Release.self, id: id)
        let reopened = ResponseCache(store: try DiskResponseStore(directory: directory))
        let release = try await Support.client(scope, cache: reopened).lookup(Release.self, id: id)
        #expect(release.title == "Violin Concertos")
        #expect(try await Support.requestCount(scope) == 1)
        #expect(await reopened.statistics().hits == 1)
    }

    @Test("the key holds every query parameter and the Accept format")
    func keyHoldsQueryAndFormat() async throws {
        let scope = try LoopbackServer.start().scope()
        try await Support.serveRelease(scope)
        let cache = ResponseCache(store: MemoryResponseStore())
        let json = Support.client(scope, cache: cache)
        _ = try await json.lookup(Release.self, id: id)
        _ = try await json.lookup(Release.self, id: id, including: [.labels])
        _ = try await json.lookup(Release.self, id: id, including: [.labels])
        let xmlScope = scope
        try await Support.serveRelease(xmlScope, format: .xml)
        let xml = Support.client(scope, cache: cache, format: .xml)
        _ = try await xml.lookup(Release.self, id: id)
        let log = try await scope.log()
        #expect(log.map(\.rawQuery) == ["fmt=json", "inc=labels&fmt=json", ""])
        #expect(log.last?.header("Accept") == "application/xml")
        #expect(await cache.statistics().hits == 1)
    }

    @Test("a credentialed response is never served to another credential or to an anonymous client")
    func credentialsSeparateEntries() async throws {
        let scope = try LoopbackServer.start().scope()
        try await Support.serveRelease(scope)
        let cache = ResponseCache(store: try DiskResponseStore(directory: try Support.directory()))
        let alice = Support.client(scope, cache: cache, credentials: .bearer("alice-token"))
        let bob = Support.client(scope, cache: cache, credentials: .bearer("bob-token"))
        let anonymous = Support.client(scope, cache: cache)
        _ = try await alice.lookup(Release.self, id: id)
        _ = try await alice.lookup(Release.self, id: id)
        _ = try await bob.lookup(Release.self, id: id)
        _ = try await anonymous.lookup(Release.self, id: id)
        _ = try await anonymous.lookup(Release.self, id: id)
        let log = try await scope.log()
        #expect(log.map { $0.header("Authorization") } == ["Bearer alice-token", "Bearer bob-token", nil])
        #expect(await cache.statistics().hits == 2)
        // Offline, bob's identity still cannot read alice's entry under another token.
        let carol = Support.client(scope, cache: cache, credentials: .bearer("carol-token"))
        let error = await #expect(throws: MusicBrainzError.self) {
            try await carol.withCacheDirective(.cacheOnly).lookup(Release.self, id: id)
        }
        #expect(error?.code == .notCached)
    }

    @Test("the credential identity in the context is a digest, never the token")
    func identityIsADigest() async throws {
        let scope = try LoopbackServer.start().scope()
        try await Support.serveRelease(scope)
        struct Spy: HTTPMiddleware {
            let seen = Recorder<String?>()
            func intercept(
                _ request: HTTPRequest, context: MiddlewareContext,
                next: @Sendable (HTTPRequest) async throws -> HTTPResponse
            ) async throws -> HTTPResponse {
                seen.append(context.credentialIdentity)
                return try await next(request)
            }
        }
        let spy = Spy()
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none,
                credentials: .bearer("secret-token")),
            transport: TestTransports.urlSession.make(), middlewares: [spy])
        _ = try await client.lookup(Release.self, id: id)
        let identity = try #require(spy.seen.values.first ?? nil)
        // SHA-256 of "bearer:secret-token" (computed with Python's hashlib).
        #expect(identity == "674f87f8fd3ea8908e0d50ae0fc4b380772d5a89a87effcb04e02a35988aeb10")
        #expect(!identity.contains("secret"))
    }

    @Test("offline mode sends nothing: a miss fails with notCached, a kept entry answers however old")
    func offlineSendsNothing() async throws {
        let scope = try LoopbackServer.start().scope()
        try await Support.serveRelease(scope)
        let date = Support.MovableDate()
        let cache = ResponseCache(store: MemoryResponseStore(), currentDate: { date.now })
        let client = Support.client(scope, cache: cache)
        let offline = client.withCacheDirective(.cacheOnly)
        let error = await #expect(throws: MusicBrainzError.self) {
            try await offline.lookup(Release.self, id: id)
        }
        #expect(error?.code == .notCached)
        #expect(try await Support.requestCount(scope) == 0)
        _ = try await client.lookup(Release.self, id: id)
        date.advance(.seconds(365 * 86_400))
        let release = try await offline.lookup(Release.self, id: id)
        #expect(release.title == "Violin Concertos")
        #expect(try await Support.requestCount(scope) == 1)
        // A cache set to cacheOnly for every request behaves the same.
        let alwaysOffline = ResponseCache(store: MemoryResponseStore(), configuration: .init(mode: .cacheOnly))
        let other = Support.client(scope, cache: alwaysOffline)
        await #expect(throws: MusicBrainzError.self) { try await other.lookup(Release.self, id: id) }
        #expect(try await Support.requestCount(scope) == 1)
        #expect(await alwaysOffline.statistics().notCached == 1)
    }

    @Test("a stale XML entry is revalidated with If-None-Match, and a 304 refreshes it without a body")
    func xmlRevalidation() async throws {
        let scope = try LoopbackServer.start().scope()
        let body = try OwnFixtures.data("release-lookup-violin-concertos.xml")
        var ok = LoopbackServer.Response.xml(body)
        ok.headers["ETag"] = "\"5f1c0e\""
        let notModified = LoopbackServer.Response(status: 304, headers: ["ETag": "\"5f1c0e\""], behavior: "empty")
        try await scope.register([
            .init(method: "GET", path: scope.path("release/\(id)"), responses: [ok, notModified])
        ])
        let date = Support.MovableDate()
        let cache = ResponseCache(
            store: try DiskResponseStore(directory: try Support.directory()), currentDate: { date.now })
        let client = Support.client(scope, cache: cache, format: .xml)
        let first = try await client.lookup(Release.self, id: id)
        date.advance(.seconds(8 * 86_400))
        let second = try await client.lookup(Release.self, id: id)
        #expect(second == first)
        // Refreshed: fresh again without a request.
        _ = try await client.lookup(Release.self, id: id)
        let log = try await scope.log()
        #expect(log.count == 2)
        #expect(log.first?.header("If-None-Match") == nil)
        #expect(log.last?.header("If-None-Match") == "\"5f1c0e\"")
        let statistics = await cache.statistics()
        #expect(statistics.revalidations == 1)
        #expect(statistics.hits == 1)
        #expect(statistics.misses == 1)
    }

    @Test("a stale JSON entry is fetched again without If-None-Match: JSON ETags are not stable")
    func jsonIsNotRevalidated() async throws {
        let scope = try LoopbackServer.start().scope()
        try await Support.serveRelease(scope, headers: ["ETag": "\"a1\""])
        let date = Support.MovableDate()
        let cache = ResponseCache(store: MemoryResponseStore(), currentDate: { date.now })
        let client = Support.client(scope, cache: cache)
        _ = try await client.lookup(Release.self, id: id)
        date.advance(.seconds(8 * 86_400))
        _ = try await client.lookup(Release.self, id: id)
        let log = try await scope.log()
        #expect(log.count == 2)
        #expect(log.allSatisfy { $0.header("If-None-Match") == nil })
        #expect(await cache.statistics().misses == 2)
    }

    @Test("refresh fetches and replaces; a per-request time to live overrides the kind's")
    func refreshAndTimeToLive() async throws {
        let scope = try LoopbackServer.start().scope()
        try await Support.serveRelease(scope)
        let date = Support.MovableDate()
        let cache = ResponseCache(store: MemoryResponseStore(), currentDate: { date.now })
        let client = Support.client(scope, cache: cache)
        _ = try await client.lookup(Release.self, id: id)
        _ = try await client.withCacheDirective(.refresh).lookup(Release.self, id: id)
        #expect(try await Support.requestCount(scope) == 2)
        date.advance(.seconds(120))
        _ = try await client.lookup(Release.self, id: id)
        #expect(try await Support.requestCount(scope) == 2)
        _ = try await client.withCacheDirective(.timeToLive(.seconds(60))).lookup(Release.self, id: id)
        #expect(try await Support.requestCount(scope) == 3)
    }

    @Test("a 404 is remembered for ten minutes, then asked again")
    func notFoundIsShortLived() async throws {
        let scope = try LoopbackServer.start().scope()
        let date = Support.MovableDate()
        let cache = ResponseCache(store: MemoryResponseStore(), currentDate: { date.now })
        let client = Support.client(scope, cache: cache)
        for _ in 0..<2 {
            let error = await #expect(throws: MusicBrainzError.self) { try await client.lookup(Artist.self, id: id) }
            #expect(error?.code == .notFound)
        }
        #expect(try await Support.requestCount(scope) == 1)
        date.advance(.seconds(601))
        await #expect(throws: MusicBrainzError.self) { try await client.lookup(Artist.self, id: id) }
        #expect(try await Support.requestCount(scope) == 2)
    }

    @Test("a write is never cached and removes the cached lookups of the entities it touched")
    func writeInvalidates() async throws {
        let scope = try LoopbackServer.start().scope()
        try await Support.serveRelease(scope)
        let other = MBID("0385f276-5f4f-4c81-a7a4-6bd7b8d85a7e")!
        try await scope.register([
            .init(
                method: "POST", path: scope.path("tag"),
                responses: [.xml(Data("<metadata><message><text>OK</text></message></metadata>".utf8))]),
            .init(
                method: "GET", path: scope.path("release/\(other)"),
                responses: [.json(try OwnFixtures.data("release-lookup-violin-concertos.json"))]),
        ])
        let cache = ResponseCache(store: try DiskResponseStore(directory: try Support.directory()))
        let client = Support.client(scope, cache: cache, credentials: .bearer("token"))
        _ = try await client.lookup(Release.self, id: id, including: [.userTags])
        _ = try await client.lookup(Release.self, id: other)
        _ = try await client.send(TagSubmission(release: id))
        _ = try await client.send(TagSubmission(release: id))
        _ = try await client.lookup(Release.self, id: id, including: [.userTags])
        _ = try await client.lookup(Release.self, id: other)
        let log = try await scope.log()
        #expect(log.map(\.method) == ["GET", "GET", "POST", "POST", "GET"])
        #expect(log.last?.rawQuery == "inc=user-tags&fmt=json")
        #expect(await cache.statistics().invalidations == 1)
    }

    @Test("neither kind of 503 is kept: the next request goes out, and offline mode has nothing to answer")
    func serviceUnavailableIsNotKept() async throws {
        let scope = try LoopbackServer.start().scope()
        let throttled = LoopbackServer.Response.json(
            Data(#"{"error": "Your requests are exceeding the allowable rate limit."}"#.utf8), status: 503)
        var throttle = throttled
        throttle.headers = ["Retry-After": "1", "X-RateLimit-Zone": "ws ip=127.0.0.1"]
        var overload = LoopbackServer.Response.json(
            Data(#"{"error": "The MusicBrainz web server is currently busy."}"#.utf8), status: 503)
        overload.headers = ["Retry-After": "0", "X-RateLimit-Zone": "global"]
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release/\(id)"),
                responses: [throttle, overload, .json(try OwnFixtures.data("release-lookup-violin-concertos.json"))])
        ])
        let cache = ResponseCache(store: try DiskResponseStore(directory: try Support.directory()))
        let client = Support.client(scope, cache: cache)
        let first = await #expect(throws: MusicBrainzError.self) { try await client.lookup(Release.self, id: id) }
        #expect(first?.rateLimitKind == .clientThrottled)
        let offline = await #expect(throws: MusicBrainzError.self) {
            try await client.withCacheDirective(.cacheOnly).lookup(Release.self, id: id)
        }
        #expect(offline?.code == .notCached)
        let second = await #expect(throws: MusicBrainzError.self) { try await client.lookup(Release.self, id: id) }
        #expect(second?.rateLimitKind == .serviceOverloaded)
        #expect(await cache.statistics().usage.entryCount == 0)
        #expect(try await client.lookup(Release.self, id: id).title == "Violin Concertos")
        #expect(try await client.lookup(Release.self, id: id).title == "Violin Concertos")
        #expect(try await Support.requestCount(scope) == 3)
        let statistics = await cache.statistics()
        #expect(statistics.hits == 1)
        #expect(statistics.misses == 3)
    }

    @Test("the entities a URL names are read after /ws/2/, so a base URL that looks like an MBID never counts")
    func subjectsIgnoreTheBaseURL() throws {
        let base = "http://127.0.0.1:8080/t/0a1b2c3d-0000-4000-8000-00000000abcd/ws/2/"
        let collection = MBID("1f0d0f4a-2d5e-4b5a-9d4a-3c7e2b1a0f9e")!
        let url = try #require(URL(string: base + "collection/\(collection)/releases/\(id);\(id)?client=t-1"))
        let request = HTTPRequest(method: .put, url: url)
        #expect(ResponseCache.touchedEntities(by: request) == [collection.description, id.description])
    }
}
