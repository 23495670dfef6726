extension Medium: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Medium { Medium(id: nil) }

    /// Each field of `Medium` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ d: inout Medium, _ m: inout M) throws {
        try m.scalar(&d.id, .attribute("id"))
        try m.text(&d.title, "title", emptyIsNil: true)
        try m.scalar(&d.position, "position")
        try m.vocabulary(&d.format, id: &d.formatID, "format")
        try m.list(&d.discs, WS2ListKey("discs", item: "disc"), count: &d.discCount)
        // XML counts the discs it lists; JSON has disc-count only where it lists none.
        if m.isDecoding, d.discs != nil { d.discCount = nil }
        // Search results put the tracks under "track" (SEARCH-604). A medium without tracks has no
        // tracks key in JSON even with inc=recordings, so an empty <track-list count="0"/> is nil too.
        try m.list(
            &d.tracks, WS2ListKey("tracks", item: "track", jsonAlternate: "track", emptyIsNil: true),
            count: &d.trackCount, offset: &d.trackOffset)
        try m.object(&d.pregap, "pregap")
        try m.list(&d.dataTracks, WS2ListKey("data-tracks", item: "track", xmlList: .named("data-track-list")))
    }
}

extension Track: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Track { Track(title: "") }

    /// Each field of `Track` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ t: inout Track, _ m: inout M) throws {
        try m.scalar(&t.id, .attribute("id"))
        try m.scalar(&t.position, "position")
        try m.scalar(&t.number, "number")
        var title: String? = m.isDecoding ? nil : t.title
        try m.scalar(&title, "title")
        try m.scalar(&t.length, "length")
        try m.artistCredit(&t.artistCredit)
        try m.object(&t.recording, "recording")
        // A track without its own title or credit has the recording's.
        if m.isDecoding {
            t.title = title ?? t.recording?.title ?? ""
            if t.artistCredit == nil { t.artistCredit = t.recording?.artistCredit }
        }
    }
}

extension Disc: MusicBrainzResponse {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: Disc { Disc(id: .unmapped) }

    /// Each field of `Disc` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ d: inout Disc, _ m: inout M) throws {
        try m.identity(&d.id, .attribute("id"))
        try m.scalar(&d.sectors, "sectors")
        try m.scalars(&d.offsets, WS2ListKey("offsets", item: "offset"), count: &d.offsetCount)
        try m.list(&d.releases, WS2ListKey("releases", item: "release"), count: &d.releaseCount)
    }

    /// The elements under `<metadata>` that hold this response in XML.
    @_spi(WS2Mapping) public static var xmlDocumentElements: [String] { ["disc"] }
}

extension DiscID {
    /// The placeholder of a disc ID that decoding sets or refuses.
    static let unmapped = DiscID(uncheckedRawValue: "")
}
