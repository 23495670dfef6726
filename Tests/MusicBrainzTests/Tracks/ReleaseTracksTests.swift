import Foundation
import MusicBrainz
import Testing

/// `Release.tracks`, `track(disc:position:)`, the medium and release lengths and the distinct
/// track credits, on the project's own two-disc fixture and on recorded responses with a pregap
/// (Blind Melon, "Soup") and a data track (Jay-Z / Linkin Park, "Collision Course").
@Suite struct ReleaseTracksTests {
    static let soup = "ws2/json/release/lookup_ec0d0122_inc-artists_recordings_artist-credits.mbs.json"
    static let collisionCourse =
        "ws2/json/release/lookup_2810aeef_inc-artist-credits_isrcs_labels_media_recordings_release-groups.picard.json"

    @Test(
        "a two-disc release lists its tracks in play order with disc numbers and positions",
        arguments: ResponseFormat.allCases)
    func playOrder(format: ResponseFormat) throws {
        let release = try FixtureDecoding.own(Release.self, "release-lookup-violin-concertos", format)
        let tracks = release.tracks
        #expect(tracks.map(\.trackPosition.description) == ["1:1", "1:2", "1:3", "2:1", "2:2"])
        #expect(tracks.map(\.playOrder) == [1, 2, 3, 4, 5])
        #expect(tracks.map(\.mediumIndex) == [0, 0, 0, 1, 1])
        #expect(tracks.allSatisfy { $0.kind == .regular })
        #expect(tracks[3].track.title == "Violin Concerto in E major: I. Allegro")
        #expect(release.track(disc: 2, position: 2)?.track.title == "Violin Concerto in E major: II. Adagio")
        #expect(release.track(disc: 1, position: 3)?.playOrder == 3)
        #expect(release.track(disc: 3, position: 1) == nil)
        #expect(release.track(disc: 1, position: 4) == nil)
        let recording = try #require(MBID("4e5f6a7b-8c9d-4e0f-8a1b-2c3d4e5f6a7b"))
        #expect(release.tracks(ofRecording: recording).map(\.trackPosition) == [TrackPosition(disc: 2, track: 2)])
    }

    @Test("medium and release lengths add up the track lengths", arguments: ResponseFormat.allCases)
    func lengths(format: ResponseFormat) throws {
        let release = try FixtureDecoding.own(Release.self, "release-lookup-violin-concertos", format)
        let media = try #require(release.media)
        #expect(media[0].length == .seconds(227 + 383 + 221))
        #expect(media[1].length == .seconds(468 + 395))
        #expect(release.length == .seconds(1694))
        #expect(TrackLengthFormat().string(for: release.length) == "28:14")
    }

    @Test("the same credit on every track is not repeated; a different one is")
    func distinctCredits() throws {
        let release = try FixtureDecoding.own(Release.self, "release-lookup-violin-concertos", .json)
        #expect(release.tracks.allSatisfy { $0.distinctArtistCredit == nil })
        var changed = release
        let guest = NameCredit(
            name: "Hilary Hahn", artist: Artist(id: MBID("c7d8e9f0-a1b2-4c3d-8e4f-5a6b7c8d9e0f")!, name: "Hilary Hahn"))
        changed.media?[1].tracks?[0].artistCredit = ArtistCredit(nameCredits: [guest])
        let tracks = changed.tracks
        #expect(tracks[3].distinctArtistCredit?.name == "Hilary Hahn")
        #expect(tracks.filter { $0.distinctArtistCredit != nil }.count == 1)
        #expect(try #require(release.artistCredit).isSameCredit(as: try #require(release.artistCredit)))
    }

    @Test("a credit sorts by its artists' sort names with the join phrases")
    func sortNames() throws {
        let release = try FixtureDecoding.own(Release.self, "release-lookup-violin-concertos", .json)
        let credit = try #require(release.artistCredit)
        #expect(credit.name == "Hilary Hahn & LACO")
        #expect(credit.sortName == "Hahn, Hilary & Los Angeles Chamber Orchestra")
        let unsorted = ArtistCredit(nameCredits: [
            NameCredit(name: "Jay‐Z", joinPhrase: " / ", artist: Artist(id: MBID(uuid: UUID()), name: "JAY‐Z")),
            NameCredit(name: "Linkin Park", artist: Artist(id: MBID(uuid: UUID()), name: "Linkin Park", sortName: "")),
        ])
        #expect(unsorted.sortName == "Jay‐Z / Linkin Park")
    }

    @Test("the pregap comes first at position 0 and counts in the medium's length")
    func pregap() throws {
        try #require(SharedFixtures.isAvailable, SharedFixtures.skipReason)
        let release = try FixtureDecoding.shared(Release.self, Self.soup)
        let tracks = release.tracks
        #expect(tracks.map(\.kind) == [.pregap, .regular, .regular])
        #expect(tracks.map(\.position) == [0, 1, 2])
        #expect(tracks.first?.track.title == "Hello Goodbye [hidden track]")
        #expect(release.track(disc: 1, position: 0)?.kind == .pregap)
        #expect(release.media?.first?.length == .milliseconds(128_000 + 211_133 + 240_400))
        #expect(release.length == .milliseconds(579_533))
    }

    @Test("a data track follows the audio tracks; its unknown length does not count, an unknown track length does")
    func dataTrack() throws {
        try #require(SharedFixtures.isAvailable, SharedFixtures.skipReason)
        let release = try FixtureDecoding.shared(Release.self, Self.collisionCourse)
        let tracks = release.tracks
        #expect(tracks.count == 6 + 1 + 17)
        #expect(tracks[6].kind == .data)
        #expect(tracks[6].trackPosition == TrackPosition(disc: 1, track: 7))
        #expect(tracks[6].track.length == nil)
        #expect(tracks[7].trackPosition == TrackPosition(disc: 2, track: 1))
        #expect(tracks[7].playOrder == 8)
        let media = try #require(release.media)
        #expect(media[0].length == .milliseconds(244_693 + 156_320 + 211_173 + 205_280 + 164_866 + 295_826))
        #expect(release.length != nil)
        // Every track is credited to both artists, as the release is: nothing to show per track.
        #expect(tracks.allSatisfy { $0.distinctArtistCredit == nil })
        #expect(release.artistCredit?.sortName == "JAY‐Z / Linkin Park")

        var unknown = release
        unknown.media?[1].tracks?[4].length = nil
        #expect(unknown.media?[1].length == nil)
        #expect(unknown.length == nil)
    }

    @Test("an incomplete or missing track list has no length rather than a wrong one")
    func incompleteTrackLists() {
        let track = Track(position: 2, title: "Two", length: .seconds(100))
        #expect(Medium(trackCount: 3, tracks: [track]).length == nil)
        #expect(Medium(trackCount: 1, trackOffset: 1, tracks: [track]).length == nil)
        #expect(Medium(trackCount: 2).length == nil)
        #expect(Medium(trackCount: 0, tracks: []).length == .zero)
        #expect(Medium(tracks: [track, Track(title: "Three")]).length == nil)
        #expect(Medium(tracks: [track]).length == .seconds(100))
        #expect(Release(id: MBID(uuid: UUID()), title: "No media").length == nil)
        #expect(Release(id: MBID(uuid: UUID()), title: "No media").tracks.isEmpty)
    }

    @Test("tracks without positions take them from their place in the list")
    func missingPositions() {
        let medium = Medium(
            trackOffset: 0, tracks: [Track(title: "A"), Track(title: "B")], dataTracks: [Track(title: "Data")])
        let release = Release(id: MBID(uuid: UUID()), title: "R", media: [medium])
        #expect(release.tracks.map(\.trackPosition.description) == ["1:1", "1:2", "1:3"])
        #expect(release.tracks.map(\.kind) == [.regular, .regular, .data])
    }
}
