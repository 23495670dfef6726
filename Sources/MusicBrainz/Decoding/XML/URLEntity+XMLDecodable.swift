extension URLEntity {
    /// Decodes the url from an MMD `<url>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.requiredID(), resource: element.string("resource") ?? "")
    }
}
