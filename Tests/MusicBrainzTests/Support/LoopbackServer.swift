import Foundation
import MusicBrainz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The scriptable loopback HTTP server of the tests (`loopback_server.py`), started once per
/// test process and shared. Each test works under its own path prefix (``Scope``), so tests
/// running in parallel do not see each other's routes.
///
/// The server exits when the test process ends (it watches its stdin), so an interrupted run
/// leaves no orphan behind.
final class LoopbackServer: Sendable {
    let port: Int
    let tlsPort: Int?
    /// The PEM file of the TLS port's self-signed certificate (`nil` without TLS), for tests that
    /// trust it explicitly.
    let tlsCertificate: URL?
    private let process: Process
    private let stdin: Pipe

    /// The shared server, started on first use.
    static let shared: Result<LoopbackServer, any Error> = Result { try LoopbackServer(tls: true) }

    /// Returns the shared server, starting it if needed.
    static func start() throws -> LoopbackServer { try shared.get() }

    private init(tls: Bool) throws {
        guard let script = Bundle.module.url(forResource: "loopback_server", withExtension: "py") else {
            throw LoopbackError("loopback_server.py is not in the test bundle")
        }
        var arguments = ["python3", "-u", script.path, "--die-with-stdin"]
        var certificate: URL?
        if tls, let (cert, key) = try? Self.makeSelfSignedCertificate() {
            arguments += ["--tls-cert", cert, "--tls-key", key]
            certificate = URL(fileURLWithPath: cert)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.standardError
        // Start the child from a plain thread: a child started from a Swift task inherits a
        // signal mask that blocks SIGTERM (the server also clears its mask itself).
        let started = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var launchError: (any Error)?
        let thread = Thread {
            do { try process.run() } catch { launchError = error }
            started.signal()
        }
        thread.start()
        started.wait()
        if let launchError { throw launchError }
        var lines: [String] = []
        var buffer = Data()
        let wanted = tls ? 2 : 1
        let deadline = Date().addingTimeInterval(20)
        while lines.count < wanted && Date() < deadline {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: 0x0A) {
                lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                buffer.removeSubrange(buffer.startIndex...newline)
            }
            if !tls || lines.contains(where: { $0.hasPrefix("TLSPORT") }) { break }
        }
        guard let portLine = lines.first(where: { $0.hasPrefix("PORT ") }), let port = Int(portLine.dropFirst(5))
        else {
            process.terminate()
            throw LoopbackError("the loopback server did not start (output: \(lines))")
        }
        self.port = port
        self.tlsPort = lines.first(where: { $0.hasPrefix("TLSPORT ") }).flatMap { Int($0.dropFirst(8)) }
        self.tlsCertificate = tlsPort == nil ? nil : certificate
        self.process = process
        self.stdin = stdin
    }

    /// Makes a throwaway self-signed certificate with the `openssl` command.
    private static func makeSelfSignedCertificate() throws -> (String, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mb-loopback-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let cert = directory.appendingPathComponent("cert.pem").path
        let key = directory.appendingPathComponent("key.pem").path
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        openssl.arguments = [
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
        ]
        openssl.standardOutput = FileHandle.nullDevice
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        guard openssl.terminationStatus == 0 else { throw LoopbackError("openssl failed") }
        return (cert, key)
    }

    /// A fresh scope with its own path prefix.
    func scope() -> Scope { Scope(server: self, prefix: "/t/" + UUID().uuidString.lowercased()) }

    /// The routes and requests of one test.
    struct Scope: Sendable {
        let server: LoopbackServer
        /// The path prefix, such as `/t/5f0c…`.
        let prefix: String

        /// `http://127.0.0.1:<port><prefix>/ws/2`.
        var baseURL: URL { URL(string: "http://127.0.0.1:\(server.port)\(prefix)/ws/2")! }

        /// A URL under the prefix, such as `url("/ws/2/release/…")`.
        func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(server.port)\(prefix)\(path)")! }

        /// The same path on the TLS port (self-signed certificate).
        func tlsURL(_ path: String) -> URL? {
            server.tlsPort.map { URL(string: "https://127.0.0.1:\($0)\(prefix)\(path)")! }
        }

        /// The full path of a WS/2 path below this prefix.
        func path(_ ws2Path: String) -> String { prefix + "/ws/2/" + ws2Path }

        /// Adds routes; paths given in routes must already include the prefix.
        func register(_ routes: [Route]) async throws {
            let body = try JSONEncoder().encode(["routes": routes])
            _ = try await server.control("POST", "/__control/routes", body: body)
        }

        /// Adds one route for `GET <prefix>/ws/2/<ws2Path>`.
        func get(_ ws2Path: String, query: [String: String]? = nil, _ responses: Response...) async throws {
            try await register([Route(method: "GET", path: path(ws2Path), query: query, responses: responses)])
        }

        /// The requests received under this prefix, in order.
        func log() async throws -> [LoggedRequest] {
            let data = try await server.control("GET", "/__control/log?prefix=\(prefix)", body: nil)
            return try JSONDecoder().decode([LoggedRequest].self, from: data)
        }
    }

    /// The number of TCP connections the server accepted since it started.
    func connectionCount() async throws -> Int {
        let data = try await control("GET", "/__control/connections", body: nil)
        struct Count: Decodable { var connections: Int }
        return try JSONDecoder().decode(Count.self, from: data).connections
    }

    private static let controlSession: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 20
        return URLSession(configuration: configuration)
    }()

    func control(_ method: String, _ path: String, body: Data?) async throws -> Data {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        request.httpMethod = method
        request.httpBody = body
        let (data, response) = try await Self.controlSession.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw LoopbackError("control call \(path) failed")
        }
        return data
    }

    /// A route of the loopback server (see `loopback_server.py`).
    struct Route: Encodable, Sendable {
        var method: String?
        var path: String?
        var pathPrefix: String?
        var query: [String: String]?
        var queryContains: [String: String]?
        var responses: [Response]
        var rateLimitMS: Int?
        /// Serve only authenticated requests, as WS/2 does.
        var auth: Auth?
        /// Be MusicBrainz's `/oauth2` endpoints (`pathPrefix` ends in `/oauth2`).
        var oauth: OAuth?
        /// Answer a request whose request line is longer than this many bytes with `414`, as a
        /// gateway does.
        var maxRequestLine: Int?

        init(
            method: String? = nil, path: String? = nil, pathPrefix: String? = nil, query: [String: String]? = nil,
            queryContains: [String: String]? = nil, responses: [Response], rateLimitMS: Int? = nil, auth: Auth? = nil,
            oauth: OAuth? = nil, maxRequestLine: Int? = nil
        ) {
            self.method = method
            self.path = path
            self.pathPrefix = pathPrefix
            self.query = query
            self.queryContains = queryContains
            self.responses = responses
            self.rateLimitMS = rateLimitMS
            self.auth = auth
            self.oauth = oauth
            self.maxRequestLine = maxRequestLine
        }

        enum CodingKeys: String, CodingKey {
            case method, path
            case pathPrefix = "path_prefix"
            case query
            case queryContains = "query_contains"
            case responses
            case rateLimitMS = "rate_limit_ms"
            case auth, oauth
            case maxRequestLine = "max_request_line"
        }
    }

    /// The credentials a route accepts (see AUTH in `loopback_server.py`).
    struct Auth: Encodable, Sendable {
        struct Digest: Encodable, Sendable {
            var username: String
            var password: String
            /// A nonce answers this many requests; the next gets `401` with `stale=true`.
            var staleAfter: Int?

            enum CodingKeys: String, CodingKey {
                case username, password
                case staleAfter = "stale_after"
            }
        }

        var digest: Digest?
        var bearer: [String]?
    }

    /// The OAuth application and tokens of an `/oauth2` route (see OAUTH in `loopback_server.py`).
    struct OAuth: Encodable, Sendable {
        struct Issued: Encodable, Sendable {
            var codeChallenge: String?
            var accessToken: String
            var refreshToken: String?
            var expiresIn: Int?
            var scope: String?

            enum CodingKeys: String, CodingKey {
                case codeChallenge = "code_challenge"
                case accessToken = "access_token"
                case refreshToken = "refresh_token"
                case expiresIn = "expires_in"
                case scope
            }
        }

        var clientID: String
        var clientSecret: String?
        var redirectURI: String?
        var codes: [String: Issued]?
        var refresh: [String: Issued]?
        var userinfo: [String: [String: String]]?
        /// The code `GET …/authorize` grants, with the request's PKCE challenge.
        var issueCode: String?
        /// The token that code is exchanged for.
        var issue: Issued?
        /// `metabrainz` for metabrainz.org's rules: no out-of-band or custom-scheme redirect,
        /// prefixed scopes, refresh tokens revoked once used, 403 from userinfo.
        var rules: String?

        enum CodingKeys: String, CodingKey {
            case clientID = "client_id"
            case clientSecret = "client_secret"
            case redirectURI = "redirect_uri"
            case codes, refresh, userinfo
            case issueCode = "issue_code"
            case issue, rules
        }
    }

    /// A scripted response of the loopback server.
    struct Response: Encodable, Sendable {
        var status: Int = 200
        var headers: [String: String] = [:]
        var body: String?
        var bodyBase64: String?
        var bodyFile: String?
        var bodySize: Int?
        var behavior: String?
        var delayMS: Int?
        var pieces: Int?
        /// The `Content-Length` to declare whatever the body's size (the server then closes the
        /// connection after the body).
        var contentLength: Int?
        /// For `bulk_search`: the MBIDs of the query to leave out of the page.
        var missing: [String]?
        /// For `bulk_search`: the page's list key (default `releases`).
        var entityKey: String?

        enum CodingKeys: String, CodingKey {
            case status, headers, body
            case bodyBase64 = "body_base64"
            case bodyFile = "body_file"
            case bodySize = "body_size"
            case behavior
            case delayMS = "delay_ms"
            case pieces
            case contentLength = "content_length"
            case missing
            case entityKey = "entity_key"
        }

        /// A response with a body of bytes.
        static func data(_ data: Data, status: Int = 200, contentType: String) -> Response {
            Response(status: status, headers: ["Content-Type": contentType], bodyBase64: data.base64EncodedString())
        }

        /// A JSON response.
        static func json(_ data: Data, status: Int = 200) -> Response {
            .data(data, status: status, contentType: "application/json; charset=utf-8")
        }

        /// An XML response.
        static func xml(_ data: Data, status: Int = 200) -> Response {
            .data(data, status: status, contentType: "application/xml; charset=utf-8")
        }

        /// A text response with any content type.
        static func text(_ text: String, status: Int, contentType: String = "text/plain; charset=utf-8") -> Response {
            Response(status: status, headers: ["Content-Type": contentType], body: text)
        }
    }

    /// One request the server received.
    struct LoggedRequest: Decodable, Sendable {
        var method: String
        var path: String
        var rawPath: String
        var rawQuery: String
        var query: [String: [String]]
        var headers: [String: String]
        var bodyLength: Int
        var body: String
        var connection: Int
        var time: Double
        var rateLimited: Bool?
        /// For `hang` and `slow`: whether the client closed the connection before the end.
        var clientClosed: Bool?
        /// On an authenticated route: `digest`, `bearer`, `none`, `stale`, `malformed` or
        /// `rejected`.
        var auth: String?
        /// Why a Digest header was malformed (answered with 400).
        var authError: String?
        /// The OAuth error code an `/oauth2` request was answered with.
        var oauthError: String?
        /// The token a revocation named.
        var revoked: String?
        /// Whether the request line was over the route's `maxRequestLine` (answered `414`).
        var tooLong: Bool?

        enum CodingKeys: String, CodingKey {
            case method, path
            case rawPath = "raw_path"
            case rawQuery = "raw_query"
            case query, headers
            case bodyLength = "body_length"
            case body, connection, time
            case rateLimited = "rate_limited"
            case clientClosed = "client_closed"
            case auth
            case authError = "auth_error"
            case oauthError = "oauth_error"
            case revoked
            case tooLong = "too_long"
        }

        /// A header value, matched case-insensitively.
        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
    }
}

struct LoopbackError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
