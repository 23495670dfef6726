extension Series: SearchableItem {
    /// `series`.
    public static var searchIndexName: String { "series" }

    /// The fields of the series search index (`/ws/2/series?query=…`).
    ///
    /// Terms without a field search the default fields: `alias`, `comment`, `series`, `seriesaccent`, `sid`, `tag`, `type`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `alias`: Aliases.
        case alias
        /// `comment`: Disambiguation comment.
        case comment
        /// `series`: Name.
        case series
        /// `seriesaccent`: Name, accent-sensitive.
        case seriesAccent = "seriesaccent"
        /// `sid`: Series MBID.
        case seriesID = "sid"
        /// `tag`: Tag names.
        case tag
        /// `type`: Series type.
        case `type`
    }
}
