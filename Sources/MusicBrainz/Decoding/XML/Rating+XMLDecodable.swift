import Foundation

extension Rating: XMLDecodable {
    /// Decodes `<rating votes-count="3">4.35</rating>`; an empty text is no value.
    /// - Throws: ``MusicBrainzError`` when the value or the count is not a number.
    public init(xml element: XMLElementNode) throws {
        let text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
        self.init(
            value: text.isEmpty ? nil : try element.doubleValue(),
            votesCount: try element.intAttribute("votes-count") ?? 0
        )
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [XMLMapping(elements: ["rating"], attributes: ["votes-count"])]
}
