extension Disc: XMLDecodable {
    /// Decodes `<disc id><sectors/><offset-list count><offset position>150</offset>…</offset-list>
    /// [<release-list>]</disc>`.
    /// - Throws: ``MusicBrainzError`` when the `id` is missing or not a disc ID.
    public init(xml element: XMLElementNode) throws {
        guard let text = element.attribute("id") else {
            throw element.failure("<disc> has no id attribute.", attribute: "id")
        }
        guard let id = DiscID(text) else {
            throw element.failure("<disc> has an id that is not a disc ID: \"\(text)\".", attribute: "id")
        }
        self.init(id: id, sectors: try element.int("sectors"))
        if let list = element.child("offset-list") {
            offsetCount = try list.intAttribute("count")
            offsets = try list.children("offset").map { offset throws(MusicBrainzError) in try offset.intValue() }
        }
        if let list = element.child("release-list") {
            releases = try list.items(Release.self, "release")
            releaseCount = try list.intAttribute("count")
        }
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(elements: ["disc"], children: ["sectors", "offset-list", "release-list"], attributes: ["id"]),
        XMLMapping(elements: ["offset-list"], children: ["offset"], attributes: ["count"]),
        XMLMapping(elements: ["disc-list"], children: ["disc"], attributes: ["count"]),
    ]
}
