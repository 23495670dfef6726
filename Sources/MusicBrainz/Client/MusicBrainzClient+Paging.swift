extension MusicBrainzClient {
    /// Every page of a browse or search, fetched as the iteration goes.
    ///
    /// ```swift
    /// for try await page in client.pages(of: BrowseRequest<Release>(linkedTo: .label(labelID), limit: 100)) {
    ///     print("\(page.nextOffset) of \(page.totalCount)")
    /// }
    /// ```
    ///
    /// Each page is an ordinary request through this client: it is validated, rate-limited and
    /// retried like any other. The offset advances by the number of items each page returned and
    /// iteration stops at the reported total or an empty page; cancelling the task stops it.
    ///
    /// > Warning: Results can shift between pages when the data changes during the iteration:
    /// > an item may be repeated or skipped.
    ///
    /// - Parameter request: The request of the first page (its `offset` is where iteration
    ///   starts, its `limit` the page size).
    /// - Returns: The pages, as an `AsyncSequence`; ``PageSequence/items`` gives the items one
    ///   by one.
    public func pages<Request: PagedRequest>(of request: Request) -> PageSequence<Request> {
        PageSequence(client: self, request: request)
    }

    /// Completes a list embedded in a lookup that the service cut at 25 items, by browsing for
    /// all of them.
    ///
    /// ```swift
    /// let group = try await client.lookup(ReleaseGroup.self, id: id, including: [.releases])
    /// let releases = try await client.completeEmbeddedList(group.releases, browsing: .releaseGroup(group.id))
    /// ```
    ///
    /// When the list was not cut (see ``EmbeddedList/isCut(itemCount:reportedCount:)``) it is
    /// returned as it is, without a request. Otherwise every page of the browse is fetched (100
    /// items a request) and the items are returned in the browse's order, each MBID once.
    ///
    /// > Warning: The browse must list the same items as the embedded list: `.artist(id)` for
    /// > an artist's `releases`, `.trackArtist(id)` for those of `various-artists`,
    /// > `.recording(id)` for a recording's releases. Results can shift while paging.
    ///
    /// - Parameters:
    ///   - items: The embedded list; `nil` (not requested) browses for everything.
    ///   - reportedCount: The list's total when the response gave one (XML `count`), or `nil`.
    ///   - link: The browse that lists the same items.
    ///   - includes: The `inc` values for the browsed items, of those a browse takes; default none.
    /// - Returns: The complete list.
    /// - Throws: ``MusicBrainzError`` from the browse requests.
    public func completeEmbeddedList<Item: BrowsableEntity>(
        _ items: [Item]?, reportedCount: Int? = nil, browsing link: BrowseLink<Item>,
        including includes: Item.Includes = []
    ) async throws -> [Item] {
        if let items, !EmbeddedList.isCut(itemCount: items.count, reportedCount: reportedCount) { return items }
        var seen = Set<MBID>()
        var all: [Item] = []
        let request = BrowseRequest<Item>(linkedTo: link, including: includes, limit: BrowseRequest<Item>.maximumLimit)
        for try await item in pages(of: request).items where seen.insert(item.id).inserted {
            all.append(item)
        }
        return all
    }

    /// Every release of a recording: its embedded `releases` when they are complete, otherwise
    /// a browse of the releases that contain it.
    /// - Parameters:
    ///   - recording: A recording from a lookup (with or without `inc=releases`).
    ///   - reportedCount: The release list's total when the response gave one (XML `count`).
    ///   - includes: The `inc` values for browsed releases; default none.
    /// - Returns: The releases.
    /// - Throws: ``MusicBrainzError`` from the browse requests.
    public func allReleases(
        of recording: Recording, reportedCount: Int? = nil, including includes: Release.Includes = []
    ) async throws -> [Release] {
        try await completeEmbeddedList(
            recording.releases, reportedCount: reportedCount, browsing: .recording(recording.id), including: includes)
    }

    /// Every release of a release group: its embedded `releases` when they are complete,
    /// otherwise a browse of the release group's releases.
    /// - Parameters:
    ///   - releaseGroup: A release group from a lookup (with or without `inc=releases`).
    ///   - reportedCount: The release list's total when the response gave one (XML `count`).
    ///   - includes: The `inc` values for browsed releases; default none.
    /// - Returns: The releases.
    /// - Throws: ``MusicBrainzError`` from the browse requests.
    public func allReleases(
        of releaseGroup: ReleaseGroup, reportedCount: Int? = nil, including includes: Release.Includes = []
    ) async throws -> [Release] {
        try await completeEmbeddedList(
            releaseGroup.releases, reportedCount: reportedCount, browsing: .releaseGroup(releaseGroup.id),
            including: includes)
    }
}
