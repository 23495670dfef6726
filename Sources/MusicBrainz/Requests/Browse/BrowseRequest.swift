import Foundation

/// A browse: one page of the entities linked to another entity,
/// `GET /ws/2/<entity>?<linked>=<mbid>&limit=&offset=&inc=`.
///
/// ```swift
/// var request = BrowseRequest<Release>(linkedTo: .artist(artistID), including: [.media], limit: 100)
/// request.types = [.album, .ep]
/// request.statuses = [.official]
/// let page = try await client.send(request)   // BrowseResults<Release>
/// ```
///
/// Browse is the only way to page through linked entities; iterate every page with
/// ``MusicBrainzClient/pages(of:)`` or ``MusicBrainzClient/browseAll(_:linkedTo:including:types:statuses:releaseGroupStatus:limit:)``.
/// Release browses with `inc=recordings` can return fewer items than `limit`; always advance by
/// the number of items returned (``BrowseResults/nextOffset``).
///
/// Checked before sending: `limit` 1…100 and `offset` 0…2147483647; includes a browse does not
/// take (the entity's ``IncludeSet/browseMembers``: an artist browse takes no `releases`), which
/// separate browse include types used to refuse at compile time; the dependent includes; the
/// filters (``types`` only for the links where ``BrowseLink/acceptsTypeFilter``, and so on); and
/// `user-*` includes, which need an authenticated client.
///
/// Source: section 3 of the WS/2 reference.
public struct BrowseRequest<Entity: BrowsableEntity>: PagedRequest {
    /// A page of entities.
    public typealias Response = BrowseResults<Entity>

    /// The linked entity.
    public var link: BrowseLink<Entity>
    /// The `inc` parameters, of those a browse takes (``IncludeSet/browseMembers``).
    public var includes: Entity.Includes
    /// The number of entities per request (one page), 1…100; `nil` for the server's default of 25.
    public var limit: Int?
    /// The offset of the first entity, from 0; `nil` for 0.
    public var offset: Int?
    /// The release-group types to keep (`type=album|ep`); empty for all. Only release browses
    /// by artist, track artist, label or recording and release-group browses by artist take it.
    public var types: [ReleaseTypeFilter]
    /// The release statuses to keep (`status=official|promotion`); empty for all. Only release
    /// browses by artist, track artist, label, recording or release group take it.
    public var statuses: [ReleaseStatus]
    /// The `release-group-status` filter; only release-group browses by artist take it.
    public var releaseGroupStatus: ReleaseGroupStatusFilter?

    /// Creates a browse.
    /// - Parameters:
    ///   - link: The linked entity, such as `.artist(mbid)`.
    ///   - includes: The `inc` parameters; default none.
    ///   - limit: Entities per request, 1…100, or `nil` for 25.
    ///   - offset: The offset of the first entity, or `nil` for 0.
    ///   - types: Release-group types to keep; default all.
    ///   - statuses: Release statuses to keep; default all.
    ///   - releaseGroupStatus: The `release-group-status` filter; default none.
    public init(
        linkedTo link: BrowseLink<Entity>,
        including includes: Entity.Includes = [],
        limit: Int? = nil,
        offset: Int? = nil,
        types: [ReleaseTypeFilter] = [],
        statuses: [ReleaseStatus] = [],
        releaseGroupStatus: ReleaseGroupStatusFilter? = nil
    ) {
        self.link = link
        self.includes = includes
        self.limit = limit
        self.offset = offset
        self.types = types
        self.statuses = statuses
        self.releaseGroupStatus = releaseGroupStatus
    }

    /// The entity's path, such as `release`.
    public var path: String { Entity.entityType.pathName }

    /// The link, `inc`, `type`, `status`, `release-group-status`, `limit` and `offset`, when set.
    public var queryItems: [URLQueryItem] {
        var items = [URLQueryItem(name: link.parameterName, value: link.parameterValue)]
        if let inc = includes.parameterValue { items.append(URLQueryItem(name: "inc", value: inc)) }
        for (name, value) in ReleaseFilterParameters.queryItems(types: types, statuses: statuses) {
            items.append(URLQueryItem(name: name, value: value))
        }
        if let releaseGroupStatus {
            items.append(URLQueryItem(name: "release-group-status", value: releaseGroupStatus.rawValue))
        }
        items += PagingParameters.queryItems(limit: limit, offset: offset)
        return items
    }

    /// Whether a `user-*` include needs credentials.
    public var requiresAuthentication: Bool { includes.requiresAuthentication }

    /// The `user-*` includes, such as `inc=user-collections`.
    public var authenticationReason: String { includes.authenticationReason }

    /// `browse-<entity>`.
    public var operationName: String { "browse-\(Entity.entityType.pathName)" }

    /// At most 100 entities per page.
    public static var maximumLimit: Int { 100 }

    /// Refuses a `limit` outside 1…100, an `offset` outside 0…2147483647, an empty editor name,
    /// an include a browse does not take, a sub-query modifier without its sub-query, and a filter the link does not
    /// take.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        try PagingParameters.validate(limit: limit, offset: offset, maximum: Self.maximumLimit)
        if link.parameterValue.trimmingCharacters(in: .whitespaces).isEmpty {
            throw MusicBrainzError(code: .invalidRequest, message: "The \(link.parameterName) to browse by is empty.")
        }
        let entity = Entity.entityType
        try includes.validate(accepting: Entity.Includes.browseMembers, in: "\(entity.withArticle) browse")
        try ReleaseFilterParameters.validateValues(types: types, statuses: statuses)
        func refuse(_ filter: String, _ hint: String = "") -> MusicBrainzError {
            MusicBrainzError(
                code: .invalidRequest,
                message:
                    "\(entity.withCapitalArticle) browse by \(link.parameterName) takes no \(filter) filter\(hint).")
        }
        if !types.isEmpty && !link.acceptsTypeFilter { throw refuse("type") }
        if !statuses.isEmpty && !link.acceptsStatusFilter {
            throw refuse(
                "status",
                link.acceptsReleaseGroupStatusFilter
                    ? "; filter release groups by the status of their releases with releaseGroupStatus "
                        + "(release-group-status=website-default keeps those with an official release)" : "")
        }
        if releaseGroupStatus != nil && !link.acceptsReleaseGroupStatusFilter { throw refuse("release-group-status") }
    }
}
