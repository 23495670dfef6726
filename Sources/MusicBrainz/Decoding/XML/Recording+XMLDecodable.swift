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
        try decodeTaggedFields(xml: element)
        try decodeRatedFields(xml: element)
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
