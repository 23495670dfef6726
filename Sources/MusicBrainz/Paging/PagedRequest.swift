/// A request whose response is one page of a longer list, selected with `limit` and `offset`:
/// browses (``BrowseRequest``), searches (``SearchRequest``), the genre list
/// (``AllGenresRequest``), a user's collections (``UserCollectionsRequest``) and collection
/// contents (``CollectionContentsRequest``).
///
/// ``MusicBrainzClient/pages(of:)`` turns any of them into an `AsyncSequence` of every page.
public protocol PagedRequest: MusicBrainzRequest where Response: PagedResponse {
    /// The number of items per page; `nil` for the server's default (25).
    var limit: Int? { get set }
    /// The offset of the first item, from 0; `nil` for 0.
    var offset: Int? { get set }
    /// The largest `limit` the request accepts (100 for browse and search).
    static var maximumLimit: Int { get }
}

/// One page of a longer list: its elements, the offset of the first one and the total number
/// the server reported.
public protocol PagedResponse: Sendable {
    /// The type of the page's elements (an entity, or a search hit with its score).
    associatedtype PageElement: Sendable
    /// The elements of this page, in the server's order.
    var pageElements: [PageElement] { get }
    /// The total number of elements the server reported for the whole list (it can change
    /// between pages).
    var totalCount: Int { get }
}

extension BrowseResults: PagedResponse {
    /// The items.
    public var pageElements: [Item] { items }
}

extension SearchResults: PagedResponse {
    /// The hits with their scores.
    public var pageElements: [SearchResult<Item>] { results }
}
