extension Instrument {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Instrument { Instrument(id: .unmapped, name: "") }

    /// Each field of `Instrument` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ i: inout Instrument, _ m: inout M) throws {
        try m.identity(&i.id, .attribute("id"))
        try m.scalar(&i.name, "name", default: "")
        try m.text(&i.disambiguation, "disambiguation", emptyIsNil: true)
        try m.vocabulary(&i.type, id: &i.typeID, .attribute("type"))
        try m.text(&i.instrumentDescription, "description", emptyIsNil: true)
        try m.taggedFields(&i.tagged)
    }
}
