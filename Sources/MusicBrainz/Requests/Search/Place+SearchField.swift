extension Place: SearchableItem {
    /// `place`.
    public static var searchIndexName: String { "place" }

    /// The fields of the place search index (`/ws/2/place?query=…`).
    ///
    /// Terms without a field search the default fields: `address`, `alias`, `area`, `comment`, `pid`, `place`, `placeaccent`, `type`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `address`: Address.
        case address
        /// `alias`: Aliases.
        case alias
        /// `area`: Area name.
        case area
        /// `begin`: Begin date (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`, or a range).
        case begin
        /// `end`: End date.
        case end
        /// `ended`: `true` or `false`.
        case ended
        /// `comment`: Disambiguation comment.
        case comment
        /// `lat`: Latitude (numeric).
        case latitude = "lat"
        /// `long`: Longitude (numeric).
        case longitude = "long"
        /// `pid`: Place MBID.
        case placeID = "pid"
        /// `place`: Name.
        case place
        /// `placeaccent`: Name, accent-sensitive.
        case placeAccent = "placeaccent"
        /// `type`: Place type.
        case `type`
    }
}
