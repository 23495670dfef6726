extension CDStub: SearchableItem {
    /// `cdstub`.
    public static var searchIndexName: String { "cdstub" }

    /// The fields of the cdstub search index (`/ws/2/cdstub?query=…`).
    ///
    /// Terms without a field search the default fields: `artist`, `barcode`, `comment`, `id`, `title`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `added`: Date the stub was added.
        case added
        /// `artist`: Stub artist.
        case artist
        /// `title`: Stub title.
        case title
        /// `barcode`: Barcode.
        case barcode
        /// `comment`: Comment.
        case comment
        /// `discid`: Disc ID of the stub.
        case discID = "discid"
        /// `id`: Disc ID of the stub.
        case id
        /// `tracks`: Number of tracks.
        case tracks
    }
}
