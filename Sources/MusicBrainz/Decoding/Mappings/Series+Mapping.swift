extension Series {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Series { Series(id: .unmapped, name: "") }

    /// Each field of `Series` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ s: inout Series, _ m: inout M) throws {
        try m.identity(&s.id, .attribute("id"))
        try m.scalar(&s.name, "name", default: "")
        try m.text(&s.disambiguation, "disambiguation", emptyIsNil: true)
        try m.vocabulary(&s.type, id: &s.typeID, .attribute("type"))
        try m.taggedFields(&s.tagged)
    }
}
