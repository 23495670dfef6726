extension ReleaseGroup {
    /// Decodes a release group from an MMD `<release-group>` element.
    ///
    /// The legacy `type` attribute (a one-word summary of the primary and secondary types) is
    /// read only when there is no `<primary-type>` (older servers wrote nothing else) and it
    /// names a primary type; otherwise ``primaryType`` and ``secondaryTypes`` carry it.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), title: element.string("title") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        if let primary = element.child("primary-type") {
            primaryType = PrimaryType(rawValue: primary.text)
            primaryTypeID = try primary.mbidAttribute("id")
        } else if let legacy = element.attribute("type").map(PrimaryType.init(rawValue:)),
            [.album, .single, .ep, .broadcast, .other].contains(legacy)
        {
            primaryType = legacy
        }
        if let list = element.child("secondary-type-list") {
            let items = list.children("secondary-type")
            secondaryTypes = items.map { SecondaryType(rawValue: $0.text) }
            secondaryTypeIDs = try items.compactMap { item throws(MusicBrainzError) in try item.mbidAttribute("id") }
        }
        firstReleaseDate = try element.date("first-release-date")
        artistCredit = try element.decode(ArtistCredit.self, "artist-credit")
        releases = try element.list(Release.self, "release-list", "release")
    }
}
