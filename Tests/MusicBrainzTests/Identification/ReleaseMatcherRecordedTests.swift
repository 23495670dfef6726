import Foundation
import MusicBrainz
import Testing

/// The release matcher on real recorded search pages and lookups.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct ReleaseMatcherRecordedTests {
    static let driversLicense = "ws2/json/release/search_q-drivers_license.rs2025.json"
    static let rumoursBox =
        "ws2/json/release/lookup_5c976ee2_inc-artist-credits_isrcs_labels_media_recordings_release-groups.picard.json"
    static let rumoursUK =
        "ws2/json/release/lookup_1a8c4ac3_inc-artist-credits_isrcs_labels_media_recordings_release-groups.picard.json"
    static let rumoursEurope =
        "ws2/json/release/lookup_3c297f7a_inc-artist-credits_isrcs_labels_media_recordings_release-groups.picard.json"
    static let oliviaCD = MBID("a3bfff70-fca0-4c0f-bc9a-73d5d193b48e")

    static func hits() throws -> [SearchResult<Release>] {
        try FixtureDecoding.shared(SearchResults<Release>.self, driversLicense).items
    }

    static func lookup(_ file: String) throws -> Release { try FixtureDecoding.shared(Release.self, file) }

    @Test("25 hits that all score 100: the artist and the format pick the Olivia Rodrigo CD, not the first hit")
    func driversLicenseCD() throws {
        let hits = try Self.hits()
        #expect(hits.count == 25)
        #expect(hits.filter { $0.score == 100 }.count == 23)
        #expect(hits.first?.item.artistCredit?.name == "Claire Annabeth")
        let result = ReleaseMatcher().rank(
            ReleaseQuery(title: "drivers license", artist: "Olivia Rodrigo", format: .cd, primaryType: .single),
            candidates: hits.map(\.item))
        let best = try #require(result.best)
        #expect(best.release.id == Self.oliviaCD)
        #expect(best.release.media?.first?.format == .cd)
        #expect(best.signals[.title] == 1 && best.signals[.artist] == 1 && best.signals[.format] == 1)
        #expect(result.verdict.isConfident)
        // The five Olivia Rodrigo digital singles come next, tied.
        let runnersUp = result.runnersUp.prefix(5)
        #expect(runnersUp.allSatisfy { $0.release.artistCredit?.name == "Olivia Rodrigo" })
        #expect(Set(runnersUp.map(\.confidence)).count == 1)
    }

    @Test("the order of the hits decides nothing but ties")
    func orderDoesNotDecide() throws {
        let releases = try Self.hits().map(\.item)
        let query = ReleaseQuery(title: "Drivers License", artist: "pomplamoose", primaryType: .single)
        let forward = ReleaseMatcher().rank(query, candidates: releases)
        let backward = ReleaseMatcher().rank(query, candidates: releases.reversed())
        #expect(forward.best?.release.artistCredit?.name == "Pomplamoose")
        #expect(backward.best?.release.id == forward.best?.release.id)
        #expect(forward.verdict.isConfident)
    }

    @Test("a single's name asked for as an album: the single is the best, and no match")
    func singleIsNoAlbum() throws {
        let result = ReleaseMatcher().rank(
            ReleaseQuery(title: "drivers license", artist: "Olivia Rodrigo"), candidates: try Self.hits().map(\.item))
        #expect(result.best?.release.artistCredit?.name == "Olivia Rodrigo")
        #expect(result.verdict == .noMatch)
        #expect(result.description == "no match: the best is a single, not an album")
    }

    @Test("a title alone is ambiguous among the twenty releases of that name, by 0")
    func titleAloneIsAmbiguous() throws {
        let result = ReleaseMatcher().rank(
            ReleaseQuery(title: "drivers license", primaryType: .single), candidates: try Self.hits().map(\.item))
        #expect(result.verdict == .ambiguous(lead: 0))
        #expect(result.description.hasPrefix("ambiguous between"))
        let acoustic = try #require(result.candidates.first { $0.release.title == "Drivers License (acoustic)" })
        #expect((acoustic.signals[.title] ?? 1) < 1)
        #expect(result.candidates.firstIndex(of: acoustic) ?? 0 >= 20)
    }

    @Test("track lists pair every shuffled local track with its own track")
    func trackAssignment() throws {
        let release = try Self.lookup(Self.rumoursUK)
        let tracks = try #require(release.media?.first?.tracks)
        #expect(tracks.count == 11)
        // The local files in another order, lengths a second or two off, one title misspelt.
        let order = [4, 0, 10, 2, 7, 1, 9, 3, 6, 5, 8]
        let local = order.map { index in
            LocalTrack(
                title: index == 6 ? "The Chian" : tracks[index].title,
                length: tracks[index].length.map { $0 + .seconds(index % 2 == 0 ? 1 : -2) })
        }
        let candidate = ReleaseMatcher().score(ReleaseQuery(title: "Rumours", tracks: local), release: release)
        let matches = try #require(candidate.trackMatches)
        #expect(matches.count == 11)
        for (queryIndex, truth) in order.enumerated() {
            #expect(candidate.trackMatch(forQueryTrackAt: queryIndex)?.track.id == tracks[truth].id)
        }
        #expect(candidate.signals[.trackLengths] == 1)
        #expect((candidate.signals[.trackTitles] ?? 0) > 0.95)
        #expect(candidate.trackMatch(forQueryTrackAt: 1)?.lengthDifference == .seconds(-1))
    }

    @Test("track lengths tell two editions with the same track titles apart")
    func lengthsTellEditionsApart() throws {
        let uk = try Self.lookup(Self.rumoursUK)
        let europe = try Self.lookup(Self.rumoursEurope)
        // The 2013 European remaster's lengths, as a tagger shows them (whole seconds).
        let local = (europe.media?.first?.tracks ?? []).map { track in
            LocalTrack(
                title: track.title, length: track.length.map { .seconds(Int(($0 / .seconds(1)).rounded())) },
                trackNumber: track.position)
        }
        let result = ReleaseMatcher().rank(
            ReleaseQuery(title: "Rumours", artist: "Fleetwood Mac", tracks: local), candidates: [uk, europe])
        #expect(result.best?.release.id == europe.id)
        #expect((result.best?.signals[.trackLengths] ?? 0) > (result.candidates.last?.signals[.trackLengths] ?? 1))
    }

    @Test("a TOC of one medium finds that medium of a three-disc release")
    func tocFindsItsMedium() throws {
        let box = try Self.lookup(Self.rumoursBox)
        let uk = try Self.lookup(Self.rumoursUK)
        let second = try #require(box.media?[1].tracks)
        // The TOC of the box's second disc: offsets from its track lengths, 2 s of lead-in.
        var offsets = [150]
        for track in second.dropLast() {
            offsets.append((offsets.last ?? 150) + Int((track.length ?? .zero) / .milliseconds(1)) * 75 / 1000)
        }
        let leadout = (offsets.last ?? 150) + Int((second.last?.length ?? .zero) / .milliseconds(1)) * 75 / 1000
        let toc = try TOC(lastTrack: second.count, leadoutOffset: leadout, offsets: offsets)
        let result = ReleaseMatcher().rank(toc.releaseQuery, candidates: [uk, box])
        let best = try #require(result.best)
        #expect(best.release.id == box.id)
        #expect(best.signals[.trackCount] == 1)
        #expect((best.signals[.trackLengths] ?? 0) > 0.99)
        #expect(best.trackMatches?.allSatisfy { $0.mediumPosition == 2 } == true)
        #expect(result.verdict.isConfident)
    }

    @Test("match looks up only the few best hits, and only when the query has track details")
    func lookupsOnlyWhenNeeded() async throws {
        let hits = try Self.hits()
        let lookedUp = LookUpLog()
        let lookUp: @Sendable (MBID) async throws(MusicBrainzError) -> Release = { id throws(MusicBrainzError) in
            await lookedUp.add(id)
            guard let hit = hits.first(where: { $0.item.id == id }) else {
                throw MusicBrainzError(code: .notFound, message: "no such release")
            }
            var release = hit.item
            release.media = [
                Medium(
                    position: 1, format: .cd, trackCount: 1,
                    tracks: [Track(title: "drivers license", length: .seconds(242))])
            ]
            return release
        }
        _ = try await ReleaseMatcher().match(
            ReleaseQuery(title: "drivers license", artist: "Olivia Rodrigo"), searchResults: hits, lookUp: lookUp)
        #expect(await lookedUp.ids.isEmpty)

        let withTracks = ReleaseQuery(
            title: "drivers license", artist: "Olivia Rodrigo",
            tracks: [LocalTrack(title: "drivers license", length: .seconds(243))])
        let result = try await ReleaseMatcher().match(withTracks, searchResults: hits, lookUp: lookUp)
        let ids = await lookedUp.ids
        #expect(ids.count == 3)
        #expect(
            result.candidates.filter(\.wasLookedUp).map(\.release.id).sorted { $0.description < $1.description }
                == ids.sorted { $0.description < $1.description })
        #expect(result.best?.wasLookedUp == true)
        #expect(result.best?.release.artistCredit?.name == "Olivia Rodrigo")
        #expect(result.best?.signals[.trackLengths] == 1)
    }
}

/// The MBIDs a test's lookup closure was called with.
actor LookUpLog {
    var ids: [MBID] = []
    func add(_ id: MBID) { ids.append(id) }
}
