#if Curl
    import Foundation
    @testable import MusicBrainz
    import Testing

    /// What `CurlTransport` does beyond the shared conformance suite: its configuration options
    /// and the request checks it makes itself.
    @Suite(.timeLimit(.minutes(1))) struct CurlTransportTests {
        @Test("a certificate trusted through certificateAuthorities is accepted")
        func trustedCertificate() async throws {
            let server = try LoopbackServer.start()
            let scope = server.scope()
            let url = try #require(
                scope.tlsURL("/secure"), "the loopback server has no TLS port (is openssl installed?)")
            let certificate = try #require(server.tlsCertificate)
            try await scope.register([.init(path: scope.prefix + "/secure", responses: [.text("secret", status: 200)])])
            let transport = CurlTransport(
                configuration: .init(timeout: .seconds(20), certificateAuthorities: certificate))
            let response = try await transport.send(HTTPRequest(url: url))
            #expect(response.status == 200)
            #expect(response.body == Data("secret".utf8))
            #expect(response.url == url)
        }

        @Test("the inactivity timeout does not cut a body that keeps arriving")
        func slowButSteadyBody() async throws {
            let scope = try LoopbackServer.start().scope()
            // Six pieces 200 ms apart: 1.2 s in all, never 800 ms without a byte.
            try await scope.register([
                .init(
                    path: scope.prefix + "/steady",
                    responses: [.init(bodySize: 6000, behavior: "slow", delayMS: 200, pieces: 6)])
            ])
            let transport = CurlTransport(configuration: .init(timeout: .milliseconds(800)))
            let response = try await transport.send(HTTPRequest(url: scope.url("/steady")))
            #expect(response.body == Data(repeating: UInt8(ascii: "x"), count: 6000))
        }

        @Test("maximumDuration ends a request whose bytes keep arriving, with timedOut")
        func maximumDuration() async throws {
            let scope = try LoopbackServer.start().scope()
            try await scope.register([
                .init(
                    path: scope.prefix + "/long",
                    responses: [.init(bodySize: 40_000, behavior: "slow", delayMS: 250, pieces: 40)])
            ])
            let transport = CurlTransport(
                configuration: .init(timeout: .seconds(20), maximumDuration: .milliseconds(600)))
            let error = await #expect(throws: MusicBrainzError.self) {
                try await transport.send(HTTPRequest(url: scope.url("/long")))
            }
            #expect(error?.code == .timedOut)
            #expect(transport.liveHandleCount == 0)
        }

        @Test("requests beyond maximumConnectionsPerHost wait for the connection without timing out")
        func queuedRequests() async throws {
            let scope = try LoopbackServer.start().scope()
            try await scope.register([
                .init(pathPrefix: scope.prefix + "/q/", responses: [.init(body: "ok", delayMS: 100)])
            ])
            // Eight requests of 100 ms through one connection take about 800 ms, twice the
            // timeout: only the time without progress on a connection counts.
            let transport = CurlTransport(
                configuration: .init(timeout: .milliseconds(400), maximumConnectionsPerHost: 1))
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<8 {
                    group.addTask { try await transport.send(HTTPRequest(url: scope.url("/q/\(index)"))).status }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 200, count: 8))
            let log = try await scope.log()
            #expect(log.count == 8)
            #expect(Set(log.map(\.connection)).count == 1)
        }

        @Test("a body without a Content-Type is sent without one, and without Expect: 100-continue")
        func bareBody() async throws {
            let scope = try LoopbackServer.start().scope()
            try await scope.register([.init(path: scope.prefix + "/echo", responses: [.init(behavior: "echo")])])
            let body = TestBodies.pattern(count: 4096, seed: 3).base64EncodedData()
            let response = try await CurlTransport().send(
                HTTPRequest(method: .put, url: scope.url("/echo"), body: body))
            let echo = try JSONDecoder().decode(LoopbackServer.LoggedRequest.self, from: response.body)
            #expect(echo.method == "PUT")
            #expect(echo.bodyLength == body.count)
            #expect(echo.header("Content-Type") == nil)
            #expect(echo.header("Expect") == nil)
            #expect(echo.header("Accept-Encoding")?.contains("gzip") == true)
        }

        @Test("a header field with a line break is refused before any I/O")
        func headerInjection() async throws {
            let scope = try LoopbackServer.start().scope()
            let transport = CurlTransport()
            let error = await #expect(throws: MusicBrainzError.self) {
                try await transport.send(
                    HTTPRequest(url: scope.url("/x"), headerFields: ["X-Test": "a\r\nInjected: yes"]))
            }
            #expect(error?.code == .invalidRequest)
            #expect(try await scope.log().isEmpty)
            #expect(transport.liveHandleCount == 0)
        }

        @Test("a URL that is not http or https is transportFailed before connecting")
        func otherScheme() async throws {
            let error = await #expect(throws: MusicBrainzError.self) {
                try await CurlTransport().send(HTTPRequest(url: URL(string: "ftp://127.0.0.1:1/file")!))
            }
            #expect(error?.code == .transportFailed)
            #expect(error?.failedBeforeConnecting == true)
        }

        @Test("a task cancelled before sending never reaches the server")
        func cancelledBeforeSending() async throws {
            let scope = try LoopbackServer.start().scope()
            let transport = CurlTransport()
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await transport.send(HTTPRequest(url: scope.url("/never")))
            }
            let error = await #expect(throws: MusicBrainzError.self) { try await task.value }
            #expect(error?.code == .cancelled)
            #expect(try await scope.log().isEmpty)
            #expect(transport.liveHandleCount == 0)
        }
    }
#endif
