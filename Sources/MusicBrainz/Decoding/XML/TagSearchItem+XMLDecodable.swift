extension TagSearchItem: XMLDecodable {
    /// Decodes `<tag><name/></tag>`.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when `<name>` is
    ///   missing.
    public init(xml element: XMLElementNode) throws {
        guard let name = element.string("name") else { throw element.failure("<tag> has no <name> element.") }
        self.init(name: name)
    }
}
