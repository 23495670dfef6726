import Foundation

/// A lookup of one entity by its MBID: `GET /ws/2/<entity>/<mbid>?inc=…`.
///
/// ```swift
/// let request = LookupRequest<Release>(id: mbid, including: [.recordings, .artistCredits, .labels])
/// let release = try await client.send(request)
/// ```
///
/// Lists embedded by sub-query includes (`recordings` on an artist, `releases` on a release
/// group, …) hold at most 25 items; browse for the rest (see
/// ``MusicBrainzClient/completeEmbeddedList(_:reportedCount:browsing:including:)``).
///
/// Lookups that embed releases or release groups take release-type and release-status filters:
/// an artist with `releases` (type and status) or `release-groups` (type), a label or recording
/// with `releases` (type and status), a release group with `releases` (status). Checked before
/// sending: includes a lookup does not take (``IncludeSet/lookupMembers``: a collection lookup
/// takes none), the dependent includes (``IncludeSet/validate()``), the filters, and `user-*`
/// includes, which need an authenticated client.
public struct LookupRequest<Entity: MusicBrainzEntity>: MusicBrainzRequest {
    /// The entity decoded from the response.
    public typealias Response = Entity

    /// The MBID to look up.
    public var id: MBID
    /// The `inc` parameters.
    public var includes: Entity.Includes
    /// The release-group types the embedded releases or release groups must have (`type=`);
    /// empty for no filter.
    public var types: [ReleaseTypeFilter]
    /// The statuses the embedded releases must have (`status=`); empty for no filter.
    public var statuses: [ReleaseStatus]

    /// Creates a lookup.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - includes: The `inc` parameters; default none.
    ///   - types: Release-group types of embedded releases or release groups; default none.
    ///   - statuses: Statuses of embedded releases; default none.
    public init(
        id: MBID, including includes: Entity.Includes = [], types: [ReleaseTypeFilter] = [],
        statuses: [ReleaseStatus] = []
    ) {
        self.id = id
        self.includes = includes
        self.types = types
        self.statuses = statuses
    }

    /// `<entity>/<mbid>`, such as `release/aff4a693-5970-4e2e-bd46-e2ee49c22de7`.
    public var path: String { "\(Entity.entityType.pathName)/\(id)" }

    /// `inc`, `type` and `status`, when set.
    public var queryItems: [URLQueryItem] {
        var items = includes.parameterValue.map { [URLQueryItem(name: "inc", value: $0)] } ?? []
        for (name, value) in ReleaseFilterParameters.queryItems(types: types, statuses: statuses) {
            items.append(URLQueryItem(name: name, value: value))
        }
        return items
    }

    /// Whether a `user-*` include needs credentials.
    public var requiresAuthentication: Bool { includes.requiresAuthentication }

    /// The `user-*` includes, such as `inc=user-tags`.
    public var authenticationReason: String { includes.authenticationReason }

    /// `lookup-<entity>`.
    public var operationName: String { "lookup-\(Entity.entityType.pathName)" }

    /// Refuses an include the lookup does not take, a sub-query modifier without its sub-query
    /// and a filter the lookup does not take or whose sub-query is missing.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        try includes.validate(accepting: Entity.Includes.lookupMembers, in: "\(Entity.entityType.withArticle) lookup")
        try Self.validateFilters(
            includes: includes, types: types, statuses: statuses, entity: Entity.entityType)
    }

    static func validateFilters(
        includes: Entity.Includes, types: [ReleaseTypeFilter], statuses: [ReleaseStatus], entity: EntityType
    ) throws(MusicBrainzError) {
        try ReleaseFilterParameters.validateValues(types: types, statuses: statuses)
        func check(_ name: String, _ unlocking: Entity.Includes) throws(MusicBrainzError) {
            if unlocking.isEmpty {
                throw MusicBrainzError(
                    code: .invalidRequest, message: "\(entity.withCapitalArticle) lookup takes no \(name) filter.")
            }
            if includes.isDisjoint(with: unlocking) {
                let needed = unlocking.names.map { "inc=" + $0 }.joined(separator: " or ")
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message:
                        "The \(name) filter of \(entity.withArticle) lookup needs \(needed): it filters the embedded list."
                )
            }
        }
        if !types.isEmpty { try check("type", Entity.Includes.typeFilterSubqueries) }
        if !statuses.isEmpty { try check("status", Entity.Includes.statusFilterSubqueries) }
    }
}
