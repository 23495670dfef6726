extension Release: BrowsableEntity {
    /// What releases can be browsed by: `/ws/2/release?<link>=<mbid>`.
    ///
    /// Release-group type filters apply to browses by `artist`, `track_artist`, `label` and `recording`; status filters to those and `release-group`.
    ///
    /// Source: table 3.2 of the WS/2 reference.
    public enum BrowseLink: BrowseLinkParameter {
        /// `area`: The releases linked to an area (by a release event there).
        case area(MBID)
        /// `artist`: The releases linked to an artist (in the release's artist credit).
        case artist(MBID)
        /// `collection`: The releases in a collection (a private collection needs authentication).
        case collection(MBID)
        /// `label`: The releases linked to a label (by a label info entry).
        case label(MBID)
        /// `recording`: The releases linked to a recording (that contain it).
        case recording(MBID)
        /// `release-group`: The releases linked to a release group (its releases).
        case releaseGroup(MBID)
        /// `track`: The release that contains a track, by the track's MBID (one release, with `recordings` forced on; `limit` and `offset` are ignored).
        case track(MBID)
        /// `track_artist`: The releases where an artist appears in a track artist credit but not in the release's artist credit (like `various-artists` on an artist lookup).
        case trackArtist(MBID)

        /// `area`, `artist`, `collection`, `label`, `recording`, `release-group`, `track`, `track_artist`.
        public static let parameterNames = [
            "area", "artist", "collection", "label", "recording", "release-group", "track", "track_artist",
        ]

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
            case "label": self = .label(try MBID(validating: value))
            case "recording": self = .recording(try MBID(validating: value))
            case "release-group": self = .releaseGroup(try MBID(validating: value))
            case "track": self = .track(try MBID(validating: value))
            case "track_artist": self = .trackArtist(try MBID(validating: value))
            default: throw Self.unknownParameter(parameterName, of: .release)
            }
        }

        /// The query parameter name.
        public var parameterName: String {
            switch self {
            case .area: return "area"
            case .artist: return "artist"
            case .collection: return "collection"
            case .label: return "label"
            case .recording: return "recording"
            case .releaseGroup: return "release-group"
            case .track: return "track"
            case .trackArtist: return "track_artist"
            }
        }

        /// The lower-case MBID.
        public var parameterValue: String {
            switch self {
            case .area(let id), .artist(let id), .collection(let id), .label(let id), .recording(let id),
                .releaseGroup(let id), .track(let id), .trackArtist(let id):
                return id.description
            }
        }

        /// Whether a release-group type filter applies: with `artist`, `track_artist`, `label`, `recording`.
        public var acceptsTypeFilter: Bool {
            switch self {
            case .artist, .trackArtist, .label, .recording: return true
            default: return false
            }
        }

        /// Whether a release status filter applies: with `artist`, `track_artist`, `label`, `recording`, `release-group`.
        public var acceptsStatusFilter: Bool {
            switch self {
            case .artist, .trackArtist, .label, .recording, .releaseGroup: return true
            default: return false
            }
        }
    }
}
