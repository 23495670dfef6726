// The small parts of entities, each stated once for both formats.

extension Alias: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Alias { Alias(name: "") }

    /// Each field of `Alias` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ a: inout Alias, _ m: inout M) throws {
        try m.scalar(&a.name, WS2Key("name", xml: .text), default: "")
        try m.scalar(&a.sortName, .attribute("sort-name"))
        try m.text(&a.locale, .attribute("locale"), emptyIsNil: true)
        if m.format == .xml {
            // XML marks the primary alias with primary="primary".
            var primary: String? = a.isPrimary ? "primary" : nil
            try m.scalar(&primary, .attribute("primary"))
            if m.isDecoding { a.isPrimary = primary == "primary" }
        } else {
            try m.scalar(&a.isPrimary, "primary", default: false)
        }
        try m.vocabulary(&a.type, id: &a.typeID, .attribute("type"))
        // Search results write the dates under the XML attribute names.
        try m.scalar(&a.begin, WS2Key("begin", xml: .attribute("begin-date"), jsonAlternate: "begin-date"))
        try m.scalar(&a.end, WS2Key("end", xml: .attribute("end-date"), jsonAlternate: "end-date"))
        var ended: Bool? = m.isDecoding ? nil : a.ended
        try m.scalar(&ended, WS2Key("ended", xml: .absent))
        if m.isDecoding { a.ended = ended ?? (a.end != nil) }
    }
}

extension Tag: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Tag { Tag(name: "") }

    /// Each field of `Tag` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ t: inout Tag, _ m: inout M) throws {
        try m.scalar(&t.name, "name", default: "")
        try m.scalar(&t.count, .attribute("count"))
    }
}

extension Rating: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Rating { Rating(value: nil, votesCount: 0) }

    /// Each field of `Rating` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ r: inout Rating, _ m: inout M) throws {
        try m.scalar(&r.value, WS2Key("value", xml: .text))
        try m.scalar(&r.votesCount, .attribute("votes-count"), default: 0)
    }
}

extension LifeSpan: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: LifeSpan { LifeSpan() }

    /// Each field of `LifeSpan` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ l: inout LifeSpan, _ m: inout M) throws {
        try m.scalar(&l.begin, "begin")
        try m.scalar(&l.end, "end")
        var ended: Bool? = m.isDecoding ? nil : l.ended
        try m.scalar(&ended, "ended")
        // The service sets ended whenever there is an end date; JSON says so, XML may leave
        // <ended> out.
        if m.isDecoding { l.ended = ended ?? (l.end != nil) }
    }
}

extension Coordinates: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Coordinates { Coordinates(latitude: 0, longitude: 0) }

    /// Each field of `Coordinates` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ c: inout Coordinates, _ m: inout M) throws {
        try m.identity(&c.latitude, "latitude")
        try m.identity(&c.longitude, "longitude")
    }
}

extension LabelInfo: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: LabelInfo { LabelInfo() }

    /// Each field of `LabelInfo` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ l: inout LabelInfo, _ m: inout M) throws {
        try m.text(&l.catalogNumber, "catalog-number", emptyIsNil: true)
        try m.object(&l.label, "label")
    }
}

extension ReleaseEvent: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: ReleaseEvent { ReleaseEvent() }

    /// Each field of `ReleaseEvent` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ e: inout ReleaseEvent, _ m: inout M) throws {
        try m.scalar(&e.date, "date")
        try m.object(&e.area, "area")
    }
}

extension TextRepresentation: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: TextRepresentation { TextRepresentation() }

    /// Each field of `TextRepresentation` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ t: inout TextRepresentation, _ m: inout M) throws {
        try m.text(&t.language, "language", emptyIsNil: true)
        try m.text(&t.script, "script", emptyIsNil: true)
    }
}

extension CoverArtArchiveStatus: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: CoverArtArchiveStatus {
        CoverArtArchiveStatus(artwork: false, count: 0, front: false, back: false)
    }

    /// Each field of `CoverArtArchiveStatus` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ s: inout CoverArtArchiveStatus, _ m: inout M) throws {
        try m.scalar(&s.artwork, "artwork", default: false)
        try m.scalar(&s.count, "count", default: 0)
        try m.scalar(&s.front, "front", default: false)
        try m.scalar(&s.back, "back", default: false)
        try m.scalar(&s.darkened, "darkened", default: false)
    }
}

extension NameCredit: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: NameCredit { NameCredit(name: "", artist: .unmapped) }

    /// Each field of `NameCredit` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ n: inout NameCredit, _ m: inout M) throws {
        var name: String? = m.isDecoding ? nil : n.name
        try m.scalar(&name, "name")
        try m.scalar(&n.joinPhrase, .attribute("joinphrase"), default: "")
        try m.required(&n.artist, "artist")
        if m.isDecoding { n.name = name ?? n.artist.name }
    }
}

extension WorkAttribute: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: WorkAttribute { WorkAttribute(type: "", value: "") }

    /// Each field of `WorkAttribute` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ a: inout WorkAttribute, _ m: inout M) throws {
        try m.scalar(&a.type, .attribute("type"), default: "")
        try m.scalar(&a.typeID, .attribute("type-id"))
        try m.scalar(&a.value, WS2Key("value", xml: .text), default: "")
        try m.scalar(&a.valueID, .attribute("value-id"))
    }
}

extension RelationshipAttribute: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: RelationshipAttribute { RelationshipAttribute(name: "") }

    /// Each field of `RelationshipAttribute` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ a: inout RelationshipAttribute, _ m: inout M) throws {
        try m.scalar(&a.name, WS2Key("name", xml: .text), default: "")
        try m.scalar(&a.typeID, .attribute("type-id"))
        try m.scalar(&a.value, .attribute("value"))
        try m.scalar(&a.creditedAs, .attribute("credited-as"))
    }
}
