extension Artist {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Artist { Artist(id: .unmapped, name: "") }

    /// Each field of `Artist` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ a: inout Artist, _ m: inout M) throws {
        try m.identity(&a.id, .attribute("id"))
        try m.scalar(&a.name, "name", default: "")
        try m.scalar(&a.sortName, "sort-name")
        try m.text(&a.disambiguation, "disambiguation", emptyIsNil: true)
        try m.vocabulary(&a.type, id: &a.typeID, .attribute("type"))
        try m.vocabulary(&a.gender, id: &a.genderID, "gender")
        try m.text(&a.country, "country", emptyIsNil: true)
        try m.object(&a.area, "area")
        try m.object(&a.beginArea, WS2Key("begin-area", jsonAlternate: "begin_area"))
        try m.object(&a.endArea, WS2Key("end-area", jsonAlternate: "end_area"))
        try m.object(&a.lifeSpan, "life-span")
        try m.scalarsOrSingle(&a.ipis, WS2ListKey("ipis", item: "ipi"))
        try m.scalars(&a.isnis, WS2ListKey("isnis", item: "isni"))
        try m.taggedFields(&a.tagged)
        try m.ratedFields(&a)
        try m.list(&a.recordings, WS2ListKey("recordings", item: "recording"), count: &a.recordingCount)
        try m.list(&a.releases, WS2ListKey("releases", item: "release"), count: &a.releaseCount)
        try m.list(&a.releaseGroups, WS2ListKey("release-groups", item: "release-group"), count: &a.releaseGroupCount)
        try m.list(&a.works, WS2ListKey("works", item: "work"), count: &a.workCount)
        if m.isDecoding { a.lifeSpan = a.lifeSpan?.nilIfEmpty }
    }
}
