import Foundation
import MusicBrainz
import Testing

/// The components every entity shares, from real recorded responses in both formats.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct ComponentContractTests {
    @Test("aliases: locale, primary, type, sort name, begin and end (XML)")
    func aliasesXML() throws {
        let horn = try FixtureDecoding.shared(
            Instrument.self, "ws2/xml/instrument/lookup_3590521b_inc-aliases.mbs.xml")
        #expect(
            horn.aliases?.last
                == Alias(
                    name: "cor anglais", sortName: "cor anglais", locale: "fr", isPrimary: true,
                    type: .instrumentName,
                    typeID: MBID("2322fc94-fbf3-3c09-b23c-aa5ec8d14fcd")))
        #expect(horn.aliases?.first == Alias(name: "English horn", sortName: "English horn"))
        let label = try FixtureDecoding.shared(Label.self, "ws2/xml/label/lookup_e72fabf2_inc-aliases.ngs.xml")
        let alias = try #require(label.aliases?.first)
        #expect(alias.name == "Ki/oon Records Inc.")
        #expect(alias.begin == PartialDate(year: 2001, month: 10) && alias.end == PartialDate(year: 2012, month: 4))
    }

    @Test("aliases: locale, primary, type, sort name, begin and end (JSON)")
    func aliasesJSON() throws {
        let label = try FixtureDecoding.shared(Label.self, "ws2/json/label/lookup_46f0f4cd_inc-aliases.rs2025.json")
        #expect(
            label.aliases?.first
                == Alias(
                    name: "Warp Records", sortName: "Warp Records", locale: "en_GB", isPrimary: false,
                    type: .labelName,
                    typeID: MBID("3a1a0c48-d885-3b89-87b2-9e8a483c5675")))
        // The search shape writes begin-date/end-date, and null for an unknown locale, type or
        // primary flag.
        let page = try FixtureDecoding.shared(
            SearchResults<Artist>.self,
            "ws2/json/artist/search_q-artist_fred_AND_type_group_AND_country_U.rs2026.json")
        let waring = try #require(
            page.items.lazy.map(\.item).first { $0.name == "Fred Waring & His Pennsylvanians" })
        #expect(
            waring.aliases?.first
                == Alias(
                    name: "Fred Waring & The Pennsylvanians", sortName: "Waring, Fred & Pennsylvanians, The"))
    }

    @Test("tags, user tags, genres and user genres", arguments: ResponseFormat.allCases)
    func tagsAndGenres(format: ResponseFormat) throws {
        let artist = try FixtureDecoding.shared(
            Artist.self, format, json: "ws2/json/artist/lookup_1946a82a_inc-tags_genres_user-tags_user-genres.mbs.json",
            xml: "ws2/xml/artist/lookup_1946a82a_inc-tags_genres_user-tags_user-genres.mbs.xml")
        #expect(artist.name == "The Chemical Brothers")
        #expect(
            artist.tags?.prefix(2).map { Tag(name: $0.name, count: $0.count) } == [
                Tag(name: "big beat", count: 4), Tag(name: "british", count: 6),
            ])
        #expect(artist.genres?.prefix(2).map(\.name) == ["big beat", "electronic"])
        #expect(artist.genres?.prefix(2).map(\.count) == [4, 8])
        #expect(artist.userTags == [Tag(name: "big beat"), Tag(name: "electronic")])
        #expect(
            artist.userGenres?.map(\.id)
                == [
                    MBID("aac07ae0-8acf-4249-b5c0-2762b53947a2"), MBID("89255676-1f14-4dd8-bbad-fca839d6aff4"),
                ].compactMap { $0 })
        #expect(artist.userGenres?.allSatisfy { $0.count == nil } == true)
    }

    @Test("ratings with votes count, and an annotation", arguments: ResponseFormat.allCases)
    func ratingAndAnnotation(format: ResponseFormat) throws {
        let group = try FixtureDecoding.shared(
            ReleaseGroup.self, format,
            json: "ws2/json/release-group/lookup_153f0a09_inc-artists_releases_tags_ratings.mbs.json",
            xml: "ws2/xml/release-group/lookup_153f0a09_inc-artists_releases_tags_ratings.mbs.xml")
        #expect(group.rating?.value == 5)
        #expect(group.rating?.votesCount == 2)
        let artist = try FixtureDecoding.shared(
            Artist.self, format, json: "ws2/json/artist/lookup_472bc127_inc-annotation.mbs.json",
            xml: "ws2/xml/artist/lookup_472bc127_inc-annotation.mbs.xml")
        #expect(artist.annotation == "this is an artist annotation")
        #expect(artist.disambiguation == "UK dubstep artist Greg Sanders")
        // A user rating that the user has not given: {"value": null}.
        let release = try FixtureDecoding.shared(
            Release.self, "ws2/json/release/lookup_aff4a693_inc-release-groups_user-ratings.mbs.json")
        #expect(release.releaseGroup != nil)
        #expect(release.releaseGroup?.userRating == nil)
    }

    @Test("the authenticated user's tags and rating of an entity (/ws/2/tag?id=, /ws/2/rating?id=)")
    func userData() throws {
        let tags = try FixtureDecoding.shared(
            UserTags.self, "ws2/json/tag/lookup_by-id-802673f0_entity-artist.mbs.json")
        #expect(tags.tags == [Tag(name: "japanese")])
        let rating = try FixtureDecoding.shared(
            UserRating.self, "ws2/json/rating/lookup_by-id-802673f0_entity-artist.mbs.json")
        #expect(rating.value == 80)
        let xmlTags = Data(
            #"<metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#"><user-tag-list><user-tag><name>jpop</name></user-tag></user-tag-list></metadata>"#
                .utf8)
        #expect(try ResponseKind.detect(in: xmlTags).name == "user-tags")
        #expect(try ResponseDecoder().decode(UserTags.self, from: xmlTags).tags == [Tag(name: "jpop")])
        let xmlRating = Data(
            #"<metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#"><user-rating>80</user-rating></metadata>"#.utf8)
        #expect(try ResponseDecoder().decode(UserRating.self, from: xmlRating).value == 80)
    }

    @Test("IPI and ISNI codes, and ISO 3166 codes (XML)")
    func codesXML() throws {
        let page = try FixtureDecoding.shared(SearchResults<Artist>.self, "ws2/xml/artist/search_q-unknown.rb.xml")
        let martin = try #require(
            page.items.lazy.map(\.item).first { $0.id == MBID("98d1ec5a-dd97-4c0b-9c83-7928aac89bca") })
        #expect(martin.ipis == ["00280536565"])
        let kasabian = try FixtureDecoding.shared(
            SearchResults<Artist>.self, "ws2/xml/artist/search_q-artist_Kasabian_limit-10.rb.xml")
        #expect(kasabian.items.first?.item.isnis == ["0000000106652390"])
        let area = try FixtureDecoding.shared(
            SearchResults<Area>.self, "ws2/xml/area/search_q-le-de-France.gomb.xml")
        #expect(area.items.first?.item.iso31662Codes == ["FR-J"])
    }

    @Test("IPI and ISNI codes, and ISO 3166 codes (JSON)")
    func codesJSON() throws {
        let astley = try FixtureDecoding.shared(
            Artist.self, "ws2/json/artist/lookup_db92a151_inc-aliases_genres_ratings_tags.rs2025.json")
        #expect(astley.ipis == ["00159849414"] && astley.isnis == ["0000000120203276"])
        let warp = try FixtureDecoding.shared(Label.self, "ws2/json/label/lookup_46f0f4cd_inc-aliases.rs2025.json")
        #expect(warp.isnis == ["0000000107280584"])
        #expect(warp.area?.iso31661Codes == ["GB"])
    }

    @Test("media with formats and disc IDs, label info and release events", arguments: ResponseFormat.allCases)
    func mediaAndDiscs(format: ResponseFormat) throws {
        let artist = try FixtureDecoding.shared(
            Artist.self, format, json: "ws2/json/artist/lookup_472bc127_inc-releases_discids.mbs.json",
            xml: "ws2/xml/artist/lookup_472bc127_inc-releases_discids.mbs.xml")
        let releases = try #require(artist.releases)
        #expect(!releases.isEmpty)
        let media = releases.flatMap { $0.media ?? [] }
        #expect(media.contains { $0.format == .cd })
        let discs = media.flatMap { $0.discs ?? [] }
        let disc = try #require(discs.first)
        #expect(disc.sectors ?? 0 > 0)
        #expect(disc.offsets?.count == disc.offsetCount)
        #expect(disc.offsets?.first == 150)
        let release = try FixtureDecoding.shared(
            Release.self, format, json: "ws2/json/release/lookup_aff4a693_inc-labels_recordings.mbs.json",
            xml: "ws2/xml/release/lookup_aff4a693_inc-labels_recordings_tags.mbs.xml")
        #expect(release.labelInfo?.first?.catalogNumber == "RZCD-45118")
        #expect(release.labelInfo?.first?.label?.name == "rhythm zone")
        #expect(
            release.releaseEvents == [
                ReleaseEvent(
                    date: PartialDate(year: 2004, month: 3, day: 17),
                    area: release.releaseEvents?.first?.area)
            ])
        #expect(release.releaseEvents?.first?.area?.iso31661Codes == ["JP"])
    }

    @Test("a pregap track, data tracks and track artist credits", arguments: ResponseFormat.allCases)
    func pregapAndDataTracks(format: ResponseFormat) throws {
        let page = try FixtureDecoding.shared(
            BrowseResults<Release>.self, format,
            json:
                "ws2/json/release/browse_inc-recordings_artist-rels_work-rels_recording-level-rels_work-level-rels_status-official_by-recording-.mbs.json",
            xml:
                "ws2/xml/release/browse_inc-recordings_artist-rels_work-rels_recording-level-rels_work-level-rels_status-official_by-recording-.mbs.xml"
        )
        let medium = try #require(page.items.first?.media?.first)
        let pregap = try #require(medium.pregap)
        #expect(pregap.position == 0)
        #expect(pregap.number == "0")
        #expect(pregap.length == .milliseconds(128000))
        #expect(medium.tracks?.map(\.title) == ["Galaxie", "2 X 4"])
        #expect(medium.trackCount == 2)
        let data = try FixtureDecoding.shared(
            Release.self, format,
            json:
                "ws2/json/release/lookup_2810aeef_inc-artist-credits_isrcs_labels_media_recordings_release-groups.picard.json",
            xml: "ws2/xml/release/lookup_9ce41d09_inc-recordings.ngs.xml")
        let dataTracks = (data.media ?? []).flatMap { $0.dataTracks ?? [] }
        #expect(!dataTracks.isEmpty)
        #expect(dataTracks.first?.position == (format == .json ? 7 : 1))
        let credits = try FixtureDecoding.shared(
            Release.self, format,
            json: "ws2/json/release/lookup_ec0d0122_inc-artists_recordings_artist-credits.mbs.json",
            xml: "ws2/xml/release/lookup_ec0d0122_inc-artists_recordings_artist-credits.mbs.xml")
        let tracks = credits.media?.first?.tracks ?? []
        #expect(!tracks.isEmpty)
        #expect(tracks.allSatisfy { $0.artistCredit?.nameCredits.isEmpty == false })
    }

    @Test("work languages, attributes and ISWCs", arguments: ResponseFormat.allCases)
    func workAttributes(format: ResponseFormat) throws {
        let work = try FixtureDecoding.shared(
            Work.self, format, json: "ws2/json/work/lookup_c1b0e8a2_inc-series-rels.rs2025.json",
            xml: "ws2/xml/work/lookup_7981d409.mbs.xml")
        let key = try #require(work.attributes.first)
        #expect(key.type == "Key")
        #expect(key.typeID == MBID("7526c19d-3be4-3420-b6cc-9fb6e49fa1a9"))
        #expect(key.value == (format == .json ? "C minor" : "B major"))
        #expect(
            key.valueID
                == MBID(
                    format == .json ? "d3d0b554-d3f4-3995-b995-5113f3771295" : "32ea711e-9df6-328c-a495-1e6e32e7253b"))
        let iswc = try FixtureDecoding.shared(
            BrowseResults<Work>.self, format, json: "ws2/json/iswc/lookup_T-000.000.002-0.mbs.json",
            xml: "ws2/xml/iswc/lookup_T-000.000.002-0.mbs.xml")
        #expect(iswc.totalCount == 1)
        #expect(iswc.items.first?.iswcs == ["T-000.000.002-0"])
    }

    @Test(
        "list counts: browse totals, track counts and the totals of embedded lists", arguments: ResponseFormat.allCases)
    func counts(format: ResponseFormat) throws {
        let recordings = try FixtureDecoding.shared(
            BrowseResults<Recording>.self, format,
            json: "ws2/json/recording/browse_by-artist-3088b672_limit-3.mbs.json",
            xml: "ws2/xml/recording/browse_by-artist-3088b672_limit-3.mbs.xml")
        #expect(recordings.totalCount == 10)
        #expect(recordings.items.count == 3)
        #expect(recordings.nextOffset == 3)
        let works = try FixtureDecoding.shared(
            BrowseResults<Work>.self, format, json: "ws2/json/work/browse_by-artist-3088b672_limit-5_offset-5.mbs.json",
            xml: "ws2/xml/work/browse_by-artist-3088b672_limit-5_offset-5.mbs.xml")
        #expect(works.totalCount == 10 && works.offset == 5)
        let artist = try FixtureDecoding.shared(
            Artist.self, format, json: "ws2/json/artist/lookup_802673f0_inc-releases.mbs.json",
            xml: "ws2/xml/artist/lookup_802673f0_inc-releases.mbs.xml")
        let releases = try #require(artist.releases)
        // XML tells how many releases there are in all; JSON only lists them.
        #expect(artist.releaseCount == (format == .xml ? releases.count : nil))
        let disc = try FixtureDecoding.shared(Disc.self, "ws2/xml/discid/lookup_xp5tz6rE4OHrBafj0bLfDRMGK48-.ngs.xml")
        #expect(disc.releaseCount == disc.releases?.count)
        #expect(disc.offsetCount == disc.offsets?.count)
    }

    @Test("coordinates are numbers in lookups and strings in search results (JSON)")
    func coordinates() throws {
        let page = try FixtureDecoding.shared(SearchResults<Place>.self, "ws2/json/place/search_q-chipping.rs2025.json")
        #expect(page.items.first?.item.coordinates == Coordinates(latitude: 51.9414, longitude: -1.548))
        let place = try FixtureDecoding.shared(Place.self, "ws2/json/place/lookup_df9269dd.mbs.json")
        #expect(place.coordinates == Coordinates(latitude: 0.323, longitude: 1.234))
    }
}
