extension Release {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Release { Release(id: .unmapped, title: "") }

    /// Each field of `Release` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ r: inout Release, _ m: inout M) throws {
        try m.identity(&r.id, .attribute("id"))
        try m.scalar(&r.title, "title", default: "")
        try m.text(&r.disambiguation, "disambiguation", emptyIsNil: true)
        try m.vocabulary(&r.status, id: &r.statusID, "status")
        try m.scalar(&r.quality, "quality")
        try m.vocabulary(&r.packaging, id: &r.packagingID, "packaging")
        try m.object(&r.textRepresentation, "text-representation")
        try m.artistCredit(&r.artistCredit)
        // Search servers before 2013 wrote <release-group type="EP"/> without an MBID in
        // recording search results: such a release group cannot be identified (see below).
        try m.object(&r.releaseGroupOrStub, "release-group")
        try m.scalar(&r.date, "date")
        try m.text(&r.country, "country", emptyIsNil: true)
        try m.list(&r.releaseEvents, WS2ListKey("release-events", item: "release-event"))
        try m.scalar(&r.barcode, "barcode")
        try m.text(&r.asin, "asin", emptyIsNil: true)
        try m.list(&r.labelInfo, WS2ListKey("label-info", item: "label-info"))
        try m.list(&r.media, WS2ListKey("media", item: "medium"))
        // Search results put the release's total track count into the XML medium list.
        try m.scalar(&r.trackCount, WS2Key("track-count", xml: .childOfChild("medium-list", "track-count")))
        try m.object(&r.coverArtArchive, "cover-art-archive")
        try m.taggedFields(&r.tagged)
        try m.list(&r.collections, WS2ListKey("collections", item: "collection"))
        if m.isDecoding { r.textRepresentation = r.textRepresentation?.nilIfEmpty }
    }
}

extension Release {
    /// The release group, or a stub without an MBID from an old search server, which reads as
    /// `nil`.
    fileprivate var releaseGroupOrStub: ReleaseGroupOrStub? {
        get { releaseGroup.map(ReleaseGroupOrStub.init) }
        set { releaseGroup = newValue?.group }
    }
}

/// A release group as a release embeds it: an XML `<release-group>` with neither an `id` nor
/// children (SEARCH-218) is a stub, read as `nil` rather than refused.
private struct ReleaseGroupOrStub: MusicBrainzModel {
    var group: ReleaseGroup?

    static var unmapped: ReleaseGroupOrStub { ReleaseGroupOrStub(group: nil) }

    static func map<M: WS2Mapper>(_ value: inout ReleaseGroupOrStub, _ m: inout M) throws {
        var group = value.group ?? .unmapped
        if m.isDecoding, let reader = m as? XMLReader, reader.isStub { return }
        try m.inline(&group)
        value.group = group
    }
}
