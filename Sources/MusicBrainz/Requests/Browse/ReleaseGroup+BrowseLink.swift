extension ReleaseGroup: BrowsableEntity {
    /// What release groups can be browsed by: `/ws/2/release-group?<link>=<mbid>`.
    ///
    /// Type and `release-group-status` filters apply to browses by `artist`.
    ///
    /// Source: table 3.2 of the WS/2 reference.
    public enum BrowseLink: BrowseLinkParameter {
        /// `artist`: The release groups linked to an artist (in its artist credit).
        case artist(MBID)
        /// `collection`: The release groups in a collection (a private collection needs authentication).
        case collection(MBID)
        /// `release`: The release groups linked to a release (the release group of the release).
        case release(MBID)

        /// `artist`, `collection`, `release`.
        public static let parameterNames = ["artist", "collection", "release"]

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
            default: throw Self.unknownParameter(parameterName, of: .releaseGroup)
            }
        }

        /// The query parameter name.
        public var parameterName: String {
            switch self {
            case .artist: return "artist"
            case .collection: return "collection"
            case .release: return "release"
            }
        }

        /// The lower-case MBID.
        public var parameterValue: String {
            switch self {
            case .artist(let id), .collection(let id), .release(let id): return id.description
            }
        }

        /// Whether a release-group type filter applies: with `artist`.
        public var acceptsTypeFilter: Bool {
            switch self {
            case .artist: return true
            default: return false
            }
        }

        /// Whether the `release-group-status` filter applies: with `artist`.
        public var acceptsReleaseGroupStatusFilter: Bool {
            switch self {
            case .artist: return true
            default: return false
            }
        }
    }
}
