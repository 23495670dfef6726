extension Label {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Label { Label(id: .unmapped, name: "") }

    /// Each field of `Label` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ l: inout Label, _ m: inout M) throws {
        try m.identity(&l.id, .attribute("id"))
        try m.scalar(&l.name, "name", default: "")
        try m.scalar(&l.sortName, "sort-name")
        try m.text(&l.disambiguation, "disambiguation", emptyIsNil: true)
        try m.vocabulary(&l.type, id: &l.typeID, .attribute("type"))
        try m.scalar(&l.labelCode, "label-code")
        try m.text(&l.country, "country", emptyIsNil: true)
        try m.object(&l.area, "area")
        try m.object(&l.lifeSpan, "life-span")
        try m.scalarsOrSingle(&l.ipis, WS2ListKey("ipis", item: "ipi"))
        try m.scalars(&l.isnis, WS2ListKey("isnis", item: "isni"))
        try m.taggedFields(&l.tagged)
        try m.ratedFields(&l)
        try m.list(&l.releases, WS2ListKey("releases", item: "release"), count: &l.releaseCount)
        if m.isDecoding { l.lifeSpan = l.lifeSpan?.nilIfEmpty }
    }
}
