import Foundation
import MusicBrainzTesting
import Testing

@testable import MusicBrainz

/// The submissions: every body compared element by element with the examples of sections
/// 8.5–8.8 of the WS/2 reference, the refusals before sending, and the requests as sent.
@Suite struct SubmissionBodyTests {
    static let artist = MBID("802673f0-9b88-4e8a-bb5c-dd01d68b086f")!
    static let recording = MBID("162630d9-36d2-4a8d-ade1-1c77440b34e7")!
    static let releaseGroup = MBID("153f0a09-fead-3370-9b17-379ebd09446b")!
    static let release = MBID("047ea202-b98d-46ae-97f7-0180a20ee5cf")!

    // The reference's examples, as printed there (§8.5, §8.6, §8.7, §8.8).
    static let tagExample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#">
          <artist-list>
            <artist id="802673f0-9b88-4e8a-bb5c-dd01d68b086f">
              <user-tag-list>
                <user-tag vote="upvote"><name>jpop</name></user-tag>
                <user-tag vote="downvote"><name>rock</name></user-tag>
                <user-tag vote="withdraw"><name>old tag</name></user-tag>
              </user-tag-list>
            </artist>
          </artist-list>
          <recording-list>
            <recording id="162630d9-36d2-4a8d-ade1-1c77440b34e7">
              <user-tag-list><user-tag vote="upvote"><name>electronic</name></user-tag></user-tag-list>
            </recording>
          </recording-list>
        </metadata>
        """
    static let ratingExample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#">
          <artist-list>
            <artist id="802673f0-9b88-4e8a-bb5c-dd01d68b086f"><user-rating>80</user-rating></artist>
          </artist-list>
          <release-group-list>
            <release-group id="153f0a09-fead-3370-9b17-379ebd09446b"><user-rating>100</user-rating></release-group>
          </release-group-list>
        </metadata>
        """
    static let isrcExample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#">
          <recording-list>
            <recording id="162630d9-36d2-4a8d-ade1-1c77440b34e7">
              <isrc-list count="1">
                <isrc id="GBAAA0300123"/>
              </isrc-list>
            </recording>
          </recording-list>
          <edit-note>Optional note attached to the created edit(s)</edit-note>
        </metadata>
        """
    static let barcodeExample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#">
          <release-list>
            <release id="047ea202-b98d-46ae-97f7-0180a20ee5cf">
              <barcode>4942463511227</barcode>
            </release>
          </release-list>
        </metadata>
        """

    /// Compares a body with an example element by element.
    func expectSame(_ body: Data?, as example: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let sent = try #require(
            body.flatMap(XMLBodyTree.parse), "the body is not well-formed XML", sourceLocation: sourceLocation)
        let expected = try #require(XMLBodyTree.parse(example), sourceLocation: sourceLocation)
        #expect(sent.firstDifference(from: expected) == nil, sourceLocation: sourceLocation)
        #expect(sent.namespace == "http://musicbrainz.org/ns/mmd-2.0#", sourceLocation: sourceLocation)
    }

    @Test("a tag submission's body is the reference's example: every tag with its vote, per entity type")
    func tagBody() throws {
        var submission = try TagSubmission(.upvote, [" JPop "], on: Artist.self, id: Self.artist)
        try submission.add(.downvote, ["Rock"], on: Artist.self, id: Self.artist)
        try submission.add(.withdraw, ["old tag"], on: .artist, id: Self.artist)
        try submission.add(.upvote, ["electronic"], on: Recording.self, id: Self.recording)
        try expectSame(submission.body, as: Self.tagExample)
        #expect(submission.path == "tag" && submission.method == .post)
    }

    @Test("tag names are refused before sending: empty, a comma in an up- or downvote, a type that cannot be tagged")
    func tagRefusals() throws {
        for (vote, name) in [(TagVote.upvote, "  "), (.downvote, "rock, pop"), (.upvote, "a,b"), (.withdraw, "")] {
            let error = try #require(throws: MusicBrainzError.self) {
                try TagSubmission(vote, [name], on: Artist.self, id: Self.artist)
            }
            #expect(error.code == .invalidRequest)
        }
        // A withdrawal may name a tag with a comma (the service allows it).
        let withdrawal = try TagSubmission(.withdraw, ["rock, pop"], on: Artist.self, id: Self.artist)
        #expect(withdrawal.entries.first?.tags.first?.name == "rock, pop")
        var submission = TagSubmission()
        for type in [EntityType.genre, .url, .collection] {
            #expect(throws: MusicBrainzError.self) { try submission.add(.upvote, ["x"], on: type, id: Self.artist) }
        }
        #expect(throws: MusicBrainzError.self) { try submission.add(.upvote, [], on: .artist, id: Self.artist) }
        try submission.add(.upvote, ["jazz"], on: .artist, id: Self.artist)
        let conflict = try #require(throws: MusicBrainzError.self) {
            try submission.add(.downvote, ["JAZZ"], on: .artist, id: Self.artist)
        }
        #expect(conflict.message.contains("jazz"))
        #expect(throws: MusicBrainzError.self) { try TagSubmission().validate() }
    }

    @Test("a rating submission's body is the reference's example; stars map to steps of 20")
    func ratingBody() throws {
        var submission = try RatingSubmission(Artist.self, id: Self.artist, rating: 80)
        try submission.rate(ReleaseGroup.self, id: Self.releaseGroup, stars: 5)
        try expectSame(submission.body, as: Self.ratingExample)
        #expect(submission.entries.map(\.rating) == [80, 100])
    }

    @Test("half stars are steps of 10: 3.5 stars is 70, ½ star 10, 0 clears the rating")
    func halfStars() throws {
        #expect(try [0, 0.5, 1, 3.5, 4.5, 5].map(RatingSubmission.rating(forStars:)) == [0, 10, 20, 70, 90, 100])
        var submission = RatingSubmission()
        try submission.rate(.recording, id: Self.artist, stars: 3.5)
        try submission.rate(Artist.self, id: Self.artist, stars: 4.5)
        #expect(submission.entries.map(\.rating) == [70, 90])
        #expect(submission.entries.map(\.stars) == [3.5, 4.5])
        let album = try RatingSubmission(ReleaseGroup.self, id: Self.releaseGroup, stars: 4)
        #expect(album.entries.map(\.rating) == [80])
        #expect(album.entries.map(\.entityType) == [.releaseGroup])
        #expect(try RatingSubmission(Recording.self, id: Self.recording, stars: 2.5).entries.map(\.rating) == [50])
        #expect(throws: MusicBrainzError.self) { try RatingSubmission(Artist.self, id: Self.artist, stars: 4.2) }
    }

    @Test("ratings outside 0–100, stars outside 0–5 and ratings of releases are refused before sending")
    func ratingRefusals() throws {
        var submission = RatingSubmission()
        for value in [-1, 101, 1000] {
            #expect(throws: MusicBrainzError.self) { try submission.rate(.artist, id: Self.artist, rating: value) }
        }
        #expect(throws: MusicBrainzError.self) { try submission.rate(Artist.self, id: Self.artist, stars: 6) }
        for stars in [-0.5, 5.5, 3.7, 0.25, .nan, .infinity] {
            #expect(throws: MusicBrainzError.self) { try submission.rate(.artist, id: Self.artist, stars: stars) }
        }
        let release = try #require(throws: MusicBrainzError.self) {
            try submission.rate(.release, id: Self.release, rating: 60)
        }
        #expect(release.message.contains("release group"))
        for type in [EntityType.area, .instrument, .series, .genre, .url] {
            #expect(throws: MusicBrainzError.self) { try submission.rate(type, id: Self.artist, rating: 20) }
        }
        try submission.rate(.work, id: Self.artist, rating: 0)
        #expect(submission.entries.count == 1)
    }

    @Test("an ISRC submission's body is the reference's example; many recordings go in one request")
    func isrcBody() throws {
        let submission = try ISRCSubmission(
            [try ISRC(validating: "gb-aaa-03-00123")], for: Self.recording,
            editNote: "Optional note attached to the created edit(s)")
        try expectSame(submission.body, as: Self.isrcExample)
        var many = ISRCSubmission()
        try many.add([try ISRC(validating: "GBAAA0300123"), try ISRC(validating: "USRC17607839")], to: Self.recording)
        try many.add([try ISRC(validating: "GBAAA0300123")], to: Self.recording)
        try many.add([try ISRC(validating: "JPK650001234")], to: Self.artist)
        let tree = try #require(many.body.flatMap(XMLBodyTree.parse))
        let recordings = tree.children.first?.children ?? []
        #expect(recordings.map { $0.attributes["id"] } == [Self.recording.description, Self.artist.description])
        #expect(recordings.first?.children.first?.attributes["count"] == "2")
        #expect(
            recordings.first?.children.first?.children.map { $0.attributes["id"] } == [
                "GBAAA0300123", "USRC17607839",
            ])
        #expect(throws: MusicBrainzError.self) { try ISRC(validating: "GBAAA030012") }
        #expect(throws: MusicBrainzError.self) { try ISRCSubmission([], for: Self.recording) }
    }

    @Test("a barcode submission's body is the reference's example; a wrong check digit is sent only when asked")
    func barcodeBody() throws {
        let submission = try BarcodeSubmission(try Barcode(validating: "4942463511227"), for: Self.release)
        try expectSame(submission.body, as: Self.barcodeExample)
        let wrong = try Barcode(validating: "4942463511228", checkDigit: .ignore)
        let error = try #require(throws: MusicBrainzError.self) { try BarcodeSubmission(wrong, for: Self.release) }
        #expect(error.message.contains("check digit"))
        let explicit = try BarcodeSubmission(wrong, for: Self.release, checkDigit: .ignore)
        #expect(explicit.entries.map(\.barcode.rawValue) == ["4942463511228"])
        #expect(throws: MusicBrainzError.self) { try Barcode(validating: "4942463511228") }
        #expect(throws: MusicBrainzError.self) { try Barcode(validating: "49424635112x7") }
        // A length the service does not take as a GTIN.
        #expect(throws: MusicBrainzError.self) {
            try BarcodeSubmission(try Barcode(validating: "12345"), for: Self.release)
        }
        var many = BarcodeSubmission()
        try many.set(try Barcode(validating: "4942463511227"), for: Self.release)
        try many.set(try Barcode(validating: "036000291452"), for: Self.artist)
        #expect(many.entries.count == 2)
    }

    @Test("XML text is escaped and control characters are refused")
    func escaping() throws {
        let submission = try TagSubmission(.upvote, [#"r&b <"live"> 'x'"#], on: Artist.self, id: Self.artist)
        let body = String(decoding: try #require(submission.body), as: UTF8.self)
        #expect(body.contains("<name>r&amp;b &lt;&quot;live&quot;&gt; &apos;x&apos;</name>"))
        #expect(
            XMLBodyTree.parse(Data(body.utf8))?.children.first?.children.first?.children.first?.children.first?
                .children.first?.text == #"r&b <"live"> 'x'"#)
        #expect(throws: MusicBrainzError.self) {
            try TagSubmission(.upvote, ["a\u{1}b"], on: Artist.self, id: Self.artist)
        }
    }

    @Test("a submission goes as POST with the XML content type and client=<application>-<version>")
    func sentRequest() async throws {
        let (client, transport) = TestClients.mock { _ in
            TestClients.response(200, "application/json; charset=utf-8", #"{"message": "OK"}"#)
        }
        let authenticated = MusicBrainzClient(
            configuration: .init(
                baseURL: client.configuration.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited,
                retryPolicy: .none, credentials: .bearer("token-1")),
            transport: transport)
        let answer = try await authenticated.send(try RatingSubmission(Artist.self, id: Self.artist, rating: 40))
        #expect(answer == SubmissionAnswer(message: "OK"))
        let request = try #require(transport.requests.first)
        #expect(request.method == .post)
        #expect(
            request.url.absoluteString == "https://musicbrainz.example/ws/2/rating?client=MusicBrainzTests-1.0&fmt=json"
        )
        #expect(request.headerFields["Content-Type"] == "application/xml; charset=UTF-8")
        #expect(request.headerFields["Authorization"] == "Bearer token-1")
        // A client name of its own is used as it is; one with a comma is refused.
        var own = try TagSubmission(.upvote, ["x"], on: Artist.self, id: Self.artist)
        own.client = "example.app-0.4.7"
        #expect(try authenticated.url(for: own).query == "client=example.app-0.4.7&fmt=json")
        own.client = "a,b"
        #expect(throws: MusicBrainzError.self) { try authenticated.url(for: own) }
        // Without credentials nothing is sent.
        let before = transport.requests.count
        let error = try await #require(throws: MusicBrainzError.self) {
            try await client.send(try RatingSubmission(Artist.self, id: Self.artist, rating: 40))
        }
        #expect(error.code == .invalidRequest)
        #expect(transport.requests.count == before)
    }

    @Test("the OK answer decodes from XML and JSON as the reference prints it")
    func answer() throws {
        let xml =
            #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#"><message><text>OK</text></message></metadata>"#
        let decoder = ResponseDecoder()
        #expect(try decoder.decode(SubmissionAnswer.self, from: Data(xml.utf8), format: .xml).isOK)
        #expect(try decoder.decode(SubmissionAnswer.self, from: Data(#"{"message": "OK"}"#.utf8), format: .json).isOK)
        #expect(ResponseKind.named("message") != nil)
        #expect(try ResponseKind.detect(in: Data(xml.utf8), format: nil).name == "message")
        #expect(throws: MusicBrainzError.self) {
            try decoder.decode(
                SubmissionAnswer.self, from: Data(#"<metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#"/>"#.utf8),
                format: .xml)
        }
    }
}
