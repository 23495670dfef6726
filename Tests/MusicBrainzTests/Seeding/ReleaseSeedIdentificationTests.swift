import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// "Identify or add": the seed that `identifyDisc` and `identifyAlbum` hand over when MusicBrainz
/// has no release, and `ReleaseSeed(query:toc:)` behind `ReleaseMatchResult.seed`.
@Suite struct ReleaseSeedIdentificationTests {
    static let toc = TOC("1 3 192512 150 7100 167475")!

    static func client(_ body: String, status: Int) -> (MusicBrainzClient, MockTransport) {
        TestClients.mock { _ in TestClients.response(status, "application/json", body) }
    }

    @Test("an unknown disc: identifyDisc's seed is the TOC's CD medium, whose fields carry mediums.0.toc")
    func unknownDisc() async throws {
        let (client, transport) = Self.client(#"{"error": "Not Found"}"#, status: 404)
        let identification = try await client.identifyDisc(Self.toc)
        #expect(identification.outcome == .notFound)
        #expect(identification.submissionURL == Self.toc.submissionURL)
        let seed = try #require(identification.seed)
        #expect(seed == ReleaseSeed(toc: Self.toc))
        let fields = try seed.formFields().map(\.description)
        #expect(
            fields == [
                "mediums.0.format=CD", "mediums.0.toc=1 3 192512 150 7100 167475", "mediums.0.track.0.length=92666",
                "mediums.0.track.1.length=2138333", "mediums.0.track.2.length=333826",
            ])
        #expect(transport.requests.count == 1)
    }

    @Test("a CD stub: the seed has the stub's title, artist and tracks on the TOC's CD medium")
    func cdStub() async throws {
        let toc = try TOC(validating: "1 2 30000 150 15000")
        let stub = """
            {"id": "\(toc.discID)", "title": "Demo Tape", "artist": "Somebody", "barcode": "5012345678900",
             "disambiguation": "", "track-count": 2,
             "tracks": [{"title": "One", "artist": null, "length": 197000}, {"title": "Two", "artist": "Guest", "length": 201000}]}
            """
        let (client, _) = Self.client(stub, status: 200)
        let identification = try await client.identifyDisc(toc)
        guard case .cdStub(let decoded) = identification.outcome else {
            Issue.record("not a CD stub: \(identification.outcome)")
            return
        }
        let seed = try #require(identification.seed)
        #expect(seed == ReleaseSeed(cdStub: decoded, toc: toc))
        #expect(seed.title == "Demo Tape")
        #expect(seed.barcode == .code("5012345678900"))
        #expect(seed.artistCredit == [ReleaseSeed.NameCredit(artistName: "Somebody")])
        #expect(seed.media.count == 1)
        #expect(seed.media[0].format == .cd)
        #expect(seed.media[0].toc == toc)
        #expect(seed.media[0].tracks.map(\.title) == ["One", "Two"])
        // The TOC's lengths win over the stub's: 14850 and 15000 sectors at 75 a second.
        #expect(seed.media[0].tracks.map(\.length) == [.milliseconds(198_000), .milliseconds(200_000)])
        #expect(seed.media[0].tracks[1].artistCredit == [ReleaseSeed.NameCredit(artistName: "Guest")])
        #expect(seed.problems().isEmpty)
    }

    @Test("a known disc, or releases that fit the TOC (even with a weak verdict), give no seed")
    func foundGivesNoSeed() {
        let toc = Self.toc
        func identification(_ outcome: DiscIdentification.Outcome) -> DiscIdentification {
            DiscIdentification(toc: toc, discID: toc.discID, submissionURL: toc.submissionURL, outcome: outcome)
        }
        let weak = ReleaseMatchResult(query: toc.releaseQuery, candidates: [], verdict: .noMatch)
        #expect(identification(.releases(weak, disc: nil)).seed == nil)
        let disc = Disc(id: toc.discID, sectors: 192_512, offsets: [150, 7100, 167_475], releases: [])
        #expect(identification(.releases(weak, disc: disc)).seed == nil)
        #expect(identification(.notFound).seed == ReleaseSeed(toc: toc))
    }

    @Test(
        "a local album nothing matches: identifyAlbum's seed is the album, its artist and its tracks as Digital Media")
    func unmatchedAlbum() async throws {
        let (client, transport) = Self.client(
            #"{"created": "2026-12-01T00:00:00.000Z", "count": 0, "offset": 0, "releases": []}"#, status: 200)
        let tracks = [
            LocalTrack(
                title: "Intro", artist: "Ana Muñoz", length: .milliseconds(61_500), trackNumber: 1, discNumber: 1),
            LocalTrack(
                title: "“Quoted” <b>", artist: "Ana Muñoz", length: .seconds(200), trackNumber: 2, discNumber: 1),
            LocalTrack(
                title: "Duet", artist: "Ana Muñoz & Guest", length: .seconds(180), trackNumber: 1, discNumber: 2),
        ]
        let result = try await client.identifyAlbum(named: "Cuarto de atrás", tracks: tracks)
        #expect(result.verdict == .noMatch)
        #expect(transport.requests.count == 1)  // one search with no hit, nothing looked up
        let seed = try #require(result.seed)
        #expect(seed == ReleaseSeed(query: result.query))
        #expect(seed.title == "Cuarto de atrás")
        // The album artist is the one most tracks name, as identifyAlbum searched for it.
        #expect(seed.artistCredit == [ReleaseSeed.NameCredit(artistName: "Ana Muñoz")])
        #expect(seed.media.map(\.format) == [.digitalMedia, .digitalMedia])
        #expect(seed.media.map { $0.tracks.map(\.title) } == [["Intro", "“Quoted” <b>"], ["Duet"]])
        #expect(seed.media[1].tracks[0].artistCredit == [ReleaseSeed.NameCredit(artistName: "Ana Muñoz & Guest")])
        let fields = try seed.formFields()
        #expect(fields.contains(ReleaseEditorForm.Field(name: "mediums.0.track.0.length", value: "61500")))
        #expect(fields.contains(ReleaseEditorForm.Field(name: "mediums.1.format", value: "Digital Media")))
        #expect(!fields.contains { $0.name.hasSuffix(".toc") })
    }

    @Test("a match, confident or ambiguous, gives no seed")
    func matchGivesNoSeed() {
        let query = ReleaseQuery(title: "Rumours")
        #expect(ReleaseMatchResult(query: query, candidates: [], verdict: .confident(lead: 0.3)).seed == nil)
        #expect(ReleaseMatchResult(query: query, candidates: [], verdict: .ambiguous(lead: 0.01)).seed == nil)
        #expect(ReleaseMatchResult(query: query, candidates: [], verdict: .noMatch).seed == ReleaseSeed(query: query))
    }

    @Test("ReleaseSeed(query:) seeds the query's facts: barcode, date and country, label and catalog number, format")
    func queryFacts() throws {
        var query = ReleaseQuery(
            title: "Rumours", artist: "Fleetwood Mac", tracks: [LocalTrack(title: "Second Hand News", trackNumber: 1)],
            date: PartialDate(year: 1977, month: 2), country: "GB", format: .vinyl,
            barcode: Barcode("075992731324"), label: "Warner Bros. Records", catalogNumber: "K 56344",
            preferredStatuses: [.official], preferredTypes: [.album])
        var seed = ReleaseSeed(query: query)
        #expect(seed.title == "Rumours")
        #expect(seed.artistCredit == [ReleaseSeed.NameCredit(artistName: "Fleetwood Mac")])
        #expect(seed.barcode == .code("075992731324"))
        #expect(seed.events == [ReleaseSeed.Event(date: PartialDate(year: 1977, month: 2), country: "GB")])
        #expect(seed.labels == [ReleaseSeed.Label(name: "Warner Bros. Records", catalogNumber: "K 56344")])
        #expect(
            seed.media == [ReleaseSeed.Medium(format: .vinyl, tracks: [ReleaseSeed.Track(title: "Second Hand News")])])
        // Preferences are not facts: no status, no type.
        #expect(seed.status == nil)
        #expect(seed.primaryType == nil)
        #expect(seed.problems().isEmpty)

        // With a TOC the tracks are the TOC's CD medium, whatever the query's format.
        query.tracks = ["☉", "⧖", "◌"].enumerated().map { LocalTrack(title: $1, trackNumber: $0 + 1) }
        seed = ReleaseSeed(query: query, toc: Self.toc)
        #expect(seed.media.count == 1)
        #expect(seed.media[0].format == .cd)
        #expect(seed.media[0].toc == Self.toc)
        #expect(seed.media[0].tracks.map(\.title) == ["☉", "⧖", "◌"])
        #expect(seed.media[0].tracks.map(\.length) == ReleaseSeed.Medium(toc: Self.toc).tracks.map(\.length))

        // A track count without tracks: that many untitled tracks; no format given: Digital Media.
        seed = ReleaseSeed(query: ReleaseQuery(title: "x", trackCount: 4))
        #expect(seed.media == [ReleaseSeed.Medium(format: .digitalMedia, tracks: Array(repeating: .init(), count: 4))])
        // One medium of a release (a TOC's query) has no format to assume.
        seed = ReleaseSeed(query: Self.toc.releaseQuery)
        #expect(seed.media.count == 1)
        #expect(seed.media[0].format == nil)
        #expect(seed.media[0].tracks.count == 3)
        // Blank texts are not seeded.
        seed = ReleaseSeed(query: ReleaseQuery(title: "x", label: "  ", catalogNumber: ""))
        #expect(seed.labels.isEmpty)
    }
}
