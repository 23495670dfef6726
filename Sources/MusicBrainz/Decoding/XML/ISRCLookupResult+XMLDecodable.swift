extension ISRCLookupResult: MusicBrainzResponse {
    /// Decodes `<isrc id><recording-list>…</recording-list></isrc>`.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the `id`
    ///   is missing or not an ISRC.
    public init(xml element: XMLElementNode) throws {
        guard let text = element.attribute("id") else {
            throw element.failure("<isrc> has no id attribute.", attribute: "id")
        }
        guard let isrc = ISRC(text) else {
            throw element.failure("<isrc> has an id that is not an ISRC: \"\(text)\".", attribute: "id")
        }
        self.init(isrc: isrc, recordings: try element.list(Recording.self, "recording-list", "recording") ?? [])
    }

    /// Decodes the `<isrc>` child of `<metadata>`.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when there is none.
    public init(xmlDocument root: XMLElementNode) throws {
        guard let element = root.child("isrc") else { throw root.failure("The document has no <isrc> element.") }
        try self.init(xml: element)
    }
}
