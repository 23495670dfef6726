extension Annotation: SearchableItem {
    /// `annotation`.
    public static var searchIndexName: String { "annotation" }

    /// The fields of the annotation search index (`/ws/2/annotation?query=…`).
    ///
    /// Terms without a field search the default fields: `text`, `type`, `name`, `entity`.
    ///
    /// Source: section 4.4 of the WS/2 reference (the live Solr schema and the indexer).
    public enum SearchField: String, SearchIndexField {
        /// `entity`: MBID of the annotated entity.
        case entity
        /// `id`: Internal annotation ID.
        case id
        /// `name`: Name of the annotated entity.
        case name
        /// `text`: Annotation text.
        case text
        /// `type`: Type of the annotated entity (`artist`, `release`, `release-group`, …).
        case `type`
    }
}
