import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// The "done when" checks: several clients to one host never exceed its rate, and a
/// `Retry-After` holds every queued request to the host, then the queue resumes at the normal rate.
@Suite struct HostRateLimitTests {
    func runLookups(
        _ count: Int, clients: [MusicBrainzClient], clock: TestClock, limiter: IntervalRateLimiter<TestClock>?
    ) async throws -> [Result<MBID, MusicBrainzError>] {
        try await ClockDriver(clock: clock, limiter: limiter).lookUp(count, clients: clients)
    }

    @Test("3 clients sharing one limiter make 60 requests to a host that allows 1 per second: no 503, done in 59 s")
    func sixtyRequestsThreeClients() async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
        let host = FakeHost(clock: clock, minimumSpacing: .seconds(1))
        let clients = (0..<3).map { _ in
            TestClients.clocked(transport: host.transport, clock: clock, rateLimit: .custom(limiter))
        }
        // 3 workers, each sending 20 lookups one after the other.
        let active = Counter(3)
        let succeeded = Counter()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for client in clients {
                group.addTask {
                    defer { active.decrement() }
                    for _ in 0..<20 {
                        _ = try await client.lookup(Release.self, id: TestClients.releaseID)
                        succeeded.increment()
                    }
                }
            }
            try await ClockDriver(clock: clock, limiter: limiter).run(active: active)
            try await group.waitForAll()
        }
        #expect(succeeded.value == 60)
        #expect(host.refusals == 0)
        #expect(host.arrivals.count == 60)
        #expect(host.times == (0..<60).map { Duration.seconds($0) })
        #expect(clock.now.offset <= .seconds(62))
    }

    @Test(
        "a 503 asking for 3 s delays every queued request to the host by 3 s, then one per second again",
        arguments: [
            ["Retry-After": "3"],
            ["Retry-After": "Tue, 14 Nov 2023 22:13:23 GMT"],  // TestClients.fixedDate + 3 s
            ["X-RateLimit-Reset": "1700000003"],
        ])
    func retryAfterPausesHost(headers: [String: String]) async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
        let host = FakeHost(
            clock: clock, minimumSpacing: .seconds(1), script: [.status(503, headers: headers), .status(200)])
        let clients = (0..<3).map { _ in
            TestClients.clocked(transport: host.transport, clock: clock, rateLimit: .custom(limiter))
        }
        let results = try await runLookups(5, clients: clients, clock: clock, limiter: limiter)
        #expect(results.count == 5)
        #expect(results.allSatisfy { (try? $0.get()) == TestClients.releaseID })
        // The refused request at 0; then nobody before 3 s, then one per second, the retry included.
        #expect(host.times == [0, 3, 4, 5, 6, 7].map { Duration.seconds($0) })
        #expect(host.refusals == 0)
    }

    @Test(
        "a Retry-After longer than the maximum wait is not waited for; the host pauses for at most maximumWait",
        arguments: [
            (["Retry-After": "600"], 600), (["Retry-After": "86400"], 86_400),
            (["Retry-After": "999999999"], 86_400), (["X-RateLimit-Reset": "1800000000"], 86_400),
        ] as [([String: String], Int64)])
    func retryAfterBeyondDeadline(headers: [String: String], asked: Int64) async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
        let host = FakeHost(clock: clock, script: [.status(503, headers: headers), .status(200)])
        let client = TestClients.clocked(transport: host.transport, clock: clock, rateLimit: .custom(limiter))
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: TestClients.releaseID)
        }
        #expect(error?.code == .rateLimited)
        // The caller learns the server's whole wait (at most a day) and when to try again…
        #expect(error?.retryAfter == .seconds(asked))
        #expect(error?.retryDate == TestClients.fixedDate.addingTimeInterval(TimeInterval(asked)))
        #expect(error?.message.contains("longer than this client waits (RetryPolicy.maximumWait: 1 min)") == true)
        // …but the next request to the host, from any client, waits only the capped pause.
        let results = try await runLookups(1, clients: [client], clock: clock, limiter: limiter)
        #expect(results.count == 1)
        #expect(host.times == [0, 60].map { Duration.seconds($0) })
    }

    @Test("with a larger maximumWait and no deadline, the retry waits the whole Retry-After")
    func retryAfterWithinMaximumWait() async throws {
        let clock = TestClock()
        let limiter = IntervalRateLimiter(interval: .seconds(1), clock: clock)
        let host = FakeHost(clock: clock, script: [.status(503, headers: ["Retry-After": "300"]), .status(200)])
        let patient = TestClients.clocked(
            transport: host.transport, clock: clock, rateLimit: .custom(limiter),
            retryPolicy: RetryPolicy(maxAttempts: 2, deadline: nil, maximumWait: .seconds(300)))
        let active = Counter(1)
        let retried = Task {
            defer { active.decrement() }
            return try await patient.lookup(Release.self, id: TestClients.releaseID)
        }
        try await ClockDriver(clock: clock, limiter: limiter).run(active: active)
        #expect(try await retried.value.id == TestClients.releaseID)
        #expect(host.times == [0, 300].map { Duration.seconds($0) })
    }

    @Test(
        "real clock: 3 clients sharing the host's queue at 1 request per second get no 503 from a paced loopback server"
    )
    func realClockLoopback() async throws {
        let scope = try LoopbackServer.start().scope()
        let body = try OwnFixtures.data("release-lookup-violin-concertos.json")
        // The server refuses requests less than 200 ms apart; the clients ask for 1 s. The slack is
        // wide because the shared loopback server stamps arrivals in threads that compete with
        // the rest of the suite on a busy CI machine; without the limiter the four requests would
        // arrive within milliseconds of each other.
        try await scope.register([
            LoopbackServer.Route(pathPrefix: scope.path("release"), responses: [.json(body)], rateLimitMS: 200)
        ])
        // `localhost` rather than 127.0.0.1: a host of its own, so no other test shares this queue.
        let base = URL(string: "http://localhost:\(scope.server.port)\(scope.prefix)/ws/2")!
        let clients = (0..<3).map { _ in
            MusicBrainzClient(
                configuration: .init(
                    baseURL: base, userAgent: TestClients.userAgent, rateLimit: .interval(.seconds(1)),
                    retryPolicy: .none),
                transport: TestTransports.urlSession.make())
        }
        try await withThrowingTaskGroup(of: MBID.self) { group in
            for index in 0..<4 {
                let client = clients[index % 3]
                group.addTask { try await client.lookup(Release.self, id: TestClients.releaseID).id }
            }
            for try await id in group { #expect(id == TestClients.releaseID) }
        }
        let log = try await scope.log()
        #expect(log.count == 4)
        #expect(log.allSatisfy { $0.rateLimited == false })
        let times = log.map(\.time).sorted()
        for (earlier, later) in zip(times, times.dropFirst()) {
            #expect(later - earlier >= 0.2)
        }
        // Three 1 s intervals between four requests, less the first arrival's possible delay.
        #expect(times.last! - times.first! >= 1.5)
    }
}
