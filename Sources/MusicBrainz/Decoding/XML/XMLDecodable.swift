/// A type that can be made from an element of an MMD XML document.
///
/// Every model of the library conforms, as does anything that ``ResponseDecoder`` can return.
/// Conform your own types to decode a response this library does not model.
public protocol XMLDecodable {
    /// Creates a value from an element.
    ///
    /// - Parameter element: The element, such as `<release id="…">`.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/decodingFailed`` whose
    ///   ``MusicBrainzError/decodingPath`` names the element or attribute that could not be read.
    init(xml element: XMLElementNode) throws
}

/// A type that decodes from both WS/2 response formats, XML (``XMLDecodable``) and JSON
/// (`Decodable`), into the same value.
public typealias MusicBrainzDecodable = XMLDecodable & Decodable
