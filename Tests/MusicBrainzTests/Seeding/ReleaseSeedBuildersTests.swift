import Foundation
import MusicBrainz
import Testing

/// The seeds built from what identification has: a TOC, local tracks, a CD stub, an existing
/// release (recorded lookups from `../shared/fixtures`).
@Suite struct ReleaseSeedBuildersTests {
    static let guanoApes = TOC(
        "1 15 258725 150 17510 33275 45910 57805 78310 94650 109580 132010 149160 165115 177710 203325 215555 235590")!

    @Test("a TOC gives one CD medium with the TOC and the server's lengths (SEEDTEST toc: 1:33, 35:38, 5:34)")
    func fromTOC() throws {
        let toc = try #require(ReleaseSeedFixtures.visionCreationTOC)
        let seed = ReleaseSeed(toc: toc)
        #expect(seed.media.count == 1)
        #expect(seed.media[0].format == .cd)
        #expect(seed.media[0].toc == toc)
        #expect(
            seed.media[0].tracks.map(\.length) == [
                .milliseconds(92_666), .milliseconds(2_138_333), .milliseconds(333_826),
            ])
        #expect(seed.media[0].tracks.allSatisfy { $0.title == nil })
        try seed.validate()
        let fields = try seed.formFields()
        #expect(fields.first { $0.name == "mediums.0.toc" }?.value == "1 3 192512 150 7100 167475")
        // Seventeen minutes of a 15-track disc: one track per TOC track.
        #expect(ReleaseSeed(toc: Self.guanoApes).media[0].tracks.count == 15)
    }

    @Test(
        "local tracks: media by disc number, tracks by number, untitled tracks and empty media for the gaps, Digital Media"
    )
    func fromLocalTracks() throws {
        let tracks = [
            LocalTrack(title: "Second", artist: "Fleetwood Mac", length: .seconds(200), trackNumber: 2, discNumber: 1),
            LocalTrack(title: "First", artist: "Fleetwood Mac", length: .seconds(100), trackNumber: 1, discNumber: 1),
            LocalTrack(title: "Fourth", artist: "Fleetwood Mac & Guest", trackNumber: 4, discNumber: 1),
            LocalTrack(title: "Unnumbered", artist: "Fleetwood Mac"),
            LocalTrack(title: "Disc three", artist: "Fleetwood Mac", trackNumber: 1, discNumber: 3),
        ]
        let seed = ReleaseSeed(title: "Rumours", artist: "Fleetwood Mac", tracks: tracks)
        #expect(seed.title == "Rumours")
        #expect(seed.artistCredit == [ReleaseSeed.NameCredit(artistName: "Fleetwood Mac")])
        #expect(seed.media.map(\.format) == [.digitalMedia, .digitalMedia, .digitalMedia])
        #expect(seed.media[0].tracks.map(\.title) == ["First", "Second", nil, "Fourth", "Unnumbered"])
        #expect(seed.media[0].tracks.map(\.length) == [.seconds(100), .seconds(200), nil, nil, nil])
        #expect(seed.media[0].tracks[3].artistCredit == [ReleaseSeed.NameCredit(artistName: "Fleetwood Mac & Guest")])
        #expect(seed.media[0].tracks[0].artistCredit == nil)
        #expect(seed.media[1].tracks.isEmpty)
        #expect(seed.media[2].tracks.map(\.title) == ["Disc three"])
        #expect(seed.problems().isEmpty)
        // The untitled track and the empty disc keep their place in the form.
        let names = try seed.formFields().map(\.name)
        #expect(names.contains("mediums.0.track.2.name"))
        #expect(names.contains("mediums.1.format"))
    }

    @Test("without an album artist, the tracks' common artist credits the release; mixed artists credit only tracks")
    func albumArtist() {
        let same = [
            LocalTrack(title: "a", artist: "Björk"), LocalTrack(title: "b", artist: "Björk"), LocalTrack(title: "c"),
        ]
        #expect(
            ReleaseSeed(title: nil, artist: nil, tracks: same).artistCredit == [
                ReleaseSeed.NameCredit(artistName: "Björk")
            ])
        let mixed = [LocalTrack(title: "a", artist: "A"), LocalTrack(title: "b", artist: "B")]
        let seed = ReleaseSeed(title: "Mix", artist: nil, tracks: mixed)
        #expect(seed.artistCredit.isEmpty)
        #expect(
            seed.media[0].tracks.map(\.artistCredit) == [
                [ReleaseSeed.NameCredit(artistName: "A")], [ReleaseSeed.NameCredit(artistName: "B")],
            ])
    }

    @Test("disc and track numbers out of range count as unknown, so no seed grows to thousands of placeholders")
    func outOfRangeNumbers() {
        let seed = ReleaseSeed(
            title: "x", artist: "y",
            tracks: [
                LocalTrack(title: "a", trackNumber: 100_000, discNumber: 5000),
                LocalTrack(title: "b", trackNumber: 0, discNumber: -1),
            ])
        #expect(seed.media.count == 1)
        #expect(seed.media[0].tracks.map(\.title) == ["a", "b"])
    }

    @Test("local tracks with a TOC: one CD medium with the TOC's lengths and disc ID, the tracks' titles and artists")
    func fromLocalTracksAndTOC() throws {
        let toc = try #require(ReleaseSeedFixtures.visionCreationTOC)
        let tracks = [
            LocalTrack(title: "⧖", artist: "Boredoms", length: .seconds(1), trackNumber: 2),
            LocalTrack(title: "☉", artist: "Boredoms", length: .seconds(1), trackNumber: 1),
        ]
        let seed = ReleaseSeed(title: "Vision Creation Newsun", artist: "Boredoms", tracks: tracks, toc: toc)
        #expect(seed.media.count == 1)
        #expect(seed.media[0].format == .cd)
        #expect(seed.media[0].toc == toc)
        #expect(seed.media[0].tracks.map(\.title) == ["☉", "⧖", nil])
        #expect(
            seed.media[0].tracks.map(\.length) == [
                .milliseconds(92_666), .milliseconds(2_138_333), .milliseconds(333_826),
            ])
        try seed.validate()
        // More local tracks than the TOC has is the user's data contradicting the disc.
        let four = tracks + [LocalTrack(title: "3", trackNumber: 3), LocalTrack(title: "4", trackNumber: 4)]
        #expect(
            ReleaseSeed(title: "x", artist: "y", tracks: four, toc: toc).problems().map(\.field) == ["mediums.0.toc"])
    }

    @Test("a CD stub gives its title, artist, barcode and comment, and a CD medium with its tracks and the TOC")
    func fromCDStub() throws {
        let toc = try #require(ReleaseSeedFixtures.visionCreationTOC)
        let stub = CDStub(
            id: toc.discID, title: "Doo", artist: "Someone", barcode: "5012345678900", disambiguation: "promo",
            trackCount: 3,
            tracks: [
                CDStubTrack(title: "One", length: .seconds(93)), CDStubTrack(title: "Two", artist: "Someone feat. X"),
                CDStubTrack(title: "Three", artist: "Someone"),
            ])
        let seed = ReleaseSeed(cdStub: stub, toc: toc)
        #expect(seed.title == "Doo")
        #expect(seed.artistCredit == [ReleaseSeed.NameCredit(artistName: "Someone")])
        #expect(seed.barcode == .code("5012345678900"))
        #expect(seed.disambiguation == "promo")
        #expect(seed.media[0].format == .cd)
        #expect(seed.media[0].toc == toc)
        #expect(seed.media[0].tracks.map(\.title) == ["One", "Two", "Three"])
        #expect(seed.media[0].tracks[0].length == .milliseconds(92_666))  // the TOC's, not the stub's
        #expect(
            seed.media[0].tracks.map(\.artistCredit) == [
                nil, [ReleaseSeed.NameCredit(artistName: "Someone feat. X")], nil,
            ])
        try seed.validate()
        // Without a TOC the stub's own lengths stay; an empty barcode is no barcode field.
        let noTOC = ReleaseSeed(
            cdStub: CDStub(
                id: toc.discID, title: "Doo", barcode: "", tracks: [CDStubTrack(title: "One", length: .seconds(93))]))
        #expect(noTOC.media[0].tracks[0].length == .seconds(93))
        #expect(noTOC.barcode == nil)
    }

    @Test(
        "copying a recorded release: every seedable part, an empty barcode as none, credits by MBID",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
    func copyingRelease() throws {
        let release = try FixtureDecoding.shared(
            Release.self,
            "ws2/json/release/lookup_942b9e7b_inc-aliases_annotation_artist-credits_labels_genres_tags_media_recordings.rs2025.json"
        )
        let seed = ReleaseSeed(copying: release)
        #expect(seed.title == "The Cool Voice Of Rita Reys")
        #expect(seed.barcode == .noBarcode)
        #expect(seed.status == .official)
        #expect(seed.packaging == ReleasePackaging(rawValue: "Jewel Case"))
        #expect(seed.language == "eng")
        #expect(seed.script == "Latn")
        #expect(seed.events == [ReleaseSeed.Event(date: PartialDate(year: 2003), country: "JP")])
        #expect(seed.labels == [ReleaseSeed.Label(catalogNumber: "UCCU-5137")])
        #expect(
            seed.artistCredit.map(\.artist?.description) == [
                "40c112f9-f256-4078-8da5-905260c4d83a", "209ddf15-ee0a-41a1-a1f5-6f4c0409d2ee",
                "251fea3f-26a5-48b7-bf0b-23aedfc628d5",
            ])
        #expect(seed.artistCredit.map(\.joinPhrase) == [" with ", " and ", ""])
        #expect(seed.media.count == 1)
        #expect(seed.media[0].format == .cd)
        #expect(seed.media[0].tracks.count == 12)
        let first = seed.media[0].tracks[0]
        #expect(first.title == "It's All Right With Me")
        #expect(first.length == .milliseconds(161_000))
        #expect(first.recording == MBID("9c805e49-b7e6-448c-ae3f-fe6e6ebfe86a"))
        #expect(first.number == nil)  // "1" at position 1 is the default
        // A track's credit is kept only where it differs from the release's.
        // (Compared as the editor sees a credit: artist MBIDs, credited names, join phrases.)
        func seen(_ credit: ArtistCredit?) -> [String] {
            (credit?.nameCredits ?? []).map { "\($0.artist.id)|\($0.name)|\($0.joinPhrase)" }
        }
        let releaseCredit = seen(release.artistCredit)
        var own = 0
        for (track, original) in zip(seed.media[0].tracks, release.media?[0].tracks ?? []) {
            #expect((track.artistCredit == nil) == (seen(original.artistCredit) == releaseCredit), "\(original.title)")
            if let credit = track.artistCredit {
                own += 1
                #expect(
                    credit.map { "\($0.artist?.description ?? "")|\($0.name ?? "")|\($0.joinPhrase)" }
                        == seen(original.artistCredit))
            }
        }

        // Good as a new edition, and as an edit once the lists may be replaced.
        #expect(seed.problems().isEmpty)
        #expect(seed.problems(for: .existingRelease(release.id)).map(\.field) == ["labels", "mediums"])
        #expect(seed.problems(for: .existingRelease(release.id, replacing: [.labels, .media])).isEmpty)
    }

    @Test(
        "copying a release with a pregap track makes it the first, pregap track",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
    func copyingPregap() throws {
        let release = try FixtureDecoding.shared(
            Release.self, "ws2/json/release/lookup_ec0d0122_inc-artists_recordings_artist-credits.mbs.json")
        let seed = ReleaseSeed(copying: release)
        #expect(seed.barcode == .code("0208311348266"))
        #expect(seed.media[0].tracks.map(\.title) == ["Hello Goodbye [hidden track]", "Galaxie", "2 X 4"])
        #expect(seed.media[0].tracks.map(\.isPregap) == [true, false, false])
        #expect(seed.problems().isEmpty)
        let fields = try seed.formFields()
        #expect(fields.contains(ReleaseEditorForm.Field(name: "mediums.0.track.0.pregap", value: "1")))
    }
}
