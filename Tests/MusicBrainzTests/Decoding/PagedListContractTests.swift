import Foundation
import MusicBrainz
import Testing

/// The paged responses other than browse and search decode from the recorded responses: the
/// contents of a collection, the genre list, a user's collections.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct PagedListContractTests {
    func decode<R: MusicBrainzRequest>(_ request: R, _ path: String) throws -> R.Response {
        let format: ResponseFormat = path.hasSuffix(".json") ? .json : .xml
        return try request.decode(try SharedFixtures.data(path), format: format, decoder: ResponseDecoder())
    }

    @Test("collection contents give the collection and a page of its items, with the collection's count")
    func collectionContents() throws {
        let xml = try decode(
            CollectionContentsRequest<Release>(collection: MBID("0b15c97c-8eb8-4b4f-81c3-0eb24266a2ac")!),
            "ws2/xml/collection/collection_0b15c97c_releases.ngs.xml")
        #expect(xml.collection.name == "My Collection")
        #expect(xml.collection.editor == "JonnyJD")
        #expect(xml.totalCount == 400)
        #expect(xml.items.count == 25)
        #expect(xml.items.first?.title == "Entities")
        #expect(xml.items.count == 25)

        // An empty page (offset past the only item): the service leaves the array out.
        let json = try decode(
            CollectionContentsRequest<Release>(
                collection: MBID("1d1e41eb-20a2-4545-b4a7-d76e53d6f2f5")!, limit: 1, offset: 1),
            "ws2/json/collection/collection_1d1e41eb_releases_limit-1_offset-1.mbs.json")
        #expect(json.collection.name == "private release collection")
        #expect(json.totalCount == 1)
        #expect(json.items.isEmpty)
        let again = try ResponseDecoder().decode(
            CollectionContents<Release>.self, from: JSONEncoder().encode(json), format: .json)
        #expect(again == json)
    }

    @Test("the genre list and a user's collections decode as pages")
    func lists() throws {
        let genres = try decode(AllGenresRequest(), "ws2/json/genre/browse_all.mbs.json")
        #expect(genres.totalCount == 10)
        #expect(genres.items.first?.name == "big beat")
        let collections = try decode(UserCollectionsRequest(), "ws2/json/collection/collection_list.mbs.json")
        #expect(collections.totalCount == 24)
        #expect(collections.items.first?.name == "public event collection")
    }
}
