import Foundation
import MusicBrainz
import Testing

/// The results of disc ID, ISRC, ISWC and URL lookups decode from the recorded responses in both
/// formats, through the requests that ask for them.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct NonMBIDLookupContractTests {
    let decoder = ResponseDecoder()

    func decode<R: MusicBrainzRequest>(_ request: R, _ path: String) throws -> R.Response {
        let format: ResponseFormat = path.hasSuffix(".json") ? .json : .xml
        return try request.decode(try SharedFixtures.data(path), format: format, decoder: decoder)
    }

    static let aerialTOC = "1 9 189343 150 6614 32287 54041 61236 88129 92729 115276 153877"

    @Test("a fuzzy TOC match decodes as a release list in both formats")
    func tocMatch() throws {
        let request = DiscIDLookupRequest(
            discID: DiscID("aa11.sPglQ1x0cybDcDi0OsZw9Q-")!, toc: try TOC(validating: Self.aerialTOC),
            including: [.tags, .genres], includesCDStubs: false)
        let base =
            "ws2/%@/discid/lookup_aa11.sPglQ1x0cybDcDi0OsZw9Q-_toc-1_9_189343_150_6614_cdstubs-no_inc-tags_genres.mbs.%@"
        var idSets: [Set<MBID>] = []
        for ext in ["json", "xml"] {
            let result = try decode(request, String(format: base, ext, ext))
            guard case .releases(let page) = result else {
                Issue.record("expected a release list, got \(result)")
                return
            }
            #expect(page.totalCount == 2)
            #expect(page.items.map(\.title) == ["Aerial", "Aerial"])
            #expect(result.matchingReleases?.count == 2)
            let discs = page.items.flatMap { $0.media ?? [] }.flatMap { $0.discs ?? [] }
            #expect(discs.map(\.id.rawValue) == ["IeldkVfIh1wep_M8CMuDvA0nQ7Q-"])
            idSets.append(Set(page.items.map(\.id)))
        }
        #expect(idSets[0] == idSets[1])
    }

    @Test("a known disc ID decodes as the disc with its releases")
    func knownDisc() throws {
        let cases: [(String, String, Int, Int, [Int], String, Int)] = [
            ("pmzhT6ZlFiwSRCdVwV0eqire5_Y-", "rb", 217171, 9, [150, 35000], "Kveikur", 2),
            ("xp5tz6rE4OHrBafj0bLfDRMGK48-", "ngs", 212075, 8, [182, 33322], "Tales of Ephidrina", 3),
            ("f7agNZK1HMQ2WUWq9bwDymw9aHA-", "ngs", 217245, 13, [17990, 26452], "Geräusch", 2),
        ]
        for (id, source, sectors, tracks, firstOffsets, title, releases) in cases {
            let request = DiscIDLookupRequest(discID: DiscID(id)!)
            let result = try decode(request, "ws2/xml/discid/lookup_\(id).\(source).xml")
            guard case .disc(let disc) = result else {
                Issue.record("expected a disc for \(id), got \(result)")
                continue
            }
            #expect(disc.id.rawValue == id)
            #expect(disc.sectors == sectors)
            #expect(disc.offsetCount == tracks)
            #expect(disc.offsets?.count == tracks)
            #expect(Array(disc.offsets?.prefix(2) ?? []) == firstOffsets)
            #expect(disc.releases?.count == releases)
            #expect(disc.releases?.first?.title == title)
        }
    }

    @Test("a CD stub answer decodes with its tracks, the same from JSON and XML", arguments: ["json", "xml"])
    func cdStub(ext: String) throws {
        let body = try OwnFixtures.data("discid-lookup-cdstub.\(ext)")
        let result = try decoder.decode(DiscIDLookupResult.self, from: body, format: ResponseFormat(rawValue: ext))
        guard case .cdStub(let stub) = result else {
            Issue.record("expected a CD stub, got \(result)")
            return
        }
        #expect(stub.id.rawValue == "vi44WFVS5zRT2svM.PORcEm9LJk-")
        #expect(stub.title == "Silent Conflict (Live @ The Hard Rock Cafe)")
        #expect(stub.artist == "Bonobo")
        #expect(stub.barcode == nil)
        #expect(stub.disambiguation == "CD Baby id:bonobo")
        #expect(stub.trackCount == 3)
        #expect(
            stub.tracks == [
                CDStubTrack(title: "Intro", length: .milliseconds(62000)),
                CDStubTrack(title: "Ketto", artist: "Bonobo feat. Bajka", length: .milliseconds(296533)),
                CDStubTrack(title: "Flutter"),
            ])
        #expect(result.matchingReleases == nil)
        // Encoding gives the WS/2 shape, which decodes to the same value.
        let again = try decoder.decode(DiscIDLookupResult.self, from: try JSONEncoder().encode(result), format: .json)
        #expect(again == result)
    }

    @Test("a disc and a release list survive a JSON round trip in their own shapes")
    func discRoundTrip() throws {
        let disc = try decode(
            DiscIDLookupRequest(discID: DiscID("pmzhT6ZlFiwSRCdVwV0eqire5_Y-")!),
            "ws2/xml/discid/lookup_pmzhT6ZlFiwSRCdVwV0eqire5_Y-.rb.xml")
        let list = try decode(
            DiscIDLookupRequest(toc: try TOC(validating: Self.aerialTOC)),
            "ws2/json/discid/lookup_aa11.sPglQ1x0cybDcDi0OsZw9Q-_toc-1_9_189343_150_6614_cdstubs-no_inc-tags_genres.mbs.json"
        )
        for value in [disc, list] {
            let again = try decoder.decode(
                DiscIDLookupResult.self, from: try JSONEncoder().encode(value), format: .json)
            #expect(again == value)
        }
    }

    @Test("an ISRC lookup gives the ISRC and its recordings in both formats")
    func isrc() throws {
        let json = try decode(
            ISRCLookupRequest(isrc: ISRC("GBAAA9900303")!), "ws2/json/isrc/lookup_GBAAA9900303.mbs.json")
        #expect(json.isrc.rawValue == "GBAAA9900303")
        #expect(json.recordings.map(\.title) == ["Hey Boy Hey Girl"])
        #expect(json.recordings.first?.length == .milliseconds(289946))

        let xml = try decode(
            ISRCLookupRequest(isrc: ISRC("JPA600102460")!, including: [.releases, .isrcs]),
            "ws2/xml/isrc/lookup_JPA600102460_inc-releases_isrcs.mbs.xml")
        #expect(xml.isrc.rawValue == "JPA600102460")
        #expect(xml.recordings.map(\.title) == ["HELLO! また会おうね (7人祭 version)"])
        #expect(xml.recordings.first?.releases?.count == 2)
    }

    @Test("an ISWC lookup gives the works in both formats")
    func iswc() throws {
        let request = ISWCLookupRequest(iswc: try ISWC(validating: "T-000.000.002-0", checkDigit: .ignore))
        for ext in ["json", "xml"] {
            let works = try decode(request, "ws2/\(ext)/iswc/lookup_T-000.000.002-0.mbs.\(ext)")
            #expect(works.totalCount == 1)
            #expect(works.items.map(\.title) == ["サマーれげぇ!レインボー"])
            #expect(works.items.first?.iswcs == ["T-000.000.002-0"])
        }
    }

    @Test("a URL lookup by resource gives one URL entity")
    func urlByResource() throws {
        let request = URLLookupRequest(resource: "http://www.discogs.com/artist/Paul+Allgood")
        for ext in ["json", "xml"] {
            let url = try decode(request, "ws2/\(ext)/url/lookup_e0a79771.mbs.\(ext)")
            #expect(url.id == MBID("e0a79771-e9f0-4127-b58a-f5e6869c8e96"))
            #expect(url.resource == "http://www.discogs.com/artist/Paul+Allgood")
        }
    }

    @Test("a batch URL lookup gives the URLs found (none for unknown URLs) in both formats")
    func urlBatch() throws {
        let found = URLBatchLookupRequest(
            resources: ["http://www.discogs.com/artist/Paul+Allgood", "http://www.discogs.com/release/30896"],
            including: [.artistRelationships, .releaseRelationships])
        for ext in ["json", "xml"] {
            let page = try decode(
                found,
                "ws2/\(ext)/url/lookup_resource-http_www.discogs.com_resource-http_www.discogs.com_inc-artist-rels_release-rels.mbs.\(ext)"
            )
            #expect(page.totalCount == 2)
            #expect(
                Set(page.items.map(\.resource)) == [
                    "http://www.discogs.com/artist/Paul+Allgood", "http://www.discogs.com/release/30896",
                ])
            let none = try decode(
                found,
                "ws2/\(ext)/url/lookup_resource-http_www.disscog.com_resource-http_www.disscog.com_inc-artist-rels_release-rels.mbs.\(ext)"
            )
            #expect(none.totalCount == 0)
            #expect(none.items.isEmpty)
        }
        // The service answers a single resource with a single entity: still a one-item list.
        let single = try decode(
            URLBatchLookupRequest(resources: ["http://www.discogs.com/artist/Paul+Allgood"]),
            "ws2/json/url/lookup_e0a79771.mbs.json")
        #expect(single.items.map(\.id) == [MBID("e0a79771-e9f0-4127-b58a-f5e6869c8e96")!])
        let singleXML = try decode(
            URLBatchLookupRequest(resources: ["http://www.discogs.com/artist/Paul+Allgood"]),
            "ws2/xml/url/lookup_e0a79771.mbs.xml")
        #expect(singleXML == single)
    }
}
