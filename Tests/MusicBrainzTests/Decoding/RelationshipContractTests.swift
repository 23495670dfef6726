import Foundation
import MusicBrainz
import Testing

/// Relationships of every target type, with every field, from both formats.
@Suite struct RelationshipContractTests {
    static let fixture = "artist-lookup-every-relationship"

    @Test(
        "an artist's relationships reach every target type with the target entity", arguments: ResponseFormat.allCases)
    func everyTargetType(format: ResponseFormat) throws {
        let artist = try FixtureDecoding.own(Artist.self, Self.fixture, format)
        let relationships = try #require(artist.relationships)
        #expect(
            relationships.map(\.targetType) == [
                .area, .artist, .event, .genre, .instrument, .label, .place, .recording, .release, .releaseGroup,
                .series, .url,
                .work,
            ])
        #expect(relationships.allSatisfy { $0.target?.entityType == $0.targetType })
        let targets = relationships.compactMap(\.target)
        guard targets.count == 13 else {
            Issue.record("expected 13 targets, got \(targets.count)")
            return
        }
        if case .area(let area) = targets[0] { #expect(area.name == "United Kingdom" && area.iso31661Codes == ["GB"]) }
        if case .artist(let bowie) = targets[1] { #expect(bowie.name == "David Bowie" && bowie.country == "GB") }
        if case .event(let festival) = targets[2] {
            #expect(festival.time == "19:30" && festival.lifeSpan?.end == PartialDate(year: 2023, month: 6, day: 3))
        }
        if case .genre(let genre) = targets[3] { #expect(genre.name == "electronic") }
        if case .instrument(let theremin) = targets[4] {
            #expect(theremin.instrumentDescription == "electronic instrument played without contact")
        }
        if case .label(let label) = targets[5] { #expect(label.labelCode == 8497) }
        if case .place(let place) = targets[6] { #expect(place.address == "Kensington Gore, London SW7 2AP") }
        if case .recording(let recording) = targets[7] { #expect(recording.length == .milliseconds(243000)) }
        if case .release(let release) = targets[8] {
            #expect(release.barcode == "4988064451180" && release.status == .official)
        }
        if case .releaseGroup(let group) = targets[9] { #expect(group.primaryType == .single) }
        if case .series(let series) = targets[10] { #expect(series.type == .catalogue) }
        if case .url(let url) = targets[11] {
            #expect(url.id == MBID("e0a79771-e9f0-4127-b58a-f5e6869c8e96"))
            #expect(url.resource == "http://www.discogs.com/artist/Paul+Allgood")
        }
        if case .work(let work) = targets[12] {
            #expect(work.iswcs == ["T-000.000.002-0"])
            #expect(
                work.attributes == [
                    WorkAttribute(
                        type: "Key", typeID: MBID("7526c19d-3be4-3420-b6cc-9fb6e49fa1a9"), value: "C major",
                        valueID: MBID("3ea7a7a6-1f0b-4c11-9c3b-4ca4b8b42b8b"))
                ])
        }
        for (index, target) in targets.enumerated() { #expect(target.id == relationships[index].target?.id) }
    }

    @Test(
        "a relationship keeps its type, direction, dates, attributes, ordering key and credits",
        arguments: ResponseFormat.allCases)
    func everyField(format: ResponseFormat) throws {
        let artist = try FixtureDecoding.own(Artist.self, Self.fixture, format)
        let member = try #require(artist.relationships.targeting(.artist).first)
        #expect(member.type == .memberOfBand)
        #expect(member.typeID == MBID("5be4c609-9afa-4ea0-910b-12ffb71e3821"))
        #expect(member.direction == .forward)
        #expect(member.begin == PartialDate(year: nil, month: 4, day: 28))
        #expect(member.end == PartialDate(year: 2008, month: nil, day: 2))
        #expect(member.ended)
        #expect(member.orderingKey == 2)
        #expect(member.sourceCredit == "Greg Sanders")
        #expect(member.targetCredit == "The Band")
        #expect(
            member.attributes == [
                RelationshipAttribute(
                    name: "guitar", typeID: MBID("63021302-86cd-4aee-80df-2270d54f4978"), creditedAs: "crazy guitar"),
                RelationshipAttribute(name: "number", typeID: MBID("a59c5830-5ec7-38fe-9a21-c7ea54f6650a"), value: "3"),
                RelationshipAttribute(name: "original", typeID: MBID("8e6e1a1b-8a3b-4a07-8d45-4b1b8b3ee0d1")),
            ])
        let contract = try #require(artist.relationships.targeting(.label).first)
        #expect(contract.begin == PartialDate(year: 2005) && contract.end == PartialDate(year: 2010) && contract.ended)
        #expect(contract.sourceCredit == nil && contract.targetCredit == nil && contract.orderingKey == nil)
        let tribute = try #require(artist.relationships.targeting(.releaseGroup).first)
        #expect(tribute.direction == .backward)
    }

    @Test("the same relationships decode equally from XML and JSON and survive a round trip")
    func parity() throws {
        let json = try FixtureDecoding.own(Artist.self, Self.fixture, .json)
        let xml = try FixtureDecoding.own(Artist.self, Self.fixture, .xml)
        #expect(json == xml)
        let encoded = try JSONEncoder().encode(json)
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        let relations = try #require(object["relations"] as? [[String: Any]])
        #expect(relations[9]["target-type"] as? String == "release_group")
        #expect(relations[9]["release_group"] != nil)
        #expect((relations[1]["attribute-credits"] as? [String: String]) == ["guitar": "crazy guitar"])
        #expect((relations[1]["attribute-values"] as? [String: String]) == ["number": "3"])
        #expect(try ResponseDecoder().decode(Artist.self, from: encoded, format: .json) == json)
    }

    @Test(
        "recorded relationships: series ordering, credited attributes and URLs in both formats",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason), arguments: ResponseFormat.allCases)
    func recorded(format: ResponseFormat) throws {
        // Series ordering: the release group is number 1 of a release group series.
        let release = try FixtureDecoding.shared(
            Release.self, format,
            json: "ws2/json/release/lookup_aff4a693_inc-release-groups_release-group-level-rels_series-rels.mbs.json",
            xml: "ws2/xml/release/lookup_aff4a693_inc-release-groups_release-group-level-rels_series-rels.mbs.xml")
        let partOf = try #require(release.releaseGroup?.relationships.targeting(.series).first)
        #expect(partOf.type == .partOf)
        #expect(partOf.orderingKey == 1)
        #expect(
            partOf.attributes == [
                RelationshipAttribute(name: "number", typeID: MBID("a59c5830-5ec7-38fe-9a21-c7ea54f6650a"), value: "1")
            ])
        guard case .series(let series)? = partOf.target else {
            Issue.record("no series")
            return
        }
        #expect(series.name == "A Release Group Series" && series.type == .releaseGroupSeries)
        // A credited instrument on a recording, reached through a release browse.
        let page = try FixtureDecoding.shared(
            BrowseResults<Release>.self, format,
            json:
                "ws2/json/release/browse_inc-recordings_artist-rels_work-rels_recording-level-rels_work-level-rels_status-official_by-recording-.mbs.json",
            xml:
                "ws2/xml/release/browse_inc-recordings_artist-rels_work-rels_recording-level-rels_work-level-rels_status-official_by-recording-.mbs.xml"
        )
        let media = page.items.first?.media ?? []
        let tracks = media.flatMap { ($0.pregap.map { [$0] } ?? []) + ($0.tracks ?? []) }
        let relationships = tracks.flatMap { $0.recording?.relationships ?? [] }
        let guitar = try #require(relationships.first { $0.attributes.first?.creditedAs != nil })
        #expect(guitar.type == .instrument && guitar.direction == .backward)
        #expect(guitar.attributes.first?.name == "guitar" && guitar.attributes.first?.creditedAs == "crazy guitar")
        guard case .artist(let artist)? = guitar.target else {
            Issue.record("no artist")
            return
        }
        #expect(artist.name == "Paul Allgood")
        // Work relationships: the pregap's recording → work, and the work's own writers
        // (work-level-rels).
        let performance = try #require(relationships.first { $0.targetType == .work })
        #expect(performance.type == .performance)
        guard case .work(let work)? = performance.target else {
            Issue.record("no work")
            return
        }
        #expect(work.relationships?.isEmpty == false)
    }

    @Test(
        "search results' relation-list and bare targets read into the same relationships",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
    func searchShape() throws {
        let page = try FixtureDecoding.shared(
            SearchResults<Area>.self, "ws2/json/area/search_q-Ile_de_France.rs2026.json")
        let area = try #require(page.items.lazy.map(\.item).first { $0.relationships != nil })
        let partOf = try #require(area.relationships?.first)
        #expect(partOf.type == .partOf)
        #expect(partOf.targetType == .area)
        #expect(partOf.target?.id == MBID("08310658-51eb-3801-80de-5a0739207115"))
        let urls = try FixtureDecoding.shared(SearchResults<URLEntity>.self, "ws2/json/url/search_q-Hello.rs2026.json")
        let streaming = try #require(urls.items.first?.item.relationships?.first)
        #expect(streaming.targetType == .release)
        #expect(streaming.type == RelationshipType(rawValue: "free streaming"))
        // Old XML wrote URL targets without their MBID: the URL is kept as a reference.
        let group = try FixtureDecoding.shared(
            ReleaseGroup.self,
            "ws2/xml/release-group/lookup_dca03435_inc-artist-credits_tags_ratings_url-rels.android.xml")
        let link = try #require(group.relationships.targeting(.url).first)
        guard case .reference(let url)? = link.target else {
            Issue.record("expected a reference")
            return
        }
        #expect(url.hasPrefix("http://"))
    }
}
