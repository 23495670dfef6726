extension DiscIDLookupResult: MusicBrainzResponse {
    /// Decodes a `<disc>`, `<cdstub>` or `<release-list>` element.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) for any other
    ///   element.
    public init(xml element: XMLElementNode) throws {
        switch element.name {
        case "disc": self = .disc(try Disc(xml: element))
        case "cdstub": self = .cdStub(try CDStub(xml: element))
        case "release-list": self = .releases(try BrowseResults<Release>(xml: element))
        default: throw element.failure("<\(element.name)> is not a disc ID lookup result.")
        }
    }

    /// Decodes the `<disc>`, `<cdstub>` or `<release-list>` child of `<metadata>`.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when there is
    ///   none of them.
    public init(xmlDocument root: XMLElementNode) throws {
        guard let element = root.child("disc") ?? root.child("cdstub") ?? root.child("release-list") else {
            throw root.failure("The document has no <disc>, <cdstub> or <release-list> element.")
        }
        try self.init(xml: element)
    }
}
