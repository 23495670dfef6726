extension Recording {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Recording { Recording(id: .unmapped, title: "") }

    /// Each field of `Recording` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ r: inout Recording, _ m: inout M) throws {
        try m.identity(&r.id, .attribute("id"))
        try m.scalar(&r.title, "title", default: "")
        try m.text(&r.disambiguation, "disambiguation", emptyIsNil: true)
        try m.scalar(&r.length, "length")
        try m.scalar(&r.isVideo, "video", default: false)
        try m.scalar(&r.firstReleaseDate, "first-release-date")
        try m.artistCredit(&r.artistCredit)
        // An ISRC is <isrc id="…"/> in lookups and <isrc>…</isrc> in old search results.
        try m.scalars(&r.isrcs, WS2ListKey("isrcs", item: "isrc", xmlItemValue: .attributeOrText("id")))
        try m.taggedFields(&r.tagged)
        try m.ratedFields(&r)
        try m.list(&r.releases, WS2ListKey("releases", item: "release"), count: &r.releaseCount)
    }
}
