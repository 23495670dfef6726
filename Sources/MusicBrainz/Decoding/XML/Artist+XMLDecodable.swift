extension Artist {
    /// Decodes an artist from an MMD `<artist>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        sortName = element.string("sort-name")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(ArtistType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        if let genderElement = element.child("gender") {
            gender = Gender(rawValue: genderElement.text)
            genderID = try genderElement.mbidAttribute("id")
        }
        country = element.nonEmptyString("country")
        area = try element.decode(Area.self, "area")
        beginArea = try element.decode(Area.self, "begin-area")
        endArea = try element.decode(Area.self, "end-area")
        lifeSpan = try element.decode(LifeSpan.self, "life-span")?.nilIfEmpty
        ipis = element.stringList("ipi-list", "ipi") ?? element.string("ipi").map { [$0] } ?? []
        isnis = element.stringList("isni-list", "isni") ?? []
        try decodeTaggedFields(xml: element)
        try decodeRatedFields(xml: element)
        if let list = element.child("recording-list") {
            recordings = try list.items(Recording.self, "recording")
            recordingCount = try list.intAttribute("count")
        }
        if let list = element.child("release-list") {
            releases = try list.items(Release.self, "release")
            releaseCount = try list.intAttribute("count")
        }
        if let list = element.child("release-group-list") {
            releaseGroups = try list.items(ReleaseGroup.self, "release-group")
            releaseGroupCount = try list.intAttribute("count")
        }
        if let list = element.child("work-list") {
            works = try list.items(Work.self, "work")
            workCount = try list.intAttribute("count")
        }
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMapping = XMLMapping(
        elements: ["artist"],
        children: [
            "name", "sort-name", "disambiguation", "gender", "country", "area", "begin-area", "end-area", "life-span",
            "ipi-list", "ipi", "isni-list", "alias-list", "annotation", "tag-list", "user-tag-list", "genre-list",
            "user-genre-list", "rating", "user-rating", "relation-list", "recording-list", "release-list",
            "release-group-list", "work-list",
        ],
        attributes: ["id", "type", "type-id"]
    )
}
