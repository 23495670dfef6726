extension Instrument: SearchableItem {
    /// `instrument`.
    public static var searchIndexName: String { "instrument" }

    /// The fields of the instrument search index (`/ws/2/instrument?query=…`).
    ///
    /// Terms without a field search the default fields: `alias`, `comment`, `description`, `iid`, `instrument`, `instrumentaccent`, `tag`, `type`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `alias`: Aliases.
        case alias
        /// `comment`: Disambiguation comment.
        case comment
        /// `description`: Description.
        case description
        /// `iid`: Instrument MBID.
        case instrumentID = "iid"
        /// `instrument`: Name.
        case instrument
        /// `instrumentaccent`: Name, accent-sensitive.
        case instrumentAccent = "instrumentaccent"
        /// `tag`: Tag names.
        case tag
        /// `type`: Instrument type.
        case `type`
    }
}
