extension Track: XMLDecodable {
    /// Decodes `<track [id]><position/><number/>[<title/>][<length/>][<artist-credit/>]<recording/></track>`,
    /// falling back to the recording's title and artist credit where XML leaves them out.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        let recording = try element.decode(Recording.self, "recording")
        self.init(
            id: try element.mbidAttribute("id"),
            position: try element.int("position"),
            number: element.string("number"),
            title: element.string("title") ?? recording?.title ?? "",
            length: try element.milliseconds("length"),
            artistCredit: try element.decode(ArtistCredit.self, "artist-credit") ?? recording?.artistCredit,
            recording: recording
        )
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(
            elements: ["track", "pregap"],
            children: ["position", "number", "title", "length", "artist-credit", "recording"],
            attributes: ["id"])
    ]
}
