extension Area: SearchableItem {
    /// `area`.
    public static var searchIndexName: String { "area" }

    /// The fields of the area search index (`/ws/2/area?query=…`).
    ///
    /// Terms without a field search the default fields: `alias`, `area`, `areaaccent`, `comment`, `iso`, `iso1`, `iso2`, `iso3`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `aid`: Area MBID.
        case areaID = "aid"
        /// `alias`: Alias names.
        case alias
        /// `area`: Area name (accents folded).
        case area
        /// `areaaccent`: Area name, accent-sensitive.
        case areaAccent = "areaaccent"
        /// `begin`: Begin date (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`, or a range).
        case begin
        /// `end`: End date.
        case end
        /// `ended`: `true` or `false`.
        case ended
        /// `comment`: Disambiguation comment.
        case comment
        /// `iso`: Any ISO 3166-1, -2 or -3 code.
        case iso
        /// `iso1`: ISO 3166-1 alpha-2 code.
        case iso1
        /// `iso2`: ISO 3166-2 code.
        case iso2
        /// `iso3`: ISO 3166-3 code.
        case iso3
        /// `sortname`: Alias sort names.
        case sortName = "sortname"
        /// `tag`: Tag names.
        case tag
        /// `type`: Area type (`country`, `city`, …).
        case `type`
    }
}
