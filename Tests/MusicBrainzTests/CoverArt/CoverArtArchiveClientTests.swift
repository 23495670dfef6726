import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// The Cover Art Archive client over a mock transport: request shapes, refusals before
/// sending, "no art" as nil, typed errors, and the release → release-group fallback.
@Suite struct CoverArtArchiveClientTests {
    static let release = MBID("76df3287-6cda-33eb-8e9a-044b5e15ffdd")!
    static let group = MBID("c0d1a5e2-33b4-4f6e-9a8b-7c6d5e4f3a2b")!
    static let json = "application/json"

    static func listingResponse(_ fixture: String) throws -> HTTPResponse {
        HTTPResponse(status: 200, headerFields: ["Content-Type": json], body: try OwnFixtures.data(fixture))
    }

    @Test("a listing request goes to /release/<mbid> with the User-Agent, Accept JSON and a lower-case MBID")
    func listingRequestShape() async throws {
        let body = try OwnFixtures.data("caa-release-full.json")
        let (client, transport) = TestClients.coverArtMock { _ in
            HTTPResponse(status: 200, headerFields: ["Content-Type": Self.json], body: body)
        }
        let upper = try MBID(validating: "76DF3287-6CDA-33EB-8E9A-044B5E15FFDD")
        let listing = try #require(try await client.listing(for: .release(upper)))
        #expect(listing.images.count == 3)
        let sent = try #require(transport.requests.first)
        #expect(
            sent.url.absoluteString == "https://coverartarchive.example/release/76df3287-6cda-33eb-8e9a-044b5e15ffdd")
        #expect(sent.method == .get)
        #expect(sent.followsRedirects)
        #expect(sent.headerFields["Accept"] == "application/json")
        #expect(
            sent.headerFields["User-Agent"] == "MusicBrainzTests/1.0 ( tests@example.org ) \(UserAgent.libraryToken)")
        #expect(sent.timeout == .seconds(30))
    }

    @Test("redirect URLs are built for every image and size without a request")
    func redirectURLs() throws {
        let (client, transport) = TestClients.coverArtMock { _ in HTTPResponse(status: 500) }
        let base = "https://coverartarchive.example/release/76df3287-6cda-33eb-8e9a-044b5e15ffdd/"
        #expect(
            try client.redirectURL(.front, of: .release(Self.release), size: .original).absoluteString == base + "front"
        )
        #expect(
            try client.redirectURL(.front, of: .release(Self.release), size: .thumbnail500).absoluteString == base
                + "front-500")
        #expect(
            try client.redirectURL(.back, of: .release(Self.release), size: .thumbnail1200).absoluteString == base
                + "back-1200")
        #expect(
            try client.redirectURL(
                .image(CoverArtImageID(rawValue: 829_521_842)), of: .release(Self.release), size: .thumbnail250
            )
            .absoluteString == base + "829521842-250")
        #expect(
            try client.redirectURL(.front, of: .releaseGroup(Self.group), size: .thumbnail250).absoluteString
                == "https://coverartarchive.example/release-group/c0d1a5e2-33b4-4f6e-9a8b-7c6d5e4f3a2b/front-250")
        #expect(transport.requests.isEmpty)

        let defaults = CoverArtArchiveClient.Configuration(userAgent: TestClients.userAgent)
        #expect(
            try defaults.redirectURL(for: .front, of: .release(Self.release), size: .thumbnail500).absoluteString
                == "https://coverartarchive.org/release/76df3287-6cda-33eb-8e9a-044b5e15ffdd/front-500")
        for base in ["http://127.0.0.1:8080/caa/", "http://127.0.0.1:8080/caa"] {
            let standIn = CoverArtArchiveClient.Configuration(
                baseURL: URL(string: base)!, userAgent: TestClients.userAgent)
            #expect(
                try standIn.listingURL(for: .releaseGroup(Self.group)).absoluteString
                    == "http://127.0.0.1:8080/caa/release-group/c0d1a5e2-33b4-4f6e-9a8b-7c6d5e4f3a2b")
        }
    }

    @Test("back and image IDs of a release group are refused before anything is sent")
    func releaseGroupRefusals() async throws {
        let (client, transport) = TestClients.coverArtMock { _ in HTTPResponse(status: 500) }
        let group = CoverArtEntity.releaseGroup(Self.group)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("caa-\(UUID().uuidString).jpg")
        for selector in [CoverArtImageSelector.back, .image(CoverArtImageID(rawValue: 1))] {
            let built = #expect(throws: MusicBrainzError.self) {
                try client.redirectURL(selector, of: group, size: .original)
            }
            #expect(built?.code == .invalidRequest)
            let resolved = await #expect(throws: MusicBrainzError.self) {
                try await client.resolve(selector, of: group, size: .thumbnail500)
            }
            #expect(resolved?.code == .invalidRequest)
            let data = await #expect(throws: MusicBrainzError.self) {
                try await client.imageData(selector, of: group, size: .thumbnail500)
            }
            #expect(data?.code == .invalidRequest)
            let download = await #expect(throws: MusicBrainzError.self) {
                try await client.downloadImage(selector, of: group, size: .original, to: file)
            }
            #expect(download?.code == .invalidRequest)
        }
        #expect(transport.requests.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("a 404 is no cover art: nil from the listing, the URL, the bytes and the download")
    func notFoundIsNil() async throws {
        let page = CoverArtStandIn.werkzeugPage(status: 404, message: "No cover art found for release \(Self.release)")
        let (client, transport) = TestClients.coverArtMock { _ in
            TestClients.response(404, "text/html; charset=utf-8", page)
        }
        let release = CoverArtEntity.release(Self.release)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("caa-\(UUID().uuidString).jpg")
        #expect(try await client.listing(for: release) == nil)
        #expect(try await client.imageURL(.front, of: release, size: .thumbnail500) == nil)
        #expect(try await client.imageData(.back, of: release, size: .thumbnail250) == nil)
        #expect(try await client.downloadImage(.front, of: release, size: .original, to: file) == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(
            transport.requests.map(\.url.lastPathComponent) == [
                "76df3287-6cda-33eb-8e9a-044b5e15ffdd", "76df3287-6cda-33eb-8e9a-044b5e15ffdd", "back-250", "front",
            ])
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var name: String
        var response: HTTPResponse
        var code: MusicBrainzError.Code
        var serverMessage: String?
        var testDescription: String { name }
    }

    static let failures: [Failure] = [
        Failure(
            name: "400 HTML page",
            response: TestClients.response(
                400, "text/html; charset=utf-8",
                CoverArtStandIn.werkzeugPage(status: 400, message: "invalid MBID specified")),
            code: .badRequest, serverMessage: "invalid MBID specified"),
        Failure(
            name: "400 plain text",
            response: TestClients.response(
                400, "text/plain; charset=utf-8", "back-250 not supported for release groups."),
            code: .badRequest, serverMessage: "back-250 not supported for release groups."),
        Failure(
            name: "500", response: TestClients.response(500, "text/plain; charset=utf-8", "Whoops. Our bad.\n"),
            code: .serverError, serverMessage: "Whoops. Our bad."),
        Failure(
            name: "502 empty", response: HTTPResponse(status: 502), code: .serverError, serverMessage: nil),
        Failure(
            name: "503 with Retry-After",
            response: TestClients.response(
                503, "text/html", "<html><body><p>Slow down &amp; retry</p></body></html>",
                headers: ["Retry-After": "3"]),
            code: .rateLimited, serverMessage: "Slow down & retry"),
        Failure(
            name: "403", response: TestClients.response(403, "text/plain", "Forbidden"), code: .forbidden,
            serverMessage: "Forbidden"),
    ]

    @Test("error statuses are typed errors with the archive's own message", arguments: failures)
    func errorStatus(_ failure: Failure) async throws {
        let response = failure.response
        let (client, _) = TestClients.coverArtMock { _ in response }
        let listing = await #expect(throws: MusicBrainzError.self) {
            try await client.listing(for: .release(Self.release))
        }
        #expect(listing?.code == failure.code)
        #expect(listing?.statusCode == failure.response.status)
        #expect(listing?.serverMessage == failure.serverMessage)
        #expect(listing?.requestURL?.path == "/release/76df3287-6cda-33eb-8e9a-044b5e15ffdd")
        let image = await #expect(throws: MusicBrainzError.self) {
            try await client.imageData(.front, of: .release(Self.release), size: .thumbnail500)
        }
        #expect(image?.code == failure.code)
        #expect(image?.serverMessage == failure.serverMessage)
        if failure.code == .rateLimited { #expect(image?.retryAfter == .seconds(3)) }
    }

    @Test("a 200 HTML page instead of a listing or an image is unexpectedContentType; an empty image is decodingFailed")
    func wrongBodies() async throws {
        let (html, _) = TestClients.coverArtMock { _ in
            TestClients.response(200, "text/html", "<!DOCTYPE html><html><body>Item not available</body></html>")
        }
        let listing = await #expect(throws: MusicBrainzError.self) {
            try await html.listing(for: .release(Self.release))
        }
        #expect(listing?.code == .unexpectedContentType)
        let image = await #expect(throws: MusicBrainzError.self) {
            try await html.imageData(.front, of: .release(Self.release), size: .original)
        }
        #expect(image?.code == .unexpectedContentType)
        let (empty, _) = TestClients.coverArtMock { _ in
            HTTPResponse(status: 200, headerFields: ["Content-Type": "image/jpeg"])
        }
        let emptyImage = await #expect(throws: MusicBrainzError.self) {
            try await empty.imageData(.front, of: .release(Self.release), size: .original)
        }
        #expect(emptyImage?.code == .decodingFailed)
    }

    @Test("resolving with the client's fallback order: no 1200 gives the original, an empty order gives nil")
    func fallbackFromConfiguration() async throws {
        let body = try OwnFixtures.data("caa-release-no-1200.json")
        let transport = MockTransport { _ in
            HTTPResponse(status: 200, headerFields: ["Content-Type": Self.json], body: body)
        }
        let release = CoverArtEntity.release(Self.release)
        let base = "https://coverartarchive.org/release/76df3287-6cda-33eb-8e9a-044b5e15ffdd/"
        var configuration = CoverArtArchiveClient.Configuration(
            baseURL: URL(string: "https://caa.example")!, userAgent: TestClients.userAgent, rateLimit: .unlimited)
        let client = CoverArtArchiveClient(configuration: configuration, transport: transport)
        let cover = try #require(try await client.resolve(.front, of: release, size: .thumbnail1200))
        // The next larger size first: no 1200 thumbnail means an original under 1200 px (beets#3638).
        #expect(cover.size == .original)
        #expect(cover.url.absoluteString == base + "829521842.jpg")
        #expect(cover.entity == release)
        #expect(cover.image.id.rawValue == 829_521_842)
        #expect(cover.release?.absoluteString == "https://musicbrainz.org/release/76df3287-6cda-33eb-8e9a-044b5e15ffdd")
        #expect(
            try await client.imageURL(.front, of: release, size: .thumbnail1200, fallback: [.thumbnail500])?
                .absoluteString == base + "829521842-500.jpg")

        configuration.sizeFallbackOrder = []
        let strict = CoverArtArchiveClient(configuration: configuration, transport: transport)
        #expect(try await strict.resolve(.front, of: release, size: .thumbnail1200) == nil)
        #expect(try await strict.resolve(.front, of: release, size: .thumbnail250)?.size == .thumbnail250)
        #expect(try await strict.resolve(.back, of: release, size: .original) == nil)
    }

    /// Answers listings by path: the release's and the release group's.
    static func routes(release: String?, group: String?) -> @Sendable (HTTPRequest) async throws -> HTTPResponse {
        let releaseBody = try? release.map { try OwnFixtures.data($0) }
        let groupBody = try? group.map { try OwnFixtures.data($0) }
        return { request in
            let body = request.url.path.hasPrefix("/release-group/") ? groupBody : releaseBody
            guard let body = body ?? nil else { return TestClients.response(404, "text/plain", "No cover art found") }
            return HTTPResponse(status: 200, headerFields: ["Content-Type": "application/json"], body: body)
        }
    }

    @Test("the front cover falls back to the release group when the release has no art or no front")
    func frontCoverFallback() async throws {
        for releaseFixture in [nil, "caa-release-empty.json"] {
            let (client, transport) = TestClients.coverArtMock(
                Self.routes(release: releaseFixture, group: "caa-release-group-front.json"))
            let cover = try #require(
                try await client.frontCover(ofRelease: Self.release, releaseGroup: Self.group, size: .thumbnail250))
            #expect(cover.entity == .releaseGroup(Self.group))
            #expect(cover.image.id.rawValue == 20_251_129_001)
            #expect(cover.url.lastPathComponent == "20251129001-250.jpg")
            #expect(cover.release?.lastPathComponent == "3e9a1f27-5d4b-4c8e-b6a0-9f2d1c7e5b84")
            #expect(
                transport.requests.map(\.url.path) == [
                    "/release/76df3287-6cda-33eb-8e9a-044b5e15ffdd",
                    "/release-group/c0d1a5e2-33b4-4f6e-9a8b-7c6d5e4f3a2b",
                ])
        }
    }

    @Test("the front cover of a release that has one needs one request; without a release group there is no fallback")
    func frontCoverOwnOrNone() async throws {
        let (client, transport) = TestClients.coverArtMock(
            Self.routes(release: "caa-release-full.json", group: "caa-release-group-front.json"))
        let cover = try #require(
            try await client.frontCover(ofRelease: Self.release, releaseGroup: Self.group, size: .original))
        #expect(cover.entity == .release(Self.release))
        #expect(cover.url.lastPathComponent == "829521842.jpg")
        #expect(transport.requests.count == 1)

        let (bare, bareTransport) = TestClients.coverArtMock(
            Self.routes(release: nil, group: "caa-release-group-front.json"))
        #expect(try await bare.frontCover(ofRelease: Self.release, releaseGroup: nil, size: .original) == nil)
        #expect(bareTransport.requests.count == 1)
        let (neither, _) = TestClients.coverArtMock(Self.routes(release: nil, group: nil))
        #expect(try await neither.frontCover(ofRelease: Self.release, releaseGroup: Self.group, size: .original) == nil)
    }

    static func releaseJSON(front: Bool?, darkened: Bool = false, group: Bool = true) -> Data {
        var object: [String: Any] = ["id": release.description, "title": "Violin Concertos"]
        if let front {
            object["cover-art-archive"] = [
                "artwork": front, "count": front ? 1 : 0, "front": front, "back": false, "darkened": darkened,
            ]
        }
        if group { object["release-group"] = ["id": Self.group.description, "title": "Violin Concertos"] }
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    @Test("a release's cover-art-archive flags skip its listing when it has no front cover")
    func frontCoverOfRelease() async throws {
        let decoder = ResponseDecoder()
        let noFront = try decoder.decode(Release.self, from: Self.releaseJSON(front: false), format: .json)
        let (client, transport) = TestClients.coverArtMock(
            Self.routes(release: "caa-release-full.json", group: "caa-release-group-front.json"))
        #expect(try await client.frontCover(of: noFront, size: .thumbnail500)?.entity == .releaseGroup(Self.group))
        #expect(transport.requests.map(\.url.path) == ["/release-group/c0d1a5e2-33b4-4f6e-9a8b-7c6d5e4f3a2b"])

        let darkened = try decoder.decode(
            Release.self, from: Self.releaseJSON(front: true, darkened: true), format: .json)
        #expect(try await client.frontCover(of: darkened, size: .thumbnail500)?.entity == .releaseGroup(Self.group))

        let unknown = try decoder.decode(Release.self, from: Self.releaseJSON(front: nil), format: .json)
        #expect(try await client.frontCover(of: unknown, size: .thumbnail500)?.entity == .release(Self.release))

        let (empty, _) = TestClients.coverArtMock(Self.routes(release: "caa-release-empty.json", group: nil))
        let withFront = try decoder.decode(
            Release.self, from: Self.releaseJSON(front: true, group: false), format: .json)
        #expect(try await empty.frontCover(of: withFront, size: .thumbnail500) == nil)
    }

    @Test("the front cover can look the release up on MusicBrainz with inc=release-groups first")
    func frontCoverLookingUp() async throws {
        let releaseBody = Self.releaseJSON(front: false)
        let (musicBrainz, mbTransport) = TestClients.mock { _ in
            HTTPResponse(status: 200, headerFields: ["Content-Type": Self.json], body: releaseBody)
        }
        let (client, transport) = TestClients.coverArtMock(
            Self.routes(release: nil, group: "caa-release-group-front.json"))
        let cover = try #require(
            try await client.frontCover(ofRelease: Self.release, lookingUpWith: musicBrainz, size: .thumbnail1200))
        #expect(cover.entity == .releaseGroup(Self.group))
        #expect(cover.size == .thumbnail1200)
        #expect(mbTransport.requests.map(\.url.query) == ["inc=release-groups&fmt=json"])
        #expect(transport.requests.map(\.url.path) == ["/release-group/c0d1a5e2-33b4-4f6e-9a8b-7c6d5e4f3a2b"])
    }

    actor CountingLimiter: RateLimiter {
        var permissions = 0
        func waitForPermission() async throws { permissions += 1 }
        func pause(for duration: Duration) async {}
    }

    actor OperationLog {
        var operations: [String] = []
        func append(_ operation: String) { operations.append(operation) }
    }

    struct RecordingMiddleware: HTTPMiddleware {
        let log: OperationLog
        func intercept(
            _ request: HTTPRequest, context: MiddlewareContext,
            next: @Sendable (HTTPRequest) async throws -> HTTPResponse
        ) async throws -> HTTPResponse {
            await log.append(context.operation)
            return try await next(request)
        }
    }

    @Test("requests pass the client's middlewares, retry policy and its own rate limiter")
    func middlewareRetryAndRateLimit() async throws {
        let body = try OwnFixtures.data("caa-release-full.json")
        let attempts = OperationLog()
        let transport = MockTransport { request in
            await attempts.append(request.url.path)
            if await attempts.operations.count == 1 {
                return TestClients.response(503, "text/plain", "busy", headers: ["Retry-After": "0"])
            }
            if request.url.path.hasSuffix("front-250") {
                return HTTPResponse(
                    status: 200, headerFields: ["Content-Type": "image/jpeg"], body: Data([0xFF, 0xD8, 0xFF]))
            }
            return HTTPResponse(status: 200, headerFields: ["Content-Type": "application/json"], body: body)
        }
        let limiter = CountingLimiter()
        let log = OperationLog()
        let configuration = CoverArtArchiveClient.Configuration(
            userAgent: TestClients.userAgent, rateLimit: .custom(limiter),
            retryPolicy: RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(1), minimumDelay: .milliseconds(1)))
        let client = CoverArtArchiveClient(
            configuration: configuration, transport: transport, middlewares: [RecordingMiddleware(log: log)])
        let listing = try await client.listing(for: .releaseGroup(Self.group))
        #expect(listing?.images.count == 3)
        _ = try await client.imageData(.front, of: .release(Self.release), size: .thumbnail250)
        #expect(await limiter.permissions == 3)
        #expect(await log.operations == ["cover-art-listing-release-group", "cover-art-image"])
        #expect(transport.requests.count == 3)
    }

    @Test("coverartarchive.org is paced at 200 ms by default, separately from musicbrainz.org")
    func defaultPacing() {
        #expect(SharedRateLimiters.defaultInterval(forHost: "coverartarchive.org") == .milliseconds(200))
        #expect(SharedRateLimiters.defaultInterval(forHost: "musicbrainz.org") == .seconds(1))
        #expect(SharedRateLimiters.defaultInterval(forHost: "127.0.0.1") == nil)
        let configuration = CoverArtArchiveClient.Configuration(userAgent: TestClients.userAgent)
        #expect(configuration.baseURL.absoluteString == "https://coverartarchive.org")
        #expect(configuration.retryPolicy == .default)
        #expect(configuration.sizeFallbackOrder == [.thumbnail250, .thumbnail500, .thumbnail1200, .original])
        guard case .automatic = configuration.rateLimit else {
            Issue.record("the default rate limit is not automatic")
            return
        }
    }

    @Test("an anonymous User-Agent or a non-http base URL is refused before any I/O")
    func invalidConfiguration() async throws {
        let transport = MockTransport.failing()
        let anonymous = CoverArtArchiveClient(
            configuration: .init(userAgent: UserAgent(application: "App", version: "1", contact: "")),
            transport: transport)
        let error = await #expect(throws: MusicBrainzError.self) {
            try await anonymous.listing(for: .release(Self.release))
        }
        #expect(error?.code == .invalidRequest)
        let ftp = CoverArtArchiveClient(
            configuration: .init(baseURL: URL(string: "ftp://caa.example")!, userAgent: TestClients.userAgent),
            transport: transport)
        let ftpError = await #expect(throws: MusicBrainzError.self) {
            try await ftp.imageData(.front, of: .release(Self.release), size: .original)
        }
        #expect(ftpError?.code == .invalidRequest)
        let notFile = await #expect(throws: MusicBrainzError.self) {
            try await ftp.downloadImage(
                at: URL(string: "https://caa.example/x.jpg")!, to: URL(string: "https://example.org/x")!)
        }
        #expect(notFile?.code == .invalidRequest)
        for base in ["https://caa.example/?x=1", "https://caa.example/#top", "http:///caa"] {
            let configuration = CoverArtArchiveClient.Configuration(
                baseURL: URL(string: base)!, userAgent: TestClients.userAgent)
            #expect(throws: MusicBrainzError.self) { try configuration.listingURL(for: .release(Self.release)) }
        }
        #expect(transport.requests.isEmpty)
    }

    @Test("an upper-case scheme in the base URL or an image URL is sent in lower case")
    func upperCaseSchemes() async throws {
        let (client, transport) = TestClients.coverArtMock(baseURL: URL(string: "HTTPS://caa.example")!) { request in
            HTTPResponse(status: 200, headerFields: ["Content-Type": "image/jpeg"], body: Data([0xFF, 0xD8, 0xFF]))
        }
        _ = try await client.imageData(.front, of: .release(Self.release), size: .thumbnail250)
        _ = try await client.imageData(at: URL(string: "HTTP://caa.example/x.jpg")!)
        #expect(
            transport.requests.map(\.url.absoluteString) == [
                "https://caa.example/release/\(Self.release)/front-250", "http://caa.example/x.jpg",
            ])
    }
}
