import Foundation
import MusicBrainz
import Testing

/// The matcher on local track lists: one disc of several, a few tracks of an album, compilations
/// told apart by their track artists, and a barcode beside the tracks.
@Suite struct ReleaseMatcherTrackTests {
    /// A release whose media hold these track titles (each track 200 s + its index, credited to the
    /// release's artist unless an artist is given for it).
    static func release(
        _ id: String, title: String = "Album", artist: String = "Artist", media: [[String]],
        trackArtists: [String?]? = nil, barcode: String? = nil, group: String? = nil
    ) -> Release {
        var index = 0
        let built = media.enumerated().map { mediumIndex, titles in
            Medium(
                position: mediumIndex + 1, format: .cd, trackCount: titles.count,
                tracks: titles.enumerated().map { position, title in
                    defer { index += 1 }
                    let credit = trackArtists?[index].map(Self.credit)
                    return Track(
                        position: position + 1, number: String(position + 1), title: title,
                        length: .seconds(200 + index), artistCredit: credit)
                })
        }
        return Release(
            id: MBID(id)!, title: title, artistCredit: credit(artist),
            releaseGroup: ReleaseGroup(id: MBID(group ?? id)!, title: title, primaryType: .album), barcode: barcode,
            media: built)
    }

    static func credit(_ name: String) -> ArtistCredit {
        ArtistCredit(nameCredits: [
            NameCredit(name: name, artist: Artist(id: MBID("00000000-0000-4000-8000-0000000000a1")!, name: name))
        ])
    }

    static let a = "00000000-0000-4000-8000-00000000000a"
    static let b = "00000000-0000-4000-8000-00000000000b"
    static let c = "00000000-0000-4000-8000-00000000000c"

    static func titles(_ prefix: String, _ count: Int) -> [String] { (1...count).map { "\(prefix) \($0)" } }

    @Test("the ten tracks of disc 1 of a two-CD album pick it over a one-CD edition with twelve tracks")
    func oneDiscOfSeveral() {
        let disc1 = Self.titles("Song", 10)
        let twoCD = Self.release(Self.a, media: [disc1, Self.titles("Bonus", 12)])
        let oneCD = Self.release(Self.b, media: [disc1 + ["Extra 1", "Extra 2"]], group: Self.c)
        let tracks = disc1.enumerated().map { index, title in
            LocalTrack(title: title, length: .seconds(200 + index), trackNumber: index + 1, discNumber: 1)
        }
        let query = ReleaseQuery(title: "Album", artist: "Artist", tracks: tracks)
        let result = ReleaseMatcher().rank(query, candidates: [oneCD, twoCD])
        #expect(result.match?.release.id == MBID(Self.a))
        let best = result.best
        // The track count is the medium's: 10 of 10, where the one-CD edition has 12.
        #expect(best?.signals[.trackCount] == 1)
        #expect(best?.signals[.trackTitles] == 1)
        #expect(best?.trackMatches?.allSatisfy { $0.mediumPosition == 1 } == true)
        let other = result.candidates.first { $0.release.id == MBID(Self.b) }
        #expect((other?.signals[.trackCount] ?? 1) < 1)
        #expect((other?.signals[.trackTitles] ?? 1) < 1)
    }

    @Test("a track list without disc numbers that is one medium of a release is compared with that medium, for 0.02")
    func oneMediumWithoutDiscNumbers() {
        let disc2 = Self.titles("Live", 8)
        let box = Self.release(Self.a, media: [Self.titles("Studio", 11), disc2])
        let tracks = disc2.enumerated().map { index, title in LocalTrack(title: title, length: .seconds(211 + index)) }
        let candidate = ReleaseMatcher().score(ReleaseQuery(title: "Album", tracks: tracks), release: box)
        #expect(abs((candidate.signals[.trackTitles] ?? 0) - 0.98) < 1e-9)
        #expect(candidate.signals[.trackCount] == 1)
        #expect(candidate.trackMatches?.allSatisfy { $0.mediumPosition == 2 } == true)
    }

    @Test("a file that names its album and its track number finds the album that holds that track, not a single")
    func partialTrackList() {
        let album = Self.release(Self.a, title: "Heroes", media: [["Beauty", "Joe", "Heroes", "Sons", "Blackout"]])
        var single = Self.release(Self.b, title: "Heroes", media: [["Heroes"]], group: Self.c)
        single.releaseGroup?.primaryType = .single
        let file = LocalTrack(title: "Heroes", artist: "Artist", trackNumber: 3, discNumber: 1)
        let query = ReleaseQuery(title: "Heroes", artist: "Artist", tracks: [file])
        #expect(throws: Never.self) { try query.validate() }
        let result = ReleaseMatcher().rank(query, candidates: [single, album])
        #expect(result.match?.release.id == MBID(Self.a))
        #expect(result.best?.signals[.trackCount] == 1)
        #expect(result.best?.signals[.trackNumbers] == 1)
        // The single has one track: it cannot hold track 3.
        let other = result.candidates.first { $0.release.id == MBID(Self.b) }
        #expect(other?.signals[.trackCount] == 0)
        #expect(other?.signals[.trackNumbers] == 0)
    }

    @Test("track artists tell two compilations with the same track titles apart")
    func trackArtists() {
        let titles = ["Dreams", "Creep", "Heroes"]
        let originals = Self.release(
            Self.a, title: "Hits", artist: "Various Artists", media: [titles],
            trackArtists: ["Fleetwood Mac", "Radiohead", "David Bowie"])
        let covers = Self.release(
            Self.b, title: "Hits", artist: "Various Artists", media: [titles],
            trackArtists: ["The Cranberries", "Postmodern Jukebox", "Peter Gabriel"], group: Self.c)
        let tracks = zip(titles, ["Fleetwood Mac", "Radiohead", "David Bowie"]).enumerated().map { index, pair in
            LocalTrack(title: pair.0, artist: pair.1, length: .seconds(200 + index))
        }
        let query = ReleaseQuery(title: "Hits", artist: "Various Artists", tracks: tracks)
        let result = ReleaseMatcher().rank(query, candidates: [covers, originals])
        #expect(result.match?.release.id == MBID(Self.a))
        #expect(result.best?.signals[.trackArtists] == 1)
        let other = result.candidates.first { $0.release.id == MBID(Self.b) }
        #expect((other?.signals[.trackArtists] ?? 1) < 0.5)
        // The album artist's own tracks say nothing more: no track-artists signal.
        let plain = ReleaseQuery(
            title: "Hits", artist: "Fleetwood Mac", tracks: [LocalTrack(title: "Dreams", artist: "Fleetwood Mac")])
        #expect(ReleaseMatcher().score(plain, release: originals).signals[.trackArtists] == nil)
    }

    @Test("a barcode beside the local tracks decides between editions with the same tracks")
    func barcodeWithTracks() {
        let titles = Self.titles("Song", 4)
        let uk = Self.release(Self.a, media: [titles], barcode: "075990301024")
        let europe = Self.release(Self.b, media: [titles], barcode: "081227967789", group: Self.a)
        let tracks = titles.enumerated().map { LocalTrack(title: $1, length: .seconds(200 + $0)) }
        let query = ReleaseQuery(title: "Album", tracks: tracks, barcode: try? Barcode(validating: "081227967789"))
        let result = ReleaseMatcher().rank(query, candidates: [uk, europe])
        #expect(result.match?.release.id == MBID(Self.b))
        #expect(result.match?.signals[.barcode] == 1)
        #expect(result.alternativeEditions.isEmpty)
    }
}
