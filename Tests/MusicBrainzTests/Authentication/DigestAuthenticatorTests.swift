import Foundation
import Testing

@testable import MusicBrainz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// HTTP Digest: the hash, the header, the challenge parser and the whole exchange against the
/// loopback server, which verifies every answer as musicbrainz.org does.
@Suite struct DigestAuthenticatorTests {
    static let releaseGroup = MBID("153f0a09-fead-3370-9b17-379ebd09446b")!
    static let okXML =
        #"<?xml version="1.0" encoding="UTF-8"?><metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#"><message><text>OK</text></message></metadata>"#
    static let username = "digest-editor"
    static let password = "Circle Of Life, 7"

    @Test("the response of RFC 2617's worked example (MD5, qop=auth)")
    func rfc2617Example() {
        let response = DigestAuthenticator.response(
            username: "Mufasa", password: "Circle Of Life", realm: "testrealm@host.com",
            nonce: "dcd98b7102dd2f0e8b11d0f600bfb0c093", method: "GET", uri: "/dir/index.html", nc: "00000001",
            cnonce: "0a4f113b", qop: "auth")
        #expect(response == "6629fae49393a05397450978507c4ef1")
    }

    @Test("the header names the user, realm, nonce, uri, MD5, qop=auth, an 8-digit nc, cnonce and opaque")
    func header() throws {
        let challenge = try #require(
            DigestChallenge(parameters: [
                "realm": "musicbrainz.org", "nonce": "bm9uY2U=", "opaque": "b3BhcXVl", "qop": "auth,auth-int",
            ]))
        let header = DigestAuthenticator.authorization(
            username: "editor", password: "secret", challenge: challenge, method: "POST",
            uri: "/ws/2/tag?client=app-1.0", nonceCount: 26, cnonce: "abc")
        let expected = DigestAuthenticator.response(
            username: "editor", password: "secret", realm: "musicbrainz.org", nonce: "bm9uY2U=", method: "POST",
            uri: "/ws/2/tag?client=app-1.0", nc: "0000001a", cnonce: "abc", qop: "auth")
        #expect(
            header
                == #"Digest username="editor", realm="musicbrainz.org", nonce="bm9uY2U=", uri="/ws/2/tag?client=app-1.0", algorithm=MD5, response="\#(expected)", qop=auth, nc=0000001a, cnonce="abc", opaque="b3BhcXVl""#
        )
        #expect(!header.contains("secret"))
    }

    @Test("the Digest challenge is read from separate fields and from one merged value, beside Bearer")
    func challenges() throws {
        let digest =
            #"Digest realm="musicbrainz.org", charset=UTF-8, qop="auth,auth-int", nonce="n+1/=", opaque="o,p", algorithm="MD5""#
        let bearer = #"Bearer realm="musicbrainz.org", charset=UTF-8"#
        var separate = HTTPFields()
        separate.append(name: "WWW-Authenticate", value: bearer)
        separate.append(name: "WWW-Authenticate", value: digest)
        let merged: HTTPFields = ["WWW-Authenticate": digest + ", " + bearer]
        for fields in [separate, merged] {
            let challenge = try #require(DigestChallenge(in: fields))
            #expect(challenge.realm == "musicbrainz.org")
            #expect(challenge.nonce == "n+1/=")
            #expect(challenge.opaque == "o,p")
            #expect(challenge.qops == ["auth", "auth-int"])
            #expect(challenge.isSupported)
            #expect(!challenge.isStale)
        }
        let stale = try #require(
            DigestChallenge(in: ["WWW-Authenticate": #"Digest realm="r", nonce="x", qop="auth", stale=TRUE"#]))
        #expect(stale.isStale)
        let sha = try #require(
            DigestChallenge(in: ["WWW-Authenticate": #"Digest realm="r", nonce="x", qop="auth", algorithm=SHA-256"#]))
        #expect(!sha.isSupported)
        #expect(DigestChallenge(in: ["WWW-Authenticate": bearer]) == nil)
    }

    @Test("the uri is the request-target exactly as sent: the percent-encoded path and query")
    func requestURI() throws {
        let url = try #require(URL(string: "http://127.0.0.1:8080/t/x/ws/2/tag?client=my%20app-1.0&fmt=json"))
        #expect(DigestAuthenticator.requestURI(of: url) == "/t/x/ws/2/tag?client=my%20app-1.0&fmt=json")
        #expect(DigestAuthenticator.requestURI(of: try #require(URL(string: "https://h"))) == "/")
    }

    // MARK: Against the loopback server

    func client(
        _ scope: LoopbackServer.Scope, password: String = Self.password, format: ResponseFormat = .xml
    )
        -> MusicBrainzClient
    {
        MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, format: format, rateLimit: .unlimited,
                retryPolicy: RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(1), minimumDelay: .milliseconds(1)),
                credentials: .digest(username: Self.username, password: password)),
            transport: URLSessionTransport())
    }

    func register(
        _ scope: LoopbackServer.Scope, staleAfter: Int? = nil, responses: [LoopbackServer.Response]? = nil
    ) async throws {
        try await scope.register([
            LoopbackServer.Route(
                method: "POST", path: scope.path("rating"), responses: responses ?? [.xml(Data(Self.okXML.utf8))],
                auth: .init(digest: .init(username: Self.username, password: Self.password, staleAfter: staleAfter)))
        ])
    }

    func rating(_ value: Int = 80) throws -> RatingSubmission {
        try RatingSubmission(ReleaseGroup.self, id: Self.releaseGroup, rating: value)
    }

    @Test("a 401 challenge is answered once; later requests reuse the nonce with the next nc, unchallenged")
    func reuseNonce() async throws {
        let scope = try LoopbackServer.start().scope()
        try await register(scope)
        let client = client(scope)
        for _ in 0..<3 { #expect(try await client.send(rating()).isOK) }
        let log = try await scope.log()
        #expect(log.map(\.auth) == ["none", "digest", "digest", "digest"])
        let headers = log.compactMap { $0.header("Authorization") }
        #expect(headers.count == 3)
        let fields = headers.map(Self.fields(of:))
        #expect(fields.map { $0["nc"] } == ["00000001", "00000002", "00000003"])
        #expect(Set(fields.map { $0["nonce"] }).count == 1)
        #expect(Set(fields.map { $0["cnonce"] }).count == 3)
        #expect(fields.allSatisfy { $0["uri"] == scope.path("rating") + "?client=MusicBrainzTests-1.0" })
        #expect(headers.allSatisfy { !$0.contains(Self.password) })
        // The body went with every attempt, the unsigned first one too.
        #expect(log.allSatisfy { $0.body.contains("<user-rating>80</user-rating>") })
    }

    @Test("a stale nonce is answered with the fresh challenge without asking again")
    func stale() async throws {
        let scope = try LoopbackServer.start().scope()
        try await register(scope, staleAfter: 2)
        let client = client(scope)
        for _ in 0..<4 { #expect(try await client.send(rating()).isOK) }
        let log = try await scope.log()
        #expect(log.map(\.auth) == ["none", "digest", "digest", "stale", "digest", "digest"])
        let nonces = log.compactMap { $0.header("Authorization") }.map { Self.fields(of: $0)["nonce"] }
        #expect(nonces[0] == nonces[2] && nonces[2] != nonces[3] && nonces[3] == nonces[4])
    }

    @Test("a wrong password fails as unauthorized with the server's text after one answer, never in a loop")
    func wrongPassword() async throws {
        let scope = try LoopbackServer.start().scope()
        try await register(scope)
        let wrong = "not the password"
        let error = try await #require(throws: MusicBrainzError.self) {
            try await client(scope, password: wrong).send(rating())
        }
        #expect(error.code == .unauthorized)
        #expect(error.statusCode == 401)
        #expect(error.serverMessage?.hasPrefix("Your credentials could not be verified.") == true)
        let log = try await scope.log()
        #expect(log.map(\.auth) == ["none", "rejected"])
        let printed = "\(error) \(error.message) \(error.localizedDescription) \(String(reflecting: error))"
        #expect(!printed.contains(wrong) && !printed.contains(Self.username))
    }

    @Test("the server's 400 for a malformed or replayed header is a bad request, not retried")
    func replay() async throws {
        let scope = try LoopbackServer.start().scope()
        try await register(scope)
        let client = client(scope)
        _ = try await client.send(rating())
        // Replay the last signed request by hand: same nonce, same nc.
        let log = try await scope.log()
        let header = try #require(log.last?.header("Authorization"))
        var request = URLRequest(url: scope.url("/ws/2/rating?client=MusicBrainzTests-1.0"))
        request.httpMethod = "POST"
        request.setValue(header, forHTTPHeaderField: "Authorization")
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 400)
        #expect(try await scope.log().last?.authError?.contains("replayed") == true)
        // A header for another uri is malformed too.
        request.url = scope.url("/ws/2/rating?client=other-1.0")
        let fields = Self.fields(of: header)
        let forged = header.replacingOccurrences(of: "nc=\(fields["nc"] ?? "")", with: "nc=00000099")
        request.setValue(forged, forHTTPHeaderField: "Authorization")
        let (_, second) = try await URLSession.shared.data(for: request)
        #expect((second as? HTTPURLResponse)?.statusCode == 400)
        #expect(try await scope.log().last?.authError?.hasPrefix("uri") == true)
    }

    @Test("a POST is repeated after a 503 with the next nc, and only once signed per attempt")
    func retryAfter503() async throws {
        let scope = try LoopbackServer.start().scope()
        try await register(
            scope,
            responses: [
                .text("busy", status: 503, contentType: "text/plain"), .xml(Data(Self.okXML.utf8)),
            ])
        #expect(try await client(scope).send(rating()).isOK)
        let log = try await scope.log()
        #expect(log.map(\.auth) == ["none", "digest", "digest"])
        let counts = log.compactMap { $0.header("Authorization") }.map { Self.fields(of: $0)["nc"] }
        #expect(counts == ["00000001", "00000002"])
    }

    /// The parameters of a Digest header.
    static func fields(of header: String) -> [String: String] {
        var fields: [String: String] = [:]
        for item in header.dropFirst("Digest ".count).split(separator: ",") {
            let parts = item.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            fields[String(parts[0])] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return fields
    }
}
