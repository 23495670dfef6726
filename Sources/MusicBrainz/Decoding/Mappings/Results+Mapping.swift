// The results of the non-MBID lookups, the search-only indexes and the user-data reads.

extension CDStub: MusicBrainzResponse {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: CDStub { CDStub(id: .unmapped, title: "") }

    /// Each field of `CDStub` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ s: inout CDStub, _ m: inout M) throws {
        try m.identity(&s.id, .attribute("id"))
        try m.scalar(&s.title, "title", default: "")
        try m.scalar(&s.artist, "artist")
        try m.scalar(&s.barcode, "barcode")
        try m.text(&s.disambiguation, "disambiguation", emptyIsNil: true)
        // Old search servers wrote the comment as <comment> / "comment".
        if m.isDecoding, s.disambiguation == nil { try m.text(&s.disambiguation, "comment", emptyIsNil: true) }
        try m.list(&s.tracks, WS2ListKey("tracks", item: "track"), count: &s.trackCount)
        if m.isDecoding, s.trackCount == nil { try m.scalar(&s.trackCount, WS2Key("count", xml: .absent)) }
        if m.isDecoding, s.trackCount == nil { s.trackCount = s.tracks?.count }
    }

    /// The elements under `<metadata>` that hold this response in XML.
    @_spi(WS2Mapping) public static var xmlDocumentElements: [String] { ["cdstub"] }
}

extension CDStubTrack: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: CDStubTrack { CDStubTrack(title: "") }

    /// Each field of `CDStubTrack` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ t: inout CDStubTrack, _ m: inout M) throws {
        try m.scalar(&t.title, "title", default: "")
        try m.text(&t.artist, "artist", emptyIsNil: true)
        try m.scalar(&t.length, "length")
    }
}

extension Annotation {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Annotation { Annotation(entity: .unmapped) }

    /// Each field of `Annotation` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ a: inout Annotation, _ m: inout M) throws {
        try m.text(&a.type, .attribute("type"), emptyIsNil: true)
        try m.identity(&a.entity, "entity")
        try m.scalar(&a.name, "name")
        try m.scalar(&a.text, "text")
        try m.scalar(&a.annotationID, .attribute("id"))
    }
}

extension TagSearchItem {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: TagSearchItem { TagSearchItem(name: "") }

    /// Each field of `TagSearchItem` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ t: inout TagSearchItem, _ m: inout M) throws {
        try m.identity(&t.name, "name")
    }
}

extension ISRCLookupResult: MusicBrainzResponse {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: ISRCLookupResult { ISRCLookupResult(isrc: .unmapped, recordings: []) }

    /// Each field of `ISRCLookupResult` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ r: inout ISRCLookupResult, _ m: inout M) throws {
        try m.identity(&r.isrc, WS2Key("isrc", xml: .attribute("id")))
        try m.list(&r.recordings, WS2ListKey("recordings", item: "recording"))
    }

    /// The elements under `<metadata>` that hold this response in XML.
    @_spi(WS2Mapping) public static var xmlDocumentElements: [String] { ["isrc"] }
}

extension DiscIDLookupResult: MusicBrainzResponse {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: DiscIDLookupResult { .disc(.unmapped) }

    /// Each field of `DiscIDLookupResult` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ r: inout DiscIDLookupResult, _ m: inout M) throws {
        // A disc has an id; a release list from a fuzzy TOC match has none.
        if m.isDecoding {
            if !m.has(.attribute("id")) {
                r = .releases(.unmapped)
            } else if m.has("sectors") || m.has(WS2Key("offsets", xml: .child("offset-list"))) {
                r = .disc(.unmapped)
            } else {
                r = .cdStub(.unmapped)
            }
        }
        switch r {
        case .disc(var disc):
            try m.inline(&disc)
            r = .disc(disc)
        case .cdStub(var stub):
            try m.inline(&stub)
            r = .cdStub(stub)
        case .releases(var page):
            try m.inline(&page)
            r = .releases(page)
        }
    }

    /// A disc, a CD stub, or else the release list of `<metadata>`.
    @_spi(WS2Mapping) public static var xmlDocumentElements: [String] { ["disc", "cdstub", ""] }
}

extension UserTags: MusicBrainzResponse {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: UserTags { UserTags(tags: []) }

    /// Each field of `UserTags` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ t: inout UserTags, _ m: inout M) throws {
        try m.list(&t.tags, WS2ListKey("user-tags", item: "user-tag"))
    }

    /// The elements under `<metadata>` that hold this response in XML.
    @_spi(WS2Mapping) public static var xmlDocumentElements: [String] { [""] }
}

extension UserRating: MusicBrainzResponse {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: UserRating { UserRating(value: nil) }

    /// Each field of `UserRating` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ r: inout UserRating, _ m: inout M) throws {
        var value = r.value.map { UserRatingValue(value: $0) }
        try m.object(&value, "user-rating")
        if m.isDecoding { r.value = value?.value }
    }

    /// The elements under `<metadata>` that hold this response in XML.
    @_spi(WS2Mapping) public static var xmlDocumentElements: [String] { [""] }
}

extension ISRC {
    /// The placeholder of an ISRC that decoding sets or refuses.
    static let unmapped = ISRC(uncheckedRawValue: "")

    private init(uncheckedRawValue: String) { rawValue = uncheckedRawValue }
}
