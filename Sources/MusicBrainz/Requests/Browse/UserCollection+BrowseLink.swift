extension UserCollection: BrowsableEntity {
    /// What collections can be browsed by: `/ws/2/collection?<link>=<mbid>`.
    ///
    /// Without `editor`, the public collections that contain the given entity (and the caller's private ones with `user-collections`).
    ///
    /// Source: table 3.2 of the WS/2 reference.
    public enum BrowseLink: BrowseLinkParameter {
        /// `area`: The collections linked to an area.
        case area(MBID)
        /// `artist`: The collections linked to an artist.
        case artist(MBID)
        /// `editor`: The public collections of an editor, by user name (with `user-collections` and authenticated as that editor, the private ones too).
        case editor(String)
        /// `event`: The collections linked to an event.
        case event(MBID)
        /// `genre`: The collections that contain a genre.
        case genre(MBID)
        /// `instrument`: The collections that contain an instrument.
        case instrument(MBID)
        /// `label`: The collections linked to a label.
        case label(MBID)
        /// `place`: The collections linked to a place.
        case place(MBID)
        /// `recording`: The collections linked to a recording.
        case recording(MBID)
        /// `release`: The collections linked to a release.
        case release(MBID)
        /// `release-group`: The collections linked to a release group.
        case releaseGroup(MBID)
        /// `series`: The collections linked to a series.
        case series(MBID)
        /// `work`: The collections linked to a work.
        case work(MBID)

        /// `area`, `artist`, `editor`, `event`, `genre`, `instrument`, `label`, `place`, `recording`, `release`, `release-group`, `series`, `work`.
        public static let parameterNames = [
            "area", "artist", "editor", "event", "genre", "instrument", "label", "place", "recording", "release",
            "release-group", "series", "work",
        ]

        /// Parses a link from its parameter name and value.
        /// - Parameters:
        ///   - parameterName: One of ``parameterNames``.
        ///   - value: The MBID (a user name for `editor`).
        /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
        public init(parameterName: String, value: String) throws(MusicBrainzError) {
            switch parameterName {
            case "area": self = .area(try MBID(validating: value))
            case "artist": self = .artist(try MBID(validating: value))
            case "editor":
                guard !value.isEmpty else {
                    throw MusicBrainzError(code: .invalidRequest, message: "The editor name is empty.")
                }
                self = .editor(value)
            case "event": self = .event(try MBID(validating: value))
            case "genre": self = .genre(try MBID(validating: value))
            case "instrument": self = .instrument(try MBID(validating: value))
            case "label": self = .label(try MBID(validating: value))
            case "place": self = .place(try MBID(validating: value))
            case "recording": self = .recording(try MBID(validating: value))
            case "release": self = .release(try MBID(validating: value))
            case "release-group": self = .releaseGroup(try MBID(validating: value))
            case "series": self = .series(try MBID(validating: value))
            case "work": self = .work(try MBID(validating: value))
            default: throw Self.unknownParameter(parameterName, of: .collection)
            }
        }

        /// The query parameter name.
        public var parameterName: String {
            switch self {
            case .area: return "area"
            case .artist: return "artist"
            case .editor: return "editor"
            case .event: return "event"
            case .genre: return "genre"
            case .instrument: return "instrument"
            case .label: return "label"
            case .place: return "place"
            case .recording: return "recording"
            case .release: return "release"
            case .releaseGroup: return "release-group"
            case .series: return "series"
            case .work: return "work"
            }
        }

        /// The lower-case MBID, or the editor's user name.
        public var parameterValue: String {
            switch self {
            case .area(let id), .artist(let id), .event(let id), .genre(let id), .instrument(let id), .label(let id),
                .place(let id), .recording(let id), .release(let id), .releaseGroup(let id), .series(let id),
                .work(let id):
                return id.description
            case .editor(let name): return name
            }
        }
    }
}
