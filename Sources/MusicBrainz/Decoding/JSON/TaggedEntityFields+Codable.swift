/// The coding keys of an entity that has ``TaggedEntityFields``: its own `CodingKeys` enum
/// provides these cases, so the shared code reads them from the entity's one container.
protocol TaggedCodingKeys: CodingKey {
    static var aliases: Self { get }
    static var annotation: Self { get }
    static var tags: Self { get }
    /// `user-tags`.
    static var userTags: Self { get }
    static var genres: Self { get }
    /// `user-genres`.
    static var userGenres: Self { get }
    /// `relations`.
    static var relationships: Self { get }
    /// `relation-list`, the search server's wrapper (SEARCH-444).
    static var relationList: Self { get }
}

/// The coding keys of an entity that has ``RatedEntityFields``.
protocol RatedCodingKeys: CodingKey {
    static var rating: Self { get }
    /// `user-rating`.
    static var userRating: Self { get }
}

extension TaggedEntityFields {
    /// Reads aliases, annotation, tags, genres (and the user's) and relationships from the
    /// entity's container; a missing or `null` key reads as `nil`.
    mutating func decodeTaggedFields<Key: TaggedCodingKeys>(from c: KeyedDecodingContainer<Key>) throws {
        aliases = try c.value([Alias].self, .aliases)
        annotation = try c.nonEmptyString(.annotation)
        tags = try c.value([Tag].self, .tags)
        userTags = try c.value([Tag].self, .userTags)
        genres = try c.value([Genre].self, .genres)
        userGenres = try c.value([Genre].self, .userGenres)
        relationships = try Relationship.decodeList(
            from: c, relationsKey: .relationships, relationListKey: .relationList)
    }

    /// Writes the same keys, leaving out `nil` values.
    func encodeTaggedFields<Key: TaggedCodingKeys>(to c: inout KeyedEncodingContainer<Key>) throws {
        try c.encodeIfPresent(aliases, forKey: .aliases)
        try c.encodeIfPresent(annotation, forKey: .annotation)
        try c.encodeIfPresent(tags, forKey: .tags)
        try c.encodeIfPresent(userTags, forKey: .userTags)
        try c.encodeIfPresent(genres, forKey: .genres)
        try c.encodeIfPresent(userGenres, forKey: .userGenres)
        try c.encodeIfPresent(relationships, forKey: .relationships)
    }
}

extension RatedEntityFields {
    /// Reads the rating (0–5, `nil` without votes) and the user's rating.
    mutating func decodeRatedFields<Key: RatedCodingKeys>(from c: KeyedDecodingContainer<Key>) throws {
        rating = try c.value(Rating.self, .rating)?.nilIfEmpty
        userRating = try c.userRating(.userRating)
    }

    /// Writes the same keys, leaving out `nil` values.
    func encodeRatedFields<Key: RatedCodingKeys>(to c: inout KeyedEncodingContainer<Key>) throws {
        try c.encodeIfPresent(rating, forKey: .rating)
        try c.encodeUserRating(userRating, forKey: .userRating)
    }
}
