/// One page of a longer list: its elements, the offset of the first one and the total number
/// the server reported.
public protocol PagedResponse: Sendable {
    /// The type of the page's elements (an entity, or a search hit with its score).
    associatedtype PageElement: Sendable & Hashable
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
