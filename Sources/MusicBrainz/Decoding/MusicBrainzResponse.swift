/// A value that a whole WS/2 response body decodes into, in either format: an entity, a page of
/// browse or search results, a disc ID lookup result, and so on.
///
/// In JSON the value decodes from the top-level object. In XML it decodes from the root element
/// of the document, `<metadata>`.
public protocol MusicBrainzResponse: XMLDecodable, Decodable, Sendable {
    /// Creates the value from the root element (`<metadata>`) of an MMD document.
    ///
    /// - Parameter root: The document's root element.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/decodingFailed``.
    init(xmlDocument root: XMLElementNode) throws
}
