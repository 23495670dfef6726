extension URLEntity {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: URLEntity { URLEntity(id: .unmapped, resource: "") }

    /// Each field of `URLEntity` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ u: inout URLEntity, _ m: inout M) throws {
        try m.identity(&u.id, .attribute("id"))
        try m.scalar(&u.resource, "resource", default: "")
        try m.relationships(&u.relationships)
    }
}
