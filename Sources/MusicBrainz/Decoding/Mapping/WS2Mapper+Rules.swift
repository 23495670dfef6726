import Foundation

/// The shapes several models share, each stated once in terms of the primitives.
extension WS2Mapper {
    /// The artist credit: JSON `artist-credit` (an array of name credits) beside
    /// `artist-credit-id`; XML `<artist-credit id="…"><name-credit>…`.
    mutating func artistCredit(_ value: inout ArtistCredit?) throws {
        var credits = value?.nameCredits
        var id = value?.id
        try list(&credits, WS2ListKey("artist-credit", item: "name-credit", xmlList: .named("artist-credit")))
        try scalar(&id, WS2Key("artist-credit-id", xml: .attributeOfChild("artist-credit", "id")))
        if isDecoding { value = credits.map { ArtistCredit(nameCredits: $0, id: id) } }
    }

    /// A list of strings, or the single item element old search servers wrote without the list
    /// (`<ipi>`, `<iswc>`).
    mutating func scalarsOrSingle(_ value: inout [String], _ key: WS2ListKey) throws {
        try scalars(&value, key)
        guard !isDecoding || value.isEmpty else { return }
        var single: String?
        try scalar(&single, .xmlOnly(.child(key.item)))
        if isDecoding, let single { value = [single] }
    }

    /// The annotation's text: JSON `annotation`; XML `<annotation><text>…`. Blank reads as `nil`.
    mutating func annotation(_ value: inout String?) throws {
        try text(&value, WS2Key("annotation", xml: .childOfChild("annotation", "text")), emptyIsNil: true)
    }

    /// Relationships of every target type: JSON `relations`; XML one
    /// `<relation-list target-type="…">` per target type. The search server writes JSON
    /// `relation-list: [{relations: […]}]` instead (SEARCH-444).
    mutating func relationships(_ value: inout [Relationship]?) throws {
        try list(&value, WS2ListKey("relations", item: "relation", xmlList: .repeated("relation-list")))
        if format == .json, isDecoding, value == nil {
            var groups: [RelationGroup]?
            try list(&groups, WS2ListKey("relation-list", item: "relation-group", xmlList: .absent))
            value = groups.map { $0.flatMap(\.relations) }
        }
    }

    /// Aliases, annotation, tags and genres with the user's own, and relationships.
    mutating func taggedFields(_ fields: inout TaggedFields) throws {
        try list(&fields.aliases, WS2ListKey("aliases", item: "alias"))
        try annotation(&fields.annotation)
        try list(&fields.tags, WS2ListKey("tags", item: "tag"))
        try list(&fields.userTags, WS2ListKey("user-tags", item: "user-tag"))
        try list(&fields.genres, WS2ListKey("genres", item: "genre"))
        try list(&fields.userGenres, WS2ListKey("user-genres", item: "user-genre"))
        try relationships(&fields.relationships)
    }

    /// The rating (an entity without votes has none) and the user's rating: JSON
    /// `user-rating: {"value": 4}`; XML `<user-rating>4</user-rating>`.
    mutating func ratedFields<Entity: RatableEntity>(_ entity: inout Entity) throws {
        try object(&entity.rating, "rating")
        var user = entity.userRating.map { UserRatingValue(value: $0) }
        try object(&user, "user-rating")
        if isDecoding {
            entity.rating = entity.rating?.nilIfEmpty
            entity.userRating = user?.value
        }
    }
}

/// One group of a search result's `relation-list` (SEARCH-444).
struct RelationGroup: MusicBrainzModel {
    var relations: [Relationship] = []

    static var unmapped: RelationGroup { RelationGroup() }

    static func map<M: WS2Mapper>(_ value: inout RelationGroup, _ m: inout M) throws {
        try m.list(&value.relations, WS2ListKey("relations", item: "relation"))
    }
}

/// A user's rating inside an entity: `{"value": 4}` in JSON, the element's text in XML.
struct UserRatingValue: MusicBrainzModel {
    var value: Double?

    static var unmapped: UserRatingValue { UserRatingValue() }

    static func map<M: WS2Mapper>(_ value: inout UserRatingValue, _ m: inout M) throws {
        try m.scalar(&value.value, WS2Key("value", xml: .text))
    }
}

extension MBID {
    /// The placeholder of an MBID that decoding sets or refuses.
    static let unmapped = MBID(uuid: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
}
