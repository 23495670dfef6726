extension LifeSpan: XMLDecodable {
    /// Decodes `<life-span><begin/><end/><ended/></life-span>`.
    public init(xml element: XMLElementNode) throws {
        self.init(begin: try element.date("begin"), end: try element.date("end"), ended: try element.bool("ended") ?? false)
    }
}
