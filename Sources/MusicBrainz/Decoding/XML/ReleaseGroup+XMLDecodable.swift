extension ReleaseGroup {
    /// Decodes a release group from an MMD `<release-group>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), title: element.string("title") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        // The legacy combined `type` / `type-id` attributes (ws2-reference 6.1) are a summary of the
        // primary and secondary types; old XML has nothing else, so a primary type there is used.
        let legacyType = element.attribute("type").map(PrimaryType.init(rawValue:))
        let legacyTypeID = try element.mbidAttribute("type-id")
        if let primary = element.child("primary-type") {
            primaryType = PrimaryType(rawValue: primary.text)
            primaryTypeID = try primary.mbidAttribute("id")
        } else if let legacyType, [.album, .single, .ep, .broadcast, .other].contains(legacyType) {
            primaryType = legacyType
            primaryTypeID = legacyTypeID
        }
        if let list = element.child("secondary-type-list") {
            let items = list.children("secondary-type")
            secondaryTypes = items.map { SecondaryType(rawValue: $0.text) }
            secondaryTypeIDs = try items.compactMap { item throws(MusicBrainzError) in try item.mbidAttribute("id") }
        }
        firstReleaseDate = try element.date("first-release-date")
        artistCredit = try element.decode(ArtistCredit.self, "artist-credit")
        try decodeTaggedFields(xml: element)
        try decodeRatedFields(xml: element)
        if let list = element.child("release-list") {
            releases = try list.items(Release.self, "release")
            releaseCount = try list.intAttribute("count")
        }
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMapping = XMLMapping(
        elements: ["release-group"],
        children: [
            "title", "disambiguation", "primary-type", "secondary-type-list", "first-release-date", "artist-credit",
            "alias-list", "annotation", "tag-list", "user-tag-list", "genre-list", "user-genre-list", "rating",
            "user-rating", "relation-list", "release-list",
        ],
        attributes: ["id", "type", "type-id"]
    )
}
