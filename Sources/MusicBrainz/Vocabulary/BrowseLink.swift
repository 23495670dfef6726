/// The linked entity of a browse of `Entity`: which parameter (`artist`, `release-group`,
/// `track_artist`, …) and which value (an MBID, or a user name for a collection browse by
/// editor).
///
/// Each browsable entity has exactly the links the service accepts for it, as static functions
/// (`BrowseLink<Release>.trackArtist(_:)`, `BrowseLink<UserCollection>.editor(_:)`, …), so a
/// browse the service would refuse does not compile:
///
/// ```swift
/// let page = try await client.browse(Release.self, linkedTo: .trackArtist(artistID), limit: 100)
/// ```
///
/// The links and the filters each takes (``acceptsTypeFilter``, …) come from one table, that of
/// the WS/2 reference: table 3.2.
public struct BrowseLink<Entity: BrowsableEntity>: Sendable, Hashable, CustomStringConvertible {
    let parameter: BrowseParameter
    /// The query parameter value: the lower-case MBID, or a user name.
    public let parameterValue: String

    init(_ parameter: BrowseParameter, _ id: MBID) { self.init(parameter, value: id.description) }

    init(_ parameter: BrowseParameter, value: String) { (self.parameter, parameterValue) = (parameter, value) }

    /// Parses a link from its parameter name and value, as a command line or a stored URL gives
    /// them.
    /// - Parameters:
    ///   - parameterName: One of ``parameterNames``.
    ///   - value: The MBID (or user name for `editor`).
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` for an
    ///   unknown name or an invalid MBID.
    public init(parameterName: String, value: String) throws(MusicBrainzError) {
        guard let parameter = Self.rules.first(where: { $0.parameter.rawValue == parameterName })?.parameter else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "\(Entity.entityType.withCapitalArticle) browse cannot be linked by \"\(parameterName)\"; "
                    + "valid: \(Self.parameterNames.joined(separator: ", ")).")
        }
        if parameter == .editor {
            self.init(parameter, value: value)  // BrowseRequest.validate() refuses an empty name
        } else {
            self.init(parameter, try MBID(validating: value))
        }
    }

    /// Every parameter name a browse of `Entity` accepts, such as `artist` or `track_artist`.
    public static var parameterNames: [String] { rules.map(\.parameter.rawValue) }

    /// The query parameter name, such as `track_artist`.
    public var parameterName: String { parameter.rawValue }

    /// Whether a release-group type filter (`type=`) is accepted with this link.
    public var acceptsTypeFilter: Bool { filters.contains(.type) }

    /// Whether a release status filter (`status=`) is accepted with this link.
    public var acceptsStatusFilter: Bool { filters.contains(.status) }

    /// Whether the `release-group-status` filter is accepted with this link.
    public var acceptsReleaseGroupStatusFilter: Bool { filters.contains(.releaseGroupStatus) }

    /// `name=value`, as in the query string.
    public var description: String { parameterName + "=" + parameterValue }

    static var rules: [BrowseParameter.Rule] { BrowseParameter.links(of: Entity.entityType) }

    var filters: BrowseParameter.Filters { Self.rules.first { $0.parameter == parameter }?.filters ?? [] }
}

/// The link parameters of browse requests, each wire name written once.
enum BrowseParameter: String, Sendable {
    case area, artist, collection, editor, event, genre, instrument, label, place, recording, release
    case releaseGroup = "release-group"
    case series, track
    case trackArtist = "track_artist"
    case work

    /// The filters a link takes.
    struct Filters: OptionSet {
        let rawValue: UInt8
        /// `type=`: release-group types.
        static let type = Filters(rawValue: 1 << 0)
        /// `status=`: release statuses.
        static let status = Filters(rawValue: 1 << 1)
        /// `release-group-status=`.
        static let releaseGroupStatus = Filters(rawValue: 1 << 2)
    }

    /// One row of the table: a link and the filters it takes.
    typealias Rule = (parameter: BrowseParameter, filters: Filters)

    /// Table 3.2 of the WS/2 reference: the links each entity can be browsed by, and the filters
    /// each link takes. Areas, genres, instruments and series are browsed by collection only;
    /// URLs cannot be browsed.
    static func links(of entity: EntityType) -> [Rule] {
        let typeAndStatus: Filters = [.type, .status]
        switch entity {
        case .area, .genre, .instrument, .series: return rules(.collection)
        case .artist: return rules(.area, .collection, .recording, .release, .releaseGroup, .work)
        case .collection:
            return rules(
                .area, .artist, .editor, .event, .genre, .instrument, .label, .place, .recording, .release,
                .releaseGroup, .series, .work)
        case .event: return rules(.area, .artist, .collection, .event, .place, .series)
        case .label: return rules(.area, .collection, .release)
        case .place: return rules(.area, .collection)
        case .recording: return rules(.artist, .collection, .release, .work)
        case .release:
            return [
                (.area, []), (.artist, typeAndStatus), (.collection, []), (.label, typeAndStatus),
                (.recording, typeAndStatus), (.releaseGroup, .status), (.track, []), (.trackArtist, typeAndStatus),
            ]
        case .releaseGroup: return [(.artist, [.type, .releaseGroupStatus]), (.collection, []), (.release, [])]
        case .work: return rules(.artist, .collection)
        case .url: return []
        }
    }

    private static func rules(_ parameters: BrowseParameter...) -> [Rule] { parameters.map { ($0, []) } }
}
