extension MusicBrainzClient {
    /// Browses one page of the entities linked to another entity:
    /// `GET /ws/2/<entity>?<linked>=<mbid>&limit=&offset=&inc=`.
    ///
    /// ```swift
    /// let page = try await client.browse(Release.self, linkedTo: .artist(artistID), including: [.media],
    ///                                    types: [.album], statuses: [.official], limit: 100)
    /// let albums = try await client.browse(ReleaseGroup.self, linkedTo: .artist(artistID), types: [.album],
    ///                                      releaseGroupStatus: .websiteDefault)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The entity type, such as `Release.self`.
    ///   - link: The linked entity, such as `.artist(mbid)` or `.trackArtist(mbid)`.
    ///   - includes: The `inc` parameters, of those a browse takes; default none.
    ///   - types: Release-group types to keep (release browses by artist, track artist, label
    ///     or recording; release-group browses by artist); default all.
    ///   - statuses: Release statuses to keep (release browses by artist, track artist, label,
    ///     recording or release group); default all.
    ///   - releaseGroupStatus: The `release-group-status` filter (release-group browses by
    ///     artist: `.websiteDefault` keeps the release groups with an official release); default
    ///     none.
    ///   - limit: Entities per request (this page), 1…100; `nil` for 25.
    ///   - offset: The offset of the first entity; `nil` for 0.
    /// - Returns: One page, with the total count.
    /// - Throws: ``MusicBrainzError`` (see ``send(_:)``); ``MusicBrainzError/Code/invalidRequest``
    ///   for a `limit` outside 1…100, an include a browse does not take, a filter the link does
    ///   not take, or a dependent include without what it depends on.
    public func browse<Entity: BrowsableEntity>(
        _ type: Entity.Type, linkedTo link: BrowseLink<Entity>, including includes: Entity.Includes = [],
        types: [ReleaseTypeFilter] = [], statuses: [ReleaseStatus] = [],
        releaseGroupStatus: ReleaseGroupStatusFilter? = nil, limit: Int? = nil, offset: Int? = nil
    ) async throws -> BrowseResults<Entity> {
        try await send(
            BrowseRequest<Entity>(
                linkedTo: link, including: includes, limit: limit, offset: offset, types: types, statuses: statuses,
                releaseGroupStatus: releaseGroupStatus))
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
    ///   - includes: The `inc` parameters, of those a browse takes; default none.
    ///   - types: Release-group types to keep; default all.
    ///   - statuses: Release statuses to keep; default all.
    ///   - releaseGroupStatus: The `release-group-status` filter; default none.
    ///   - limit: Entities per request (each page), 1…100; default 100.
    /// - Returns: The entities; iterating sends one request per page, each rate-limited, and
    ///   throws what ``browse(_:linkedTo:including:types:statuses:releaseGroupStatus:limit:offset:)``
    ///   throws.
    public func browseAll<Entity: BrowsableEntity>(
        _ type: Entity.Type, linkedTo link: BrowseLink<Entity>, including includes: Entity.Includes = [],
        types: [ReleaseTypeFilter] = [], statuses: [ReleaseStatus] = [],
        releaseGroupStatus: ReleaseGroupStatusFilter? = nil, limit: Int = 100
    ) -> PageItemSequence<BrowseRequest<Entity>> {
        pages(
            of: BrowseRequest<Entity>(
                linkedTo: link, including: includes, limit: limit, types: types, statuses: statuses,
                releaseGroupStatus: releaseGroupStatus)
        ).items
    }
}
