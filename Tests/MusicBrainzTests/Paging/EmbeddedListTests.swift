import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// A list embedded in a lookup that the service cut at 25 items is noticed and completed by
/// browse; a complete one costs no request.
@Suite struct EmbeddedListTests {
    static let recordingID = MBID("c43ee188-0049-4eec-ba2e-0385c5edd2db")!

    static func releases(_ numbers: ClosedRange<Int>) -> [Release] {
        numbers.map { Release(id: MBID(PageSequenceTests.mbid($0))!, title: "Release \($0)") }
    }

    @Test("the cut is recognised from the XML count, or from exactly 25 items without one")
    func rule() {
        #expect(EmbeddedList.isCut(itemCount: 25, reportedCount: 40))
        #expect(!EmbeddedList.isCut(itemCount: 25, reportedCount: 25))
        #expect(EmbeddedList.isCut(itemCount: 25, reportedCount: nil))
        #expect(!EmbeddedList.isCut(itemCount: 24, reportedCount: nil))
        #expect(!EmbeddedList.isCut(itemCount: 3, reportedCount: 3))
    }

    @Test("a recording's 25 embedded releases (JSON) are completed by browsing releases by recording")
    func completesByBrowse() async throws {
        let (client, transport) = TestClients.mock { request in
            let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let offset = Int(query.first { $0.name == "offset" }?.value ?? "0") ?? 0
            let numbers = offset == 0 ? 1...30 : 31...40
            return HTTPResponse(
                status: 200, headerFields: ["Content-Type": "application/json"],
                body: PageSequenceTests.releasePage(numbers, count: 40, offset: offset), url: request.url)
        }
        let recording = Recording(id: Self.recordingID, title: "Recording", releases: Self.releases(1...25))
        let all = try await client.allReleases(of: recording)
        #expect(all.map(\.title) == (1...40).map { "Release \($0)" })
        #expect(transport.requests.map { $0.url.path } == ["/ws/2/release", "/ws/2/release"])
        #expect(
            transport.requests.first?.url.query?.contains("recording=\(Self.recordingID)&limit=100&offset=0") == true)
    }

    @Test("a complete embedded list is returned as it is, without a request")
    func completeListNoRequest() async throws {
        let (client, transport) = TestClients.mock { _ in TestClients.response(500, "text/plain", "unused") }
        let short = try await client.completeEmbeddedList(Self.releases(1...3), browsing: .recording(Self.recordingID))
        #expect(short.count == 3)
        let counted = try await client.completeEmbeddedList(
            Self.releases(1...25), reportedCount: 25, browsing: .recording(Self.recordingID))
        #expect(counted.count == 25)
        #expect(transport.requests.isEmpty)
    }
}
