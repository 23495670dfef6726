extension CoverArtArchiveStatus: XMLDecodable {
    /// Decodes `<cover-art-archive><artwork/><count/><front/><back/>[<darkened/>]</cover-art-archive>`.
    public init(xml element: XMLElementNode) throws {
        self.init(
            artwork: try element.bool("artwork") ?? false,
            count: try element.int("count") ?? 0,
            front: try element.bool("front") ?? false,
            back: try element.bool("back") ?? false,
            darkened: try element.bool("darkened") ?? false
        )
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(
            elements: ["cover-art-archive"], children: ["artwork", "count", "front", "back", "darkened"])
    ]
}
