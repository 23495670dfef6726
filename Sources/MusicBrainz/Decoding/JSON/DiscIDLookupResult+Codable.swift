extension DiscIDLookupResult: Codable {
    private enum ShapeKeys: String, CodingKey {
        case id, sectors, offsets
        case offsetCount = "offset-count"
        case releaseCount = "release-count"
        case releases, title, tracks
        case trackCount = "track-count"
    }

    /// Decodes whichever shape the body has: a release list (`release-count`, no `id`), a disc
    /// (`sectors`, `offsets`) or a CD stub (`title`, `tracks`).
    /// - Throws: `DecodingError` when the object has none of the three shapes.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: ShapeKeys.self)
        // A disc has an id; a release list from a fuzzy TOC match has none (a disc may carry its
        // own release count, so that alone does not make a list).
        if !c.contains(.id) && (c.contains(.releaseCount) || c.contains(.releases)) {
            self = .releases(try BrowseResults<Release>(from: decoder))
        } else if c.contains(.sectors) || c.contains(.offsets) || c.contains(.offsetCount) {
            self = .disc(try Disc(from: decoder))
        } else if c.contains(.title) || c.contains(.tracks) || c.contains(.trackCount) {
            self = .cdStub(try CDStub(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "The disc ID response is neither a disc, a CD stub nor a release list."))
        }
    }

    /// Encodes the value in its own WS/2 shape.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .disc(let disc): try disc.encode(to: encoder)
        case .cdStub(let stub): try stub.encode(to: encoder)
        case .releases(let page): try page.encode(to: encoder)
        }
    }
}
