extension Artist: BrowsableEntity {
    /// What artists can be browsed by: `/ws/2/artist?<link>=<mbid>`.
    ///
    /// Source: table 3.2 of the WS/2 reference.
    public enum BrowseLink: BrowseLinkParameter {
        /// `area`: The artists linked to an area (whose area it is).
        case area(MBID)
        /// `collection`: The artists in a collection (a private collection needs authentication).
        case collection(MBID)
        /// `recording`: The artists linked to a recording (credited on it).
        case recording(MBID)
        /// `release`: The artists linked to a release (credited on it or its tracks).
        case release(MBID)
        /// `release-group`: The artists linked to a release group (credited on it).
        case releaseGroup(MBID)
        /// `work`: The artists linked to a work (related to it).
        case work(MBID)

        /// `area`, `collection`, `recording`, `release`, `release-group`, `work`.
        public static let parameterNames = ["area", "collection", "recording", "release", "release-group", "work"]

        /// Parses a link from its parameter name and value.
        /// - Parameters:
        ///   - parameterName: One of ``parameterNames``.
        ///   - value: The MBID.
        /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
        public init(parameterName: String, value: String) throws(MusicBrainzError) {
            switch parameterName {
            case "area": self = .area(try MBID(validating: value))
            case "collection": self = .collection(try MBID(validating: value))
            case "recording": self = .recording(try MBID(validating: value))
            case "release": self = .release(try MBID(validating: value))
            case "release-group": self = .releaseGroup(try MBID(validating: value))
            case "work": self = .work(try MBID(validating: value))
            default: throw Self.unknownParameter(parameterName, of: .artist)
            }
        }

        /// The query parameter name.
        public var parameterName: String {
            switch self {
            case .area: return "area"
            case .collection: return "collection"
            case .recording: return "recording"
            case .release: return "release"
            case .releaseGroup: return "release-group"
            case .work: return "work"
            }
        }

        /// The lower-case MBID.
        public var parameterValue: String {
            switch self {
            case .area(let id), .collection(let id), .recording(let id), .release(let id), .releaseGroup(let id),
                .work(let id):
                return id.description
            }
        }
    }
}
