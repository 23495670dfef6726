import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// The process-wide limiters: one queue per host, shared by every client of that host.
@Suite struct SharedRateLimitersTests {
    @Test("one host gets one limiter, whatever the case of its name")
    func oneLimiterPerHost() {
        let host = "\(UUID().uuidString).example"
        let first = SharedRateLimiters.limiter(forHost: host)
        let second = SharedRateLimiters.limiter(forHost: host.uppercased())
        let other = SharedRateLimiters.limiter(forHost: "other-\(host)")
        #expect(ObjectIdentifier(first) == ObjectIdentifier(second))
        #expect(ObjectIdentifier(first) != ObjectIdentifier(other))
    }

    @Test("a trailing dot names the same host: musicbrainz.org. gets musicbrainz.org's queue and interval")
    func trailingDot() {
        let host = "\(UUID().uuidString).musicbrainz.org"
        let plain = SharedRateLimiters.limiter(forHost: host)
        let dotted = SharedRateLimiters.limiter(forHost: host.uppercased() + ".")
        #expect(ObjectIdentifier(plain) == ObjectIdentifier(dotted))
        #expect(dotted.interval == .seconds(1))
        #expect(SharedRateLimiters.defaultInterval(forHost: "musicbrainz.org.") == .seconds(1))
        #expect(SharedRateLimiters.defaultInterval(forHost: "COVERARTARCHIVE.ORG.") == .milliseconds(200))
    }

    @Test("a client of https://<host>.musicbrainz.org./ws/2 waits in the host's queue without the dot")
    func trailingDotClient() async throws {
        // A subdomain of its own, so that no other test shares (or is held by) this queue.
        let host = "\(UUID().uuidString.lowercased()).musicbrainz.org"
        let transport = MockTransport { request in
            HTTPResponse(
                status: 200, headerFields: ["Content-Type": "application/json"], body: FakeHost.releaseJSON,
                url: request.url)
        }
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: URL(string: "https://\(host)./ws/2")!, userAgent: TestClients.userAgent,
                retryPolicy: .none),
            transport: transport)
        let shared = SharedRateLimiters.limiter(forHost: host)
        // Hold the host's queue; a request through the dotted name must wait in it.
        await shared.pause(for: .seconds(3600))
        let lookup = Task { try await client.lookup(Release.self, id: TestClients.releaseID) }
        try await eventually("the lookup waits in the host's queue") { await shared.waitingCount == 1 }
        #expect(transport.requests.isEmpty)
        lookup.cancel()
        let error = await #expect(throws: MusicBrainzError.self) { try await lookup.value }
        #expect(error?.code == .cancelled)
    }

    @Test("musicbrainz.org waits a second, the Cover Art Archive 200 ms, other hosts not at all")
    func defaultIntervals() {
        #expect(SharedRateLimiters.defaultInterval(forHost: "musicbrainz.org") == .seconds(1))
        #expect(SharedRateLimiters.defaultInterval(forHost: "beta.MusicBrainz.org") == .seconds(1))
        #expect(SharedRateLimiters.defaultInterval(forHost: "coverartarchive.org") == .milliseconds(200))
        #expect(SharedRateLimiters.defaultInterval(forHost: "localhost") == nil)
        #expect(SharedRateLimiters.defaultInterval(forHost: "notmusicbrainz.org") == nil)
        #expect(SharedRateLimiters.limiter(forHost: "\(UUID().uuidString).musicbrainz.org").interval == .seconds(1))
        #expect(SharedRateLimiters.limiter(forHost: "\(UUID().uuidString).example").interval == .zero)
    }

    /// Starts one lookup per client at once and returns the tasks; the transport answers at once.
    func startLookups(_ clients: [MusicBrainzClient]) -> [Task<Release, any Error>] {
        clients.map { client in Task { try await client.lookup(Release.self, id: TestClients.releaseID) } }
    }

    @Test("three clients with the default configuration wait in their host's one queue")
    func automaticClientsShareQueue() async throws {
        // A fresh subdomain of musicbrainz.org: the default interval of one second, its own queue.
        let host = "\(UUID().uuidString.lowercased()).musicbrainz.org"
        let transport = MockTransport.constant(body: FakeHost.releaseJSON)
        let clients = (0..<3).map { _ in
            MusicBrainzClient(
                configuration: .init(baseURL: URL(string: "https://\(host)/ws/2")!, userAgent: TestClients.userAgent),
                transport: transport)
        }
        let limiter = SharedRateLimiters.limiter(forHost: host)
        #expect(limiter.interval == .seconds(1))
        // Hold the host's queue: if the clients had limiters of their own, they would not wait.
        // (No timing is involved, so a busy machine cannot make this test flaky.)
        await limiter.pause(for: .seconds(600))
        let tasks = startLookups(clients)
        try await eventually("all three clients wait in the host's queue") { await limiter.waitingCount == 3 }
        #expect(transport.requests.isEmpty)
        for task in tasks { task.cancel() }
        var cancelled = 0
        for task in tasks {
            do { _ = try await task.value } catch let error as MusicBrainzError where error.code == .cancelled {
                cancelled += 1
            }
        }
        #expect(cancelled == 3)
        #expect(transport.requests.isEmpty)
        #expect(await limiter.waitingCount == 0)
    }

    @Test("clients that ask for different intervals to one host still share its queue")
    func mixedIntervalsShareQueue() async throws {
        let host = "\(UUID().uuidString.lowercased()).example"
        let transport = MockTransport.constant(body: FakeHost.releaseJSON)
        let clients = [Duration.seconds(5), .seconds(1)].map { interval in
            MusicBrainzClient(
                configuration: .init(
                    baseURL: URL(string: "https://\(host)/ws/2")!, userAgent: TestClients.userAgent,
                    rateLimit: .interval(interval)),
                transport: transport)
        }
        let limiter = SharedRateLimiters.limiter(forHost: host)
        await limiter.pause(for: .seconds(600))
        let tasks = startLookups(clients)
        try await eventually("both clients wait in the host's queue") { await limiter.waitingCount == 2 }
        #expect(transport.requests.isEmpty)
        for task in tasks { task.cancel() }
        for task in tasks {
            let error = await #expect(throws: MusicBrainzError.self) { try await task.value }
            #expect(error?.code == .cancelled)
        }
        #expect(transport.requests.isEmpty)
        #expect(await limiter.waitingCount == 0)
    }

    @Test("an unlimited client does not queue")
    func unlimitedDoesNotQueue() async throws {
        let host = "\(UUID().uuidString.lowercased()).musicbrainz.org"
        let transport = MockTransport.constant(body: FakeHost.releaseJSON)
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: URL(string: "https://\(host)/ws/2")!, userAgent: TestClients.userAgent, rateLimit: .unlimited),
            transport: transport)
        for _ in 0..<3 { _ = try await client.lookup(Release.self, id: TestClients.releaseID) }
        #expect(transport.requests.count == 3)
    }
}
