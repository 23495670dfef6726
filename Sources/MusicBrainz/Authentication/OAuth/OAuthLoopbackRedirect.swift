import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-answer HTTP listener on `127.0.0.1` that receives the provider's redirect after the
/// user approves the application in a browser: the way a desktop or command-line program signs
/// in with metabrainz.org, which has no out-of-band flow and takes only exact http(s) redirect
/// URIs.
///
/// Register the loopback URI with the application, port included (metabrainz.org matches the
/// whole URI: register one per port you may use, as Picard registers 8000 to 8020), open the
/// listener on one of those ports, and use its ``redirectURI``:
///
/// ```swift
/// let listener = try OAuthLoopbackRedirect(ports: 8000...8020, path: "/callback")
/// let configuration = OAuthConfiguration(clientID: clientID, clientSecret: secret, redirectURI: listener.redirectURI)
/// let authorization = try OAuthAuthorizationRequest(configuration: configuration, scopes: [.profile, .tag])
/// // open authorization.url in the browser …
/// let code = try await listener.code(for: authorization)   // waits for the redirect
/// try await session.signIn(code: code, for: authorization)
/// ```
///
/// It answers each request on its path with a short page ("you can close this window"), and
/// anything else (a `favicon.ico`, another path) with `404`; a redirect that carries another
/// sign-in's `state` is answered and ignored, so only this authorization's answer ends the
/// wait. It listens on `127.0.0.1` alone, never on other interfaces. Waiting happens on a
/// thread of its own, never on Swift's cooperative pool; cancelling the task ends it.
///
/// Available where the platform has BSD sockets (Linux, macOS and the other Apple platforms).
public final class OAuthLoopbackRedirect: @unchecked Sendable {
    // @unchecked: `descriptor` is guarded by `lock`; everything else is immutable.

    /// The port it listens on.
    public let port: Int
    /// The path of the redirect URI, such as `/callback`.
    public let path: String
    /// `http://127.0.0.1:<port><path>`: the redirect URI to register and to put in the
    /// ``OAuthConfiguration``.
    public var redirectURI: String { "http://127.0.0.1:\(port)\(path)" }

    private let lock = NSLock()
    private var descriptor: Int32

    /// Opens the listener on the first free port of `ports`.
    ///
    /// - Parameters:
    ///   - ports: The ports to try, in order; `0` lets the system choose one (useful only with a
    ///     provider that accepts any loopback port, or in tests). Default `[0]`.
    ///   - path: The path of the redirect URI; default `/callback`.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` for a path that
    ///   does not start with `/` or a port outside 0...65535;
    ///   ``MusicBrainzError/Code/transportFailed`` when none of the ports is free.
    public init(ports: some Sequence<Int> = [0], path: String = "/callback") throws(MusicBrainzError) {
        guard path.hasPrefix("/"), !path.contains("?"), !path.contains("#") else {
            throw MusicBrainzError(
                code: .invalidRequest, message: "A loopback redirect path starts with / and has no query: not \(path).")
        }
        var tried: [Int] = []
        for port in ports {
            guard (0...65_535).contains(port) else {
                throw MusicBrainzError(code: .invalidRequest, message: "The port \(port) is outside 0...65535.")
            }
            tried.append(port)
            if let (descriptor, bound) = Self.openSocket(port: port) {
                self.descriptor = descriptor
                self.port = bound
                self.path = path
                return
            }
        }
        var error = MusicBrainzError(
            code: .transportFailed,
            message:
                "Could not listen on 127.0.0.1 at \(tried.isEmpty ? "any port (none given)" : "port " + tried.map(String.init).joined(separator: ", ")): every one is in use or refused."
        )
        error.failedBeforeConnecting = true
        throw error
    }

    deinit { close() }

    /// Stops listening; a wait under way ends with ``MusicBrainzError/Code/cancelled``.
    public func close() {
        let old: Int32 = lock.withLock {
            defer { descriptor = -1 }
            return descriptor
        }
        if old >= 0 { _ = Self.closeSocket(old) }
    }

    /// Waits for the redirect that answers `authorization` and returns its code.
    ///
    /// - Parameters:
    ///   - authorization: The authorization whose URL the user opened; its `state` must come
    ///     back.
    ///   - timeout: How long to wait for the user; default five minutes.
    /// - Returns: The authorization code.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/unauthorized`` when the provider
    ///   redirected with an `error` for this authorization (such as `access_denied`, with its
    ///   `error_description` as the server message); ``MusicBrainzError/Code/timedOut`` when no
    ///   answer came in time; ``MusicBrainzError/Code/cancelled`` when the task is cancelled or
    ///   the listener closed.
    public func code(
        for authorization: OAuthAuthorizationRequest, timeout: Duration = .seconds(300)
    ) async throws(MusicBrainzError) -> String {
        let url = try await wait(timeout: timeout) { url in
            let state = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
                .first { $0.name == "state" }?.value
            guard state == authorization.state else {
                return (false, 400, "This answer belongs to another sign-in; finish the one you started last.")
            }
            let denied = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.contains {
                $0.name == "error"
            }
            return (true, 200, denied == true ? "The sign-in was refused. You can close this window." : Self.donePage)
        }
        return try authorization.code(fromRedirect: url)
    }

    /// Waits for the first request on ``path`` and returns its URL (with the query the provider
    /// put on it), whatever it carries.
    ///
    /// - Parameter timeout: How long to wait; default five minutes.
    /// - Returns: The URL, such as `http://127.0.0.1:8000/callback?code=…&state=…`.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/timedOut`` or
    ///   ``MusicBrainzError/Code/cancelled``.
    public func redirect(timeout: Duration = .seconds(300)) async throws(MusicBrainzError) -> URL {
        try await wait(timeout: timeout) { _ in (true, 200, Self.donePage) }
    }

    static let donePage = "Signed in. You can close this window and go back to the program."

    /// A decision about one request on the path: whether it ends the wait, and the status and
    /// text of the page to answer with.
    typealias Decision = @Sendable (URL) -> (finished: Bool, status: Int, text: String)

    /// Serves requests on a thread of its own until `decide` accepts one, the time runs out or
    /// the task is cancelled.
    private func wait(timeout: Duration, decide: @escaping Decision) async throws(MusicBrainzError) -> URL {
        let waiter = Waiting()
        let deadline = ContinuousClock.now + timeout
        let result: Result<URL, MusicBrainzError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread { [self] in
                    continuation.resume(returning: self.serve(until: deadline, waiter: waiter, decide: decide))
                }
                thread.name = "OAuthLoopbackRedirect"
                thread.start()
            }
        } onCancel: {
            waiter.cancel()
        }
        return try result.get()
    }

    /// Whether the wait was cancelled; set from any thread.
    private final class Waiting: @unchecked Sendable {
        // @unchecked: `cancelled` is guarded by `lock`.
        private let lock = NSLock()
        private var cancelled = false
        func cancel() { lock.withLock { cancelled = true } }
        var isCancelled: Bool { lock.withLock { cancelled } }
    }

    /// The accept loop (on its own thread): polls the socket a fifth of a second at a time.
    private func serve(
        until deadline: ContinuousClock.Instant, waiter: Waiting, decide: Decision
    ) -> Result<URL, MusicBrainzError> {
        while true {
            let listening = lock.withLock { descriptor }
            if waiter.isCancelled || listening < 0 {
                return .failure(
                    MusicBrainzError(code: .cancelled, message: "The wait for the OAuth redirect was cancelled."))
            }
            if ContinuousClock.now >= deadline {
                return .failure(
                    MusicBrainzError(
                        code: .timedOut,
                        message: "No OAuth redirect reached \(redirectURI) in time; sign in again and approve sooner."))
            }
            var poller = pollfd(fd: listening, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) > 0 else { continue }
            let connection = accept(listening, nil, nil)
            guard connection >= 0 else { continue }
            if let url = handle(connection, decide: decide) { return .success(url) }
        }
    }

    /// Reads one request, answers it, and returns its URL when it ends the wait.
    private func handle(_ connection: Int32, decide: Decision) -> URL? {
        defer { _ = Self.closeSocket(connection) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        _ = setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let head = Self.readHead(connection) else { return nil }
        let requestLine = head.split(separator: "\r\n", maxSplits: 1).first ?? ""
        let parts = requestLine.split(separator: " ")
        guard parts.count == 3, parts[0] == "GET", parts[1].hasPrefix("/"),
            let url = URL(string: "http://127.0.0.1:\(port)\(parts[1])")
        else {
            Self.respond(connection, status: 400, text: "Not a sign-in answer.")
            return nil
        }
        guard url.path == path else {
            Self.respond(connection, status: 404, text: "Not found.")
            return nil
        }
        let decision = decide(url)
        Self.respond(connection, status: decision.status, text: decision.text)
        return decision.finished ? url : nil
    }

    /// The request line and headers, up to 16 KiB; `nil` when the client sends nothing in time.
    private static func readHead(_ connection: Int32) -> String? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.count < 16_384 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
            if data.range(of: Data("\r\n\r\n".utf8)) != nil { break }
        }
        return data.isEmpty ? nil : String(decoding: data, as: UTF8.self)
    }

    private static func respond(_ connection: Int32, status: Int, text: String) {
        let reason = [200: "OK", 400: "Bad Request", 404: "Not Found"][status] ?? "OK"
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        let body = Data(
            "<!doctype html><html><head><meta charset=\"utf-8\"><title>Sign-in</title></head><body><p>\(escaped)</p></body></html>\n"
                .utf8)
        let head =
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        let bytes = Data(head.utf8) + body
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(connection, raw.baseAddress?.advanced(by: offset), raw.count - offset, Self.noSignal)
                if sent <= 0 { return }
                offset += sent
            }
        }
    }

    /// `MSG_NOSIGNAL` where it exists (Linux), so a browser that closed early does not raise
    /// SIGPIPE.
    private static var noSignal: Int32 {
        #if canImport(Glibc)
            Int32(MSG_NOSIGNAL)
        #else
            0
        #endif
    }

    private static func closeSocket(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(descriptor)
        #else
            Darwin.close(descriptor)
        #endif
    }

    /// A listening socket on 127.0.0.1 at `port` and the port it got, or `nil`.
    private static func openSocket(port: Int) -> (Int32, Int)? {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, size) }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else {
            _ = closeSocket(descriptor)
            return nil
        }
        var actual = sockaddr_in()
        var length = size
        let named = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            _ = closeSocket(descriptor)
            return nil
        }
        return (descriptor, Int(UInt16(bigEndian: actual.sin_port)))
    }
}
