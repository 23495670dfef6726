/// One hit of a search: the item and its relevance score.
///
/// Source: one item of a WS/2 search response; the score is JSON `score` and XML attribute
/// `score` in the namespace `http://musicbrainz.org/ns/ext#-2.0` (`ext:score`, `ns2:score`).
public struct SearchResult<Item: MusicBrainzListItem>: Sendable, Hashable, Codable, XMLDecodable {
    /// The item, with the fields the search index stores (fewer than a lookup gives).
    public var item: Item
    /// The relevance, 0...100: the best hit of the whole query scores 100 and the others are
    /// relative to it, so later pages show lower values. `nil` when the service gave none.
    public var score: Int?

    /// Creates a hit.
    /// - Parameters:
    ///   - item: The item.
    ///   - score: The score, 0...100.
    public init(item: Item, score: Int?) {
        self.item = item
        self.score = score
    }

    private enum ScoreKey: String, CodingKey { case score }

    /// Decodes the item's JSON object and its `score` (an integer, or a string in older output).
    public init(from decoder: any Decoder) throws {
        let item = try Item(from: decoder)
        let c = try decoder.container(keyedBy: ScoreKey.self)
        self.init(item: item, score: try c.int(.score))
    }

    /// Encodes the item's JSON object with a `score` key added.
    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var c = encoder.container(keyedBy: ScoreKey.self)
        try c.encodeIfPresent(score, forKey: .score)
    }

    /// Decodes the item element and its extension-namespace `score` attribute.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        let item = try Item(xml: element)
        var score: Int?
        if let text = element.extensionScore ?? element.attribute("score") {
            guard let value = Int(text) else {
                throw element.failure(
                    "The score of <\(element.name)> is not an integer: \"\(text)\".", attribute: "score")
            }
            score = value
        }
        self.init(item: item, score: score)
    }
}
