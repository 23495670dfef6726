/// The elements of every page of a browse or search, one by one, as an `AsyncSequence`: the
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
public struct PageElementSequence<Request: PagedRequest>: AsyncSequence, Sendable {
    /// One element of a page.
    public typealias Element = Request.Response.PageElement

    /// The pages.
    public let pages: PageSequence<Request>

    /// Creates the sequence of the elements of some pages.
    /// - Parameter pages: The pages.
    public init(pages: PageSequence<Request>) { self.pages = pages }

    /// Starts an iteration.
    public func makeAsyncIterator() -> Iterator { Iterator(pages: pages.makeAsyncIterator()) }

    /// Iterates the elements.
    public struct Iterator: AsyncIteratorProtocol {
        var pages: PageSequence<Request>.Iterator
        var buffer: [Request.Response.PageElement] = []
        var index = 0

        /// The next element, fetching the next page when this one is used up.
        /// - Returns: The element, or `nil` at the end.
        /// - Throws: ``MusicBrainzError`` from fetching a page.
        public mutating func next() async throws -> Request.Response.PageElement? {
            while index == buffer.count {
                guard let page = try await pages.next() else { return nil }
                buffer = page.pageElements
                index = 0
            }
            defer { index += 1 }
            return buffer[index]
        }
    }
}
