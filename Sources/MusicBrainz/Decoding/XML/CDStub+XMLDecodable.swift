extension CDStub: XMLDecodable {
    /// Decodes `<cdstub id><title/><artist/><barcode/><disambiguation/> (or <comment/>)
    /// <track-list count>[<track>…]</track-list></cdstub>`.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   is missing or not a disc ID.
    public init(xml element: XMLElementNode) throws {
        guard let text = element.attribute("id") else {
            throw element.failure("<cdstub> has no id attribute.", attribute: "id")
        }
        guard let id = DiscID(text) else {
            throw element.failure("<cdstub> has an id that is not a disc ID: \"\(text)\".", attribute: "id")
        }
        self.init(
            id: id,
            title: element.string("title") ?? "",
            artist: element.string("artist"),
            barcode: element.string("barcode"),
            disambiguation: element.nonEmptyString("disambiguation") ?? element.nonEmptyString("comment"))
        if let list = element.child("track-list") {
            trackCount = try list.intAttribute("count")
            tracks = try list.items(CDStubTrack.self, "track")
            if trackCount == nil { trackCount = tracks?.count }
        }
    }
}
