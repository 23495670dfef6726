/// One hit of a search: the item and its relevance score.
///
/// Source: one item of a WS/2 search response; the score is JSON `score` and XML attribute
/// `score` in the namespace `http://musicbrainz.org/ns/ext#-2.0` (`ext:score`, `ns2:score`).
public struct SearchResult<Item: MusicBrainzListItem>: MusicBrainzModel, Hashable {
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

}
