extension NameCredit: XMLDecodable {
    /// Decodes `<name-credit [joinphrase]>[<name/>]<artist id>…</artist></name-credit>`.
    /// - Throws: ``MusicBrainzError`` when the `<artist>` is missing or malformed.
    public init(xml element: XMLElementNode) throws {
        guard let artistElement = element.child("artist") else {
            throw element.failure("<name-credit> has no <artist>.")
        }
        let artist = try Artist(xml: artistElement)
        self.init(
            name: element.string("name") ?? artist.name,
            joinPhrase: element.attribute("joinphrase") ?? "",
            artist: artist
        )
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(elements: ["name-credit"], children: ["name", "artist"], attributes: ["joinphrase"])
    ]
}
