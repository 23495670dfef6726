/// One page of a longer list: its items, and the total number the server reported.
///
/// The items are what paging yields one by one (``PageSequence/items``): the entities of a
/// browse (``BrowseResults``) or of a collection (``CollectionContents``), the hits of a search
/// (``SearchResults``), each a ``SearchResult`` with its item and score.
public protocol PagedResponse: Sendable {
    /// The type of the page's items (an entity, or a search hit with its score).
    associatedtype PageItem: Sendable & Hashable
    /// The items of this page, in the server's order.
    var items: [PageItem] { get }
    /// The total number of items the server reported for the whole list (it can change
    /// between pages).
    var totalCount: Int { get }
}

extension BrowseResults: PagedResponse {}

extension SearchResults: PagedResponse {}
