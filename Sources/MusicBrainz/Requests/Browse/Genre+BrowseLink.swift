extension Genre: BrowsableEntity {
    /// A genre browse takes the same `inc` values as a lookup.
    public typealias BrowseIncludes = Includes

    /// What genres can be browsed by: `/ws/2/genre?<link>=<mbid>`.
    ///
    /// Genres can only be browsed by collection; ``AllGenresRequest`` lists every genre.
    ///
    /// Source: table 3.2 of the WS/2 reference.
    public enum BrowseLink: BrowseLinkParameter {
        /// `collection`: The genres in a collection (a private collection needs authentication).
        case collection(MBID)

        /// `collection`.
        public static let parameterNames = ["collection"]

        /// Parses a link from its parameter name and value.
        /// - Parameters:
        ///   - parameterName: One of ``parameterNames``.
        ///   - value: The MBID.
        /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
        public init(parameterName: String, value: String) throws(MusicBrainzError) {
            switch parameterName {
            case "collection": self = .collection(try MBID(validating: value))
            default: throw Self.unknownParameter(parameterName, of: .genre)
            }
        }

        /// The query parameter name.
        public var parameterName: String {
            switch self {
            case .collection: return "collection"
            }
        }

        /// The lower-case MBID.
        public var parameterValue: String {
            switch self {
            case .collection(let id): return id.description
            }
        }
    }
}
