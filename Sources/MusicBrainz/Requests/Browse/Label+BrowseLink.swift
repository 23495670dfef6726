extension Label: BrowsableEntity {
    /// What labels can be browsed by: `/ws/2/label?<link>=<mbid>`.
    ///
    /// Source: table 3.2 of the WS/2 reference.
    public enum BrowseLink: BrowseLinkParameter {
        /// `area`: The labels linked to an area (where it is based).
        case area(MBID)
        /// `collection`: The labels in a collection (a private collection needs authentication).
        case collection(MBID)
        /// `release`: The labels linked to a release (by a label info entry).
        case release(MBID)

        /// `area`, `collection`, `release`.
        public static let parameterNames = ["area", "collection", "release"]

        /// Parses a link from its parameter name and value.
        /// - Parameters:
        ///   - parameterName: One of ``parameterNames``.
        ///   - value: The MBID.
        /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
        public init(parameterName: String, value: String) throws(MusicBrainzError) {
            switch parameterName {
            case "area": self = .area(try MBID(validating: value))
            case "collection": self = .collection(try MBID(validating: value))
            case "release": self = .release(try MBID(validating: value))
            default: throw Self.unknownParameter(parameterName, of: .label)
            }
        }

        /// The query parameter name.
        public var parameterName: String {
            switch self {
            case .area: return "area"
            case .collection: return "collection"
            case .release: return "release"
            }
        }

        /// The lower-case MBID.
        public var parameterValue: String {
            switch self {
            case .area(let id), .collection(let id), .release(let id): return id.description
            }
        }
    }
}
