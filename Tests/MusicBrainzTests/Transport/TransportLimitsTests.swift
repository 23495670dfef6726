import Foundation
import MusicBrainzTesting
import Testing

@testable import MusicBrainz

/// What a hostile or broken server cannot make a transport do, for every real transport against
/// the loopback server: grow a body without end, hold a request for ever, collect credentials
/// through a redirect, or have a failure that can only recur retried. The time limit only stops
/// a broken transport from hanging the run.
@Suite(.timeLimit(.minutes(1))) struct TransportLimitsTests {
    // MARK: Body size

    @Test(
        "a body over maximumBodySize fails as a permanent transportFailed, however it is framed",
        arguments: TestTransports.all, ["normal", "chunked", "gzip"])
    func bodyTooLarge(_ kind: TestTransports.Kind, behavior: String) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            .init(
                path: scope.prefix + "/big",
                responses: [.init(headers: ["Content-Type": "application/json"], bodySize: 200_000, behavior: behavior)]
            )
        ])
        let transport = kind.limited(.init(maximumBodySize: 50_000))
        let error = await #expect(throws: MusicBrainzError.self) {
            try await transport.send(HTTPRequest(url: scope.url("/big")))
        }
        #expect(error?.code == .transportFailed)
        #expect(error?.isPermanent == true)
        #expect(error?.message.contains("maximum of 50000 bytes") == true)
        #expect(error?.requestURL == scope.url("/big"))
        TransportConformanceTests.expectNoLeak(transport)
    }

    @Test(
        "a Content-Length far over maximumBodySize fails as a permanent transportFailed before the body",
        arguments: TestTransports.all, [200, 404])
    func declaredLengthTooLarge(_ kind: TestTransports.Kind, status: Int) async throws {
        let scope = try LoopbackServer.start().scope()
        // Ten gigabytes declared, a few bytes sent, then the connection ends.
        try await scope.register([
            .init(
                path: scope.prefix + "/huge",
                responses: [
                    .init(
                        status: status, headers: ["Content-Type": "application/json"], body: #"{"error": "x"}"#,
                        contentLength: 10_000_000_000)
                ])
        ])
        let transport = kind.limited(.init(maximumBodySize: 50_000))
        let error = await #expect(throws: MusicBrainzError.self) {
            try await transport.send(HTTPRequest(url: scope.url("/huge")))
        }
        #expect(error?.code == .transportFailed)
        #expect(error?.isPermanent == true)
        #expect(error?.message.contains("maximum of 50000 bytes") == true)
        #expect(error?.statusCode == status)
        TransportConformanceTests.expectNoLeak(transport)
    }

    @Test(
        "a HEAD answer declaring a length over maximumBodySize is a response: it has no body",
        arguments: TestTransports.all)
    func headDeclaringLargeLength(_ kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            .init(
                path: scope.prefix + "/front.jpg",
                responses: [.init(headers: ["Content-Type": "image/jpeg"], bodySize: 200_000)])
        ])
        let response = try await kind.limited(.init(maximumBodySize: 50_000)).send(
            HTTPRequest(method: .head, url: scope.url("/front.jpg")))
        #expect(response.status == 200)
        #expect(response.headerFields["Content-Length"] == "200000")
        #expect(response.body.isEmpty)
    }

    @Test("a body of exactly maximumBodySize arrives whole", arguments: TestTransports.all)
    func bodyAtTheLimit(_ kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            .init(path: scope.prefix + "/exact", responses: [.init(bodySize: 50_000, behavior: "chunked")])
        ])
        let response = try await kind.limited(.init(maximumBodySize: 50_000)).send(
            HTTPRequest(url: scope.url("/exact")))
        #expect(response.body == Data(repeating: UInt8(ascii: "x"), count: 50_000))
    }

    @Test(
        "a download's 2xx body goes to the file whatever maximumBodySize, an error body over it fails",
        arguments: TestTransports.all)
    func downloadLimits(_ kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            .init(path: scope.prefix + "/front.png", responses: [.init(bodySize: 200_000, behavior: "chunked")]),
            .init(
                path: scope.prefix + "/error.png",
                responses: [.init(status: 500, headers: ["Content-Type": "text/html"], bodySize: 200_000)]),
        ])
        let folder = try TestBodies.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = kind.limited(.init(maximumBodySize: 50_000))

        let file = folder.appendingPathComponent("front.png")
        let response = try await transport.download(HTTPRequest(url: scope.url("/front.png")), to: file)
        #expect(response.status == 200)
        #expect(try Data(contentsOf: file).count == 200_000)

        let kept = folder.appendingPathComponent("error.png")
        try Data("an older file".utf8).write(to: kept)
        let error = await #expect(throws: MusicBrainzError.self) {
            try await transport.download(HTTPRequest(url: scope.url("/error.png")), to: kept)
        }
        #expect(error?.code == .transportFailed)
        #expect(error?.isPermanent == true)
        #expect(try Data(contentsOf: kept) == Data("an older file".utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["error.png", "front.png"])
        TransportConformanceTests.expectNoLeak(transport)
    }

    @Test(
        "a download's 2xx body over maximumDownloadSize fails as a permanent transportFailed and keeps the destination",
        arguments: TestTransports.all, ["normal", "chunked", "gzip", "declared"])
    func downloadTooLarge(_ kind: TestTransports.Kind, behavior: String) async throws {
        let scope = try LoopbackServer.start().scope()
        let response: LoopbackServer.Response =
            behavior == "declared"
            // Ten gigabytes declared, a few bytes sent: refused before the body.
            ? .init(headers: ["Content-Type": "image/png"], body: "x", contentLength: 10_000_000_000)
            : .init(headers: ["Content-Type": "image/png"], bodySize: 200_000, behavior: behavior)
        try await scope.register([.init(path: scope.prefix + "/front.png", responses: [response])])
        let folder = try TestBodies.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = kind.limited(.init(maximumBodySize: 1_000_000, maximumDownloadSize: 50_000))
        let file = folder.appendingPathComponent("front.png")
        try Data("an older file".utf8).write(to: file)
        let error = await #expect(throws: MusicBrainzError.self) {
            try await transport.download(HTTPRequest(url: scope.url("/front.png")), to: file)
        }
        #expect(error?.code == .transportFailed)
        #expect(error?.isPermanent == true)
        #expect(error?.message.contains("maximum of 50000 bytes (maximumDownloadSize)") == true)
        #expect(error?.requestURL == scope.url("/front.png"))
        #expect(try Data(contentsOf: file) == Data("an older file".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["front.png"])
        TransportConformanceTests.expectNoLeak(transport)
    }

    @Test("a download of exactly maximumDownloadSize arrives whole", arguments: TestTransports.all)
    func downloadAtTheLimit(_ kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            .init(path: scope.prefix + "/exact.png", responses: [.init(bodySize: 50_000, behavior: "chunked")])
        ])
        let folder = try TestBodies.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("exact.png")
        let response = try await kind.limited(.init(maximumDownloadSize: 50_000)).download(
            HTTPRequest(url: scope.url("/exact.png")), to: file)
        #expect(response.status == 200)
        #expect(try Data(contentsOf: file) == Data(repeating: UInt8(ascii: "x"), count: 50_000))
    }

    @Test("the default maximum download size is 1 GiB for both transports")
    func defaultMaximumDownloadSize() {
        #expect(URLSessionTransport.defaultMaximumDownloadSize == 1 << 30)
        #expect(URLSessionTransport().maximumDownloadSize == 1 << 30)
        #if Curl
            #expect(CurlTransport.Configuration().maximumDownloadSize == 1 << 30)
        #endif
    }

    // MARK: Duration

    @Test(
        "maximumDuration ends a request whose bytes keep trickling in, and closes its connection",
        arguments: TestTransports.all)
    func maximumDuration(_ kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        // A byte-dripping server: 40 pieces 250 ms apart, ten seconds in all, never quiet for
        // as long as the 3-second inactivity timeout.
        try await scope.register([
            .init(
                path: scope.prefix + "/drip",
                responses: [.init(bodySize: 40, behavior: "slow", delayMS: 250, pieces: 40)])
        ])
        let transport = kind.limited(.init(timeout: .seconds(3), maximumDuration: .milliseconds(800)))
        let error = await #expect(throws: MusicBrainzError.self) {
            try await transport.send(HTTPRequest(url: scope.url("/drip")))
        }
        #expect(error?.code == .timedOut)
        #expect(error?.requestURL == scope.url("/drip"))
        TransportConformanceTests.expectNoLeak(transport)
        let log = try await TransportConformanceTests.waitForLog(scope) { $0.first?.clientClosed == true }
        #expect(log.first?.clientClosed == true, "the connection of the expired request stayed open")
    }

    @Test("the default maximum duration is five minutes for both transports")
    func defaultMaximumDuration() {
        #expect(URLSessionTransport().maximumDuration == .seconds(300))
        #expect(URLSessionTransport().maximumBodySize == 64 * 1024 * 1024)
        #if Curl
            #expect(CurlTransport.Configuration().maximumDuration == .seconds(300))
            #expect(CurlTransport.Configuration().maximumBodySize == 64 * 1024 * 1024)
        #endif
    }

    @Test(
        "timeouts of 1e16 seconds or Int64.max seconds neither crash nor stop a request", arguments: TestTransports.all)
    func extremeTimeouts(_ kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([.init(path: scope.prefix + "/ok", responses: [.text("ok", status: 200)])])
        let transport = kind.limited(.init(timeout: .seconds(1e16), maximumDuration: .seconds(1e16)))
        let first = try await transport.send(HTTPRequest(url: scope.url("/ok")))
        #expect(first.body == Data("ok".utf8))
        let second = try await transport.send(HTTPRequest(url: scope.url("/ok"), timeout: .seconds(Int64.max)))
        #expect(second.body == Data("ok".utf8))
        let unlimited = kind.limited(.init(timeout: .seconds(Int64.max), maximumDuration: nil))
        #expect(try await unlimited.send(HTTPRequest(url: scope.url("/ok"))).status == 200)
    }

    // MARK: Redirects

    @Test(
        "Authorization goes to the same origin after a redirect, never to another host", arguments: TestTransports.all)
    func credentialsStayWithTheirOrigin(_ kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        let port = scope.server.port
        // 127.0.0.1 and localhost are the same server, but not the same origin.
        let elsewhere = URL(string: "http://localhost:\(port)\(scope.prefix)/to")!
        try await scope.register([
            .init(
                path: scope.prefix + "/same",
                responses: [.init(status: 302, headers: ["Location": scope.url("/to").absoluteString])]),
            .init(
                path: scope.prefix + "/cross",
                responses: [.init(status: 302, headers: ["Location": elsewhere.absoluteString])]
            ),
            .init(path: scope.prefix + "/to", responses: [.init(behavior: "echo")]),
        ])
        let transport = kind.make()
        let fields: HTTPFields = ["Authorization": "Bearer secret-token", "X-Other": "kept"]

        let same = try await transport.send(HTTPRequest(url: scope.url("/same"), headerFields: fields))
        let sameEcho = try JSONDecoder().decode(LoopbackServer.LoggedRequest.self, from: same.body)
        #expect(sameEcho.header("Authorization") == "Bearer secret-token")

        let cross = try await transport.send(HTTPRequest(url: scope.url("/cross"), headerFields: fields))
        #expect(cross.url == elsewhere)
        let crossEcho = try JSONDecoder().decode(LoopbackServer.LoggedRequest.self, from: cross.body)
        #expect(crossEcho.header("Host") == "localhost:\(port)")
        #expect(crossEcho.header("Authorization") == nil, "the token went to another host")
        #expect(crossEcho.header("X-Other") == "kept")
    }

    @Test("a redirect loop is a permanent failure that the client tries once", arguments: TestTransports.all)
    func redirectLoop(_ kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        let path = scope.path("release/\(TestClients.releaseID)")
        try await scope.register([
            .init(
                path: path,
                responses: [
                    .init(
                        status: 302,
                        headers: ["Location": scope.url("/ws/2/release/\(TestClients.releaseID)").absoluteString])
                ])
        ])
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited,
                retryPolicy: RetryPolicy(maxAttempts: 5, baseDelay: .milliseconds(10))),
            transport: kind.make())
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: TestClients.releaseID)
        }
        #expect(error?.code == .transportFailed)
        #expect(error?.isPermanent == true)
        #expect(error?.message.contains("redirected too many times") == true)
        // One attempt follows at most 20 redirects (FoundationNetworking; libcurl here 10):
        // five attempts would be five times as many requests.
        let count = try await scope.log().count
        #expect(count > 1)
        #expect(count <= 21, "the redirect loop was retried: \(count) requests")
    }

    @Test("a redirect to ftp is a permanent transportFailed", arguments: TestTransports.all)
    func redirectToOtherScheme(_ kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            .init(
                path: scope.prefix + "/ftp",
                responses: [.init(status: 302, headers: ["Location": "ftp://127.0.0.1:1/x"])])
        ])
        let error = await #expect(throws: MusicBrainzError.self) {
            try await kind.make().send(HTTPRequest(url: scope.url("/ftp")))
        }
        #expect(error?.code == .transportFailed)
        #expect(error?.isPermanent == true)
    }

    @Test("a body that claims gzip but is not is a permanent transportFailed", arguments: TestTransports.all)
    func badContentEncoding(_ kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            .init(
                path: scope.prefix + "/bad-gzip",
                responses: [.init(headers: ["Content-Encoding": "gzip"], body: "this is not gzip at all")])
        ])
        let error = await #expect(throws: MusicBrainzError.self) {
            try await kind.make().send(HTTPRequest(url: scope.url("/bad-gzip")))
        }
        #expect(error?.code == .transportFailed)
        #expect(error?.isPermanent == true, "\(error.map { "\($0) \(String(describing: $0.underlyingError))" } ?? "")")
    }

    @Test(
        "a header that is not UTF-8: libcurl reads it, URLSession fails permanently and is not retried",
        arguments: TestTransports.all)
    func headerNotUTF8(_ kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        // The server writes header values in Latin-1: é is the single byte 0xE9.
        let body = try OwnFixtures.data("release-lookup-violin-concertos.json")
        try await scope.register([
            .init(
                path: scope.path("release/\(TestClients.releaseID)"),
                responses: [
                    .init(
                        headers: ["Content-Type": "application/json", "X-Name": "café"],
                        bodyBase64: body.base64EncodedString())
                ])
        ])
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited,
                retryPolicy: RetryPolicy(maxAttempts: 5, baseDelay: .milliseconds(10))),
            transport: kind.make())
        if kind.name == TestTransports.urlSession.name {
            let error = await #expect(throws: MusicBrainzError.self) {
                try await client.lookup(Release.self, id: TestClients.releaseID)
            }
            #expect(error?.code == .transportFailed)
            #expect(error?.isPermanent == true)
            #expect(try await scope.log().count == 1)
        } else {
            #expect(try await client.lookup(Release.self, id: TestClients.releaseID).title == "Violin Concertos")
        }
    }
}
