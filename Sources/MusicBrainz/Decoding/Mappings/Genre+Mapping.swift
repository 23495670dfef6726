extension Genre {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Genre { Genre(id: .unmapped, name: "") }

    /// Each field of `Genre` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ g: inout Genre, _ m: inout M) throws {
        try m.identity(&g.id, .attribute("id"))
        try m.scalar(&g.name, "name", default: "")
        try m.text(&g.disambiguation, "disambiguation", emptyIsNil: true)
        try m.scalar(&g.count, .attribute("count"))
        try m.list(&g.aliases, WS2ListKey("aliases", item: "alias"))
        try m.annotation(&g.annotation)
        try m.relationships(&g.relationships)
    }
}
