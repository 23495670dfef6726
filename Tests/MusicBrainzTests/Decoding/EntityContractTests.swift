import Foundation
import MusicBrainz
import Testing

/// Every entity type decodes real recorded responses into the values a user sees, in both
/// formats (the same request where both were recorded).
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct EntityContractTests {
    @Test("an area lookup: name, type and aliases (JSON)")
    func areaJSON() throws {
        let area = try FixtureDecoding.shared(Area.self, "ws2/json/area/lookup_45f07934_inc-aliases.rs2026.json")
        #expect(area.id == MBID("45f07934-675a-46d6-a577-6f8637a411b1"))
        #expect(area.name == "Pärnu")
        #expect(area.type == .city)
        #expect(area.typeID == MBID("6fd8f29a-3d0a-32fc-980d-ea697b69da78"))
        #expect(
            area.aliases?.first
                == Alias(
                    name: "Pärnu", sortName: "Pärnu", locale: "en", isPrimary: true, type: .areaName,
                    typeID: MBID("0b5b3497-d5d9-34e7-a61b-9a6c18aa7b29")))
    }

    @Test("an area search result: ISO codes and its part-of relationship (XML)")
    func areaXML() throws {
        let page = try FixtureDecoding.shared(
            SearchResults<Area>.self, "ws2/xml/area/search_q-le-de-France.gomb.xml")
        let area = try #require(page.items.first?.item)
        #expect(page.items.first?.score == 100)
        #expect(area.name == "Île-de-France")
        #expect(area.type == .subdivision)
        #expect(area.iso31662Codes == ["FR-J"])
        let partOf = try #require(area.relationships?.first)
        #expect(partOf.type == .partOf && partOf.direction == .backward && partOf.targetType == .area)
        guard case .area(let france)? = partOf.target else {
            Issue.record("no area target")
            return
        }
        #expect(france.name == "France" && france.type == .country)
    }

    @Test("a label's area: ID, name and ISO code", arguments: ResponseFormat.allCases)
    func labelArea(format: ResponseFormat) throws {
        // The label's area, from the same request in both formats.
        let label = try FixtureDecoding.shared(
            Label.self, format, json: "ws2/json/label/lookup_b4edce40_inc-aliases.mbs.json",
            xml: "ws2/xml/label/lookup_b4edce40_inc-aliases.mbs.xml")
        #expect(label.area?.id == MBID("8a754a16-0027-3a29-b6d7-2b40ea0481ed"))
        #expect(label.area?.name == "United Kingdom")
        #expect(label.area?.iso31661Codes == ["GB"])
    }

    @Test("an artist: type, life span, tags, genres and rating", arguments: ResponseFormat.allCases)
    func artist(format: ResponseFormat) throws {
        let artist = try FixtureDecoding.shared(
            Artist.self, format, json: "ws2/json/artist/lookup_a16d1433_inc-tags_genres_ratings.mbs.json",
            xml: "ws2/xml/artist/lookup_a16d1433_inc-tags_genres_ratings.mbs.xml")
        #expect(artist.id == MBID("a16d1433-ba89-4f72-a47b-a370add0bb55"))
        #expect(artist.name == "BoA" && artist.sortName == "BoA")
        #expect(artist.type == .person)
        #expect(artist.typeID == MBID("b6e035f4-3ce9-331c-97df-83397230b0df"))
        #expect(artist.lifeSpan == LifeSpan(begin: PartialDate(year: 1986, month: 11, day: 5)))
        #expect(artist.rating == Rating(value: 4.35, votesCount: 3))
        #expect(artist.tags?.prefix(2).map(\.name) == ["c-pop", "j-pop"])
        #expect(artist.tags?.first?.count == 1)
        #expect(artist.genres?.prefix(2).map(\.name) == ["j-pop", "k-pop"])
        #expect(artist.genres?.first?.id == MBID("eba7715e-ee26-4989-8d49-9db382955419"))
        #expect(artist.genres?.first?.count == 1)
        #expect(artist.aliases == nil)
    }

    @Test("an artist with gender, areas, IPI and ISNI codes (JSON lookup)")
    func artistDetails() throws {
        let artist = try FixtureDecoding.shared(
            Artist.self, "ws2/json/artist/lookup_db92a151_inc-aliases_genres_ratings_tags.rs2025.json")
        #expect(artist.name == "Rick Astley")
        #expect(artist.gender == .male)
        #expect(artist.area?.name == "United Kingdom")
        #expect(artist.beginArea?.name == "Newton-le-Willows")
        #expect(artist.lifeSpan?.begin == PartialDate(year: 1966, month: 2, day: 6))
        #expect(artist.ipis == ["00159849414"])
        #expect(artist.isnis == ["0000000120203276"])
        #expect(artist.rating == Rating(value: 4.5, votesCount: 2))
        #expect(artist.aliases?.first { $0.type == .legalName }?.name == "Richard Paul Astley")
    }

    @Test("an event: type, time, life span and the place it was held at", arguments: ResponseFormat.allCases)
    func event(format: ResponseFormat) throws {
        let lookup = try FixtureDecoding.shared(
            Event.self, format, json: "ws2/json/event/lookup_eb668bdc.mbs.json",
            xml: "ws2/xml/event/lookup_eb668bdc.mbs.xml")
        #expect(lookup.id == MBID("eb668bdc-a928-49a1-beb7-8e37db2a5b65"))
        #expect(lookup.name == "Cool Festival")
        #expect(lookup.type == .festival)
        #expect(lookup.cancelled == false)
        let page = try FixtureDecoding.shared(
            BrowseResults<Event>.self, format, json: "ws2/json/event/browse_by-series-d977f7fd_inc-place-rels.mbs.json",
            xml: "ws2/xml/event/browse_by-series-d977f7fd_inc-place-rels.mbs.xml")
        let prom = try #require(page.items.first { $0.id == MBID("ca1d24c1-1999-46fd-8a95-3d4108df5cb2") })
        #expect(prom.name == "BBC Open Music Prom")
        #expect(prom.disambiguation == "2022, Prom 60")
        #expect(prom.type == .concert)
        #expect(prom.time == "19:30")
        #expect(prom.lifeSpan?.begin == PartialDate(year: 2022, month: 9, day: 1))
        let heldAt = try #require(prom.relationships?.first)
        #expect(heldAt.type == RelationshipType(rawValue: "held at"))
        guard case .place(let hall)? = heldAt.target else {
            Issue.record("no place target")
            return
        }
        #expect(hall.name == "Royal Albert Hall")
        #expect(hall.coordinates == Coordinates(latitude: 51.50105, longitude: -0.17748))
    }

    @Test("the genre list of /genre/all", arguments: ResponseFormat.allCases)
    func genreList(format: ResponseFormat) throws {
        let page = try FixtureDecoding.shared(
            BrowseResults<Genre>.self, format, json: "ws2/json/genre/browse_all.mbs.json",
            xml: "ws2/xml/genre/browse_all.mbs.xml")
        #expect(page.totalCount == 10)
        #expect(page.offset == 0)
        let bigBeat = try #require(page.items.first { $0.name == "big beat" })
        #expect(bigBeat.id == MBID("aac07ae0-8acf-4249-b5c0-2762b53947a2"))
        #expect(bigBeat.count == nil)
        let genre = try FixtureDecoding.shared(Genre.self, "ws2/json/genre/lookup_f66d7266.rs2026.json")
        #expect(genre.name == "crust punk")
    }

    @Test("an instrument: type, description and aliases (JSON)")
    func instrumentJSON() throws {
        let kemanak = try FixtureDecoding.shared(
            Instrument.self, "ws2/json/instrument/lookup_dd430e7f_inc-aliases.rs2026.json")
        #expect(kemanak.name == "kemanak")
        #expect(kemanak.type == .percussionInstrument)
        #expect(kemanak.instrumentDescription?.hasPrefix("Bent into a ladle or banana like shape") == true)
        #expect(kemanak.disambiguation == "Banana shaped bronze slit-drum used in javanese gamelan")
        #expect(kemanak.aliases?.count == 12)
        #expect(
            kemanak.aliases?.first
                == Alias(
                    name: "Kemanak", sortName: "Kemanak", locale: "de", isPrimary: true, type: .instrumentName,
                    typeID: MBID("2322fc94-fbf3-3c09-b23c-aa5ec8d14fcd")))
    }

    @Test("an instrument: type, description and aliases (XML)")
    func instrumentXML() throws {
        let horn = try FixtureDecoding.shared(
            Instrument.self, "ws2/xml/instrument/lookup_3590521b_inc-aliases.mbs.xml")
        #expect(horn.name == "English horn")
        #expect(horn.type == .windInstrument)
        #expect(horn.typeID == MBID("876464a8-e74f-3f40-9bd3-637d2b1743ae"))
        #expect(horn.aliases?.map(\.name) == ["English horn", "cor anglais"])
    }

    @Test("a label: type, country, area, life span and aliases", arguments: ResponseFormat.allCases)
    func label(format: ResponseFormat) throws {
        let label = try FixtureDecoding.shared(
            Label.self, format, json: "ws2/json/label/lookup_b4edce40_inc-aliases.mbs.json",
            xml: "ws2/xml/label/lookup_b4edce40_inc-aliases.mbs.xml")
        #expect(label.id == MBID("b4edce40-090f-4956-b82a-5d9d285da40b"))
        #expect(label.name == "Planet Mu")
        #expect(label.type == .originalProduction)
        #expect(label.country == "GB")
        #expect(label.lifeSpan?.begin == PartialDate(year: 1995))
        #expect(label.aliases?.map(\.name) == ["Planet µ"])
    }

    @Test("a place: type, address, coordinates, area and life span", arguments: ResponseFormat.allCases)
    func place(format: ResponseFormat) throws {
        let place = try FixtureDecoding.shared(
            Place.self, format, json: "ws2/json/place/lookup_df9269dd.mbs.json",
            xml: "ws2/xml/place/lookup_df9269dd.mbs.xml")
        #expect(place.name == "A Test Place")
        #expect(place.disambiguation == "A PLACE!")
        #expect(place.type == .venue)
        #expect(place.address == "An Address")
        #expect(place.coordinates == Coordinates(latitude: 0.323, longitude: 1.234))
        #expect(place.area?.name == "Europe" && place.area?.iso31661Codes == ["XE"])
        #expect(place.lifeSpan?.begin == PartialDate(year: 2013))
    }

    @Test("a recording: length, first release date and the releases it is on", arguments: ResponseFormat.allCases)
    func recording(format: ResponseFormat) throws {
        let recording = try FixtureDecoding.shared(
            Recording.self, format, json: "ws2/json/recording/lookup_162630d9_inc-releases.mbs.json",
            xml: "ws2/xml/recording/lookup_162630d9_inc-releases.mbs.xml")
        #expect(recording.title == "サマーれげぇ!レインボー")
        #expect(recording.length == .milliseconds(296026))
        #expect(recording.isVideo == false)
        #expect(recording.firstReleaseDate == PartialDate(year: 2001, month: 7, day: 4))
        #expect(recording.releases?.map(\.status) == [.pseudoRelease, .official])
        #expect(recording.releases?.first?.textRepresentation == TextRepresentation(language: "jpn", script: "Latn"))
        // Only XML gives the true number of releases.
        #expect(recording.releaseCount == (format == .xml ? 2 : nil))
        let withISRCs = try FixtureDecoding.shared(
            Recording.self, format,
            json: "ws2/json/recording/lookup_b9ad642e_inc-artist-credits_releases_isrcs.rs2025.json",
            xml: "ws2/xml/recording/lookup_b3015bab_inc-isrcs.rb.xml")
        #expect(withISRCs.isrcs == ["JPB600760301"])
    }

    @Test(
        "a release: status, quality, events, barcode, ASIN, cover art and collections",
        arguments: ResponseFormat.allCases)
    func release(format: ResponseFormat) throws {
        let release = try FixtureDecoding.shared(
            Release.self, format, json: "ws2/json/release/lookup_b3b7e934_inc-collections.mbs.json",
            xml: "ws2/xml/release/lookup_b3b7e934_inc-collections.mbs.xml")
        #expect(release.title == "Summer Reggae! Rainbow")
        #expect(release.status == .pseudoRelease)
        #expect(release.quality == .high)
        #expect(release.barcode == "4942463511227")
        #expect(release.asin == "B00005LA6G")
        #expect(release.releaseEvents?.first?.area?.iso31661Codes == ["JP"])
        #expect(release.coverArtArchive == CoverArtArchiveStatus(artwork: false, count: 0, front: false, back: false))
        let collection = try #require(release.collections?.first)
        #expect(collection.name == "My Collection")
        #expect(collection.editor == "editor")
        #expect(collection.type == .release && collection.contentType == .release)
        #expect(collection.itemCount == 1)
    }

    @Test("a release group: types, rating, credit and releases", arguments: ResponseFormat.allCases)
    func releaseGroup(format: ResponseFormat) throws {
        let group = try FixtureDecoding.shared(
            ReleaseGroup.self, format,
            json: "ws2/json/release-group/lookup_153f0a09_inc-artists_releases_tags_ratings.mbs.json",
            xml: "ws2/xml/release-group/lookup_153f0a09_inc-artists_releases_tags_ratings.mbs.xml")
        #expect(group.title == "the Love Bug")
        #expect(group.primaryType == .single)
        #expect(group.primaryTypeID == MBID("d6038452-8ee0-3f68-affc-2de9a1ede0b9"))
        #expect(group.secondaryTypes == [])
        #expect(group.firstReleaseDate == PartialDate(year: 2004, month: 3, day: 17))
        #expect(group.rating == Rating(value: 5, votesCount: 2))
        #expect(group.artistCredit?.name == "m-flo")
        #expect(group.releases?.map(\.id) == [MBID("aff4a693-5970-4e2e-bd46-e2ee49c22de7")].compactMap { $0 })
    }

    @Test("a series: type and aliases", arguments: ResponseFormat.allCases)
    func series(format: ResponseFormat) throws {
        let series = try FixtureDecoding.shared(
            Series.self, format, json: "ws2/json/series/lookup_d977f7fd_inc-aliases.mbs.json",
            xml: "ws2/xml/series/lookup_d977f7fd_inc-aliases.mbs.xml")
        #expect(series.name == "Bach-Werke-Verzeichnis")
        #expect(series.type == .catalogue)
        #expect(series.aliases?.map(\.name) == ["BWV"])
    }

    @Test("a URL, alone and as a list of several resources", arguments: ResponseFormat.allCases)
    func url(format: ResponseFormat) throws {
        let url = try FixtureDecoding.shared(
            URLEntity.self, format, json: "ws2/json/url/lookup_e0a79771.mbs.json",
            xml: "ws2/xml/url/lookup_e0a79771.mbs.xml")
        #expect(url.id == MBID("e0a79771-e9f0-4127-b58a-f5e6869c8e96"))
        #expect(url.resource == "http://www.discogs.com/artist/Paul+Allgood")
        let list = try FixtureDecoding.shared(
            BrowseResults<URLEntity>.self, format,
            json:
                "ws2/json/url/lookup_resource-http_www.discogs.com_resource-http_www.discogs.com_inc-artist-rels_release-rels.mbs.json",
            xml:
                "ws2/xml/url/lookup_resource-http_www.discogs.com_resource-http_www.discogs.com_inc-artist-rels_release-rels.mbs.xml"
        )
        #expect(list.totalCount == 2)
        #expect(Set(list.items.map(\.resource)).contains("http://www.discogs.com/artist/Paul+Allgood"))
        #expect(list.items.allSatisfy { $0.relationships?.isEmpty == false })
    }

    @Test("a work: type, languages and ISWCs", arguments: ResponseFormat.allCases)
    func work(format: ResponseFormat) throws {
        let work = try FixtureDecoding.shared(
            Work.self, format, json: "ws2/json/work/lookup_8753a51f.mbs.json",
            xml: "ws2/xml/work/lookup_8753a51f.mbs.xml")
        #expect(work.title == "Mon petit amoureux")
        #expect(work.type == .song)
        #expect(work.language == "mul")
        #expect(work.languages == ["eng", "fra"])
        let song = try FixtureDecoding.shared(
            Work.self, format, json: "ws2/json/work/lookup_3c37b9fa.mbs.json",
            xml: "ws2/xml/work/lookup_3c37b9fa.mbs.xml")
        #expect(song.iswcs == ["T-000.000.002-0"])
        #expect(song.language == "jpn")
    }

    @Test("collections: a browse page of summaries", arguments: ResponseFormat.allCases)
    func collections(format: ResponseFormat) throws {
        let page = try FixtureDecoding.shared(
            BrowseResults<UserCollection>.self, format,
            json: "ws2/json/collection/collection_by-release-b3b7e934_inc-user-collections.mbs.json",
            xml: "ws2/xml/collection/collection_by-release-b3b7e934_inc-user-collections.mbs.xml")
        #expect(page.totalCount == 1)
        let collection = try #require(page.items.first)
        #expect(collection.id == MBID("1d1e41eb-20a2-4545-b4a7-d76e53d6f2f5"))
        #expect(collection.name == "private release collection")
        #expect(collection.editor == "the-anti-kuno")
        #expect(collection.contentType == .release)
        #expect(collection.itemCount == 1)
        #expect(collection.items == nil)
        // JSON names the type's UUID; XML does not.
        #expect(collection.typeID == (format == .json ? MBID("d94659b2-4ce5-3a98-b4b8-da1131cf33ee") : nil))
    }

    @Test("a collection's contents: its releases, type and count (XML)")
    func collectionContentsXML() throws {
        let contents = try FixtureDecoding.shared(
            UserCollection.self, "ws2/xml/collection/collection_0b15c97c_releases.ngs.xml")
        guard case .releases(let releases)? = contents.items else {
            Issue.record("no releases")
            return
        }
        #expect(releases.count == contents.items?.count)
        #expect(contents.contentType == .release)
        #expect(contents.itemCount ?? 0 >= releases.count)
        #expect(!releases.isEmpty)
    }
}
