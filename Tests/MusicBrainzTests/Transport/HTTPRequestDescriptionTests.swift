import Foundation
import MusicBrainz
import Testing

/// What printing an ``HTTPRequest`` shows: the request line, the header fields with credentials
/// redacted, and the body as text when it is text.
@Suite struct HTTPRequestDescriptionTests {
    static let releaseGroup = MBID("153f0a09-fead-3370-9b17-379ebd09446b")!

    @Test("a prepared submission prints its method, URL, fields and XML body as text")
    func preparedSubmission() throws {
        var configuration = MusicBrainzClient.Configuration(
            baseURL: URL(string: "https://musicbrainz.example/ws/2")!, userAgent: TestClients.userAgent)
        configuration.credentials = .bearer("secret-token-123")
        let client = MusicBrainzClient(configuration: configuration)
        let request = try client.preparedRequest(
            for: try RatingSubmission(ReleaseGroup.self, id: Self.releaseGroup, stars: 4))
        let body = try #require(request.body.map { String(decoding: $0, as: UTF8.self) })
        #expect(body.contains("<user-rating>80</user-rating>"))
        let lines = request.description.components(separatedBy: "\n")
        #expect(
            lines.first
                == "POST https://musicbrainz.example/ws/2/rating?client=MusicBrainzTests-1.0&fmt=json")
        #expect(lines.contains("Content-Type: application/xml; charset=UTF-8"))
        #expect(request.description.hasSuffix("\n\n" + body))
        #expect(!request.description.contains("bytes"))
        #expect(!request.description.contains("secret-token-123"))
        #expect(String(reflecting: request) == request.description)
    }

    @Test("credentials show only their scheme; a binary body shows its size; no body, no empty line")
    func redactionAndBinary() throws {
        let url = URL(string: "https://example.org/ws/2/tag")!
        let signed = HTTPRequest(
            method: .post, url: url,
            headerFields: ["Authorization": "Bearer abc.def", "proxy-authorization": "Basic dXNlcjpwYXNz"],
            body: Data([0x00, 0xFF, 0x10, 0x41]))
        #expect(
            signed.description == """
                POST https://example.org/ws/2/tag
                Authorization: Bearer <redacted>
                proxy-authorization: Basic <redacted>

                <4 bytes>
                """)
        let odd = HTTPRequest(url: url, headerFields: ["Authorization": "t0ken;with=odd chars"])
        #expect(odd.description == "GET https://example.org/ws/2/tag\nAuthorization: <redacted>")
        let bell = HTTPRequest(method: .put, url: url, body: Data("ding\u{07}".utf8))
        #expect(bell.description.hasSuffix("\n\n<5 bytes>"))
        let text = HTTPRequest(method: .put, url: url, body: Data("a\tb\r\nc é".utf8))
        #expect(text.description.hasSuffix("\n\na\tb\r\nc é"))
        #expect(HTTPRequest(url: url).description == "GET https://example.org/ws/2/tag")
    }
}
