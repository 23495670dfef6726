extension LifeSpan: XMLDecodable {
    /// Decodes `<life-span><begin/><end/><ended/></life-span>`.
    public init(xml element: XMLElementNode) throws {
        self.init(
            begin: try element.date("begin"), end: try element.date("end"), ended: try element.bool("ended") ?? false)
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(elements: ["life-span"], children: ["begin", "end", "ended"])
    ]
}
