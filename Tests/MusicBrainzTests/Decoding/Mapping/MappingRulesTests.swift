import Foundation
import Testing

@testable import MusicBrainz

/// One test per rule of the mapping layer: each decodes the same facts written as JSON and as
/// XML (or in the two shapes the service has used) and expects the same model.
@Suite("Mapping rules: one statement per field, both formats")
struct MappingRulesTests {
    static let releaseID = "b84ee12a-09ef-421b-82de-0441a926375b"
    static let groupID = "1d0d1d28-a5a2-38ec-a4e3-5ef9b1b9c5f5"
    static let artistID = "5b11f4ce-a62d-471e-81fc-a69a8278c7da"
    static let memberID = "5e8c9c2f-3a8d-4a0c-8e55-2d9e6c3c3f01"
    static let statusID = "4e304316-386d-3409-af2e-78857eec5cfe"

    func xml(_ body: String) -> Data {
        Data(
            #"<?xml version="1.0" encoding="UTF-8"?><metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#">\#(body)</metadata>"#
                .utf8)
    }

    func json(_ body: String) -> Data { Data(body.utf8) }

    func both<T: MusicBrainzResponse & Equatable>(_ type: T.Type, json: String, xml: String) throws -> T {
        let fromJSON = try ResponseDecoder().decode(T.self, from: self.json(json), format: .json)
        let fromXML = try ResponseDecoder().decode(T.self, from: self.xml(xml), format: .xml)
        #expect(fromJSON == fromXML)
        return fromJSON
    }

    @Test("a list is a JSON array and an XML <x-list> of <x>, and its count comes along in XML")
    func listAndCount() throws {
        let release = try both(
            Release.self,
            json: #"{"id": "\#(Self.releaseID)", "title": "T", "media": [{"position": 1}, {"position": 2}]}"#,
            xml: #"""
                <release id="\#(Self.releaseID)"><title>T</title><medium-list count="2">\#
                <medium><position>1</position></medium><medium><position>2</position></medium></medium-list></release>
                """#)
        #expect(release.media?.map(\.position) == [1, 2])
    }

    @Test("a count is JSON <item>-count and XML @count; a list that announces items it does not list is a summary")
    func countOfList() throws {
        let summary = try both(
            Artist.self,
            json: #"{"id": "\#(Self.artistID)", "name": "A", "release-count": 17}"#,
            xml: #"<artist id="\#(Self.artistID)"><name>A</name><release-list count="17"/></artist>"#)
        #expect(summary.releaseCount == 17)
        #expect(summary.releases == nil)
        let empty = try both(
            Artist.self,
            json: #"{"id": "\#(Self.artistID)", "name": "A", "release-count": 0, "releases": []}"#,
            xml: #"<artist id="\#(Self.artistID)"><name>A</name><release-list count="0"/></artist>"#)
        #expect(empty.releaseCount == 0)
        #expect(empty.releases == [])
    }

    @Test("a vocabulary value with its ID is JSON status + status-id and XML <status id>")
    func vocabularyWithID() throws {
        let release = try both(
            Release.self,
            json:
                #"{"id": "\#(Self.releaseID)", "title": "T", "status": "Official", "status-id": "\#(Self.statusID)"}"#,
            xml:
                #"<release id="\#(Self.releaseID)"><title>T</title><status id="\#(Self.statusID)">Official</status></release>"#
        )
        #expect(release.status == .official)
        #expect(release.statusID == MBID(Self.statusID))
    }

    @Test("an ISRC is an XML attribute in lookups and the element's text in old search results")
    func isrcAttributeOrText() throws {
        let recordingID = "0b3c8f6a-7f87-4d05-9c35-2f5e0b0a6c11"
        let fromAttribute = try both(
            Recording.self,
            json: #"{"id": "\#(recordingID)", "title": "R", "isrcs": ["USAT21001886"]}"#,
            xml:
                #"<recording id="\#(recordingID)"><title>R</title><isrc-list count="1"><isrc id="USAT21001886"/></isrc-list></recording>"#
        )
        let fromText = try ResponseDecoder().decode(
            Recording.self,
            from: xml(
                #"<recording id="\#(recordingID)"><title>R</title><isrc-list><isrc>USAT21001886</isrc></isrc-list></recording>"#
            ))
        #expect(fromAttribute.isrcs == ["USAT21001886"])
        #expect(fromText == fromAttribute)
    }

    @Test("an XML <release-group> without an ID or children (SEARCH-218) is no release group, not an error")
    func stubReleaseGroup() throws {
        let stub = try ResponseDecoder().decode(
            Release.self,
            from: xml(#"<release id="\#(Self.releaseID)"><title>T</title><release-group type="EP"/></release>"#))
        #expect(stub.releaseGroup == nil)
        #expect(stub.title == "T")
        let real = try both(
            Release.self,
            json:
                #"{"id": "\#(Self.releaseID)", "title": "T", "release-group": {"id": "\#(Self.groupID)", "title": "G"}}"#,
            xml:
                #"<release id="\#(Self.releaseID)"><title>T</title><release-group id="\#(Self.groupID)"><title>G</title></release-group></release>"#
        )
        #expect(real.releaseGroup?.id == MBID(Self.groupID))
        let missingID = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(
                Release.self,
                from: self.xml(
                    #"<release id="\#(Self.releaseID)"><title>T</title><release-group><title>G</title></release-group></release>"#
                ))
        }
        #expect(missingID?.code == .decodingFailed)
    }

    @Test("the search server's JSON relation-list groups (SEARCH-444) read as the lookups' relations")
    func searchRelationList() throws {
        let relation = #"""
            {"type": "member of band", "direction": "backward", "target-type": "artist", "artist": {"id": "\#(Self.memberID)", "name": "M"}}
            """#
        let lookup = try ResponseDecoder().decode(
            Artist.self, from: json(#"{"id": "\#(Self.artistID)", "name": "A", "relations": [\#(relation)]}"#))
        let search = try ResponseDecoder().decode(
            Artist.self,
            from: json(#"{"id": "\#(Self.artistID)", "name": "A", "relation-list": [{"relations": [\#(relation)]}]}"#))
        #expect(search == lookup)
        #expect(lookup.relationships?.map(\.type) == [RelationshipType(rawValue: "member of band")])
    }

    @Test("an XML life span with an end date and no <ended> is ended, as JSON says explicitly")
    func lifeSpanEnded() throws {
        let artist = try both(
            Artist.self,
            json:
                #"{"id": "\#(Self.artistID)", "name": "A", "life-span": {"begin": "1962", "end": "2011", "ended": true}}"#,
            xml:
                #"<artist id="\#(Self.artistID)"><name>A</name><life-span><begin>1962</begin><end>2011</end></life-span></artist>"#
        )
        #expect(artist.lifeSpan?.ended == true)
        let open = try ResponseDecoder().decode(
            Artist.self,
            from: xml(
                #"<artist id="\#(Self.artistID)"><name>A</name><life-span><begin>1962</begin></life-span></artist>"#))
        #expect(open.lifeSpan?.ended == false)
    }

    @Test("an optional value that does not parse is dropped with a diagnostic in both formats; the rest is kept")
    func tolerantOptionalValue() throws {
        let labelID = "46f0f4cd-8aab-4b33-b698-f459faf64190"
        for (data, path) in [
            (json(#"{"id": "\#(labelID)", "name": "L", "label-code": "SPREC", "country": "GB"}"#), "label-code"),
            (
                xml(
                    #"<label id="\#(labelID)"><name>L</name><label-code>SPREC</label-code><country>GB</country></label>"#
                ), "label"
            ),
        ] {
            let decoded = try ResponseDecoder().decodeReportingDiagnostics(Label.self, from: data)
            #expect(decoded.value.labelCode == nil)
            #expect(decoded.value.name == "L")
            #expect(decoded.value.country == "GB")
            #expect(decoded.diagnostics.count == 1)
            #expect(decoded.diagnostics.first?.path.contains(path) == true, "\(decoded.diagnostics)")
            #expect(decoded.diagnostics.first?.message.contains("SPREC") == true, "\(decoded.diagnostics)")
        }
    }

    @Test("an entity's own ID stays strict: a bad one fails the document with its path")
    func strictIdentity() {
        for data in [
            json(#"{"id": "not-an-mbid", "name": "L"}"#), xml(#"<label id="not-an-mbid"><name>L</name></label>"#),
        ] {
            let error = #expect(throws: MusicBrainzError.self) { try ResponseDecoder().decode(Label.self, from: data) }
            #expect(error?.code == .decodingFailed)
            #expect(error?.decodingPath?.contains("id") == true, "\(String(describing: error?.decodingPath))")
        }
    }

    @Test("the track count of a search result's release is XML <medium-list><track-count>, JSON track-count")
    func trackCountInMediumList() throws {
        let release = try both(
            Release.self,
            json: #"{"id": "\#(Self.releaseID)", "title": "T", "track-count": 12, "media": [{"position": 1}]}"#,
            xml: #"""
                <release id="\#(Self.releaseID)"><title>T</title><medium-list count="1"><track-count>12</track-count>\#
                <medium><position>1</position></medium></medium-list></release>
                """#)
        #expect(release.trackCount == 12)
        #expect(release.media?.count == 1)
    }

    @Test("a release group search hit counts its releases as JSON count and XML <release-list count>")
    func searchHitReleaseCount() throws {
        let page = try both(
            SearchResults<ReleaseGroup>.self,
            json: #"""
                {"count": 1, "offset": 0, "release-groups": [\#
                {"id": "\#(Self.groupID)", "score": 100, "count": 3, "title": "Love"}]}
                """#,
            xml: #"""
                <release-group-list count="1" offset="0"><release-group id="\#(Self.groupID)" \#
                xmlns:ns2="http://musicbrainz.org/ns/ext#-2.0" ns2:score="100"><title>Love</title>\#
                <release-list count="3"/></release-group></release-group-list>
                """#)
        #expect(page.items.first?.item.releaseCount == 3)
        #expect(page.totalCount == 1)
    }

    @Test("encoding writes the WS/2 JSON shape back, and it decodes to the same model")
    func encodesWS2Shape() throws {
        let release = try ResponseDecoder().decode(
            Release.self,
            from: xml(
                #"""
                <release id="\#(Self.releaseID)"><title>T</title><status id="\#(Self.statusID)">Official</status>\#
                <medium-list count="1"><medium><position>1</position></medium></medium-list></release>
                """#))
        let encoded = try JSONEncoder().encode(release)
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(object["status"] as? String == "Official")
        #expect(object["status-id"] as? String == Self.statusID)
        #expect((object["media"] as? [[String: Any]])?.first?["position"] as? Int == 1)
        #expect(try ResponseDecoder().decode(Release.self, from: encoded) == release)
    }
}
