import Foundation
import MusicBrainz
import Testing

/// The same request answered in XML and in JSON decodes to equal models.
@Suite struct ReleaseFormatParityTests {
    let decoder = ResponseDecoder()

    @Test("the project's release lookup fixture decodes to the same release from XML and JSON")
    func ownReleaseLookup() throws {
        let json = try decoder.decode(
            Release.self, from: OwnFixtures.data("release-lookup-violin-concertos.json"), format: .json)
        let xml = try decoder.decode(
            Release.self, from: OwnFixtures.data("release-lookup-violin-concertos.xml"), format: .xml)
        #expect(json == xml)
        #expect(json.media?.count == 2)
        #expect(json.artistCredit?.name == "Hilary Hahn & LACO")
        #expect(json.media?[1].title == "Bonus Disc")
        #expect(json.labelInfo?.first?.label?.labelCode == 173)
    }

    @Test("the project's release search fixture decodes to the same page from XML and JSON")
    func ownReleaseSearch() throws {
        let json = try decoder.decode(
            SearchResults<Release>.self, from: OwnFixtures.data("release-search-violin-concertos.json"), format: .json)
        let xml = try decoder.decode(
            SearchResults<Release>.self, from: OwnFixtures.data("release-search-violin-concertos.xml"), format: .xml)
        #expect(json.items.map(\.score) == [100, 71])
        #expect(xml.items.map(\.score) == [100, 71])
        #expect(json.totalCount == 2 && xml.totalCount == 2)
        #expect(json.items.first?.item.artistCredit == xml.items.first?.item.artistCredit)
        #expect(json.items.first?.item.trackCount == 5 && xml.items.first?.item.trackCount == 5)
        #expect(json.items.map(\.item.title) == xml.items.map(\.item.title))
    }

    @Test("a release encodes to WS/2 JSON that decodes to an equal release")
    func roundTrip() throws {
        let release = try decoder.decode(
            Release.self, from: OwnFixtures.data("release-lookup-violin-concertos.xml"), format: .xml)
        let encoded = try JSONEncoder().encode(release)
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(object["text-representation"] != nil)
        #expect(object["label-info"] != nil)
        #expect(object["cover-art-archive"] != nil)
        let again = try decoder.decode(Release.self, from: encoded, format: .json)
        #expect(again == release)
    }
}
