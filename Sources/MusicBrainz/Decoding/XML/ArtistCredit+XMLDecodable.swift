extension ArtistCredit: XMLDecodable {
    /// Decodes `<artist-credit [id]><name-credit>…</name-credit>…</artist-credit>`.
    public init(xml element: XMLElementNode) throws {
        self.init(
            nameCredits: try element.children("name-credit").map { try NameCredit(xml: $0) },
            id: try element.mbidAttribute("id")
        )
    }
}
