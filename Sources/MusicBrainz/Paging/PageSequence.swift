/// Every page of a browse or search, as an `AsyncSequence`: each iteration sends the request
/// with the next `offset` through the client (so the rate limit, retries and middlewares apply
/// as to any request).
///
/// ```swift
/// let request = BrowseRequest<Release>(linkedTo: .artist(artistID), limit: 100)
/// for try await page in client.pages(of: request) {
///     print("\(page.nextOffset) of \(page.totalCount)")
/// }
/// ```
///
/// The offset advances by the number of items each page actually returned (release browses with
/// recordings may return fewer than `limit`), and iteration stops when it reaches the total
/// count of the latest page, or at the first empty page. Cancelling the task ends the iteration
/// with ``MusicBrainzError/Code/cancelled`` before the next request. A server that ignores
/// `offset` (answering the same page, or cycling through a few) ends it with
/// ``MusicBrainzError/Code/pagingStalled`` once two pages in a row bring no item the iteration
/// has not already returned, rather than looping forever; one such page can be a shift in the
/// data (with `limit` 1), two in a row cannot.
///
/// > Warning: Results can shift between pages. The service computes each page on its own, so an
/// > entity added, removed or re-ordered between two requests moves the rest: a later page may
/// > repeat an item already seen or skip one. Deduplicate by MBID if that matters, and do not
/// > treat a long iteration as a snapshot.
public struct PageSequence<Request: PagedRequest>: AsyncSequence, Sendable {
    /// One page.
    public typealias Element = Request.Response

    /// The client that sends each page.
    public let client: MusicBrainzClient
    /// The request of the first page; its `offset` (default 0) is where iteration starts.
    public let request: Request

    /// Creates a sequence of pages.
    /// - Parameters:
    ///   - client: The client.
    ///   - request: The request of the first page.
    public init(client: MusicBrainzClient, request: Request) {
        self.client = client
        self.request = request
    }

    /// The items of every page, one by one (see ``PageItemSequence``).
    public var items: PageItemSequence<Request> { PageItemSequence(pages: self) }

    /// Starts an iteration.
    public func makeAsyncIterator() -> Iterator {
        Iterator(client: client, request: request, nextOffset: request.offset ?? 0)
    }

    /// Iterates the pages.
    public struct Iterator: AsyncIteratorProtocol {
        let client: MusicBrainzClient
        let request: Request
        var nextOffset: Int
        var finished = false
        /// The hash values of every element returned so far, to notice a server that ignores
        /// `offset` (8 bytes an element, a few megabytes for the largest lists).
        var seen = Set<Int>()
        /// How many pages in a row brought no element that was not seen before.
        var pagesWithoutNews = 0
        /// The pages without news after which paging stops with
        /// ``MusicBrainzError/Code/pagingStalled``.
        static var maximumPagesWithoutNews: Int { 2 }

        /// Fetches the next page.
        /// - Returns: The page, or `nil` when the list is complete.
        /// - Throws: ``MusicBrainzError`` as ``MusicBrainzClient/send(_:)`` does, and
        ///   ``MusicBrainzError/Code/cancelled`` when the task is cancelled,
        ///   ``MusicBrainzError/Code/pagingStalled`` when two pages in a row bring nothing new,
        ///   and ``MusicBrainzError/Code/invalidRequest`` when the next offset would pass
        ///   2147483647. After an error the iteration is over.
        public mutating func next() async throws -> Request.Response? {
            guard !finished else { return nil }
            if Task.isCancelled {
                finished = true
                throw MusicBrainzError(code: .cancelled, message: "The paging was cancelled.")
            }
            var pageRequest = request
            pageRequest.offset = nextOffset
            let page: Request.Response
            do {
                page = try await client.send(pageRequest)
            } catch {
                finished = true
                throw error
            }
            let elements = page.items
            if elements.isEmpty {
                finished = true
                return nil
            }
            var news = false
            for element in elements where seen.insert(element.hashValue).inserted { news = true }
            if news {
                pagesWithoutNews = 0
            } else {
                pagesWithoutNews += 1
                if pagesWithoutNews >= Self.maximumPagesWithoutNews {
                    finished = true
                    throw MusicBrainzError(
                        code: .pagingStalled,
                        message: "The last \(pagesWithoutNews) pages, up to offset \(nextOffset), repeated only items "
                            + "already returned (the server ignored offset), so paging stopped.")
                }
            }
            nextOffset = nextOffset.saturatingAdd(elements.count)
            if nextOffset >= page.totalCount { finished = true }
            return page
        }
    }
}
