extension Event: SearchableItem {
    /// `event`.
    public static var searchIndexName: String { "event" }

    /// The fields of the event search index (`/ws/2/event?query=…`).
    ///
    /// Terms without a field search the default fields: `alias`, `aid`, `area`, `arid`, `artist`, `begin`, `comment`, `end`, `eid`, `event`, `eventaccent`, `pid`, `place`, `tag`, `type`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `aid`: MBIDs of related areas.
        case areaID = "aid"
        /// `area`: Names of related areas.
        case area
        /// `alias`: Aliases.
        case alias
        /// `arid`: MBIDs of related artists.
        case artistID = "arid"
        /// `artist`: Names of related artists.
        case artist
        /// `begin`: Begin date (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`, or a range).
        case begin
        /// `end`: End date.
        case end
        /// `ended`: `true` or `false`.
        case ended
        /// `comment`: Disambiguation comment.
        case comment
        /// `eid`: Event MBID.
        case eventID = "eid"
        /// `event`: Name.
        case event
        /// `eventaccent`: Name, accent-sensitive.
        case eventAccent = "eventaccent"
        /// `pid`: MBIDs of related places.
        case placeID = "pid"
        /// `place`: Names of related places.
        case place
        /// `tag`: Tag names.
        case tag
        /// `type`: Event type.
        case `type`
    }
}
