extension TaggedEntityFields {
    /// Reads `<alias-list>`, `<annotation>`, `<tag-list>`, `<user-tag-list>`, `<genre-list>`,
    /// `<user-genre-list>` and the `<relation-list>`s of an entity element.
    mutating func decodeTaggedFields(xml element: XMLElementNode) throws {
        aliases = try element.list(Alias.self, "alias-list", "alias")
        annotation = element.annotation()
        tags = try element.list(Tag.self, "tag-list", "tag")
        userTags = try element.list(Tag.self, "user-tag-list", "user-tag")
        genres = try element.list(Genre.self, "genre-list", "genre")
        userGenres = try element.list(Genre.self, "user-genre-list", "user-genre")
        relationships = try element.relationships()
    }
}

extension RatedEntityFields {
    /// Reads `<rating votes-count>` and `<user-rating>` of an entity element.
    mutating func decodeRatedFields(xml element: XMLElementNode) throws {
        rating = try element.decode(Rating.self, "rating")?.nilIfEmpty
        userRating = try element.double("user-rating")
    }
}
