/// A request whose response is one page of a longer list, selected with `limit` and `offset`:
/// browses (``BrowseRequest``), searches (``SearchRequest``), the genre list
/// (``AllGenresRequest``), a user's collections (``UserCollectionsRequest``) and collection
/// contents (``CollectionContentsRequest``).
///
/// ``MusicBrainzClient/pages(of:)`` turns any of them into an `AsyncSequence` of every page.
public protocol PagedRequest: MusicBrainzRequest where Response: PagedResponse {
    /// The number of items per page; `nil` for the server's default (25).
    var limit: Int? { get set }
    /// The offset of the first item, 0…2147483647 (the server reads a 32-bit integer); `nil` for 0.
    var offset: Int? { get set }
    /// The largest `limit` the request accepts (100 for browse and search).
    static var maximumLimit: Int { get }
}
