extension URLEntity: SearchableItem {
    /// `url`.
    public static var searchIndexName: String { "url" }

    /// The fields of the url search index (`/ws/2/url?query=…`).
    ///
    /// Terms without a field search the default fields: `mbid`, `uid`, `url`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `uid`: URL MBID.
        case urlID = "uid"
        /// `url`: The exact URL.
        case url
        /// `url_ancestor`: URLs whose path starts with the given one.
        case urlAncestor = "url_ancestor"
        /// `url_descendent`: URLs the given one starts with.
        case urlDescendant = "url_descendent"
        /// `relationtype`: Relationship type names.
        case relationshipType = "relationtype"
        /// `targetid`: MBIDs of linked entities.
        case targetID = "targetid"
        /// `targettype`: Types of linked entities.
        case targetType = "targettype"
    }
}
