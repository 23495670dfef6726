extension Work: SearchableItem {
    /// `work`.
    public static var searchIndexName: String { "work" }

    /// The fields of the work search index (`/ws/2/work?query=…`).
    ///
    /// Terms without a field search the default fields: `alias`, `artist`, `comment`, `lang`, `tag`, `work`, `workaccent`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `alias`: Aliases.
        case alias
        /// `arid`: MBIDs of artists related to the work.
        case artistID = "arid"
        /// `artist`: Names of artists related to the work.
        case artist
        /// `comment`: Disambiguation comment.
        case comment
        /// `iswc`: ISWCs.
        case iswc
        /// `lang`: Lyrics language codes (ISO 639-3).
        case language = "lang"
        /// `recording`: Titles of linked recordings.
        case recording
        /// `rid`: MBIDs of linked recordings.
        case recordingID = "rid"
        /// `recording_count`: Number of linked recordings.
        case recordingCount = "recording_count"
        /// `tag`: Tag names.
        case tag
        /// `type`: Work type.
        case `type`
        /// `wid`: Work MBID.
        case workID = "wid"
        /// `work`: Title.
        case work
        /// `workaccent`: Title, accent-sensitive.
        case workAccent = "workaccent"
    }
}
