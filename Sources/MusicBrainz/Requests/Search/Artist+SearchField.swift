extension Artist: SearchableItem {
    /// `artist`.
    public static var searchIndexName: String { "artist" }

    /// The fields of the artist search index (`/ws/2/artist?query=…`).
    ///
    /// Terms without a field search the default fields: `alias`, `primary_alias`, `artist`, `artistaccent`, `comment`, `sortname`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `alias`: Any alias.
        case alias
        /// `primary_alias`: Primary aliases.
        case primaryAlias = "primary_alias"
        /// `area`: Name (or alias) of the artist's area.
        case area
        /// `beginarea`: Name of the begin area.
        case beginArea = "beginarea"
        /// `endarea`: Name of the end area.
        case endArea = "endarea"
        /// `arid`: Artist MBID.
        case artistID = "arid"
        /// `artist`: Name (accents folded).
        case artist
        /// `artistaccent`: Name, accent-sensitive.
        case artistAccent = "artistaccent"
        /// `begin`: Begin date (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`, or a range).
        case begin
        /// `end`: End date.
        case end
        /// `ended`: `true` or `false`.
        case ended
        /// `comment`: Disambiguation comment.
        case comment
        /// `country`: ISO 3166-1 code of the artist's area.
        case country
        /// `gender`: `male`, `female`, `other`, …
        case gender
        /// `ipi`: IPI code (leading zeros ignored).
        case ipi
        /// `isni`: ISNI code (leading zeros ignored).
        case isni
        /// `sortname`: Sort name.
        case sortName = "sortname"
        /// `tag`: Tag names.
        case tag
        /// `type`: `person`, `group`, `orchestra`, `choir`, `character`, `other`.
        case `type`
    }
}
