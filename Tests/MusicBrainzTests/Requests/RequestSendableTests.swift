import Foundation
import MusicBrainz
import Testing

/// Requests, queries, identifiers and results are values that cross task boundaries unchanged.
@Suite struct RequestSendableTests {
    @Test("request values survive a trip through a detached task")
    func detached() async throws {
        let id = MBID("5b11f4ce-a62d-471e-81fc-a69a8278c7da")!
        let browse = BrowseRequest<Release>(linkedTo: .trackArtist(id), including: [.media], limit: 10, types: [.album])
        let search = SearchRequest<Recording>(.field(.isrc, .isrc(ISRC("GBAAA9900303")!)) && .text("hey boy"))
        let disc = DiscIDLookupRequest(toc: TOC("1 2 30000 150 15000")!, including: [.recordings])
        let identifiers = (ISWC("T-034.524.680-1")!, Barcode("4006381333931")!)
        let result = await Task.detached { (browse, search, disc, identifiers) }.value
        #expect(result.0.queryItems == browse.queryItems)
        #expect(result.1.queryString == "isrc:GBAAA9900303 AND (hey boy)")
        #expect(result.2.path == "discid/-")
        #expect(result.3.0.rawValue == "T-034.524.680-1")
    }
}
