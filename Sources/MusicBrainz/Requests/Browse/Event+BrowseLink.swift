extension Event: BrowsableEntity {
    /// A event browse takes the same `inc` values as a lookup.
    public typealias BrowseIncludes = Includes

    /// What events can be browsed by: `/ws/2/event?<link>=<mbid>`.
    ///
    /// Source: table 3.2 of the WS/2 reference.
    public enum BrowseLink: BrowseLinkParameter {
        /// `area`: The events linked to an area by a relationship.
        case area(MBID)
        /// `artist`: The events linked to an artist by a relationship.
        case artist(MBID)
        /// `collection`: The events in a collection (a private collection needs authentication).
        case collection(MBID)
        /// `event`: The events linked to an event by a relationship.
        case event(MBID)
        /// `place`: The events linked to a place by a relationship.
        case place(MBID)
        /// `series`: The events linked to a series (part of it).
        case series(MBID)

        /// `area`, `artist`, `collection`, `event`, `place`, `series`.
        public static let parameterNames = ["area", "artist", "collection", "event", "place", "series"]

        /// Parses a link from its parameter name and value.
        /// - Parameters:
        ///   - parameterName: One of ``parameterNames``.
        ///   - value: The MBID.
        /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
        public init(parameterName: String, value: String) throws(MusicBrainzError) {
            switch parameterName {
            case "area": self = .area(try MBID(validating: value))
            case "artist": self = .artist(try MBID(validating: value))
            case "collection": self = .collection(try MBID(validating: value))
            case "event": self = .event(try MBID(validating: value))
            case "place": self = .place(try MBID(validating: value))
            case "series": self = .series(try MBID(validating: value))
            default: throw Self.unknownParameter(parameterName, of: .event)
            }
        }

        /// The query parameter name.
        public var parameterName: String {
            switch self {
            case .area: return "area"
            case .artist: return "artist"
            case .collection: return "collection"
            case .event: return "event"
            case .place: return "place"
            case .series: return "series"
            }
        }

        /// The lower-case MBID.
        public var parameterValue: String {
            switch self {
            case .area(let id), .artist(let id), .collection(let id), .event(let id), .place(let id), .series(let id):
                return id.description
            }
        }
    }
}
