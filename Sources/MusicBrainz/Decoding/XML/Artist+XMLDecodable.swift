extension Artist {
    /// Decodes an artist from an MMD `<artist>` element.
    ///
    /// The single `<ipi>` element duplicates the first item of `<ipi-list>` and is not read.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        sortName = element.string("sort-name")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(ArtistType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        if let gender = element.child("gender") {
            self.gender = Gender(rawValue: gender.text)
            genderID = try gender.mbidAttribute("id")
        }
        country = element.nonEmptyString("country")
        area = try element.decode(Area.self, "area")
        beginArea = try element.decode(Area.self, "begin-area")
        endArea = try element.decode(Area.self, "end-area")
        lifeSpan = try element.decode(LifeSpan.self, "life-span")?.nilIfEmpty
        ipis = element.stringList("ipi-list", "ipi") ?? []
        isnis = element.stringList("isni-list", "isni") ?? []
    }
}
