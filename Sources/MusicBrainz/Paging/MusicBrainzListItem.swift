/// A value that appears in lists of browse and search results: every core entity, and the
/// search-only results (annotations, tags, CD stubs).
public protocol MusicBrainzListItem: MusicBrainzModel, Hashable {
    /// How lists of this item are named in both formats.
    static var listItemNames: ListItemNames { get }

    /// Decodes a page of search results from JSON (``SearchResults``); as a requirement with a
    /// default, each item type gets its own specialised copy.
    @_spi(WS2Mapping) static func decodeSearchPage(_ reader: inout JSONReader) throws -> SearchResults<Self>
    /// Decodes a page of search results from XML.
    @_spi(WS2Mapping) static func decodeSearchPage(_ reader: inout XMLReader) throws -> SearchResults<Self>
    /// Decodes a browse page from JSON (``BrowseResults``).
    @_spi(WS2Mapping) static func decodeBrowsePage(_ reader: inout JSONReader) throws -> BrowseResults<Self>
    /// Decodes a browse page from XML.
    @_spi(WS2Mapping) static func decodeBrowsePage(_ reader: inout XMLReader) throws -> BrowseResults<Self>
}

extension MusicBrainzEntity {
    /// The list names of the entity type, such as `releases` / `<release-list>`.
    public static var listItemNames: ListItemNames { ListItemNames(entityType) }
}

/// Pages decoded with copies specialised for each item type: a page is generic over its item,
/// and the library's decoding entry point over the response type, so without these the loop
/// over a page's items ran unspecialised (value witnesses for every item moved).
extension MusicBrainzListItem {
    /// Decodes a page of search results from JSON.
    @_spi(WS2Mapping) public static func decodeSearchPage(_ reader: inout JSONReader) throws -> SearchResults<Self> {
        try SearchResults<Self>.mapped(&reader)
    }

    /// Decodes a page of search results from XML.
    @_spi(WS2Mapping) public static func decodeSearchPage(_ reader: inout XMLReader) throws -> SearchResults<Self> {
        try SearchResults<Self>.mapped(&reader)
    }

    /// Decodes a browse page from JSON.
    @_spi(WS2Mapping) public static func decodeBrowsePage(_ reader: inout JSONReader) throws -> BrowseResults<Self> {
        try BrowseResults<Self>.mapped(&reader)
    }

    /// Decodes a browse page from XML.
    @_spi(WS2Mapping) public static func decodeBrowsePage(_ reader: inout XMLReader) throws -> BrowseResults<Self> {
        try BrowseResults<Self>.mapped(&reader)
    }
}
