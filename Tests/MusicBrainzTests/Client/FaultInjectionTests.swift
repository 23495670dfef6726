import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// Every fault the loopback server can inject, through the client and each real transport:
/// the caller gets the model or the typed error, never a crash or a hang, and retries happen
/// where they should.
@Suite struct FaultInjectionTests {
    static let releaseJSON: Data = (try? OwnFixtures.data("release-lookup-violin-concertos.json")) ?? Data()
    static let releaseXML: Data = (try? OwnFixtures.data("release-lookup-violin-concertos.xml")) ?? Data()
    static let rateLimitBody =
        #"{"error": "Your requests are exceeding the allowable rate limit. Please see http://wiki.musicbrainz.org/XMLWebService for more information."}"#

    /// A client of the loopback scope with its own limiter (so that a `Retry-After` here pauses no
    /// other test) and retries on an automatic test clock: waits take no real time, but the
    /// clock shows how long they were.
    struct Harness {
        let scope: LoopbackServer.Scope
        let clock = TestClock(advancesAutomatically: true)
        let client: MusicBrainzClient

        init(
            _ kind: TestTransports.Kind, policy: RetryPolicy = .default, format: ResponseFormat = .json,
            timeout: Duration = .seconds(20)
        ) throws {
            scope = try LoopbackServer.start().scope()
            let limiter = IntervalRateLimiter(interval: .zero, clock: clock)
            client = MusicBrainzClient(
                configuration: .init(
                    baseURL: scope.baseURL, userAgent: TestClients.userAgent, format: format,
                    rateLimit: .custom(limiter),
                    retryPolicy: policy, timeout: timeout),
                transport: kind.make(),
                clock: clock,
                jitter: { 1 },
                currentDate: { TestClients.fixedDate })
        }

        var releasePath: String { "release/\(TestClients.releaseID)" }

        func serve(_ responses: LoopbackServer.Response...) async throws {
            try await scope.register([
                LoopbackServer.Route(pathPrefix: scope.path("release/"), responses: responses)
            ])
        }

        func lookup() async throws -> Release {
            try await client.lookup(Release.self, id: TestClients.releaseID)
        }

        func lookupError() async -> MusicBrainzError? {
            await #expect(throws: MusicBrainzError.self) { try await lookup() }
        }

        func requestCount() async throws -> Int { try await scope.log().count }
    }

    static let rateLimited = LoopbackServer.Response.text(rateLimitBody, status: 503, contentType: "application/json")

    // MARK: 503 storms and Retry-After

    @Test("a storm of 503s then a success: retried with backoff, the result arrives", arguments: TestTransports.all)
    func storm503ThenSuccess(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind)
        try await harness.serve(Self.rateLimited, Self.rateLimited, Self.rateLimited, .json(Self.releaseJSON))
        let release = try await harness.lookup()
        #expect(release.title == "Violin Concertos")
        #expect(try await harness.requestCount() == 4)
        #expect(harness.clock.now.offset == .seconds(1 + 2 + 4))
    }

    @Test("an endless 503 storm ends in rateLimited with the server's message", arguments: TestTransports.all)
    func endlessStorm(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind, policy: RetryPolicy(maxAttempts: 3))
        try await harness.serve(Self.rateLimited)
        let error = await harness.lookupError()
        #expect(error?.code == .rateLimited)
        #expect(error?.serverMessage?.hasPrefix("Your requests are exceeding") == true)
        #expect(error?.requestURL?.path.hasSuffix(harness.releasePath) == true)
        #expect(try await harness.requestCount() == 3)
    }

    @Test(
        "a 503 with Retry-After pauses the host for that long, then the retry succeeds", arguments: TestTransports.all)
    func retryAfter(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind)
        var refusal = Self.rateLimited
        refusal.headers["Retry-After"] = "5"
        try await harness.serve(refusal, .json(Self.releaseJSON))
        let release = try await harness.lookup()
        #expect(release.id == TestClients.releaseID)
        #expect(try await harness.requestCount() == 2)
        #expect(harness.clock.now.offset == .seconds(5))
    }

    @Test(
        "Retry-After: 120, beyond the client's maximum wait, fails at once with rateLimited, the delay and when to retry",
        arguments: TestTransports.all)
    func retryAfterBeyondMaximumWait(kind: TestTransports.Kind) async throws {
        for (status, seconds) in [(429, 120), (503, 120), (503, 90)] {
            let harness = try Harness(kind)
            var refusal = Self.rateLimited
            refusal.status = status
            refusal.headers["Retry-After"] = String(seconds)
            try await harness.serve(refusal, .json(Self.releaseJSON))
            let error = try #require(await harness.lookupError())
            #expect(error.code == .rateLimited)
            #expect(error.statusCode == status)
            #expect(error.retryAfter == .seconds(seconds))
            let retryDate = TestClients.fixedDate.addingTimeInterval(TimeInterval(seconds))
            #expect(error.retryDate == retryDate)
            let asked = seconds == 120 ? "2 min" : "1 min 30 s"
            #expect(
                error.message.hasSuffix(
                    " The server asked to wait \(asked), longer than this client waits (RetryPolicy.maximumWait: 1 min), so the request was not repeated; try again after \(retryDate.formatted(.iso8601))."
                ), "\(error.message)")
            // Sent once, and nothing waited: the caller decides.
            #expect(try await harness.requestCount() == 1)
            #expect(harness.clock.now.offset == .zero)
        }
    }

    @Test(
        "each 503 + Retry-After: 1 of a rate-limiting server pauses the host before the retry; the last reaches the caller",
        arguments: TestTransports.all)
    func pacedServer(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind)
        // The client's limiter runs on the test clock, so its requests come faster than the
        // server's real-time limit; each refusal pauses the host by its Retry-After.
        try await harness.scope.register([
            LoopbackServer.Route(
                pathPrefix: harness.scope.path("release/"), responses: [.json(Self.releaseJSON)], rateLimitMS: 60_000)
        ])
        _ = try await harness.lookup()
        let error = await harness.lookupError()  // every retry comes within the server's minute
        #expect(error?.code == .rateLimited)
        #expect(error?.retryAfter == .seconds(1))
        let log = try await harness.scope.log()
        #expect(log.count == 6)
        #expect(log.filter { $0.rateLimited == true }.count == 5)
    }

    // MARK: The two kinds of rate-limit 503

    @Test(
        "the edge's load shedding and the per-IP throttle are different errors; both pause the host",
        arguments: TestTransports.all)
    func loadSheddingAndThrottle(kind: TestTransports.Kind) async throws {
        // Load shedding as musicbrainz.org sends it (ws2-reference 1.5): Retry-After: 0, the global zone.
        let shedding = try Harness(kind, policy: .none)
        try await shedding.serve(
            .text(
                #"{"error": "The MusicBrainz web server is currently busy. Please try again later."}"#, status: 503,
                contentType: "application/json; charset=utf-8"
            ).with(headers: ["Retry-After": "0", "X-RateLimit-Zone": "global"]),
            .json(Self.releaseJSON))
        let overloaded = try #require(await shedding.lookupError())
        #expect(overloaded.code == .rateLimited)
        #expect(overloaded.rateLimitKind == .serviceOverloaded)
        #expect(overloaded.retryAfter == .zero)
        #expect(overloaded.message.contains("overloaded and refusing requests from every client"))
        #expect(overloaded.recoverySuggestion?.contains("busy for every client") == true)
        // The host's queue is paused for the minimum delay: the next lookup starts 1 s later.
        _ = try await shedding.lookup()
        #expect(shedding.clock.now.offset == .seconds(1))

        // The per-IP throttle of the loopback server answers as the service does: Retry-After: 1
        // and X-RateLimit-Zone: ws ip=127.0.0.1.
        let throttled = try Harness(kind, policy: .none)
        try await throttled.scope.register([
            LoopbackServer.Route(
                pathPrefix: throttled.scope.path("release/"), responses: [.json(Self.releaseJSON)],
                rateLimitMS: 60_000)
        ])
        _ = try await throttled.lookup()
        let refused = try #require(await throttled.lookupError())
        #expect(refused.code == .rateLimited)
        #expect(refused.rateLimitKind == .clientThrottled)
        #expect(refused.retryAfter == .seconds(1))
        #expect(refused.message.contains("throttling this client"))
        #expect(refused.description.contains("rate limit: clientThrottled"))
        let log = try await throttled.scope.log()
        #expect(log.map(\.rateLimited) == [false, true])
        // Paused too: a third lookup waits out the second's Retry-After on the test clock.
        _ = await throttled.lookupError()
        #expect(throttled.clock.now.offset == .seconds(1))
    }

    // MARK: Broken connections and bodies

    /// The transports that survive a server closing the connection in the middle of the response
    /// headers: not URLSession, as FoundationNetworking stops the whole process there
    /// (swift-corelibs-foundation issue 5285), so the case runs only with `--traits Curl`.
    static let survivingCutHeaders = TestTransports.all.filter { $0.name != TestTransports.urlSession.name }

    @Test(
        "a connection closed in the middle of the response headers is retried, then the result arrives",
        .enabled(
            if: !survivingCutHeaders.isEmpty,
            "FoundationNetworking kills the process when the headers are cut (swift-corelibs-foundation #5285); run with --traits Curl"
        ),
        arguments: survivingCutHeaders)
    func headersCutShortRetried(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind)
        try await harness.serve(
            LoopbackServer.Response(headers: ["Content-Type": "application/json"], behavior: "cut_headers"),
            .json(Self.releaseJSON))
        #expect(try await harness.lookup().title == "Violin Concertos")
        #expect(try await harness.requestCount() == 2)
    }

    @Test(
        "a Content-Length far over the body-size limit fails at once and is not retried", arguments: TestTransports.all)
    func declaredLengthOverLimit(kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            LoopbackServer.Route(
                pathPrefix: scope.path("release/"),
                responses: [
                    LoopbackServer.Response(
                        headers: ["Content-Type": "application/json"], body: "{}", contentLength: 10_000_000_000)
                ])
        ])
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited,
                retryPolicy: RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(10))),
            transport: kind.limited(.init(maximumBodySize: 1_000_000)))
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: TestClients.releaseID)
        }
        #expect(error?.code == .transportFailed)
        #expect(error?.isPermanent == true)
        #expect(error?.message.contains("maximum of 1000000 bytes") == true)
        #expect(try await scope.log().count == 1)
    }

    @Test("a reset connection is retried for a lookup", arguments: TestTransports.all)
    func resetThenSuccess(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind)
        try await harness.serve(.init(behavior: "reset"), .json(Self.releaseJSON))
        #expect(try await harness.lookup().title == "Violin Concertos")
        #expect(try await harness.requestCount() == 2)
    }

    @Test("connections reset every time end in transportFailed", arguments: TestTransports.all)
    func resetForever(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind, policy: RetryPolicy(maxAttempts: 2))
        try await harness.serve(.init(behavior: "reset"))
        let error = await harness.lookupError()
        #expect(error?.code == .transportFailed)
        #expect(error?.failedBeforeConnecting == false)
        #expect(try await harness.requestCount() == 2)
    }

    @Test("a body cut short is a typed failure and is retried", arguments: TestTransports.all)
    func truncatedBody(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind, policy: RetryPolicy(maxAttempts: 2))
        try await harness.serve(.data(Self.releaseJSON, contentType: "application/json").with(behavior: "truncate"))
        let error = await harness.lookupError()
        #expect(error?.code == .transportFailed)
        #expect(try await harness.requestCount() == 2)

        let recovering = try Harness(kind)
        try await recovering.serve(
            .data(Self.releaseJSON, contentType: "application/json").with(behavior: "truncate"), .json(Self.releaseJSON)
        )
        #expect(try await recovering.lookup().title == "Violin Concertos")
    }

    @Test("a slow body within the timeout arrives whole", arguments: TestTransports.all)
    func slowBody(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind)
        var slow = LoopbackServer.Response.json(Self.releaseJSON).with(behavior: "slow")
        slow.delayMS = 50
        slow.pieces = 5
        try await harness.serve(slow)
        let release = try await harness.lookup()
        #expect(release.media?.count == 2)
    }

    @Test("a body slower than the timeout gives timedOut", arguments: TestTransports.all)
    func bodySlowerThanTimeout(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind, policy: .none, timeout: .milliseconds(300))
        var slow = LoopbackServer.Response.json(Self.releaseJSON).with(behavior: "slow")
        slow.delayMS = 1500
        slow.pieces = 2
        try await harness.serve(slow)
        let error = await harness.lookupError()
        #expect(error?.code == .timedOut)
    }

    @Test("an empty 200 body is decodingFailed, not a crash", arguments: TestTransports.all)
    func emptyBody(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind)
        try await harness.serve(
            LoopbackServer.Response(headers: ["Content-Type": "application/json"], behavior: "empty"))
        let error = await harness.lookupError()
        #expect(error?.code == .decodingFailed)
        #expect(error?.statusCode == 200)
        #expect(try await harness.requestCount() == 1)
    }

    // MARK: Wrong bodies

    @Test("an HTML page is unexpectedContentType with 200, and a server error with 502", arguments: TestTransports.all)
    func htmlBody(kind: TestTransports.Kind) async throws {
        let page = "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>"
        let harness = try Harness(kind, policy: RetryPolicy(maxAttempts: 2))
        try await harness.serve(.text(page, status: 200, contentType: "text/html"))
        let error = await harness.lookupError()
        #expect(error?.code == .unexpectedContentType)
        #expect(error?.message.contains("<!DOCTYPE html>") == true)

        let failing = try Harness(kind, policy: RetryPolicy(maxAttempts: 2))
        try await failing.serve(.text(page, status: 502, contentType: "text/html"))
        let serverError = await failing.lookupError()
        #expect(serverError?.code == .serverError)
        #expect(serverError?.statusCode == 502)
        #expect(serverError?.serverMessage == nil)
        #expect(try await failing.requestCount() == 2)
    }

    @Test("XML answered to a JSON request is decoded with the XML decoder", arguments: TestTransports.all)
    func xmlWhenJSONAsked(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind, format: .json)
        try await harness.serve(.xml(Self.releaseXML))
        let release = try await harness.lookup()
        #expect(release.barcode == "028947462521")
        #expect(release.media?.count == 2)
    }

    @Test(
        "JSON labelled text/plain is decoded; plain-text junk is unexpectedContentType", arguments: TestTransports.all)
    func plainText(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind)
        try await harness.serve(.data(Self.releaseJSON, contentType: "text/plain"))
        #expect(try await harness.lookup().title == "Violin Concertos")

        let junk = try Harness(kind)
        try await junk.serve(.text("Service temporarily unavailable, try again", status: 200))
        let error = await junk.lookupError()
        #expect(error?.code == .unexpectedContentType)
        #expect(error?.message.contains("Service temporarily unavailable") == true)
    }

    @Test("malformed XML in a success body is decodingFailed with the element path", arguments: TestTransports.all)
    func malformedXML(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind, format: .xml)
        try await harness.serve(.xml(Data(Self.releaseXML.prefix(Self.releaseXML.count / 2))))
        let error = await harness.lookupError()
        #expect(error?.code == .decodingFailed)
        #expect(error?.decodingPath?.hasPrefix("/metadata/release") == true)
    }

    // MARK: Redirects and cancellation

    @Test(
        "a merged MBID answered with a redirect is followed and the caller sees the new MBID",
        arguments: TestTransports.all, [301, 307])
    func mergedMBIDRedirect(kind: TestTransports.Kind, status: Int) async throws {
        let harness = try Harness(kind)
        let oldID = "0a1b2c3d-1111-4222-8333-944455566677"
        try await harness.scope.register([
            LoopbackServer.Route(
                method: "GET", path: harness.scope.path("release/\(oldID)"),
                responses: [
                    .init(
                        status: status,
                        headers: [
                            "Location": harness.scope.url("/ws/2/release/\(TestClients.releaseID)?fmt=json")
                                .absoluteString
                        ],
                        body: "")
                ]),
            LoopbackServer.Route(
                method: "GET", path: harness.scope.path("release/\(TestClients.releaseID)"),
                responses: [.json(Self.releaseJSON)]),
        ])
        let release = try await harness.client.lookup(Release.self, id: try #require(MBID(oldID)))
        #expect(release.id == TestClients.releaseID)
        #expect(
            try await harness.scope.log().map(\.path) == [
                harness.scope.path("release/\(oldID)"), harness.scope.path("release/\(TestClients.releaseID)"),
            ])
    }

    @Test(
        "cancelling a request the server never answers ends it with cancelled, promptly", arguments: TestTransports.all)
    func cancelHangingRequest(kind: TestTransports.Kind) async throws {
        let harness = try Harness(kind)
        try await harness.serve(.init(behavior: "hang"))
        let task = Task { try await harness.lookup() }
        try await eventually("the server has the request") { (try? await harness.requestCount()) == 1 }
        task.cancel()
        let error = await #expect(throws: MusicBrainzError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(try await harness.requestCount() == 1)
    }
}

extension LoopbackServer.Response {
    /// A copy with another behaviour (`truncate`, `slow`, …).
    func with(behavior: String) -> LoopbackServer.Response {
        var copy = self
        copy.behavior = behavior
        return copy
    }

    /// A copy with more header fields.
    func with(headers: [String: String]) -> LoopbackServer.Response {
        var copy = self
        copy.headers.merge(headers) { $1 }
        return copy
    }
}
