/// An item that has a search index: `GET /ws/2/<index>?query=…`.
///
/// The core entities with an index (``Area``, ``Artist``, ``Event``, ``Instrument``, ``Label``,
/// ``Place``, ``Recording``, ``Release``, ``ReleaseGroup``, ``Series``, ``URLEntity``, ``Work``)
/// and the search-only items ``Annotation``, ``CDStub`` and ``TagSearchItem`` conform. Genres,
/// collections, disc IDs, ISRCs and ISWCs cannot be searched.
public protocol SearchableItem: MusicBrainzListItem {
    /// The fields of the index, for ``SearchQuery`` clauses such as `.field(.release, "…")`.
    associatedtype SearchField: SearchIndexField

    /// The index name in the path, such as `release` or `release-group`.
    static var searchIndexName: String { get }
}
