import Foundation

extension Annotation: XMLDecodable {
    /// Decodes `<annotation type [id]><entity/><name/><text/></annotation>`.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) when `<entity>`
    ///   is missing or not an MBID.
    public init(xml element: XMLElementNode) throws {
        guard let entityElement = element.child("entity") else {
            throw element.failure("<annotation> has no <entity> element.")
        }
        guard let entity = MBID(entityElement.text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw entityElement.failure("<entity> is not an MBID: \"\(entityElement.text)\".")
        }
        self.init(
            entity: entity,
            type: element.attribute("type").flatMap { $0.isEmpty ? nil : $0 },
            name: element.string("name"),
            text: element.string("text"),
            annotationID: try element.intAttribute("id")
        )
    }
}
