extension Medium: XMLDecodable {
    /// Decodes `<medium [id]><title/><position/><format id/><disc-list/><pregap/>
    /// <track-list count offset/><data-track-list/></medium>`.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``).
    public init(xml element: XMLElementNode) throws {
        self.init(id: try element.mbidAttribute("id"), title: element.nonEmptyString("title"))
        position = try element.int("position")
        if let format = element.child("format") {
            self.format = MediumFormat(rawValue: format.text)
            formatID = try format.mbidAttribute("id")
        }
        if let discList = element.child("disc-list") {
            discs = try discList.items(Disc.self, "disc")
            if discs == nil { discCount = try discList.intAttribute("count") }
        }
        if let trackList = element.child("track-list") {
            trackCount = try trackList.intAttribute("count")
            trackOffset = try trackList.intAttribute("offset")
            // A medium without tracks has no `tracks` key in JSON even with inc=recordings, so an
            // empty <track-list count="0"/> reads as nil too.
            let items = try trackList.items(Track.self, "track")
            tracks = items?.isEmpty == true ? nil : items
        }
        pregap = try element.decode(Track.self, "pregap")
        dataTracks = try element.list(Track.self, "data-track-list", "track")
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(
            elements: ["medium"],
            children: ["title", "position", "format", "disc-list", "track-list", "pregap", "data-track-list"],
            attributes: ["id"]),
        XMLMapping(elements: ["format"], attributes: ["id"]),
        XMLMapping(elements: ["track-list"], children: ["track"], attributes: ["count", "offset"]),
        XMLMapping(elements: ["data-track-list"], children: ["track"]),
    ]
}
