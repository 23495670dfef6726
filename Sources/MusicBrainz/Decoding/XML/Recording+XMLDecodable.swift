extension Recording {
    /// Decodes a recording from an MMD `<recording>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
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
        releases = try element.list(Release.self, "release-list", "release")
    }
}
