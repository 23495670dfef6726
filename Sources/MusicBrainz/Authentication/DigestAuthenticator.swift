import Foundation

/// The HTTP Digest state of one client (and its copies): the last challenge, and the nonce
/// count sent with it.
///
/// The nonce of a challenge is reused for later requests, each with the next `nc` (MusicBrainz
/// answers an `nc` that is not greater than the last one it saw with 400). So that the counts
/// reach the server in the order they were given, the signed exchanges go out one at a time
/// (``exchangeSerially(_:)``); at musicbrainz.org's one request per second this costs nothing.
actor DigestAuthenticator {
    private let username: String
    private let password: String
    private let makeCNonce: @Sendable () -> String
    private var challenge: DigestChallenge?
    private var nonceCount: UInt32 = 0
    private var busy = false
    private var waiters: [(id: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextWaiterID: UInt64 = 0

    /// Creates the state for a user.
    /// - Parameters:
    ///   - username: The user name, sent as it is.
    ///   - password: The secret (password or digest token).
    ///   - makeCNonce: Makes each client nonce; default 16 random bytes in hex.
    init(
        username: String, password: String,
        makeCNonce: @escaping @Sendable () -> String = DigestAuthenticator.randomCNonce
    ) {
        self.username = username
        self.password = password
        self.makeCNonce = makeCNonce
    }

    /// 16 random bytes in lower-case hex.
    static let randomCNonce: @Sendable () -> String = {
        var generator = SystemRandomNumberGenerator()
        return Hex.lowercase((0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    /// Whether a challenge was answered before, so that requests can be signed up front.
    var hasChallenge: Bool { challenge != nil }

    /// Takes a challenge: its nonce is used from now on, counting from 1.
    func accept(_ challenge: DigestChallenge) {
        self.challenge = challenge
        nonceCount = 0
    }

    /// The `Authorization` value for one exchange, with the next nonce count; `nil` without a
    /// challenge.
    func authorization(method: HTTPRequest.Method, url: URL) -> String? {
        guard let challenge else { return nil }
        nonceCount &+= 1
        if nonceCount == 0 { nonceCount = 1 }
        return Self.authorization(
            username: username, password: password, challenge: challenge, method: method.rawValue,
            uri: Self.requestURI(of: url), nonceCount: nonceCount, cnonce: makeCNonce())
    }

    /// Runs one signed exchange while no other signed exchange of this client is under way.
    func exchangeSerially<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        try await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async throws {
        guard busy else {
            busy = true
            return
        }
        let id = nextWaiterID
        nextWaiterID &+= 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiters.append((id, continuation))
                }
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    private func release() {
        if waiters.isEmpty {
            busy = false
        } else {
            // The turn passes straight to the next waiter: `busy` stays set.
            waiters.removeFirst().continuation.resume()
        }
    }

    private func cancelWaiter(_ id: UInt64) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(throwing: CancellationError())
    }

    /// The request-target as the server sees it: the percent-encoded path (`/` when empty) and,
    /// with a query, `?` and the percent-encoded query, exactly as sent.
    static func requestURI(of url: URL) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.path }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        guard let query = components.percentEncodedQuery else { return path }
        return path + "?" + query
    }

    /// The `Authorization: Digest …` value (RFC 7616 §3.4 with MD5 and `qop=auth`):
    /// `response = MD5(HA1:nonce:nc:cnonce:auth:HA2)` with `HA1 = MD5(username:realm:password)`
    /// and `HA2 = MD5(method:uri)`.
    static func authorization(
        username: String, password: String, challenge: DigestChallenge, method: String, uri: String,
        nonceCount: UInt32, cnonce: String
    ) -> String {
        let nc = String(nonceCount, radix: 16).leftPadded(to: 8)
        let response = Self.response(
            username: username, password: password, realm: challenge.realm, nonce: challenge.nonce, method: method,
            uri: uri, nc: nc, cnonce: cnonce, qop: "auth")
        var parts = [
            "username=\(quoted(username))", "realm=\(quoted(challenge.realm))", "nonce=\(quoted(challenge.nonce))",
            "uri=\(quoted(uri))", "algorithm=MD5", "response=\(quoted(response))", "qop=auth", "nc=\(nc)",
            "cnonce=\(quoted(cnonce))",
        ]
        if let opaque = challenge.opaque { parts.append("opaque=\(quoted(opaque))") }
        return "Digest " + parts.joined(separator: ", ")
    }

    /// The `response` value in lower-case hex.
    static func response(
        username: String, password: String, realm: String, nonce: String, method: String, uri: String, nc: String,
        cnonce: String, qop: String
    ) -> String {
        let ha1 = Hex.lowercase(MD5.digest("\(username):\(realm):\(password)"))
        let ha2 = Hex.lowercase(MD5.digest("\(method):\(uri)"))
        return Hex.lowercase(MD5.digest("\(ha1):\(nonce):\(nc):\(cnonce):\(qop):\(ha2)"))
    }

    private static func quoted(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension String {
    /// The text with `0`s in front up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
