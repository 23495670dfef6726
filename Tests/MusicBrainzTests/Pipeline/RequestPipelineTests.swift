import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// What the caller's middlewares see and may do in the request pipeline both clients share:
/// the raw response of every status, outside the status mapping, one call per request.
@Suite struct RequestPipelineTests {
    static let releaseJSON: Data = (try? OwnFixtures.data("release-lookup-violin-concertos.json")) ?? Data()

    /// Notes every status its `next` returned.
    struct StatusLog: HTTPMiddleware {
        let statuses = Recorder<Int>()
        func intercept(
            _ request: HTTPRequest, context: MiddlewareContext,
            next: @Sendable (HTTPRequest) async throws -> HTTPResponse
        ) async throws -> HTTPResponse {
            let response = try await next(request)
            statuses.append(response.status)
            return response
        }
    }

    /// A client of a mock transport with retries on an automatic test clock.
    static func client(
        middlewares: [any HTTPMiddleware], policy: RetryPolicy = RetryPolicy(maxAttempts: 3),
        _ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) -> (MusicBrainzClient, MockTransport) {
        let transport = MockTransport(handler: handler)
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: URL(string: "https://musicbrainz.example/ws/2")!, userAgent: TestClients.userAgent,
                rateLimit: .unlimited, retryPolicy: policy),
            transport: transport, middlewares: middlewares, clock: TestClock(advancesAutomatically: true),
            jitter: { 1 }, currentDate: { TestClients.fixedDate })
        return (client, transport)
    }

    static func ok(_ request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(
            status: 200, headerFields: ["Content-Type": "application/json"], body: releaseJSON, url: request.url)
    }

    @Test("a logging middleware sees the 503 the retries gave up on, once, and the caller gets its typed error")
    func middlewareSeesRawErrorStatus() async throws {
        let log = StatusLog()
        let (client, transport) = Self.client(middlewares: [log]) { _ in
            TestClients.response(
                503, "application/json", #"{"error": "Your requests are exceeding the allowable rate limit."}"#,
                headers: ["Retry-After": "1", "X-RateLimit-Zone": "ws ip=192.0.2.1"])
        }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: TestClients.releaseID)
        }
        #expect(transport.requests.count == 3)
        #expect(log.statuses.values == [503])
        #expect(error?.code == .rateLimited)
        #expect(error?.rateLimitKind == .clientThrottled)
        #expect(error?.serverMessage == "Your requests are exceeding the allowable rate limit.")
        #expect(error?.retryAfter == .seconds(1))
    }

    @Test("a 404 reaches the middleware as a response and the caller as notFound, for both clients")
    func notFoundSeenByMiddleware() async throws {
        let log = StatusLog()
        let (client, _) = Self.client(middlewares: [log]) { _ in
            TestClients.response(404, "application/json", #"{"error": "Not Found"}"#)
        }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: TestClients.releaseID)
        }
        #expect(error?.code == .notFound)
        #expect(error?.serverMessage == "Not Found")

        let coverArt = CoverArtArchiveClient(
            configuration: .init(userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none),
            transport: MockTransport { _ in TestClients.response(404, "text/plain", "No cover art found.") },
            middlewares: [log])
        #expect(try await coverArt.listing(for: .release(TestClients.releaseID)) == nil)
        #expect(log.statuses.values == [404, 404])
    }

    /// Answers a 401 by sending the request again with credentials, as a Digest middleware
    /// would after reading `WWW-Authenticate`.
    struct AnswersChallenge: HTTPMiddleware {
        let challenges = Recorder<String>()
        func intercept(
            _ request: HTTPRequest, context: MiddlewareContext,
            next: @Sendable (HTTPRequest) async throws -> HTTPResponse
        ) async throws -> HTTPResponse {
            let response = try await next(request)
            guard response.status == 401, let challenge = response.headerFields["WWW-Authenticate"] else {
                return response
            }
            challenges.append(challenge)
            var authenticated = request
            authenticated.headerFields["Authorization"] = "Digest username=\"tests\""
            return try await next(authenticated)
        }
    }

    @Test("a middleware sees a 401 with its WWW-Authenticate and answers it with a second exchange")
    func middlewareAnswersUnauthorized() async throws {
        let answering = AnswersChallenge()
        let (client, transport) = Self.client(middlewares: [answering]) { request in
            guard request.headerFields["Authorization"] != nil else {
                return TestClients.response(
                    401, "application/json", #"{"error": "You are not authorized to access this resource."}"#,
                    headers: ["WWW-Authenticate": #"Digest realm="musicbrainz.org", nonce="abc""#])
            }
            return Self.ok(request)
        }
        let release = try await client.lookup(Release.self, id: TestClients.releaseID)
        #expect(release.title == "Violin Concertos")
        #expect(answering.challenges.values == [#"Digest realm="musicbrainz.org", nonce="abc""#])
        #expect(transport.requests.map { $0.headerFields["Authorization"] } == [nil, #"Digest username="tests""#])
    }

    /// Sends `If-None-Match` and turns a 304 into the 200 it kept, as a cache would.
    struct Revalidating: HTTPMiddleware {
        let cached: HTTPResponse
        func intercept(
            _ request: HTTPRequest, context: MiddlewareContext,
            next: @Sendable (HTTPRequest) async throws -> HTTPResponse
        ) async throws -> HTTPResponse {
            var conditional = request
            conditional.headerFields["If-None-Match"] = "\"v1\""
            let response = try await next(conditional)
            return response.status == 304 ? cached : response
        }
    }

    @Test("a middleware sees a 304 and answers with the response it kept, which the client decodes")
    func middlewareAnswersNotModified() async throws {
        let cached = HTTPResponse(
            status: 200, headerFields: ["Content-Type": "application/json"], body: Self.releaseJSON)
        let (client, transport) = Self.client(middlewares: [Revalidating(cached: cached)]) { request in
            request.headerFields["If-None-Match"] == "\"v1\"" ? HTTPResponse(status: 304) : Self.ok(request)
        }
        #expect(try await client.lookup(Release.self, id: TestClients.releaseID).title == "Violin Concertos")
        #expect(transport.requests.count == 1)

        // Without the middleware, a 304 is a status the client does not expect.
        let (plain, _) = Self.client(middlewares: []) { _ in HTTPResponse(status: 304) }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await plain.lookup(Release.self, id: TestClients.releaseID)
        }
        #expect(error?.code == .unexpectedStatus)
        #expect(error?.statusCode == 304)
    }

    /// Answers every request itself with a status of its own.
    struct Refusing: HTTPMiddleware {
        let response: HTTPResponse
        func intercept(
            _ request: HTTPRequest, context: MiddlewareContext,
            next: @Sendable (HTTPRequest) async throws -> HTTPResponse
        ) async throws -> HTTPResponse {
            _ = try await next(request)
            return response
        }
    }

    @Test("a response a middleware makes itself goes through the same status table")
    func middlewareResponseMapped() async throws {
        let gone = TestClients.response(
            503, "application/json",
            #"{"error": "The database is currently in readonly mode and cannot handle your request"}"#)
        let (client, transport) = Self.client(middlewares: [Refusing(response: gone)]) { Self.ok($0) }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: TestClients.releaseID)
        }
        // The transport's 200 was replaced: the client maps the middleware's 503, not a retry's.
        #expect(transport.requests.count == 1)
        #expect(error?.code == .serverError)
        #expect(error?.statusCode == 503)
        #expect(error?.requestURL?.path == "/ws/2/release/\(TestClients.releaseID)")
    }

    /// Throws an error that is not a `MusicBrainzError`.
    struct Throwing: HTTPMiddleware {
        let error: any Error
        func intercept(
            _ request: HTTPRequest, context: MiddlewareContext,
            next: @Sendable (HTTPRequest) async throws -> HTTPResponse
        ) async throws -> HTTPResponse {
            throw error
        }
    }

    struct Oops: Error {}

    @Test("a middleware's own error is wrapped once: transportFailed, or cancelled for CancellationError")
    func middlewareErrorsWrapped() async throws {
        let (failing, transport) = Self.client(middlewares: [Throwing(error: Oops())]) { Self.ok($0) }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await failing.lookup(Release.self, id: TestClients.releaseID)
        }
        #expect(error?.code == .transportFailed)
        #expect(error?.underlyingError is Oops)
        #expect(error?.requestURL?.path == "/ws/2/release/\(TestClients.releaseID)")
        #expect(transport.requests.isEmpty)
        let (cancelling, _) = Self.client(middlewares: [Throwing(error: CancellationError())]) { Self.ok($0) }
        let cancelled = await #expect(throws: MusicBrainzError.self) {
            try await cancelling.lookup(Release.self, id: TestClients.releaseID)
        }
        #expect(cancelled?.code == .cancelled)
    }

    @Test("both clients send the base headers and timeout the pipeline owns")
    func baseHeaders() async throws {
        let (client, transport) = Self.client(middlewares: []) { Self.ok($0) }
        _ = try await client.lookup(Release.self, id: TestClients.releaseID)
        let sent = try #require(transport.requests.first)
        #expect(sent.headerFields["User-Agent"]?.hasPrefix("MusicBrainzTests/1.0") == true)
        #expect(sent.headerFields["Accept"] == "application/json")
        #expect(sent.timeout == .seconds(30))

        let body = try OwnFixtures.data("caa-release-full.json")
        let caaTransport = MockTransport { _ in
            HTTPResponse(status: 200, headerFields: ["Content-Type": "application/json"], body: body)
        }
        let coverArt = CoverArtArchiveClient(
            configuration: .init(
                userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none, timeout: .seconds(9)),
            transport: caaTransport)
        _ = try await coverArt.listing(for: .release(TestClients.releaseID))
        let listing = try #require(caaTransport.requests.first)
        #expect(listing.headerFields["User-Agent"] == sent.headerFields["User-Agent"])
        #expect(listing.headerFields["Accept"] == "application/json")
        #expect(listing.timeout == .seconds(9))
    }
}
