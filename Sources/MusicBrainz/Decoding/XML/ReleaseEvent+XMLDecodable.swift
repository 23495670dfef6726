extension ReleaseEvent: XMLDecodable {
    /// Decodes `<release-event><date/><area id>…</area></release-event>`.
    public init(xml element: XMLElementNode) throws {
        self.init(date: try element.date("date"), area: try element.decode(Area.self, "area"))
    }
}
