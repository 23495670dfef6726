extension Release {
    /// Decodes a release from an MMD `<release>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   attribute is missing or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), title: element.string("title") ?? "")
        disambiguation = element.nonEmptyString("disambiguation")
        if let status = element.child("status") {
            self.status = ReleaseStatus(rawValue: status.text)
            statusID = try status.mbidAttribute("id")
        }
        quality = element.string("quality").map(DataQuality.init(rawValue:))
        if let packaging = element.child("packaging") {
            self.packaging = ReleasePackaging(rawValue: packaging.text)
            packagingID = try packaging.mbidAttribute("id")
        }
        textRepresentation = try element.decode(TextRepresentation.self, "text-representation")?.nilIfEmpty
        artistCredit = try element.decode(ArtistCredit.self, "artist-credit")
        if let group = element.child("release-group"), group.attribute("id") != nil || group.hasChildElements {
            releaseGroup = try ReleaseGroup(xml: group)
        }
        date = try element.date("date")
        country = element.nonEmptyString("country")
        releaseEvents = try element.list(ReleaseEvent.self, "release-event-list", "release-event")
        barcode = element.string("barcode")
        asin = element.nonEmptyString("asin")
        labelInfo = try element.list(LabelInfo.self, "label-info-list", "label-info")
        if let mediumList = element.child("medium-list") {
            media = try mediumList.items(Medium.self, "medium")
            // Search results put the release's total track count into the medium list.
            trackCount = try mediumList.int("track-count")
        }
        coverArtArchive = try element.decode(CoverArtArchiveStatus.self, "cover-art-archive")
        try decodeTaggedFields(xml: element)
        collections = try element.list(UserCollection.self, "collection-list", "collection")
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(
            elements: ["release"],
            children: [
                "title", "disambiguation", "status", "quality", "packaging", "text-representation", "artist-credit",
                "release-group", "date", "country", "release-event-list", "barcode", "asin", "label-info-list",
                "medium-list", "cover-art-archive", "alias-list", "annotation", "tag-list", "user-tag-list",
                "genre-list", "user-genre-list", "relation-list", "collection-list",
            ],
            attributes: ["id"]),
        XMLMapping(elements: ["status", "packaging"], attributes: ["id"]),
        XMLMapping(elements: ["medium-list"], children: ["medium", "track-count"]),
    ]
}
