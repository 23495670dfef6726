extension Place {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Place { Place(id: .unmapped, name: "") }

    /// Each field of `Place` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ p: inout Place, _ m: inout M) throws {
        try m.identity(&p.id, .attribute("id"))
        try m.scalar(&p.name, "name", default: "")
        try m.text(&p.disambiguation, "disambiguation", emptyIsNil: true)
        try m.vocabulary(&p.type, id: &p.typeID, .attribute("type"))
        try m.text(&p.address, "address", emptyIsNil: true)
        try m.object(&p.area, "area")
        try m.object(&p.coordinates, "coordinates")
        try m.object(&p.lifeSpan, "life-span")
        try m.taggedFields(&p.tagged)
        try m.ratedFields(&p)
        if m.isDecoding { p.lifeSpan = p.lifeSpan?.nilIfEmpty }
    }
}
