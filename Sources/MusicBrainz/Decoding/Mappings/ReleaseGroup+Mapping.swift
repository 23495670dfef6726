extension ReleaseGroup {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: ReleaseGroup { ReleaseGroup(id: .unmapped, title: "") }

    /// Each field of `ReleaseGroup` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ g: inout ReleaseGroup, _ m: inout M) throws {
        try m.identity(&g.id, .attribute("id"))
        try m.scalar(&g.title, "title", default: "")
        try m.text(&g.disambiguation, "disambiguation", emptyIsNil: true)
        try m.vocabulary(&g.primaryType, id: &g.primaryTypeID, "primary-type")
        // The legacy combined type / type-id attributes (ws2-reference 6.1) summarise primary and
        // secondary types; old XML has nothing else, so a primary type there is used.
        if m.format == .xml && (!m.isDecoding || g.primaryType == nil) {
            var legacy: PrimaryType?
            var legacyID: MBID?
            try m.vocabulary(&legacy, id: &legacyID, .xmlOnly(.attribute("type")))
            if m.isDecoding, let legacy, [.album, .single, .ep, .broadcast, .other].contains(legacy) {
                g.primaryType = legacy
                g.primaryTypeID = legacyID
            }
        }
        try m.scalars(&g.secondaryTypes, WS2ListKey("secondary-types", item: "secondary-type"))
        try m.scalars(
            &g.secondaryTypeIDs,
            WS2ListKey("secondary-type-ids", item: "secondary-type", xmlItemValue: .attribute("id")))
        try m.scalar(&g.firstReleaseDate, "first-release-date")
        try m.artistCredit(&g.artistCredit)
        try m.taggedFields(&g.tagged)
        try m.ratedFields(&g)
        try m.list(&g.releases, WS2ListKey("releases", item: "release"), count: &g.releaseCount)
        // A search hit's JSON counts the group's releases as "count" (XML: <release-list count>).
        if m.isDecoding, g.releaseCount == nil { try m.scalar(&g.releaseCount, WS2Key("count", xml: .absent)) }
    }
}
