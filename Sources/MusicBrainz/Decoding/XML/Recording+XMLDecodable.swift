extension Recording {
    /// Decodes a recording from an MMD `<recording>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), title: element.string("title") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        length = try element.milliseconds("length")
        isVideo = try element.bool("video") ?? false
        firstReleaseDate = try element.date("first-release-date")
        artistCredit = try element.decode(ArtistCredit.self, "artist-credit")
        if let list = element.child("isrc-list") {
            isrcs = list.children("isrc").compactMap { $0.attribute("id") ?? ($0.text.isEmpty ? nil : $0.text) }
        }
        aliases = try element.list(Alias.self, "alias-list", "alias")
        annotation = element.annotation()
        tags = try element.list(Tag.self, "tag-list", "tag")
        userTags = try element.list(Tag.self, "user-tag-list", "user-tag")
        genres = try element.list(Genre.self, "genre-list", "genre")
        userGenres = try element.list(Genre.self, "user-genre-list", "user-genre")
        rating = try element.decode(Rating.self, "rating")?.nilIfEmpty
        userRating = try element.double("user-rating")
        relationships = try element.relationships()
        if let list = element.child("release-list") {
            releases = try list.items(Release.self, "release")
            releaseCount = try list.intAttribute("count")
        }
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMapping = XMLMapping(
        elements: ["recording"],
        children: [
            "title", "disambiguation", "length", "video", "first-release-date", "artist-credit", "isrc-list",
            "alias-list", "annotation", "tag-list", "user-tag-list", "genre-list", "user-genre-list", "rating",
            "user-rating", "relation-list", "release-list",
        ],
        attributes: ["id"]
    )
}
