extension ReleaseEvent: XMLDecodable {
    /// Decodes `<release-event><date/><area id>…</area></release-event>`.
    public init(xml element: XMLElementNode) throws {
        self.init(date: try element.date("date"), area: try element.decode(Area.self, "area"))
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(elements: ["release-event-list"], children: ["release-event"]),
        XMLMapping(elements: ["release-event"], children: ["date", "area"]),
    ]
}
