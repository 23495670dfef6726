extension Place: BrowsableEntity {
    /// A place browse takes the same `inc` values as a lookup.
    public typealias BrowseIncludes = Includes

    /// What places can be browsed by: `/ws/2/place?<link>=<mbid>`.
    ///
    /// Source: table 3.2 of the WS/2 reference.
    public enum BrowseLink: BrowseLinkParameter {
        /// `area`: The places linked to an area (where it is).
        case area(MBID)
        /// `collection`: The places in a collection (a private collection needs authentication).
        case collection(MBID)

        /// `area`, `collection`.
        public static let parameterNames = ["area", "collection"]

        /// Parses a link from its parameter name and value.
        /// - Parameters:
        ///   - parameterName: One of ``parameterNames``.
        ///   - value: The MBID.
        /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
        public init(parameterName: String, value: String) throws(MusicBrainzError) {
            switch parameterName {
            case "area": self = .area(try MBID(validating: value))
            case "collection": self = .collection(try MBID(validating: value))
            default: throw Self.unknownParameter(parameterName, of: .place)
            }
        }

        /// The query parameter name.
        public var parameterName: String {
            switch self {
            case .area: return "area"
            case .collection: return "collection"
            }
        }

        /// The lower-case MBID.
        public var parameterValue: String {
            switch self {
            case .area(let id), .collection(let id): return id.description
            }
        }
    }
}
