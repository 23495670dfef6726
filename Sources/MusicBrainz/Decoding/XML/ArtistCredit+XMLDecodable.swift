extension ArtistCredit: XMLDecodable {
    /// Decodes `<artist-credit [id]><name-credit>…</name-credit>…</artist-credit>`.
    public init(xml element: XMLElementNode) throws {
        self.init(
            nameCredits: try element.children("name-credit").map { try NameCredit(xml: $0) },
            id: try element.mbidAttribute("id")
        )
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(elements: ["artist-credit"], children: ["name-credit"], attributes: ["id"])
    ]
}
