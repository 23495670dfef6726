extension TagSearchItem: SearchableItem {
    /// `tag`.
    public static var searchIndexName: String { "tag" }

    /// The fields of the tag search index (`/ws/2/tag?query=…`).
    ///
    /// Terms without a field search the default fields: `tag`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `tag`: Tag name.
        case tag
    }
}
