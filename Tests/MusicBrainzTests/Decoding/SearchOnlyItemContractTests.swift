import Foundation
import MusicBrainz
import Testing

/// Annotation, tag, CD stub and URL search hits decode from the recorded responses in both
/// formats, with their scores.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct SearchOnlyItemContractTests {
    let decoder = ResponseDecoder()

    func page<Item: SearchableItem>(_ type: Item.Type, _ path: String) throws -> SearchResults<Item> {
        try decoder.decode(SearchResults<Item>.self, from: try SharedFixtures.data(path))
    }

    @Test("annotation hits carry the entity, its type, name and text")
    func annotations() throws {
        let json = try page(
            Annotation.self, "ws2/json/annotation/search_q-entity_bdb24cb5-404b-4f60-bba4-7b730325a.rs2025.json")
        let xml = try page(Annotation.self, "ws2/xml/annotation/search_q-Pieds_nus_sur_la_braise.gomb.xml")
        for results in [json, xml] {
            #expect(results.totalCount == 1)
            let hit = try #require(results.items.first)
            #expect(hit.score == 100)
            #expect(hit.item.entity == MBID("bdb24cb5-404b-4f60-bba4-7b730325ae47"))
            #expect(hit.item.type == "release")
            #expect(hit.item.entityType == .release)
            #expect(hit.item.name == "Pieds nus sur la braise")
            #expect(hit.item.text?.hasPrefix("Lyrics and music by Merzhin except:\n04, 08, 09, 10") == true)
            #expect(hit.item.text?.contains("05 & 13 (P. Le Bourdonnec - Merzhin)") == true)
        }
        #expect(json.items.first?.item.text == xml.items.first?.item.text)
    }

    @Test("tag hits carry the tag name and score")
    func tags() throws {
        let json = try page(TagSearchItem.self, "ws2/json/tag/search_q-shoegaze.rs2026.json")
        #expect(json.totalCount == 91)
        #expect(json.items.count == 25)
        #expect(json.items.first == SearchResult(item: TagSearchItem(name: "shoegazeshoegaze"), score: 100))
        let xml = try page(TagSearchItem.self, "ws2/xml/tag/search_q-unknown.gomb.xml")
        #expect(
            xml.items == [
                SearchResult(item: TagSearchItem(name: "shoegaze"), score: 100),
                SearchResult(item: TagSearchItem(name: "rock shoegaze"), score: 62),
            ])
    }

    @Test("CD stub hits carry the disc ID, title, artist, barcode, comment and track count")
    func cdStubs() throws {
        let json = try page(CDStub.self, "ws2/json/cdstub/search_q-title_Doo.rs2026.json")
        #expect(json.totalCount == 47)
        #expect(json.items.count == 25)
        #expect(
            json.items.first
                == SearchResult(
                    item: CDStub(
                        id: DiscID("zsXyqGWvw0zF024A_saTokxIMzo-")!, title: "Doo-lang Doo-lang",
                        artist: "The Emergency",
                        barcode: "700261200910", disambiguation: "CD Baby id:emergency2", trackCount: 16),
                    score: 100))
        #expect(json.items.allSatisfy { $0.item.tracks == nil })
        let xml = try page(CDStub.self, "ws2/xml/cdstub/search_q-bonobo.gomb.xml")
        #expect(
            xml.items == [
                SearchResult(
                    item: CDStub(
                        id: DiscID("vi44WFVS5zRT2svM.PORcEm9LJk-")!,
                        title: "Silent Conflict (Live @ The Hard Rock Cafe)",
                        artist: "Bonobo", barcode: "634479355059", disambiguation: "CD Baby id:bonobo", trackCount: 3),
                    score: 100)
            ])
    }

    @Test("URL hits carry the URL and its MBID")
    func urls() throws {
        let json = try page(URLEntity.self, "ws2/json/url/search_q-Hello.rs2026.json")
        #expect(json.totalCount == 3649)
        #expect(json.items.count == 25)
        #expect(json.items.first?.item.resource == "https://helloworldhello.bandcamp.com/album/hello-world-data032")
        #expect(json.items.first?.item.id == MBID("9d04051f-ed8f-4672-a538-8dae21f0c075"))
    }

    @Test("search pages of the search-only items survive a JSON round trip")
    func roundTrip() throws {
        let annotations = try page(Annotation.self, "ws2/xml/annotation/search_q-Pieds_nus_sur_la_braise.gomb.xml")
        let stubs = try page(CDStub.self, "ws2/json/cdstub/search_q-title_Doo.rs2025.json")
        let tags = try page(TagSearchItem.self, "ws2/json/tag/search_q-shoegaze.rs2025.json")
        #expect(
            try decoder.decode(SearchResults<Annotation>.self, from: JSONEncoder().encode(annotations)) == annotations)
        #expect(try decoder.decode(SearchResults<CDStub>.self, from: JSONEncoder().encode(stubs)) == stubs)
        #expect(try decoder.decode(SearchResults<TagSearchItem>.self, from: JSONEncoder().encode(tags)) == tags)
    }
}
