extension Area {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Area { Area(id: .unmapped, name: "") }

    /// Each field of `Area` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ a: inout Area, _ m: inout M) throws {
        try m.identity(&a.id, .attribute("id"))
        try m.scalar(&a.name, "name", default: "")
        try m.scalar(&a.sortName, "sort-name")
        try m.text(&a.disambiguation, "disambiguation", emptyIsNil: true)
        try m.vocabulary(&a.type, id: &a.typeID, .attribute("type"))
        try m.scalars(&a.iso31661Codes, WS2ListKey("iso-3166-1-codes", item: "iso-3166-1-code"))
        try m.scalars(&a.iso31662Codes, WS2ListKey("iso-3166-2-codes", item: "iso-3166-2-code"))
        try m.scalars(&a.iso31663Codes, WS2ListKey("iso-3166-3-codes", item: "iso-3166-3-code"))
        try m.object(&a.lifeSpan, "life-span")
        try m.taggedFields(&a.tagged)
        if m.isDecoding { a.lifeSpan = a.lifeSpan?.nilIfEmpty }
    }
}
