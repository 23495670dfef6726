extension Work: BrowsableEntity {
    /// A work browse takes the same `inc` values as a lookup.
    public typealias BrowseIncludes = Includes

    /// What works can be browsed by: `/ws/2/work?<link>=<mbid>`.
    ///
    /// Source: table 3.2 of the WS/2 reference.
    public enum BrowseLink: BrowseLinkParameter {
        /// `artist`: The works linked to an artist (by an artist–work relationship or through a recording credited to the artist).
        case artist(MBID)
        /// `collection`: The works in a collection (a private collection needs authentication).
        case collection(MBID)

        /// `artist`, `collection`.
        public static let parameterNames = ["artist", "collection"]

        /// Parses a link from its parameter name and value.
        /// - Parameters:
        ///   - parameterName: One of ``parameterNames``.
        ///   - value: The MBID.
        /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
        public init(parameterName: String, value: String) throws(MusicBrainzError) {
            switch parameterName {
            case "artist": self = .artist(try MBID(validating: value))
            case "collection": self = .collection(try MBID(validating: value))
            default: throw Self.unknownParameter(parameterName, of: .work)
            }
        }

        /// The query parameter name.
        public var parameterName: String {
            switch self {
            case .artist: return "artist"
            case .collection: return "collection"
            }
        }

        /// The lower-case MBID.
        public var parameterValue: String {
            switch self {
            case .artist(let id), .collection(let id): return id.description
            }
        }
    }
}
