/// The items of every page of a browse or search, one by one, as an `AsyncSequence`: the
/// entities of a browse, the hits (with scores) of a search.
///
/// ```swift
/// for try await release in client.browseAll(Release.self, linkedTo: .label(labelID)) {
///     print(release.title)
/// }
/// ```
///
/// Pages are fetched as the iteration needs them, through ``PageSequence``, which documents how
/// the offset advances and when iteration stops.
///
/// > Warning: Results can shift between pages: an item may appear twice or not at all when the
/// > data changes during the iteration. Deduplicate by MBID if that matters.
public struct PageItemSequence<Request: PagedRequest>: AsyncSequence, Sendable {
    /// One item of a page.
    public typealias Element = Request.Response.PageItem

    /// The pages.
    public let pages: PageSequence<Request>

    /// Creates the sequence of the items of some pages.
    /// - Parameter pages: The pages.
    public init(pages: PageSequence<Request>) { self.pages = pages }

    /// Starts an iteration.
    public func makeAsyncIterator() -> Iterator { Iterator(pages: pages.makeAsyncIterator()) }

    /// Iterates the items.
    public struct Iterator: AsyncIteratorProtocol {
        var pages: PageSequence<Request>.Iterator
        var buffer: [Request.Response.PageItem] = []
        var index = 0

        /// The next item, fetching the next page when this one is used up.
        /// - Returns: The item, or `nil` at the end.
        /// - Throws: ``MusicBrainzError`` from fetching a page.
        public mutating func next() async throws -> Request.Response.PageItem? {
            while index == buffer.count {
                guard let page = try await pages.next() else { return nil }
                buffer = page.items
                index = 0
            }
            defer { index += 1 }
            return buffer[index]
        }
    }
}
