extension MusicBrainzClient {
    /// Browses one page of the entities linked to another entity:
    /// `GET /ws/2/<entity>?<linked>=<mbid>&limit=&offset=&inc=`.
    ///
    /// ```swift
    /// let page = try await client.browse(Release.self, linkedTo: .artist(artistID), including: [.media],
    ///                                    types: [.album], statuses: [.official], limit: 100)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The entity type, such as `Release.self`.
    ///   - link: The linked entity, such as `.artist(mbid)` or `.trackArtist(mbid)`.
    ///   - includes: The `inc` parameters; default none.
    ///   - types: Release-group types to keep (release browses by artist, track artist, label
    ///     or recording; release-group browses by artist); default all.
    ///   - statuses: Release statuses to keep (release browses); default all.
    ///   - limit: Entities per page, 1…100; `nil` for 25.
    ///   - offset: The offset of the first entity; `nil` for 0.
    /// - Returns: One page, with the total count.
    /// - Throws: ``MusicBrainzError`` (see ``send(_:)``); ``MusicBrainzError/Code/invalidRequest``
    ///   for a `limit` outside 1…100, a filter the link does not take, or a dependent include
    ///   without what it depends on.
    public func browse<Entity: BrowsableEntity>(
        _ type: Entity.Type, linkedTo link: Entity.BrowseLink, including includes: Entity.BrowseIncludes = [],
        types: [ReleaseTypeFilter] = [], statuses: [ReleaseStatus] = [], limit: Int? = nil, offset: Int? = nil
    ) async throws -> BrowseResults<Entity> {
        try await send(
            BrowseRequest<Entity>(
                linkedTo: link, includes: includes, limit: limit, offset: offset, types: types, statuses: statuses))
    }

    /// Every entity linked to another entity, page after page, as an `AsyncSequence`.
    ///
    /// ```swift
    /// for try await release in client.browseAll(Release.self, linkedTo: .label(labelID)) { print(release.title) }
    /// ```
    ///
    /// > Warning: Results can shift between pages when the data changes during the iteration:
    /// > an item may be repeated or skipped.
    ///
    /// - Parameters:
    ///   - type: The entity type.
    ///   - link: The linked entity.
    ///   - includes: The `inc` parameters; default none.
    ///   - types: Release-group types to keep; default all.
    ///   - statuses: Release statuses to keep; default all.
    ///   - pageSize: Entities per request, 1…100; default 100.
    /// - Returns: The entities; iterating sends one request per page, each rate-limited.
    public func browseAll<Entity: BrowsableEntity>(
        _ type: Entity.Type, linkedTo link: Entity.BrowseLink, including includes: Entity.BrowseIncludes = [],
        types: [ReleaseTypeFilter] = [], statuses: [ReleaseStatus] = [], pageSize: Int = 100
    ) -> PageElementSequence<BrowseRequest<Entity>> {
        pages(
            of: BrowseRequest<Entity>(
                linkedTo: link, includes: includes, limit: pageSize, types: types, statuses: statuses)
        ).elements
    }
}
