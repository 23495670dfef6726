import Foundation
import MusicBrainz
import Testing

/// Values never break decoding: partial dates with unknown parts, empty strings, nulls, unknown
/// vocabulary and unknown keys or elements.
@Suite struct ValueDecodingTests {
    static let fixture = "release-lookup-edge-values"

    @Test(
        "partial dates with unknown parts, empty strings and nulls read the same from both formats",
        arguments: ResponseFormat.allCases)
    func edgeValues(format: ResponseFormat) throws {
        let release = try FixtureDecoding.own(Release.self, Self.fixture, format)
        #expect(release.date == PartialDate(year: nil, month: 4, day: 28))
        #expect(release.date?.description == "????-04-28")
        #expect(release.releaseEvents?.first?.date == PartialDate(year: 2008, month: nil, day: 2))
        #expect(release.releaseEvents?.first?.area == nil)
        #expect(release.disambiguation == nil)
        #expect(release.annotation == nil)
        #expect(release.asin == nil && release.country == nil)
        // "" is an explicit "no barcode"; nil would mean nobody entered one.
        #expect(release.barcode == "")
        #expect(release.textRepresentation == nil)
        #expect(release.releaseGroup?.firstReleaseDate == nil)
        #expect(release.releaseGroup?.userRating == 4)
        #expect(release.artistCredit?.nameCredits.first?.name == "Distance")
        #expect(release.artistCredit?.nameCredits.first?.joinPhrase == "")
        #expect(release.artistCredit?.artists.first?.lifeSpan == nil)
        let track = try #require(release.media?.first?.tracks?.first)
        #expect(track.length == nil)
        #expect(track.number == "A1")
        #expect(track.recording?.isVideo == false)
        #expect(release.media?.first?.title == nil)
        let alias = try #require(release.aliases?.first)
        #expect(alias.begin == PartialDate(year: 2001) && alias.end == nil)
        #expect(alias.locale == "de" && alias.isPrimary == false && alias.type == .releaseName)
    }

    @Test("unknown vocabulary values are kept as they are", arguments: ResponseFormat.allCases)
    func unknownVocabulary(format: ResponseFormat) throws {
        let release = try FixtureDecoding.own(Release.self, Self.fixture, format)
        #expect(release.status == ReleaseStatus(rawValue: "Fancy New Status"))
        #expect(release.status?.rawValue == "Fancy New Status")
        #expect(release.packaging?.rawValue == "Cigar Box")
        #expect(release.media?.first?.format?.rawValue == "Wax Cylinder")
        #expect(release.releaseGroup?.secondaryTypes.map(\.rawValue) == ["Field recording"])
        #expect(release.releaseGroup?.primaryType == nil)
    }

    @Test("the edge-value release is the same model from XML and JSON, unknown keys and elements ignored")
    func parity() throws {
        #expect(
            try FixtureDecoding.own(Release.self, Self.fixture, .json)
                == FixtureDecoding.own(Release.self, Self.fixture, .xml))
    }

    @Test("partial dates parse every documented form and refuse malformed ones")
    func partialDates() {
        #expect(PartialDate("2004") == PartialDate(year: 2004))
        #expect(PartialDate("2004-03") == PartialDate(year: 2004, month: 3))
        #expect(PartialDate("2004-03-17") == PartialDate(year: 2004, month: 3, day: 17))
        #expect(PartialDate("????-04-28") == PartialDate(month: 4, day: 28))
        #expect(PartialDate("2008-??-02") == PartialDate(year: 2008, day: 2))
        #expect(PartialDate("0950")?.description == "0950")
        #expect(PartialDate("") == nil)
        #expect(PartialDate("2004-13-01") == nil)
        #expect(PartialDate("March 2004") == nil)
    }

    @Test("a malformed date is dropped with a diagnostic naming the key path; the release is kept")
    func malformedDate() throws {
        let json = Data(#"{"id": "aff4a693-5970-4e2e-bd46-e2ee49c22de7", "title": "x", "date": "17/03/2004"}"#.utf8)
        let decoded = try ResponseDecoder().decodeReportingDiagnostics(Release.self, from: json)
        #expect(decoded.value.title == "x")
        #expect(decoded.value.date == nil)
        #expect(decoded.diagnostics.map(\.path) == ["date"])
        #expect(decoded.diagnostics.first?.message.contains(#"found "17/03/2004""#) == true)
    }

    @Test(
        "search scores read from JSON numbers and strings, and from the XML extension attribute with any prefix",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
    func scores() throws {
        let strings = try FixtureDecoding.shared(SearchResults<Label>.self, "ws2/json/label/search_q-love.mbs.json")
        #expect(strings.items.first?.score == 100)
        let numbers = try FixtureDecoding.shared(
            SearchResults<Label>.self, "ws2/json/label/search_q-Devil_s_Records.rs2026.json")
        #expect(numbers.items.first?.score == 100)
        let ns2 = try FixtureDecoding.shared(
            SearchResults<Artist>.self, "ws2/xml/artist/search_q-artist_Kasabian_limit-10.rb.xml")
        #expect(ns2.items.first?.score == 100)
        #expect(ns2.created == "2024-03-20T20:21:55.556Z")
        let ext = try FixtureDecoding.shared(
            SearchResults<Release>.self, "ws2/xml/release/search_q-barcode_792258106329_limit-1.android.xml")
        #expect(ext.items.first?.score == 100)
    }

    @Test("durations are the service's milliseconds")
    func durations() throws {
        let json = Data(
            #"{"id": "0cf3008f-e246-428f-abc1-35f87d584d60", "title": "t", "length": 243000, "video": null}"#.utf8)
        let recording = try ResponseDecoder().decode(Recording.self, from: json)
        #expect(recording.length == .seconds(243))
        #expect(recording.isVideo == false)
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(recording)) as? [String: Any]
        #expect(encoded?["length"] as? Int == 243000)
    }
}

extension ValueDecodingTests {
    @Test("a page of a collection's items decodes to the same collection from both formats")
    func collectionContents() throws {
        let json = Data(
            #"""
            {"id": "1d1e41eb-20a2-4545-b4a7-d76e53d6f2f5", "name": "My releases", "editor": "the-anti-kuno",
             "type": "Release", "entity-type": "release", "release-count": 12,
             "releases": [{"id": "aff4a693-5970-4e2e-bd46-e2ee49c22de7", "title": "the Love Bug", "disambiguation": "",
                           "status": "Official", "quality": "normal", "text-representation": {"language": null, "script": null},
                           "barcode": null, "packaging": null}]}
            """#.utf8)
        let xml = Data(
            #"""
            <metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#">
              <collection id="1d1e41eb-20a2-4545-b4a7-d76e53d6f2f5" type="Release" entity-type="release">
                <name>My releases</name><editor>the-anti-kuno</editor>
                <release-list count="12"><release id="aff4a693-5970-4e2e-bd46-e2ee49c22de7"><title>the Love Bug</title>
                  <status>Official</status><quality>normal</quality></release></release-list>
              </collection>
            </metadata>
            """#.utf8)
        let fromJSON = try ResponseDecoder().decode(UserCollection.self, from: json)
        let fromXML = try ResponseDecoder().decode(UserCollection.self, from: xml)
        #expect(fromJSON == fromXML)
        #expect(fromJSON.itemCount == 12)
        #expect(fromJSON.contentType == .release)
        guard case .releases(let releases)? = fromJSON.items else {
            Issue.record("no releases")
            return
        }
        #expect(releases.map(\.title) == ["the Love Bug"])
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(fromXML)) as? [String: Any]
        #expect(encoded?["release-count"] as? Int == 12)
        #expect((encoded?["releases"] as? [Any])?.count == 1)
        #expect(encoded?["entity-type"] as? String == "release")
    }
}
