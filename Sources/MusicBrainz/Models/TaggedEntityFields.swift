/// The parts most entities share: aliases, annotation, tags and genres (with the
/// authenticated user's own), and relationships. An internal protocol, so that the decoders of
/// every entity read and write them in one place.
protocol TaggedEntityFields {
    var aliases: [Alias]? { get set }
    var annotation: String? { get set }
    var tags: [Tag]? { get set }
    var userTags: [Tag]? { get set }
    var genres: [Genre]? { get set }
    var userGenres: [Genre]? { get set }
    var relationships: [Relationship]? { get set }
}

/// The rating and the authenticated user's rating of the entities that can be rated.
protocol RatedEntityFields {
    var rating: Rating? { get set }
    var userRating: Double? { get set }
}
