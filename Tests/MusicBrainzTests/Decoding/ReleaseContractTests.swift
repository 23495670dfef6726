import Foundation
import MusicBrainz
import Testing

/// Decodes real recorded release, release-group and release-search responses and checks the
/// values a user sees.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct ReleaseContractTests {
    let decoder = ResponseDecoder()

    @Test("a release lookup with labels and recordings decodes every album field", arguments: ResponseFormat.allCases)
    func releaseLookupWithLabelsAndRecordings(format: ResponseFormat) throws {
        let file =
            format == .json
            ? "ws2/json/release/lookup_aff4a693_inc-labels_recordings.mbs.json"
            : "ws2/xml/release/lookup_aff4a693_inc-labels_recordings_tags.mbs.xml"
        let release = try decoder.decode(Release.self, from: try SharedFixtures.data(file), format: format)
        #expect(release.id == MBID("aff4a693-5970-4e2e-bd46-e2ee49c22de7"))
        #expect(release.title == "the Love Bug")
        #expect(release.status == .official)
        #expect(release.statusID == MBID("4e304316-386d-3409-af2e-78857eec5cfe"))
        #expect(release.quality == .normal)
        #expect(release.packaging == nil)
        #expect(release.textRepresentation == TextRepresentation(language: "eng", script: "Latn"))
        #expect(release.date == PartialDate(year: 2004, month: 3, day: 17))
        #expect(release.country == "JP")
        #expect(release.barcode == "4988064451180")
        #expect(release.asin == "B0001FAD2O")
        #expect(release.releaseEvents?.first?.area?.iso31661Codes == ["JP"])
        #expect(release.releaseEvents?.first?.area?.name == "Japan")
        #expect(release.labelInfo?.first?.catalogNumber == "RZCD-45118")
        #expect(release.labelInfo?.first?.label?.name == "rhythm zone")
        #expect(release.labelInfo?.first?.label?.type == .originalProduction)
        #expect(release.coverArtArchive == CoverArtArchiveStatus(artwork: true, count: 1, front: true, back: false))
        let medium = try #require(release.media?.first)
        #expect(release.media?.count == 1)
        #expect(medium.format == .cd)
        #expect(medium.position == 1)
        #expect(medium.title == nil)
        #expect(medium.trackCount == 3)
        #expect(medium.trackOffset == 0)
        let tracks = try #require(medium.tracks)
        #expect(tracks.map(\.title) == ["the Love Bug", "the Love Bug (Big Bug NYC remix)", "the Love Bug (cover)"])
        #expect(tracks.map(\.length) == [.milliseconds(243000), .milliseconds(222000), .milliseconds(333000)])
        #expect(tracks.map(\.number) == ["1", "2", "3"])
        #expect(tracks[1].recording?.id == MBID("84c98ebf-5d40-4a29-b7b2-0e9c26d9061d"))
        #expect(tracks[1].recording?.firstReleaseDate == PartialDate(year: 2004, month: 3, day: 17))
    }

    @Test("a Picard release lookup carries artist credits with join phrases, ISRCs and a release group")
    func picardReleaseLookup() throws {
        let file =
            "ws2/json/release/lookup_5c976ee2_inc-artist-credits_isrcs_labels_media_recordings_release-groups.picard.json"
        let release = try decoder.decode(Release.self, from: try SharedFixtures.data(file), format: .json)
        #expect(release.title == "Rumours")
        #expect(release.media?.count == 3)
        #expect(release.artistCredit?.name == "Fleetwood Mac")
        #expect(release.releaseGroup?.primaryType == .album)
        let total = release.media?.reduce(0) { $0 + ($1.tracks?.count ?? 0) }
        #expect(total ?? 0 > 11)
    }

    @Test("release credits keep join phrases between credited names", arguments: ResponseFormat.allCases)
    func joinPhrases(format: ResponseFormat) throws {
        let file =
            format == .json
            ? "ws2/json/release/lookup_ec0d0122_inc-artists_recordings_artist-credits.mbs.json"
            : "ws2/xml/release/lookup_ec0d0122_inc-artists_recordings_artist-credits.mbs.xml"
        let release = try decoder.decode(Release.self, from: try SharedFixtures.data(file), format: format)
        let credit = try #require(release.artistCredit)
        #expect(credit.nameCredits.count >= 1)
        #expect(credit.name == credit.nameCredits.map { $0.name + $0.joinPhrase }.joined())
        let tracks = release.media?.first?.tracks ?? []
        #expect(!tracks.isEmpty)
        #expect(tracks.allSatisfy { $0.artistCredit != nil })
    }

    @Test("a release-group lookup decodes its types, date and releases", arguments: ResponseFormat.allCases)
    func releaseGroupLookup(format: ResponseFormat) throws {
        let file =
            format == .json
            ? "ws2/json/release-group/lookup_56683a0b_inc-releases.mbs.json"
            : "ws2/xml/release-group/lookup_56683a0b_inc-releases.mbs.xml"
        let group = try decoder.decode(ReleaseGroup.self, from: try SharedFixtures.data(file), format: format)
        #expect(group.id == MBID("56683a0b-45b8-3664-a231-5b68efe2e7e2"))
        #expect(group.title == "Repercussions")
        #expect(group.primaryType == .album)
        #expect(group.primaryTypeID == MBID("f529b476-6e62-324f-b0aa-1f3e33d313fc"))
        #expect(group.secondaryTypes == [.remix])
        #expect(group.secondaryTypeIDs == [MBID("0c60f497-ff81-3818-befd-abfc84a4858b")].compactMap { $0 })
        #expect(group.firstReleaseDate == PartialDate(year: 2008, month: 11, day: 17))
        #expect(group.releases?.count == 1)
        #expect(group.releases?.first?.id == MBID("3b3d130a-87a8-4a47-b9fb-920f2530d134"))
        #expect(group.releases?.first?.date == PartialDate(year: 2008, month: 11, day: 17))
    }

    @Test("a release search reads score, count, offset and the abbreviated hits (JSON)")
    func releaseSearchJSON() throws {
        let file = "ws2/json/release/search_q-drivers_license.rs2026.json"
        let page = try decoder.decode(SearchResults<Release>.self, from: try SharedFixtures.data(file), format: .json)
        #expect(page.totalCount == 43)
        #expect(page.offset == 0)
        #expect(page.created == "2026-03-06T19:33:44.667Z")
        let first = try #require(page.items.first)
        #expect(first.score == 100)
        #expect(first.item.title == "drivers license")
        #expect(first.item.country == "XW")
        #expect(first.item.trackCount == 1)
        #expect(first.item.releaseGroup?.primaryType == .single)
        #expect(first.item.artistCredit?.name == "Pomplamoose")
        #expect(first.item.artistCredit?.id == MBID("278b9d4b-4d4a-37af-9b5b-1dea859c73f9"))
        #expect(first.item.media?.first?.format == .digitalMedia)
        #expect(page.items.count == 25)
    }

    @Test("a release search reads the ext:score attribute and the medium summary (XML)")
    func releaseSearchXML() throws {
        let file = "ws2/xml/release/search_q-barcode_792258106329_limit-1.android.xml"
        let page = try decoder.decode(SearchResults<Release>.self, from: try SharedFixtures.data(file), format: .xml)
        #expect(page.totalCount == 1)
        let hit = try #require(page.items.first)
        #expect(hit.score == 100)
        #expect(hit.item.title == "It's Hard to Find a Friend")
        #expect(hit.item.barcode == "792258106329")
        #expect(hit.item.asin == "B00005O7SN")
        #expect(hit.item.trackCount == 12)
        #expect(hit.item.labelInfo?.first?.catalogNumber == "JT1063")
        let medium = try #require(hit.item.media?.first)
        #expect(medium.format == .cd)
        #expect(medium.trackCount == 12)
        #expect(medium.tracks == nil)
        #expect(medium.discCount == 4)
        #expect(medium.discs == nil)
    }

    @Test(
        "every recorded release and release-group lookup decodes",
        arguments: SharedFixtures.manifest.filter {
            ["release", "release-group"].contains($0.entity) && $0.kind == "lookup"
                && FixtureCatalog.expectedFailures[$0.file] == nil
        })
    func everyLookupDecodes(entry: SharedFixtures.Entry) throws {
        let data = try SharedFixtures.data(entry.file)
        if entry.entity == "release" {
            let release = try decoder.decode(Release.self, from: data, format: entry.responseFormat)
            #expect(!release.title.isEmpty)
        } else {
            let group = try decoder.decode(ReleaseGroup.self, from: data, format: entry.responseFormat)
            #expect(!group.title.isEmpty)
        }
    }
}
