extension Recording: SearchableItem {
    /// `recording`.
    public static var searchIndexName: String { "recording" }

    /// The fields of the recording search index (`/ws/2/recording?query=…`).
    ///
    /// Terms without a field search the default fields: `alias`, `artist`, `artistname`, `creditname`, `comment`, `recording`, `recordingaccent`, `release`, `status`, `tag`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `alias`: Recording aliases.
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
        /// `country`: Release-event countries of releases that contain it.
        case country
        /// `date`: Release dates of releases that contain it.
        case date
        /// `dur`: Length in milliseconds.
        case duration = "dur"
        /// `firstreleasedate`: Earliest release date.
        case firstReleaseDate = "firstreleasedate"
        /// `format`: Medium formats.
        case format
        /// `isrc`: ISRCs.
        case isrc
        /// `number`: Track numbers as printed (free text, such as `A1`).
        case number
        /// `position`: Medium positions.
        case position
        /// `primarytype`: Primary types of the release groups.
        case primaryType = "primarytype"
        /// `secondarytype`: Secondary types of the release groups.
        case secondaryType = "secondarytype"
        /// `type`: Release-group types, primary and secondary.
        case `type`
        /// `qdur`: Length quantized: milliseconds / 2000, rounded down.
        case quantizedDuration = "qdur"
        /// `recording`: Title.
        case recording
        /// `recordingaccent`: Title, accent-sensitive.
        case recordingAccent = "recordingaccent"
        /// `reid`: MBIDs of releases that contain it.
        case releaseID = "reid"
        /// `release`: Titles of releases that contain it.
        case release
        /// `rgid`: MBIDs of release groups that contain it.
        case releaseGroupID = "rgid"
        /// `rid`: Recording MBID.
        case recordingID = "rid"
        /// `status`: Statuses of releases that contain it.
        case status
        /// `tag`: Tag names.
        case tag
        /// `tid`: Track MBIDs.
        case trackID = "tid"
        /// `tnum`: Track positions.
        case trackPosition = "tnum"
        /// `tracks`: Track count of the medium.
        case mediumTrackCount = "tracks"
        /// `tracksrelease`: Total track count of the release.
        case releaseTrackCount = "tracksrelease"
        /// `video`: `true` or `false`.
        case video
    }
}
