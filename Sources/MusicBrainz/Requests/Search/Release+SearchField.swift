extension Release: SearchableItem {
    /// `release`.
    public static var searchIndexName: String { "release" }

    /// The fields of the release search index (`/ws/2/release?query=…`).
    ///
    /// Terms without a field search the default fields: `alias`, `artistname`, `barcode`, `comment`, `creditname`, `label`, `release`, `releaseaccent`, `tag`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `alias`: Aliases.
        case alias
        /// `arid`: MBID of any credited artist.
        case artistID = "arid"
        /// `artist`: The full artist credit as printed, with join phrases.
        case artist
        /// `artistname`: Canonical names of the credited artists.
        case artistName = "artistname"
        /// `creditname`: Names the artists are credited with.
        case creditName = "creditname"
        /// `asin`: Amazon ASIN.
        case asin
        /// `barcode`: Barcode (leading zeros and spaces ignored).
        case barcode
        /// `catno`: Catalog numbers.
        case catalogNumber = "catno"
        /// `comment`: Disambiguation comment.
        case comment
        /// `country`: Release-event countries.
        case country
        /// `date`: Release-event dates.
        case date
        /// `discids`: Disc ID count of the release (in the schema; the indexer does not fill it).
        case discIDCount = "discids"
        /// `discidsmedium`: Disc ID counts per medium (in the schema; the indexer does not fill it).
        case discIDCountPerMedium = "discidsmedium"
        /// `format`: Medium formats.
        case format
        /// `laid`: Label MBIDs.
        case labelID = "laid"
        /// `label`: Label names.
        case label
        /// `lang`: ISO 639-3 language code.
        case language = "lang"
        /// `mediumid`: Medium MBIDs.
        case mediumID = "mediumid"
        /// `mediums`: Number of media.
        case mediumCount = "mediums"
        /// `packaging`: Packaging name.
        case packaging
        /// `primarytype`: Primary type of the release group.
        case primaryType = "primarytype"
        /// `secondarytype`: Secondary types of the release group.
        case secondaryType = "secondarytype"
        /// `type`: Release-group types, primary and secondary.
        case `type`
        /// `quality`: `low`, `normal` or `high`.
        case quality
        /// `reid`: Release MBID.
        case releaseID = "reid"
        /// `release`: Title.
        case release
        /// `releaseaccent`: Title, accent-sensitive.
        case releaseAccent = "releaseaccent"
        /// `rgid`: Release-group MBID.
        case releaseGroupID = "rgid"
        /// `script`: ISO 15924 script code.
        case script
        /// `status`: Status.
        case status
        /// `tag`: Tag names.
        case tag
        /// `tracks`: Total track count.
        case trackCount = "tracks"
        /// `tracksmedium`: Track counts per medium.
        case trackCountPerMedium = "tracksmedium"
    }
}
