extension ReleaseGroup: SearchableItem {
    /// `release-group`.
    public static var searchIndexName: String { "release-group" }

    /// The fields of the release-group search index (`/ws/2/release-group?query=…`).
    ///
    /// Terms without a field search the default fields: `alias`, `artistname`, `comment`, `creditname`, `releasegroup`, `releasegroupaccent`, `release`, `tag`.
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
        /// `comment`: Disambiguation comment.
        case comment
        /// `firstreleasedate`: Earliest release date.
        case firstReleaseDate = "firstreleasedate"
        /// `primarytype`: Primary type.
        case primaryType = "primarytype"
        /// `secondarytype`: Secondary types.
        case secondaryType = "secondarytype"
        /// `type`: Types, primary and secondary.
        case `type`
        /// `reid`: MBIDs of its releases.
        case releaseID = "reid"
        /// `release`: Titles of its releases.
        case release
        /// `releasegroup`: Title.
        case releaseGroup = "releasegroup"
        /// `releasegroupaccent`: Title, accent-sensitive.
        case releaseGroupAccent = "releasegroupaccent"
        /// `releases`: Number of releases.
        case releaseCount = "releases"
        /// `rgid`: Release-group MBID.
        case releaseGroupID = "rgid"
        /// `status`: Statuses of its releases.
        case status
        /// `tag`: Tag names.
        case tag
    }
}
