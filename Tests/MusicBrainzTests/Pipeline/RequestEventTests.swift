import Foundation
import MusicBrainzTesting
import Testing

@testable import MusicBrainz

/// The public event hook: what the pipeline reports, in which order, with which values, on a
/// test clock; that a cache hit is reported; and that waits stay cancellable with a handler.
@Suite struct RequestEventTests {
    /// A client on a test clock whose events go into a recorder.
    func client(
        _ transport: any HTTPTransport, clock: TestClock, rateLimit: MusicBrainzClient.Configuration.RateLimit,
        middlewares: [any HTTPMiddleware] = [], events: Recorder<RequestEvent>
    ) -> MusicBrainzClient {
        var configuration = MusicBrainzClient.Configuration(
            baseURL: URL(string: "https://musicbrainz.example/ws/2")!, userAgent: TestClients.userAgent,
            rateLimit: rateLimit)
        configuration.eventHandler = { events.append($0) }
        return MusicBrainzClient(
            configuration: configuration, transport: transport, middlewares: middlewares, clock: clock,
            jitter: { 1 }, currentDate: { TestClients.fixedDate })
    }

    /// Runs lookups at once on the client, moving the clock only when all are blocked.
    func lookUp(
        _ count: Int, on client: MusicBrainzClient, clock: TestClock, limiter: IntervalRateLimiter<TestClock>? = nil
    ) async throws -> [Result<MBID, MusicBrainzError>] {
        try await ClockDriver(clock: clock, limiter: limiter).lookUp(count, clients: [client])
    }

    @Test("a 503 and a 500 before a 200: each attempt starts and finishes, each retry says its wait and attempt")
    func retries() async throws {
        let clock = TestClock()
        let host = FakeHost(clock: clock, script: [.status(503), .status(500), .status(200)])
        let events = Recorder<RequestEvent>()
        let client = client(host.transport, clock: clock, rateLimit: .unlimited, events: events)
        let results = try await lookUp(1, on: client, clock: clock)
        #expect((try? results.first?.get()) == TestClients.releaseID)
        let kinds = events.values.map(\.kind)
        #expect(
            kinds == [
                .attemptStarted, .attemptFinished, .retrying, .attemptStarted, .attemptFinished, .retrying,
                .attemptStarted, .attemptFinished,
            ])
        let retries = events.values.filter { $0.kind == .retrying }
        #expect(retries.map(\.attempt) == [2, 3])
        #expect(retries.map(\.maximumAttempts) == [5, 5])
        #expect(retries.map(\.status) == [503, 500])
        #expect(retries.map(\.wait) == [.seconds(1), .seconds(2)])
        #expect(retries.map { $0.error?.code } == [.rateLimited, .serverError])
        #expect(
            retries.map(\.description) == [
                "503 from musicbrainz.example, retrying in 1 s (attempt 2 of 5)",
                "500 from musicbrainz.example, retrying in 2 s (attempt 3 of 5)",
            ])
        let finished = events.values.filter { $0.kind == .attemptFinished }
        #expect(finished.map(\.status) == [503, 500, 200])
        #expect(finished.map(\.attempt) == [1, 2, 3])
        #expect(finished.last?.error == nil)
        #expect(finished.first?.error?.statusCode == 503)
        #expect(events.values.allSatisfy { $0.operation == "lookup-release" && $0.method == .get })
        #expect(events.values.first?.url.path == "/ws/2/release/\(TestClients.releaseID)")
        #expect(
            finished.last?.description
                == "GET https://musicbrainz.example/ws/2/release/\(TestClients.releaseID)?fmt=json → 200")
    }

    @Test("a transport failure finishes the attempt with its error, and the retry names the code")
    func transportFailure() async throws {
        let clock = TestClock()
        let host = FakeHost(clock: clock, script: [.fail(.transportFailed), .status(200)])
        let events = Recorder<RequestEvent>()
        let client = client(host.transport, clock: clock, rateLimit: .unlimited, events: events)
        _ = try await lookUp(1, on: client, clock: clock)
        let first = try #require(events.values.first { $0.kind == .attemptFinished })
        #expect(first.status == nil)
        #expect(first.error?.code == .transportFailed)
        let retry = try #require(events.values.first { $0.kind == .retrying })
        #expect(retry.description == "transportFailed from musicbrainz.example, retrying in 1 s (attempt 2 of 5)")
    }

    @Test("three lookups at once behind a 1-per-second limiter: the second and third announce 1 s and 2 s")
    func rateLimitWaits() async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
        let host = FakeHost(clock: clock, minimumSpacing: .seconds(1))
        let events = Recorder<RequestEvent>()
        let client = client(host.transport, clock: clock, rateLimit: .custom(limiter), events: events)
        let results = try await lookUp(3, on: client, clock: clock, limiter: limiter)
        #expect(results.allSatisfy { (try? $0.get()) == TestClients.releaseID })
        #expect(host.times == [0, 1, 2].map { Duration.seconds($0) })
        let waits = events.values.filter { $0.kind == .waitingForRateLimit }
        #expect(waits.compactMap(\.wait).sorted() == [.seconds(1), .seconds(2)])
        #expect(
            waits.map(\.description).sorted() == [
                "waiting 1 s for the rate limit of musicbrainz.example",
                "waiting 2 s for the rate limit of musicbrainz.example",
            ])
        #expect(events.values.filter { $0.kind == .attemptStarted }.count == 3)
    }

    @Test("a retry that waits in the paused queue is announced once, not again as a rate-limit wait")
    func retryHeldByLimiter() async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
        let host = FakeHost(clock: clock, script: [.status(503, headers: ["Retry-After": "3"]), .status(200)])
        let events = Recorder<RequestEvent>()
        let client = client(host.transport, clock: clock, rateLimit: .custom(limiter), events: events)
        _ = try await lookUp(1, on: client, clock: clock, limiter: limiter)
        #expect(host.times == [0, 3].map { Duration.seconds($0) })
        let retry = try #require(events.values.first { $0.kind == .retrying })
        #expect(retry.wait == .seconds(3))
        #expect(events.values.filter { $0.kind == .waitingForRateLimit }.isEmpty)
    }

    @Test("a cache hit is reported with its age and freshness; an offline answer past its time to live is not fresh")
    func servedFromCache() async throws {
        let clock = TestClock()
        let host = FakeHost(clock: clock)
        let now = DateBox(TestClients.fixedDate)
        let cache = ResponseCache(store: MemoryResponseStore(), currentDate: { now.value })
        let events = Recorder<RequestEvent>()
        let client = client(host.transport, clock: clock, rateLimit: .unlimited, middlewares: [cache], events: events)
        _ = try await lookUp(1, on: client, clock: clock)
        now.value = TestClients.fixedDate.addingTimeInterval(7200)
        _ = try await lookUp(1, on: client, clock: clock)
        let hit = try #require(events.values.last)
        #expect(hit.kind == .servedFromCache)
        #expect(hit.age == .seconds(7200))
        #expect(hit.isFresh == true)
        #expect(hit.source == "cache")
        #expect(hit.status == 200)
        #expect(hit.description == "served from the cache (stored 2 h ago)")
        // Ten days on, a lookup's week is over: offline still answers, and says it is stale.
        now.value = TestClients.fixedDate.addingTimeInterval(10 * 86_400)
        let offline = client.withCacheDirective(.cacheOnly)
        _ = try await offline.lookup(Release.self, id: TestClients.releaseID)
        let stale = try #require(events.values.last)
        #expect(stale.isFresh == false)
        #expect(stale.description == "served from the cache (stored 10 days ago, past its freshness)")
        #expect(host.arrivals.count == 1)
    }

    @Test("a middleware of the caller reports its own event through the context")
    func middlewareReports() async throws {
        struct Answering: HTTPMiddleware {
            func intercept(
                _ request: HTTPRequest, context: MiddlewareContext,
                next: @Sendable (HTTPRequest) async throws -> HTTPResponse
            ) async throws -> HTTPResponse {
                var event = RequestEvent(kind: .servedFromCache, request: request, operation: context.operation)
                event.source = "tier 1"
                context.report(event)
                return TestClients.response(
                    200, "application/json", String(decoding: FakeHost.releaseJSON, as: UTF8.self))
            }
        }
        let clock = TestClock()
        let host = FakeHost(clock: clock)
        let events = Recorder<RequestEvent>()
        let client = client(
            host.transport, clock: clock, rateLimit: .unlimited, middlewares: [Answering()], events: events)
        _ = try await lookUp(1, on: client, clock: clock)
        #expect(events.values.map(\.kind) == [.servedFromCache])
        #expect(events.values.first?.description == "served from the tier 1")
        #expect(host.arrivals.isEmpty)
    }

    @Test("a request waiting in the limiter with a handler is still cancelled at once")
    func cancellableWait() async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(60), clock: clock)
        let host = FakeHost(clock: clock)
        let events = Recorder<RequestEvent>()
        let client = client(host.transport, clock: clock, rateLimit: .custom(limiter), events: events)
        _ = try await client.lookup(Release.self, id: TestClients.releaseID)
        let waiting = Task { try await client.lookup(Release.self, id: TestClients.releaseID) }
        try await eventually("the second lookup is queued") { await limiter.waitingCount == 1 }
        #expect(events.values.last?.kind == .waitingForRateLimit)
        #expect(events.values.last?.wait == .seconds(60))
        waiting.cancel()
        let error = await #expect(throws: MusicBrainzError.self) { try await waiting.value }
        #expect(error?.code == .cancelled)
        #expect(host.arrivals.count == 1)
    }

    @Test("the Cover Art Archive client reports through its own handler")
    func coverArtEvents() async throws {
        let events = Recorder<RequestEvent>()
        var configuration = CoverArtArchiveClient.Configuration(
            baseURL: URL(string: "https://caa.example")!, userAgent: TestClients.userAgent, rateLimit: .unlimited,
            retryPolicy: .none)
        configuration.eventHandler = { events.append($0) }
        let transport = MockTransport { request in
            HTTPResponse(status: 404, headerFields: HTTPFields(), body: Data(), url: request.url)
        }
        let client = CoverArtArchiveClient(configuration: configuration, transport: transport)
        let listing = try await client.listing(for: .release(TestClients.releaseID))
        #expect(listing == nil)
        #expect(events.values.map(\.kind) == [.attemptStarted, .attemptFinished])
        #expect(events.values.last?.status == 404)
        #expect(events.values.last?.error?.code == .notFound)
    }

    @Test(
        "durations read as people say them",
        arguments: [
            (Duration.milliseconds(400), "0.4 s"), (.seconds(2), "2 s"), (.milliseconds(2500), "2.5 s"),
            (.seconds(59), "59 s"), (.seconds(200), "3 min 20 s"), (.seconds(7500), "2 h 5 min"),
            (.seconds(86_400), "1 day"), (.seconds(-3), "0 s"),
        ])
    func durationText(duration: Duration, text: String) {
        #expect(RequestEvent.text(for: duration) == text)
    }
}

/// A date tests move, shared with a cache's `currentDate`.
final class DateBox: @unchecked Sendable {
    // @unchecked: `date` is guarded by `lock`.
    private let lock = NSLock()
    private var date: Date

    init(_ date: Date) { self.date = date }

    var value: Date {
        get { lock.withLock { date } }
        set { lock.withLock { date = newValue } }
    }
}
