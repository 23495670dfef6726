import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// The one status table: every status a client can meet, the rate-limit kinds, and the server's
/// message, through a client without retries.
@Suite struct StatusTableTests {
    /// The error a client without retries throws for one response.
    static func error(
        _ status: Int, contentType: String = "application/json", body: String = "", headers: [String: String] = [:],
        format: ResponseFormat = .json
    ) async throws -> MusicBrainzError {
        let (client, _) = TestClients.mock(format: format) { _ in
            TestClients.response(status, contentType, body, headers: headers)
        }
        return try await #require(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: TestClients.releaseID)
        }
    }

    @Test(
        "each status has its code",
        arguments: [
            (301, "unexpectedStatus"), (304, "unexpectedStatus"), (400, "badRequest"), (401, "unauthorized"),
            (403, "forbidden"), (404, "notFound"), (405, "badRequest"), (406, "badRequest"), (410, "unexpectedStatus"),
            (412, "unexpectedStatus"), (414, "badRequest"), (415, "badRequest"), (429, "rateLimited"),
            (500, "serverError"), (501, "serverError"), (502, "serverError"), (503, "rateLimited"),
            (504, "serverError"), (505, "serverError"), (600, "unexpectedStatus"),
        ])
    func codes(status: Int, code: String) async throws {
        let error = try await Self.error(status, body: #"{"error": "scripted"}"#)
        #expect(error.code.description == code)
        #expect(error.statusCode == status)
        #expect(error.serverMessage == "scripted")
        #expect(error.rateLimitKind == nil || error.code == .rateLimited)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        var status: Int = 503
        var headers: [String: String] = [:]
        var body = #"{"error": "scripted"}"#
        var kind: MusicBrainzError.RateLimitKind
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(
            name: "per-IP throttle as the service sends it",
            headers: ["Retry-After": "1", "X-RateLimit-Zone": "ws ip=192.0.2.7"],
            body:
                #"{"error": "Your requests are exceeding the allowable rate limit. Please see http://wiki.musicbrainz.org/XMLWebService for more information."}"#,
            kind: .clientThrottled),
        Refusal(
            name: "load shedding as the service sends it", headers: ["Retry-After": "0", "X-RateLimit-Zone": "global"],
            body: #"{"error": "The MusicBrainz web server is currently busy. Please try again later."}"#,
            kind: .serviceOverloaded),
        Refusal(name: "zone ip= alone", headers: ["X-RateLimit-Zone": "ws ip=2001:db8::1"], kind: .clientThrottled),
        Refusal(name: "zone global alone", headers: ["X-RateLimit-Zone": "GLOBAL"], kind: .serviceOverloaded),
        Refusal(
            name: "the search's global zone", headers: ["X-RateLimit-Zone": "search-global"], kind: .serviceOverloaded),
        Refusal(
            name: "the zone wins over the wait", headers: ["Retry-After": "5", "X-RateLimit-Zone": "global"],
            kind: .serviceOverloaded),
        Refusal(
            name: "throttle message alone",
            body: #"{"error": "Your requests are exceeding the allowable rate limit."}"#, kind: .clientThrottled),
        Refusal(
            name: "busy message alone", body: #"{"error": "The MusicBrainz web server is currently busy."}"#,
            kind: .serviceOverloaded),
        Refusal(name: "Retry-After of a second alone", headers: ["Retry-After": "1"], kind: .clientThrottled),
        Refusal(name: "Retry-After: 0 alone", headers: ["Retry-After": "0"], kind: .serviceOverloaded),
        Refusal(name: "a bare 503", kind: .serviceOverloaded),
        Refusal(name: "a bare 429", status: 429, kind: .clientThrottled),
        Refusal(
            name: "a 429 in the global zone", status: 429, headers: ["X-RateLimit-Zone": "global"],
            kind: .serviceOverloaded),
    ]

    @Test("a rate limit says which kind it was, from the zone, the message, then the wait", arguments: refusals)
    func rateLimitKinds(_ refusal: Refusal) async throws {
        let error = try await Self.error(refusal.status, body: refusal.body, headers: refusal.headers)
        #expect(error.code == .rateLimited)
        #expect(error.rateLimitKind == refusal.kind)
        let words =
            refusal.kind == .clientThrottled
            ? "throttling this client" : "overloaded and refusing requests from every client"
        #expect(error.message.contains(words))
        #expect(error.message.contains("(HTTP \(refusal.status))"))
    }

    @Test(
        "a read-only or search-down 503 is a server error without a rate-limit kind or the edge's reset time",
        arguments: [
            ("The database is currently in readonly mode and cannot handle your request", "read-only"),
            ("Could not retrieve sub-document page from search server. Error: 503", "search backend is unavailable"),
        ])
    func serviceUnavailable(message: String, words: String) async throws {
        let json = try await Self.error(
            503, body: #"{"error": "\#(message)"}"#, headers: ["X-RateLimit-Reset": "1800000000"])
        #expect(json.code == .serverError)
        #expect(json.rateLimitKind == nil)
        #expect(json.retryAfter == nil)
        #expect(json.serverMessage == message)
        #expect(json.message.contains(words))
        let xml = try await Self.error(
            503, contentType: "application/xml",
            body:
                "<?xml version=\"1.0\"?><error><text>\(message)</text><text>For usage, please see: https://musicbrainz.org/development/mmd</text></error>",
            format: .xml)
        #expect(xml.code == .serverError)
        #expect(xml.serverMessage == message)
    }

    @Test("X-RateLimit-Reset gives a rate limit its wait when there is no Retry-After")
    func resetOnRateLimit() async throws {
        // TestClients.mock's date is the real one: a reset ten seconds from now.
        let reset = String(Int(Date().timeIntervalSince1970) + 10)
        let error = try await Self.error(503, headers: ["X-RateLimit-Reset": reset])
        let wait = try #require(error.retryAfter)
        #expect(wait > .seconds(8) && wait <= .seconds(11))
        let notFound = try await Self.error(404, headers: ["X-RateLimit-Reset": reset])
        #expect(notFound.retryAfter == nil)
    }

    @Test("an XML error document with several texts keeps the whole message, without the help line")
    func severalTexts() async throws {
        let body = """
            <?xml version="1.0" encoding="UTF-8"?>
            <error>
              <text>Invalid mbid.</text>
              <text>The given parameters do not match any available query type for the release resource.</text>
              <text>For usage, please see: https://musicbrainz.org/development/mmd</text>
            </error>
            """
        let error = try await Self.error(400, contentType: "application/xml", body: body, format: .xml)
        #expect(error.code == .badRequest)
        #expect(
            error.serverMessage
                == "Invalid mbid.; The given parameters do not match any available query type for the release resource."
        )
        #expect(error.localizedDescription.contains("Invalid mbid.; The given parameters"))

        let decoded = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Release.self, from: Data(body.utf8), format: .xml)
        }
        #expect(decoded?.serverMessage?.hasSuffix("for the release resource.") == true)
    }

    @Test("a body that is not an error document is previewed in the message; an HTML page has no server message")
    func nonDocumentBody() async throws {
        let error = try await Self.error(
            502, contentType: "text/html", body: "<html><body>Bad Gateway from the proxy</body></html>")
        #expect(error.code == .serverError)
        #expect(error.serverMessage == nil)
        #expect(error.message.contains("not a MusicBrainz error document"))
        #expect(error.message.contains("Bad Gateway from the proxy"))
    }
}
