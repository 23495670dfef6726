extension Label: SearchableItem {
    /// `label`.
    public static var searchIndexName: String { "label" }

    /// The fields of the label search index (`/ws/2/label?query=…`).
    ///
    /// Terms without a field search the default fields: `alias`, `area`, `code`, `comment`, `country`, `ipi`, `label`, `labelaccent`, `laid`, `sortname`, `type`, `tag`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `alias`: Aliases.
        case alias
        /// `area`: Area name (or alias).
        case area
        /// `begin`: Begin date (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`, or a range).
        case begin
        /// `end`: End date.
        case end
        /// `ended`: `true` or `false`.
        case ended
        /// `code`: Label code digits, without `LC`.
        case code
        /// `comment`: Disambiguation comment.
        case comment
        /// `country`: ISO 3166-1 code of the area.
        case country
        /// `ipi`: IPI code.
        case ipi
        /// `isni`: ISNI code.
        case isni
        /// `label`: Name.
        case label
        /// `labelaccent`: Name, accent-sensitive.
        case labelAccent = "labelaccent"
        /// `laid`: Label MBID.
        case labelID = "laid"
        /// `release_count`: Number of releases.
        case releaseCount = "release_count"
        /// `sortname`: Alias sort names.
        case sortName = "sortname"
        /// `tag`: Tag names.
        case tag
        /// `type`: Label type.
        case `type`
    }
}
