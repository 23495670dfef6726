extension CDStubTrack: XMLDecodable {
    /// Decodes `<track><title/><artist/><length/></track>` (length in milliseconds).
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when the length
    ///   is not a number.
    public init(xml element: XMLElementNode) throws {
        self.init(
            title: element.string("title") ?? "",
            artist: element.nonEmptyString("artist"),
            length: try element.milliseconds("length"))
    }
}
