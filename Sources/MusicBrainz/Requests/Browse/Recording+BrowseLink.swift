extension Recording: BrowsableEntity {
    /// What recordings can be browsed by: `/ws/2/recording?<link>=<mbid>`.
    ///
    /// Source: table 3.2 of the WS/2 reference.
    public enum BrowseLink: BrowseLinkParameter {
        /// `artist`: The recordings linked to an artist (credited on it).
        case artist(MBID)
        /// `collection`: The recordings in a collection (a private collection needs authentication).
        case collection(MBID)
        /// `release`: The recordings linked to a release (on its track list).
        case release(MBID)
        /// `work`: The recordings linked to a work (a recording of it).
        case work(MBID)

        /// `artist`, `collection`, `release`, `work`.
        public static let parameterNames = ["artist", "collection", "release", "work"]

        /// Parses a link from its parameter name and value.
        /// - Parameters:
        ///   - parameterName: One of ``parameterNames``.
        ///   - value: The MBID.
        /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
        public init(parameterName: String, value: String) throws(MusicBrainzError) {
            switch parameterName {
            case "artist": self = .artist(try MBID(validating: value))
            case "collection": self = .collection(try MBID(validating: value))
            case "release": self = .release(try MBID(validating: value))
            case "work": self = .work(try MBID(validating: value))
            default: throw Self.unknownParameter(parameterName, of: .recording)
            }
        }

        /// The query parameter name.
        public var parameterName: String {
            switch self {
            case .artist: return "artist"
            case .collection: return "collection"
            case .release: return "release"
            case .work: return "work"
            }
        }

        /// The lower-case MBID.
        public var parameterValue: String {
            switch self {
            case .artist(let id), .collection(let id), .release(let id), .work(let id): return id.description
            }
        }
    }
}
