import Foundation
import MusicBrainz
import Testing

@Suite struct PlayQueueTests {
    func release() throws -> Release {
        try FixtureDecoding.own(Release.self, "release-lookup-violin-concertos", .json)
    }

    @Test("selections parse from positions, disc:track, ranges, all and recording MBIDs")
    func parsing() throws {
        #expect(
            try TrackSelection.parse("1-3, 2:4")
                == [
                    .range(from: .init(disc: 1, track: 1), through: .init(disc: 1, track: 3)),
                    .track(.init(disc: 2, track: 4)),
                ])
        #expect(try TrackSelection.parse("ALL") == [.all])
        #expect(
            try TrackSelection.parse("2:3-5 1:9-2:2")
                == [
                    .range(from: .init(disc: 2, track: 3), through: .init(disc: 2, track: 5)),
                    .range(from: .init(disc: 1, track: 9), through: .init(disc: 2, track: 2)),
                ])
        let id = "4e5f6a7b-8c9d-4e0f-8a1b-2c3d4e5f6a7b"
        #expect(try TrackSelection.parse(id) == [.recording(MBID(id)!)])
        #expect(try TrackSelection.parse("1:0") == [.track(.init(disc: 1, track: 0))])
        #expect(try TrackSelection.parse("2:1-3").map(\.description) == ["2:1-2:3"])
    }

    @Test(
        "a selection that is none of the forms is refused, naming it",
        arguments: ["", "x", "0:1", "1-", "-2", "1:2:3", "1--2", "9999999"])
    func badSelections(text: String) {
        let error = #expect(throws: MusicBrainzError.self) { try TrackSelection.parse(text) }
        #expect(error?.code == .invalidRequest)
    }

    @Test("a queue holds the chosen tracks in the order chosen, with what a player shows")
    func queue() throws {
        let release = try release()
        let cover = URL(string: "https://coverartarchive.org/release/\(release.id)/front-250")!
        let queue = try PlayQueue(release: release, selecting: TrackSelection.parse("2:2 1-2"), frontCover: cover)
        #expect(queue.entries.map(\.position.description) == ["2:2", "1:1", "1:2"])
        let first = try #require(queue.entries.first)
        #expect(first.title == "Violin Concerto in E major: II. Adagio")
        #expect(first.artist == "Hilary Hahn & LACO")
        #expect(first.artistSortName == "Hahn, Hilary & Los Angeles Chamber Orchestra")
        #expect(first.album == "Violin Concertos")
        #expect(first.albumArtist == "Hilary Hahn & LACO")
        #expect(first.number == "2")
        #expect(first.discCount == 2)
        #expect(first.length == .seconds(395))
        #expect(first.frontCover == cover)
        #expect(first.releaseID == release.id)
        #expect(first.recordingID == MBID("4e5f6a7b-8c9d-4e0f-8a1b-2c3d4e5f6a7b"))
        #expect(queue.length == .seconds(395 + 227 + 383))
        #expect(try PlayQueue(release: release).entries.count == 5)
        #expect(try PlayQueue(release: release).length == release.length)
        #expect(PlayQueue().length == .zero)
    }

    @Test("a queue can take tracks of several releases and says nil for an unknown length")
    func appending() throws {
        let release = try release()
        var queue = try PlayQueue(release: release, selecting: [.track(.init(disc: 1, track: 1))])
        var other = release
        other.media?[0].tracks?[2].length = nil
        try queue.append(release: other, selecting: [.track(.init(disc: 1, track: 3))])
        #expect(queue.entries.count == 2)
        #expect(queue.length == nil)
    }

    @Test("positions, ranges and recordings the release lacks are refused, nothing is dropped")
    func refusals() throws {
        let release = try release()
        let missing = try #require(throws: MusicBrainzError.self) {
            try PlayQueue(release: release, selecting: [.track(.init(disc: 2, track: 3))])
        }
        #expect(missing.code == .invalidRequest)
        #expect(missing.message.contains("no track 2:3"))
        #expect(missing.message.contains("disc 1: tracks 1–3, disc 2: tracks 1–2"))
        #expect(throws: MusicBrainzError.self) {
            try PlayQueue(
                release: release, selecting: [.range(from: .init(disc: 2, track: 1), through: .init(disc: 1, track: 1))]
            )
        }
        #expect(throws: MusicBrainzError.self) {
            try PlayQueue(release: release, selecting: [.recording(MBID(uuid: UUID()))])
        }
        let bare = Release(id: release.id, title: release.title)
        let noTracks = try #require(throws: MusicBrainzError.self) { try PlayQueue(release: bare) }
        #expect(noTracks.message.contains("inc=recordings"))
        var queue = try PlayQueue(release: release, selecting: [.all])
        #expect(throws: MusicBrainzError.self) { try queue.append(release: bare) }
        #expect(queue.entries.count == 5)
    }

    @Test("a queue survives JSON encoding, with lengths as milliseconds")
    func codable() throws {
        let release = try release()
        let queue = try PlayQueue(
            release: release, selecting: [.all],
            frontCover: URL(string: "https://coverartarchive.org/release/\(release.id)/front-250"))
        let data = try JSONEncoder().encode(queue)
        #expect(try JSONDecoder().decode(PlayQueue.self, from: data) == queue)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""lengthMilliseconds":227000"#))
        #expect(text.contains(#""disc":2"#))
        var entries = queue.entries
        entries[0].length = nil
        entries[0].trackID = nil
        let unknown = PlayQueue(entries: entries)
        let decoded = try JSONDecoder().decode(PlayQueue.self, from: JSONEncoder().encode(unknown))
        #expect(decoded == unknown)
        #expect(decoded.length == nil)
    }

    @Test("a queue keeps its current entry, repeat mode and unshuffled order through JSON")
    func codablePlayerState() throws {
        var queue = try PlayQueue(release: release())
        let third = queue.entries[2].title
        queue.repeatMode = .one
        try queue.jump(to: 2)
        var generator = SplitMix64(state: 11)
        queue.shuffle(using: &generator)
        let data = try JSONEncoder().encode(queue)
        let decoded = try JSONDecoder().decode(PlayQueue.self, from: data)
        #expect(decoded == queue)
        #expect(decoded.current?.title == third)
        #expect(decoded.repeatMode == .one)
        var restored = decoded
        restored.unshuffle()
        #expect(restored.entries == (try PlayQueue(release: release())).entries)
        #expect(restored.currentIndex == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["currentIndex"] as? Int == 0)
        #expect(object["repeatMode"] as? String == "one")
        #expect((object["unshuffledOrder"] as? [Int])?.sorted() == [0, 1, 2, 3, 4])
    }

    @Test("a queue saved with only its entries decodes; a current index or order that does not fit is refused")
    func decodingOlderAndDamagedQueues() throws {
        let queue = try PlayQueue(release: release())
        let entries = String(decoding: try JSONEncoder().encode(queue.entries), as: UTF8.self)
        let old = try JSONDecoder().decode(PlayQueue.self, from: Data(#"{"entries":\#(entries)}"#.utf8))
        #expect(old == queue)
        #expect(old.currentIndex == nil && old.repeatMode == .off && !old.isShuffled)
        for damaged in [
            #"{"entries":\#(entries),"currentIndex":5}"#, #"{"entries":\#(entries),"currentIndex":-1}"#,
            #"{"entries":\#(entries),"unshuffledOrder":[0,1,2,3]}"#,
            #"{"entries":\#(entries),"unshuffledOrder":[0,1,2,3,3]}"#,
            #"{"entries":\#(entries),"repeatMode":"sometimes"}"#,
        ] {
            #expect(throws: DecodingError.self, "\(damaged.suffix(30))") {
                try JSONDecoder().decode(PlayQueue.self, from: Data(damaged.utf8))
            }
        }
    }

    @Test("releases queue one after the other, and a release can be queued to play next")
    func queueingReleases() throws {
        let release = try release()
        var other = release
        other.id = MBID(uuid: UUID())
        other.title = "Other"
        let cover = URL(string: "https://coverartarchive.org/release/\(other.id)/front-250")
        var queue = try PlayQueue(releases: [release, other], frontCovers: [other.id: try #require(cover)])
        #expect(
            queue.entries.map(\.album) == Array(repeating: "Violin Concertos", count: 5)
                + Array(repeating: "Other", count: 5))
        #expect(queue.entries.map(\.frontCover) == Array(repeating: nil, count: 5) + Array(repeating: cover, count: 5))
        try queue.jump(to: 1)
        try queue.playNext(release: other, selecting: TrackSelection.parse("2:1-2:2"))
        #expect(queue.entries[2...3].map(\.position.description) == ["2:1", "2:2"])
        #expect(queue.entries[2...3].allSatisfy { $0.album == "Other" })
        #expect(queue.currentIndex == 1)
        #expect(throws: MusicBrainzError.self) { try queue.playNext(release: Release(id: other.id, title: "Bare")) }
        #expect(queue.entries.count == 12)
        let bare = Release(id: MBID(uuid: UUID()), title: "Bare")
        let error = try #require(throws: MusicBrainzError.self) { try PlayQueue(releases: [release, bare]) }
        #expect(error.message.contains(bare.id.description))
        #expect(
            try PlayQueue.entries(of: release, selecting: [.track(.init(disc: 2, track: 2))]).map(\.title) == [
                queue.entries[3].title
            ])
    }

    @Test("the pregap is played, the data track only when named")
    func pregapAndDataTracks() throws {
        let medium = Medium(
            position: 1, trackCount: 1, pregap: Track(position: 0, title: "Hidden", length: .seconds(30)))
        var withTracks = medium
        withTracks.tracks = [Track(position: 1, title: "One", length: .seconds(200))]
        withTracks.dataTracks = [Track(position: 2, title: "[data track]")]
        let release = Release(id: MBID(uuid: UUID()), title: "R", media: [withTracks])
        let all = try PlayQueue(release: release)
        #expect(all.entries.map(\.title) == ["Hidden", "One"])
        #expect(all.length == .seconds(230))
        let data = try PlayQueue(release: release, selecting: TrackSelection.parse("1:2"))
        #expect(data.entries.map(\.title) == ["[data track]"])
        #expect(data.length == nil)
    }
}
