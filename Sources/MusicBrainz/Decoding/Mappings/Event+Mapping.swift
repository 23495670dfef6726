extension Event {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Event { Event(id: .unmapped, name: "") }

    /// Each field of `Event` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ e: inout Event, _ m: inout M) throws {
        try m.identity(&e.id, .attribute("id"))
        try m.scalar(&e.name, "name", default: "")
        try m.text(&e.disambiguation, "disambiguation", emptyIsNil: true)
        try m.vocabulary(&e.type, id: &e.typeID, .attribute("type"))
        try m.text(&e.time, "time", emptyIsNil: true)
        try m.text(&e.setlist, "setlist", emptyIsNil: true)
        try m.scalar(&e.cancelled, "cancelled", default: false)
        try m.object(&e.lifeSpan, "life-span")
        try m.taggedFields(&e.tagged)
        try m.ratedFields(&e)
        if m.isDecoding { e.lifeSpan = e.lifeSpan?.nilIfEmpty }
    }
}
