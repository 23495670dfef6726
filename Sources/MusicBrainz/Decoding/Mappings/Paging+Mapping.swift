// Pages of browse and search results, and the contents of a collection.

extension BrowseResults {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: BrowseResults { BrowseResults(totalCount: 0, offset: 0, items: []) }

    /// JSON `releases` with `release-count` and `release-offset` (or `count` and `offset`); XML
    /// `<release-list count="…" offset="…">` in `<metadata>`.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ p: inout BrowseResults, _ m: inout M) throws {
        let names = Item.listItemNames
        var items: [Item]? = m.isDecoding ? nil : p.items
        var count: Int? = m.isDecoding ? nil : p.totalCount
        var offset: Int? = m.isDecoding ? nil : p.offset
        try m.list(&items, names.listKey, count: &count, offset: &offset)
        if m.isDecoding {
            if count == nil { try m.scalar(&count, WS2Key("count", xml: .absent)) }
            if offset == nil { try m.scalar(&offset, WS2Key("offset", xml: .absent)) }
            p = BrowseResults(totalCount: count ?? items?.count ?? 0, offset: offset ?? 0, items: items ?? [])
        }
    }

    /// The elements under `<metadata>` that hold this response in XML.
    @_spi(WS2Mapping) public static var xmlDocumentElements: [String] { [""] }

    /// Decodes the page with the item type's specialised copy.
    @_spi(WS2Mapping) public static func decode(_ reader: inout JSONReader) throws -> BrowseResults {
        try Item.decodeBrowsePage(&reader)
    }

    /// Decodes the page with the item type's specialised copy.
    @_spi(WS2Mapping) public static func decode(_ reader: inout XMLReader) throws -> BrowseResults {
        try Item.decodeBrowsePage(&reader)
    }
}

extension SearchResults {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: SearchResults { SearchResults(totalCount: 0, offset: 0, items: []) }

    /// JSON `created`, `count`, `offset` and `releases`; XML `<metadata created="…">` with
    /// `<release-list count="…" offset="…">`.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ p: inout SearchResults, _ m: inout M) throws {
        let names = Item.listItemNames
        var hits: [SearchResult<Item>]? = m.isDecoding ? nil : p.items
        var count: Int? = m.isDecoding ? nil : p.totalCount
        var offset: Int? = m.isDecoding ? nil : p.offset
        try m.scalar(&p.created, .attribute("created"))
        try m.scalar(&count, WS2Key("count", xml: .attributeOfChild(.interned(names.xmlListElement), "count")))
        try m.scalar(&offset, WS2Key("offset", xml: .attributeOfChild(.interned(names.xmlListElement), "offset")))
        // The count and offset are the list element's (XML) or the page's (JSON), read above.
        try m.list(&hits, names.listKey)
        if m.isDecoding {
            p.items = hits ?? []
            p.totalCount = count ?? p.items.count
            p.offset = offset ?? 0
        }
    }

    /// The elements under `<metadata>` that hold this response in XML.
    @_spi(WS2Mapping) public static var xmlDocumentElements: [String] { [""] }
}

extension SearchResults {
    /// Decodes the page with the item type's specialised copy.
    @_spi(WS2Mapping) public static func decode(_ reader: inout JSONReader) throws -> SearchResults {
        try Item.decodeSearchPage(&reader)
    }

    /// Decodes the page with the item type's specialised copy.
    @_spi(WS2Mapping) public static func decode(_ reader: inout XMLReader) throws -> SearchResults {
        try Item.decodeSearchPage(&reader)
    }
}

extension SearchResult {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: SearchResult { SearchResult(item: .unmapped, score: nil) }

    /// The item's fields and its score: JSON `score`, XML `ext:score` (any prefix).
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ hit: inout SearchResult, _ m: inout M) throws {
        try m.inline(&hit.item)
        try m.scalar(&hit.score, WS2Key("score", xml: .extensionAttribute("score")))
    }
}

extension CollectionContents {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: CollectionContents {
        CollectionContents(collection: .unmapped, totalCount: 0, items: [])
    }

    /// The collection's fields with one page of its items (`releases` with `release-count`).
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ p: inout CollectionContents, _ m: inout M) throws {
        var page = BrowseResults(totalCount: p.totalCount, offset: 0, items: p.items)
        try m.inline(&p.collection)
        try m.inline(&page)
        if m.isDecoding {
            p = CollectionContents(collection: p.collection, totalCount: page.totalCount, items: page.items)
        }
    }

    /// The elements under `<metadata>` that hold this response in XML.
    @_spi(WS2Mapping) public static var xmlDocumentElements: [String] { ["collection"] }
}

extension ListItemNames {
    /// The key of the list: the JSON array, the XML list element and its items.
    var listKey: WS2ListKey {
        WS2ListKey(.interned(jsonArrayKey), item: .interned(xmlItemElement), xmlList: .named(.interned(xmlListElement)))
    }
}
