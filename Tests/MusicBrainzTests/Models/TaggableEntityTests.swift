import Foundation
import MusicBrainz
import Testing

/// The shared fields of the taggable entities: stored once in ``TaggedFields``, read and
/// written through each entity's own properties.
struct TaggableEntityTests {
    /// One document per taggable entity, in both formats, with all seven shared fields.
    static func json(id: String) -> Data {
        Data(
            #"""
            {"id":"\#(id)","aliases":[{"name":"Alias One"}],"annotation":"A note.",
             "tags":[{"name":"jazz","count":3}],"user-tags":[{"name":"mine"}],
             "genres":[{"id":"eba7715e-ee26-4989-8d49-9db382955419","name":"jazz","count":2}],
             "user-genres":[{"id":"eba7715e-ee26-4989-8d49-9db382955419","name":"jazz"}],
             "relations":[{"type":"wikidata","target-type":"url","direction":"forward",
               "url":{"id":"0b2f8ea8-2a4f-4a4c-8bd3-9e1f0d0a6b11","resource":"https://www.wikidata.org/wiki/Q1"}}]}
            """#.utf8)
    }

    static func xml(_ element: String, id: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#"><\(element) id="\(id)">\
            <alias-list count="1"><alias>Alias One</alias></alias-list>\
            <annotation><text>A note.</text></annotation>\
            <tag-list><tag count="3"><name>jazz</name></tag></tag-list>\
            <user-tag-list><user-tag><name>mine</name></user-tag></user-tag-list>\
            <genre-list><genre id="eba7715e-ee26-4989-8d49-9db382955419" count="2"><name>jazz</name></genre></genre-list>\
            <user-genre-list><user-genre id="eba7715e-ee26-4989-8d49-9db382955419"><name>jazz</name></user-genre></user-genre-list>\
            <relation-list target-type="url"><relation type="wikidata"><target id="0b2f8ea8-2a4f-4a4c-8bd3-9e1f0d0a6b11">\
            https://www.wikidata.org/wiki/Q1</target></relation></relation-list>\
            </\(element)></metadata>
            """.utf8)
    }

    static let expected = TaggedFields(
        aliases: [Alias(name: "Alias One")], annotation: "A note.", tags: [Tag(name: "jazz", count: 3)],
        userTags: [Tag(name: "mine")],
        genres: [Genre(id: MBID("eba7715e-ee26-4989-8d49-9db382955419")!, name: "jazz", count: 2)],
        userGenres: [Genre(id: MBID("eba7715e-ee26-4989-8d49-9db382955419")!, name: "jazz")])

    static func check<Entity: TaggableEntity>(_ type: Entity.Type, format: ResponseFormat) throws {
        let id = "6a9a6b0c-3e3e-4b8f-9d4a-2c3b4d5e6f70"
        let data = format == .json ? json(id: id) : xml(Entity.entityType.elementName, id: id)
        var entity = try ResponseDecoder().decode(Entity.self, from: data, format: format)
        var expected = expected
        expected.relationships = entity.tagged.relationships
        #expect(entity.tagged == expected, "\(Entity.self) from \(format)")
        guard case .url(let url)? = entity.relationships?.first?.target else {
            Issue.record("\(Entity.self) from \(format): no URL relationship")
            return
        }
        #expect(
            url.resource == "https://www.wikidata.org/wiki/Q1"
                && entity.relationships?.first?.type?.rawValue == "wikidata")
        // The entity's own properties read the stored value, each its own field.
        #expect(entity.aliases == [Alias(name: "Alias One")] && entity.annotation == "A note.")
        #expect(entity.tags == [Tag(name: "jazz", count: 3)] && entity.userTags == [Tag(name: "mine")])
        #expect(entity.genres?.map(\.count) == [2] && entity.userGenres?.map(\.count) == [nil])
        #expect(entity.userGenres?.map(\.name) == ["jazz"] && entity.relationships?.count == 1)
        entity.tags = [Tag(name: "bebop")]
        entity.annotation = nil
        #expect(entity.tagged.tags == [Tag(name: "bebop")] && entity.tagged.annotation == nil)
        // Stored with Codable and read back, they survive.
        let stored = try JSONEncoder().encode(entity)
        #expect(try JSONDecoder().decode(Entity.self, from: stored) == entity)
    }

    @Test(
        "each taggable entity reads its shared fields into one TaggedFields", arguments: [ResponseFormat.json, .xml])
    func sharedFields(format: ResponseFormat) throws {
        try Self.check(Area.self, format: format)
        try Self.check(Artist.self, format: format)
        try Self.check(Event.self, format: format)
        try Self.check(Instrument.self, format: format)
        try Self.check(Label.self, format: format)
        try Self.check(Place.self, format: format)
        try Self.check(Recording.self, format: format)
        try Self.check(Release.self, format: format)
        try Self.check(ReleaseGroup.self, format: format)
        try Self.check(Series.self, format: format)
        try Self.check(Work.self, format: format)
    }

    @Test("a ratable entity's rating and the user's rating are its own properties")
    func ratings() throws {
        let json = Data(
            #"{"id":"6a9a6b0c-3e3e-4b8f-9d4a-2c3b4d5e6f70","rating":{"value":4.5,"votes-count":2},"user-rating":{"value":3}}"#
                .utf8)
        func rating<Entity: RatableEntity>(_ type: Entity.Type) throws -> (Double?, Int?, Double?) {
            let entity = try ResponseDecoder().decode(Entity.self, from: json, format: .json)
            return (entity.rating?.value, entity.rating?.votesCount, entity.userRating)
        }
        for result in [
            try rating(Artist.self), try rating(Event.self), try rating(Label.self), try rating(Place.self),
            try rating(Recording.self), try rating(ReleaseGroup.self), try rating(Work.self),
        ] {
            #expect(result.0 == 4.5 && result.1 == 2 && result.2 == 3)
        }
    }
}
