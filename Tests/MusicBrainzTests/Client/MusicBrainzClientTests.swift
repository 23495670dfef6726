import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

@Suite struct MusicBrainzClientTests {
    let releaseID = MBID("5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e")!

    @Test("a JSON lookup sends fmt=json, the inc list in stable order, User-Agent and Accept")
    func lookupRequestShape() async throws {
        let body = try OwnFixtures.data("release-lookup-violin-concertos.json")
        let (client, transport) = TestClients.mock { _ in
            HTTPResponse(status: 200, headerFields: ["Content-Type": "application/json"], body: body)
        }
        let release = try await client.lookup(
            Release.self, id: releaseID, including: [.releaseGroups, .recordings, .artistCredits, .labels])
        #expect(release.title == "Violin Concertos")
        let sent = try #require(transport.requests.first)
        #expect(
            sent.url.absoluteString
                == "https://musicbrainz.example/ws/2/release/5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e?inc=artist-credits+labels+recordings+release-groups&fmt=json"
        )
        #expect(sent.method == .get)
        #expect(sent.headerFields["Accept"] == "application/json")
        #expect(
            sent.headerFields["User-Agent"]
                == "MusicBrainzTests/1.0 ( tests@example.org ) \(UserAgent.libraryToken)")
    }

    @Test("an XML client asks for application/xml and sends no fmt")
    func xmlRequestShape() async throws {
        let body = try OwnFixtures.data("release-lookup-violin-concertos.xml")
        let (client, transport) = TestClients.mock(format: .xml) { _ in
            HTTPResponse(status: 200, headerFields: ["Content-Type": "application/xml"], body: body)
        }
        let release = try await client.lookup(Release.self, id: releaseID)
        #expect(release.media?.count == 2)
        let sent = try #require(transport.requests.first)
        #expect(sent.url.query == nil)
        #expect(sent.headerFields["Accept"] == "application/xml")
    }

    @Test("a search query is percent-encoded strictly, so + & = and quotes survive")
    func searchEncoding() async throws {
        let client = TestClients.mock { _ in TestClients.response(200, "application/json", "{}") }.0
        let url = try client.url(for: SearchRequest<Release>(query: "release:\"C++ & Co = 1/2\"", limit: 10))
        #expect(
            url.absoluteString
                == "https://musicbrainz.example/ws/2/release?query=release%3A%22C%2B%2B%20%26%20Co%20%3D%201%2F2%22&limit=10&fmt=json"
        )
    }

    @Test("a base URL with a trailing slash or a mirror path still gives the right path")
    func baseURLVariants() throws {
        for base in ["http://localhost:5000/ws/2/", "http://localhost:5000/ws/2"] {
            let client = MusicBrainzClient(
                configuration: .init(baseURL: URL(string: base)!, userAgent: TestClients.userAgent),
                transport: MockTransport.failing())
            let url = try client.url(for: LookupRequest<Release>(id: releaseID))
            #expect(
                url.absoluteString == "http://localhost:5000/ws/2/release/5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e?fmt=json"
            )
        }
    }

    @Test(
        "a blank search query and a limit of 0 or 101 are refused before any I/O",
        arguments: [
            SearchRequest<Release>(query: "   "), SearchRequest<Release>(query: "x", limit: 0),
            SearchRequest<Release>(query: "x", limit: 101), SearchRequest<Release>(query: "x", offset: -1),
        ])
    func invalidSearches(request: SearchRequest<Release>) async throws {
        let (client, transport) = TestClients.mock { _ in TestClients.response(200, "application/json", "{}") }
        let error = await #expect(throws: MusicBrainzError.self) { try await client.send(request) }
        #expect(error?.code == .invalidRequest)
        #expect(transport.requests.isEmpty)
    }

    @Test("an empty User-Agent contact is refused before any I/O")
    func anonymousClient() async throws {
        let transport = MockTransport.failing()
        let client = MusicBrainzClient(
            configuration: .init(userAgent: UserAgent(application: "App", version: "1", contact: " ")),
            transport: transport)
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: releaseID)
        }
        #expect(error?.code == .invalidRequest)
        #expect(transport.requests.isEmpty)
    }

    @Test("a JSON 404 becomes notFound with the server's message and the request URL")
    func notFoundJSON() async throws {
        let (client, _) = TestClients.mock { _ in
            TestClients.response(
                404, "application/json; charset=utf-8",
                #"{"error": "Not Found", "help": "For usage, please see: https://musicbrainz.org/development/mmd"}"#)
        }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: releaseID)
        }
        #expect(error?.code == .notFound)
        #expect(error?.statusCode == 404)
        #expect(error?.serverMessage == "Not Found")
        #expect(error?.requestURL?.path == "/ws/2/release/5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e")
    }

    @Test("an XML 400 becomes badRequest with the first <text> of the error document")
    func badRequestXML() async throws {
        let (client, _) = TestClients.mock(format: .xml) { _ in
            TestClients.response(
                400, "application/xml",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><error><text>coffee is not a valid inc parameter for the release resource.</text><text>For usage, please see: https://musicbrainz.org/development/mmd</text></error>"
            )
        }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: releaseID)
        }
        #expect(error?.code == .badRequest)
        #expect(error?.serverMessage == "coffee is not a valid inc parameter for the release resource.")
    }

    @Test("a 503 with Retry-After becomes rateLimited carrying the wait")
    func rateLimited() async throws {
        let (client, _) = TestClients.mock { _ in
            TestClients.response(
                503, "application/json",
                #"{"error": "Your requests are exceeding the allowable rate limit. Please see http://wiki.musicbrainz.org/XMLWebService for more information."}"#,
                headers: ["Retry-After": "7"])
        }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: releaseID)
        }
        #expect(error?.code == .rateLimited)
        #expect(error?.retryAfter == .seconds(7))
        #expect(error?.serverMessage?.hasPrefix("Your requests are exceeding") == true)
    }

    @Test("an HTML page with status 200 is an unexpected content type, not a crash")
    func htmlBody() async throws {
        let (client, _) = TestClients.mock { _ in
            TestClients.response(
                200, "text/html; charset=utf-8", "<!DOCTYPE html><html><body>Maintenance</body></html>")
        }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: releaseID)
        }
        #expect(error?.code == .unexpectedContentType)
        #expect(error?.message.contains("<!DOCTYPE html>") == true)
    }

    @Test("XML answered to a JSON request is decoded with the XML decoder")
    func xmlWhenJSONAsked() async throws {
        let body = try OwnFixtures.data("release-lookup-violin-concertos.xml")
        let (client, _) = TestClients.mock(format: .json) { _ in
            HTTPResponse(status: 200, headerFields: ["Content-Type": "application/xml"], body: body)
        }
        let release = try await client.lookup(Release.self, id: releaseID)
        #expect(release.barcode == "028947462521")
    }

    @Test("truncated JSON is decodingFailed; a release without id names the key path")
    func undecodableBodies() async throws {
        let full = try OwnFixtures.data("release-lookup-violin-concertos.json")
        let truncated = full.prefix(full.count / 2)
        let (client, _) = TestClients.mock { _ in
            HTTPResponse(status: 200, headerFields: ["Content-Type": "application/json"], body: Data(truncated))
        }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: releaseID)
        }
        #expect(error?.code == .decodingFailed)

        let (client2, _) = TestClients.mock { _ in
            TestClients.response(200, "application/json", #"{"title": "No id", "media": []}"#)
        }
        let error2 = await #expect(throws: MusicBrainzError.self) {
            try await client2.lookup(Release.self, id: releaseID)
        }
        #expect(error2?.code == .decodingFailed)
        #expect(error2?.decodingPath == "id")
    }

    @Test("a track id that is not an MBID is dropped and reported at the element path of its attribute")
    func xmlPath() throws {
        let xml = """
            <metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#"><release id="5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e"><title>x</title>\
            <medium-list count="1"><medium><track-list count="2"><track id="not-an-mbid"><position>1</position></track>\
            </track-list></medium></medium-list></release></metadata>
            """
        let decoded = try ResponseDecoder().decodeReportingDiagnostics(Release.self, from: Data(xml.utf8), format: .xml)
        let track = try #require(decoded.value.media?.first?.tracks?.first)
        #expect(track.id == nil)
        #expect(track.position == 1)
        #expect(decoded.diagnostics.map(\.path) == ["/metadata/release/medium-list/medium/track-list/track/@id"])
        #expect(decoded.diagnostics.first?.message == #"expected an MBID, found "not-an-mbid""#)
    }

    @Test("a transport failure reaches the caller as transportFailed with the URL")
    func transportFailure() async throws {
        let (client, _) = TestClients.mock { request in
            throw MusicBrainzError(code: .transportFailed, message: "connection reset", requestURL: request.url)
        }
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.lookup(Release.self, id: releaseID)
        }
        #expect(error?.code == .transportFailed)
        #expect(error?.requestURL != nil)
    }
}
