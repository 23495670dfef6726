extension Label {
    /// Decodes a label from an MMD `<label>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), name: element.string("name") ?? "")
        sortName = element.string("sort-name")
        disambiguation = element.nonEmptyString("disambiguation")
        type = element.attribute("type").map(LabelType.init(rawValue:))
        typeID = try element.mbidAttribute("type-id")
        labelCode = try element.int("label-code")
        country = element.nonEmptyString("country")
        area = try element.decode(Area.self, "area")
        lifeSpan = try element.decode(LifeSpan.self, "life-span")?.nilIfEmpty
        ipis = element.stringList("ipi-list", "ipi") ?? element.string("ipi").map { [$0] } ?? []
        isnis = element.stringList("isni-list", "isni") ?? []
        try decodeTaggedFields(xml: element)
        try decodeRatedFields(xml: element)
        if let list = element.child("release-list") {
            releases = try list.items(Release.self, "release")
            releaseCount = try list.intAttribute("count")
        }
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMapping = XMLMapping(
        elements: ["label"],
        children: [
            "name", "sort-name", "disambiguation", "label-code", "country", "area", "life-span", "ipi-list", "ipi",
            "isni-list", "alias-list", "annotation", "tag-list", "user-tag-list", "genre-list", "user-genre-list",
            "rating", "user-rating", "relation-list", "release-list",
        ],
        attributes: ["id", "type", "type-id"]
    )
}
