/// A request whose response is one page of a longer list, selected with `limit` and `offset`:
/// browses (``BrowseRequest``), searches (``SearchRequest``), the genre list
/// (``AllGenresRequest``), a user's collections (``UserCollectionsRequest``) and collection
/// contents (``CollectionContentsRequest``).
///
/// ``MusicBrainzClient/pages(of:)`` turns any of them into an `AsyncSequence` of every page.
public protocol PagedRequest: MusicBrainzRequest where Response: PagedResponse {
    /// The number of items per request (one page); `nil` for the server's default (25).
    var limit: Int? { get set }
    /// The offset of the first item, 0…2147483647 (the server reads a 32-bit integer); `nil` for 0.
    var offset: Int? { get set }
    /// The largest `limit` the request accepts; default 100, that of browse and search.
    static var maximumLimit: Int { get }
}

extension PagedRequest {
    /// At most 100 items per page, the limit of browse and search.
    public static var maximumLimit: Int { 100 }

    /// Refuses a `limit` outside 1…``maximumLimit`` and an `offset` outside 0…2147483647.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        try PagingParameters.validate(limit: limit, offset: offset, maximum: Self.maximumLimit)
    }
}
