/// The linked entity of a browse request: which parameter (`artist`, `release-group`,
/// `track_artist`, …) and which value (an MBID, or a user name for a collection browse by
/// editor).
///
/// Each browsable entity has its own enumeration (``Release/BrowseLink``,
/// ``Artist/BrowseLink``, …) holding exactly the links the service accepts for it, so a browse
/// the service would refuse does not compile:
///
/// ```swift
/// let page = try await client.browse(Release.self, linkedTo: .trackArtist(artistID), limit: 100)
/// ```
///
/// Source: table 3.2 of the WS/2 reference.
public protocol BrowseLinkParameter: Sendable, Hashable, CustomStringConvertible {
    /// Every parameter name this link type accepts, such as `artist`, `release-group`,
    /// `track_artist`.
    static var parameterNames: [String] { get }

    /// Parses a link from its parameter name and value, as a command line or a stored URL gives
    /// them.
    /// - Parameters:
    ///   - parameterName: One of ``parameterNames``.
    ///   - value: The MBID (or user name for `editor`).
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` for an
    ///   unknown name or an invalid value.
    init(parameterName: String, value: String) throws(MusicBrainzError)

    /// The query parameter name, such as `track_artist`.
    var parameterName: String { get }

    /// The query parameter value: the lower-case MBID, or a user name.
    var parameterValue: String { get }

    /// Whether a release-group type filter (`type=`) is accepted with this link; default `false`.
    var acceptsTypeFilter: Bool { get }

    /// Whether a release status filter (`status=`) is accepted with this link; default `false`.
    var acceptsStatusFilter: Bool { get }

    /// Whether the `release-group-status` filter is accepted with this link; default `false`.
    var acceptsReleaseGroupStatusFilter: Bool { get }
}

extension BrowseLinkParameter {
    /// No type filter.
    public var acceptsTypeFilter: Bool { false }
    /// No status filter.
    public var acceptsStatusFilter: Bool { false }
    /// No release-group status filter.
    public var acceptsReleaseGroupStatusFilter: Bool { false }

    /// `name=value`, as in the query string.
    public var description: String { parameterName + "=" + parameterValue }

    static func unknownParameter(_ name: String, of entity: EntityType) -> MusicBrainzError {
        MusicBrainzError(
            code: .invalidRequest,
            message:
                "\(entity.withCapitalArticle) browse cannot be linked by \"\(name)\"; valid: \(parameterNames.joined(separator: ", "))."
        )
    }
}
