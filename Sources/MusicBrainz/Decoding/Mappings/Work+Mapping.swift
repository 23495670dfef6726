extension Work {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Work { Work(id: .unmapped, title: "") }

    /// Each field of `Work` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ w: inout Work, _ m: inout M) throws {
        try m.identity(&w.id, .attribute("id"))
        try m.scalar(&w.title, "title", default: "")
        try m.text(&w.disambiguation, "disambiguation", emptyIsNil: true)
        try m.vocabulary(&w.type, id: &w.typeID, .attribute("type"))
        try m.text(&w.language, "language", emptyIsNil: true)
        try m.scalars(&w.languages, WS2ListKey("languages", item: "language"))
        try m.scalarsOrSingle(&w.iswcs, WS2ListKey("iswcs", item: "iswc"))
        try m.artistCredit(&w.artistCredit)
        try m.list(&w.attributes, WS2ListKey("attributes", item: "attribute"))
        try m.taggedFields(&w.tagged)
        try m.ratedFields(&w)
    }
}
