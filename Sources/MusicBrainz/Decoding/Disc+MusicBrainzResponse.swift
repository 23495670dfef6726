extension Disc: MusicBrainzResponse {
    /// Decodes the disc of a disc ID lookup document, `<metadata><disc id>…</disc></metadata>`.
    ///
    /// A disc ID lookup can also answer with a CD stub or a list of releases; this decodes the
    /// disc shape only.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/decodingFailed`` when the
    ///   document has no `<disc>` element or the disc cannot be decoded.
    public init(xmlDocument root: XMLElementNode) throws {
        guard let element = root.child("disc") else {
            throw root.failure("The document has no <disc> element.")
        }
        try self.init(xml: element)
    }
}
