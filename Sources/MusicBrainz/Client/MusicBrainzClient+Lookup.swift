extension MusicBrainzClient {
    /// Looks an entity up by its MBID: `GET /ws/2/<entity>/<mbid>?inc=…`.
    ///
    /// ```swift
    /// let release = try await client.lookup(Release.self, id: mbid, including: [.recordings, .artistCredits])
    /// let artist = try await client.lookup(Artist.self, id: id, including: [.releaseGroups], types: [.album])
    /// ```
    ///
    /// A merged MBID is followed to the entity it was merged into; the returned entity's `id`
    /// is then the new MBID. Embedded lists hold at most 25 items (see
    /// ``completeEmbeddedList(_:reportedCount:browsing:including:)``).
    ///
    /// - Parameters:
    ///   - type: The entity type, such as `Release.self`.
    ///   - id: The MBID.
    ///   - includes: The `inc` parameters; default none.
    ///   - types: Release-group types of embedded releases or release groups; default all.
    ///   - statuses: Statuses of embedded releases; default all.
    /// - Returns: The entity.
    /// - Throws: ``MusicBrainzError`` (see ``send(_:)``); ``MusicBrainzError/Code/invalidRequest``
    ///   for a dependent include or filter without its sub-query, or a `user-*` include without
    ///   credentials; ``MusicBrainzError/Code/notFound`` when there is no such entity.
    public func lookup<Entity: MusicBrainzEntity>(
        _ type: Entity.Type, id: MBID, including includes: Entity.Includes = [],
        types: [ReleaseTypeFilter] = [], statuses: [ReleaseStatus] = []
    ) async throws -> Entity {
        try await send(LookupRequest<Entity>(id: id, including: includes, types: types, statuses: statuses))
    }

    /// Looks a disc ID up: the disc and its releases, a CD stub, or the releases matching the
    /// TOC (`GET /ws/2/discid/<discid>`).
    ///
    /// - Parameters:
    ///   - discID: The disc ID.
    ///   - toc: The TOC, for a fuzzy match when the disc ID is unknown; default none.
    ///   - includes: The `inc` parameters; default none.
    ///   - includesCDStubs: Whether a CD stub may answer; default `true`.
    ///   - allMediaFormats: Whether a TOC match considers media of every format; default `false`.
    /// - Returns: One of the three result shapes.
    /// - Throws: ``MusicBrainzError`` (see ``send(_:)``); ``MusicBrainzError/Code/notFound`` when
    ///   nothing matches.
    public func lookup(
        discID: DiscID, toc: TOC? = nil, including includes: DiscIDLookupRequest.Includes = [],
        includesCDStubs: Bool = true, allMediaFormats: Bool = false
    ) async throws -> DiscIDLookupResult {
        try await send(
            DiscIDLookupRequest(
                discID: discID, toc: toc, including: includes, includesCDStubs: includesCDStubs,
                allMediaFormats: allMediaFormats))
    }

    /// Looks a TOC up without a disc ID: the releases whose track count and durations match it
    /// (`GET /ws/2/discid/-?toc=…`).
    ///
    /// - Parameters:
    ///   - toc: The TOC.
    ///   - includes: The `inc` parameters; default none.
    ///   - allMediaFormats: Whether the match considers media of every format; default `false`.
    /// - Returns: Usually ``DiscIDLookupResult/releases(_:)``.
    /// - Throws: ``MusicBrainzError`` (see ``send(_:)``); ``MusicBrainzError/Code/notFound`` when
    ///   nothing matches.
    public func lookup(
        toc: TOC, including includes: DiscIDLookupRequest.Includes = [], allMediaFormats: Bool = false
    ) async throws -> DiscIDLookupResult {
        try await send(DiscIDLookupRequest(toc: toc, including: includes, allMediaFormats: allMediaFormats))
    }

    /// Looks an ISRC up: the recordings that have it (`GET /ws/2/isrc/<isrc>`).
    /// - Parameters:
    ///   - isrc: The ISRC.
    ///   - includes: The `inc` parameters; default none.
    /// - Returns: The ISRC and its recordings.
    /// - Throws: ``MusicBrainzError`` (see ``send(_:)``); ``MusicBrainzError/Code/notFound`` for an
    ///   unknown ISRC.
    public func lookup(
        isrc: ISRC, including includes: ISRCLookupRequest.Includes = []
    ) async throws
        -> ISRCLookupResult
    {
        try await send(ISRCLookupRequest(isrc: isrc, including: includes))
    }

    /// Looks an ISWC up: the works that have it (`GET /ws/2/iswc/<iswc>`).
    /// - Parameters:
    ///   - iswc: The ISWC (sent in its canonical form).
    ///   - includes: The `inc` parameters; default none.
    /// - Returns: The works.
    /// - Throws: ``MusicBrainzError`` (see ``send(_:)``); ``MusicBrainzError/Code/notFound`` for an
    ///   unknown ISWC.
    public func lookup(
        iswc: ISWC, including includes: ISWCLookupRequest.Includes = []
    ) async throws
        -> BrowseResults<Work>
    {
        try await send(ISWCLookupRequest(iswc: iswc, including: includes))
    }

    /// Looks a URL up by the URL itself (`GET /ws/2/url?resource=…`).
    /// - Parameters:
    ///   - resource: The URL.
    ///   - includes: Relationship includes; default none.
    /// - Returns: The URL entity.
    /// - Throws: ``MusicBrainzError`` (see ``send(_:)``); ``MusicBrainzError/Code/notFound`` for a
    ///   URL MusicBrainz does not have.
    public func lookup(url resource: String, including includes: URLEntity.Includes = []) async throws -> URLEntity {
        try await send(URLLookupRequest(resource: resource, including: includes))
    }

    /// Looks up to 100 URLs up at once (`GET /ws/2/url?resource=…&resource=…`).
    /// - Parameters:
    ///   - resources: The URLs, 1…100.
    ///   - includes: Relationship includes; default none.
    /// - Returns: The URLs MusicBrainz has (unknown ones are absent).
    /// - Throws: ``MusicBrainzError`` (see ``send(_:)``); ``MusicBrainzError/Code/invalidRequest``
    ///   for no URLs or more than 100.
    public func lookup(
        urls resources: [String], including includes: URLEntity.Includes = []
    ) async throws
        -> BrowseResults<URLEntity>
    {
        try await send(URLBatchLookupRequest(resources: resources, including: includes))
    }
}
